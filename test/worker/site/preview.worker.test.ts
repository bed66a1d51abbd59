import { describe, expect, it } from 'vitest';
import { cookiesOf, get, pageDataOf } from '../helpers';

describe('preview', () => {
  it('without the editor token shows published content and says preview is closed', async () => {
    const response = await get('http://localhost/preview/homepage');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('New season, new glow');
    expect(html).not.toContain('Coming soon: the holiday edit');
    expect(html).toContain('Preview needs an editor link');
    expect(pageDataOf(html).page.preview).toBe(false);
  });

  it('with the token shows drafts, keeps the token in an httpOnly cookie and is never cached', async () => {
    const response = await get('http://localhost/preview/homepage?token=test-preview-token');
    const html = await response.text();
    expect(html).toContain('Coming soon: the holiday edit');
    expect(cookiesOf(response)['preview-token']).toMatch(/HttpOnly/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(pageDataOf(html).page).toMatchObject({ preview: true });
  });

  it('previews a segment, country and language chosen by the editor', async () => {
    const html = await (await get('http://localhost/preview/homepage?country=th&locale=th&user_segments=vip', { cookie: 'preview-token=test-preview-token' })).text();
    expect(html).toContain('<html lang="th-TH"');
    expect(pageDataOf(html).page).toMatchObject({ preview: true, country: 'th', segments: ['vip'] });
    expect(html).toContain('สมาชิกก่อนใคร');
  });

  it('turns analytics off in preview', async () => {
    const html = await (await get('http://localhost/preview/pages/sale', { cookie: 'preview-token=test-preview-token' })).text();
    expect(pageDataOf(html).page.preview).toBe(true);
  });

  it('rejects a wrong token', async () => {
    const response = await get('http://localhost/preview/homepage?token=guess');
    expect(cookiesOf(response)['preview-token']).toBeUndefined();
    expect(await response.text()).not.toContain('Coming soon: the holiday edit');
  });
});
