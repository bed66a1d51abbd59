import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { get, pageDataOf } from '../helpers';

describe('security headers', () => {
  it('an HTML page (home) has a CSP whose nonce is on every script, and the usual headers', async () => {
    const response = await get('http://localhost/');
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await response.text();
    const scripts = [...html.matchAll(/<script(?![^>]*type="application\/json")[^>]*>/g)].map(
      (m) => m[0],
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('gives two responses of the same page different nonces', async () => {
    const [a, b] = await Promise.all([
      get('http://localhost/about'),
      get('http://localhost/about'),
    ]);
    expect(a.headers.get('content-security-policy')).not.toBe(
      b.headers.get('content-security-policy'),
    );
  });

  it('marks an HTML response that sets a cookie private, no-store (one that sets none no-cache)', async () => {
    const response = await get('http://localhost/about?country_code=hk');
    expect(response.headers.getSetCookie().length).toBeGreaterThan(0);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const plain = await get('http://localhost/about');
    expect(plain.headers.getSetCookie()).toEqual([]);
    expect(plain.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends HSTS on https', async () => {
    expect(
      (await get('https://localhost/about')).headers.get('strict-transport-security'),
    ).toContain('max-age=31536000');
  });
});

describe('escaped state', () => {
  it('embeds data with </script>, <!-- and U+2028 safely and round-trips it', async () => {
    const nasty = 'Sale </script><script>alert(1)</script> <!-- x --> a\u2028b';
    await env.DB.prepare(
      `UPDATE content_entries SET title = ?1, blocks = json_array(json_object('type','text','id','t','title',?1,'body',?1))
       WHERE slug = 'sale' AND country = 'sg' AND language = 'en' AND status = 'published'`,
    )
      .bind(nasty)
      .run();
    const html = await (await get('http://localhost/pages/sale')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    const data = pageDataOf(html);
    const query = data.payload.state.queries.find((q) => q.queryKey[0] === 'page');
    expect((query?.state.data as { title: string }).title).toBe(nasty);
    const script =
      /<script type="application\/json" id="__page">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).not.toContain('<!--');
    expect(script).not.toContain('\u2028');
  });
});
