import { describe, expect, it, vi } from 'vitest';
import { get, pageDataOf } from '../helpers';
import { fetchWith, PRODUCTION } from '../with-env';

/**
 * The public origin comes from PUBLIC_ORIGIN, never from the Host a request names: canonical,
 * hreflang, og:url, sitemaps, robots.txt, page data and the API's CSRF check all use it.
 * Development and test without it use the request's own origin.
 */
function linksOf(html: string): string[] {
  return [
    ...html.matchAll(/<link rel="(?:canonical|alternate)"[^>]* href="([^"]+)"/g),
    ...html.matchAll(/<meta property="og:url" content="([^"]+)"/g),
  ].map((m) => m[1].replace(/&#38;/g, '&'));
}

describe('the public origin', () => {
  it('keeps canonical and hreflang URLs of a path with doubled slashes on the site', async () => {
    const html = await (
      await get('http://localhost//brands/solenne', { 'x-site-country': 'hk' })
    ).text();
    const links = linksOf(html);
    expect(links.length).toBeGreaterThan(2);
    for (const link of links)
      expect(link, link).toMatch(/^http:\/\/localhost\/brands\/solenne(\?|$)/);
  });

  it('in production is the configured one whatever the Host says', async () => {
    const response = await fetchWith(PRODUCTION, 'http://evil.example/brands/solenne', {
      headers: { 'x-site-country': 'hk' },
    });
    const html = await response.text();
    expect(response.status).toBe(200);
    const links = linksOf(html);
    expect(links.length).toBeGreaterThan(2);
    for (const link of links)
      expect(link.startsWith('https://shop.example.com.sg/'), link).toBe(true);
    expect(html).not.toContain('evil.example');
    expect(pageDataOf(html).page.origin).toBe('https://shop.example.com.sg');
  });

  it('builds sitemaps and robots.txt on it', async () => {
    for (const path of [
      '/sitemap.xml',
      '/sitemaps/pages.xml',
      '/sitemaps/products-1.xml',
      '/robots.txt',
    ]) {
      const body = await (await fetchWith(PRODUCTION, `http://evil.example${path}`)).text();
      expect(body, path).toContain('https://shop.example.com.sg/');
      expect(body, path).not.toContain('evil.example');
    }
  });

  it('picks the configured origin of the request host among several (one per country host)', async () => {
    const env = {
      ...PRODUCTION,
      PUBLIC_ORIGIN: 'https://shop.example.com.sg, https://shop.example.com.au',
    };
    const html = await (await fetchWith(env, 'https://shop.example.com.au/about')).text();
    expect(linksOf(html)[0]).toBe('https://shop.example.com.au/about');
  });

  it('is the only origin the API accepts changes from in production', async () => {
    const post = (url: string, origin: string) =>
      fetchWith(PRODUCTION, url, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ limit: 2 }),
      });
    const spoofed = await post(
      'http://evil.example/api/web/v1/featured-products/',
      'http://evil.example',
    );
    expect(spoofed.status).toBe(403);
    expect(((await spoofed.json()) as { data: { code: string } }).data.code).toBe(
      'FORBIDDEN_ORIGIN',
    );
    expect(
      (
        await post(
          'http://evil.example/api/web/v1/featured-products/',
          'https://shop.example.com.sg',
        )
      ).status,
    ).toBe(200);
  });

  it('renders pages in production through the embedded API (which checks the same origin)', async () => {
    const response = await fetchWith(PRODUCTION, 'https://shop.example.com.sg/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('New season, new glow');
  });

  it('is required outside development and test: a 500 page without the Host, and a log line naming PUBLIC_ORIGIN', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const environment of ['production', 'staging']) {
        logged.mockClear();
        const response = await fetchWith(
          { ENVIRONMENT: environment, PUBLIC_ORIGIN: '' },
          'http://evil.example/about',
        );
        expect(response.status, environment).toBe(500);
        expect(await response.text()).not.toContain('evil.example');
        expect(logged.mock.calls.map((args) => args.map(String).join(' ')).join('\n')).toContain(
          'PUBLIC_ORIGIN is not set',
        );
      }
    } finally {
      logged.mockRestore();
    }
  });
});
