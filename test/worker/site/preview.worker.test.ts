import { describe, expect, it } from 'vitest';
import { signPreviewSession } from '../../../worker/site/preview-session';
import { cookiesOf, get, pageDataOf } from '../helpers';
import { editorCookie } from '../preview-session';

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

  it('exchanges the token for an expiring HttpOnly session cookie that is not the token, and takes the token out of the URL', async () => {
    const response = await get(
      'https://localhost/preview/pages/sale?country=th&token=test-preview-token&user_segments=vip',
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      '/preview/pages/sale?country=th&user_segments=vip',
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const cookie = cookiesOf(response)['preview-session'];
    expect(cookie).toMatch(
      /^preview-session=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(cookie).not.toContain('test-preview-token');
    expect(cookiesOf(response)['preview-token']).toBeUndefined();
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeLessThanOrEqual(24 * 60 * 60);
  });

  it('on plain http the session cookie is not Secure', async () => {
    const cookie = cookiesOf(
      await get('http://localhost/preview/homepage?token=test-preview-token'),
    )['preview-session'];
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('with the session shows drafts and is never cached', async () => {
    const response = await get('http://localhost/preview/homepage', {
      cookie: await editorCookie(),
    });
    const html = await response.text();
    expect(html).toContain('Coming soon: the holiday edit');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(pageDataOf(html).page).toMatchObject({ preview: true });
  });

  it('previews a segment, country and language chosen by the editor', async () => {
    const html = await (
      await get('http://localhost/preview/homepage?country=th&locale=th&user_segments=vip', {
        cookie: await editorCookie(),
      })
    ).text();
    expect(html).toContain('<html lang="th-TH"');
    expect(pageDataOf(html).page).toMatchObject({
      preview: true,
      country: 'th',
      segments: ['vip'],
    });
    expect(html).toContain('สมาชิกก่อนใคร');
  });

  it('marks the page data as preview (the flag the analytics loader stops on)', async () => {
    const html = await (
      await get('http://localhost/preview/pages/sale', { cookie: await editorCookie() })
    ).text();
    expect(pageDataOf(html).page.preview).toBe(true);
  });

  it('rejects a wrong token', async () => {
    const response = await get('http://localhost/preview/homepage?token=guess');
    expect(cookiesOf(response)['preview-session']).toBeUndefined();
    expect(await response.text()).not.toContain('Coming soon: the holiday edit');
  });

  it('is not preview with an expired or tampered session, or the raw token as a cookie', async () => {
    const expired = await signPreviewSession(
      'test-preview-token',
      Date.now() - 2 * 24 * 60 * 60 * 1000,
    );
    const valid = (await editorCookie()).split('=')[1];
    const middle = valid.length - 10;
    const tampered = `${valid.slice(0, middle)}${valid[middle] === 'A' ? 'B' : 'A'}${valid.slice(middle + 1)}`;
    for (const cookie of [
      `preview-session=${expired}`,
      `preview-session=${tampered}`,
      'preview-token=test-preview-token',
      'preview-session=test-preview-token',
    ]) {
      const html = await (await get('http://localhost/preview/homepage', { cookie })).text();
      expect(pageDataOf(html).page.preview, cookie).toBe(false);
      expect(html).not.toContain('Coming soon: the holiday edit');
    }
  });
});
