import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD } from '../../../worker/render/builds';
import { cookiesOf, get } from '../helpers';
import { fetchWith } from '../with-env';

/**
 * Headers every kind of answer carries, not only HTML pages: JSON from the API, page data,
 * redirects, XML, and the static files the platform serves before the worker runs (from the
 * `_headers` file the build writes).
 */
describe('nosniff on every answer', () => {
  it.each([
    ['API JSON', '/api/web/v1/brands/'],
    ['an API error', '/api/web/v1/no-such-thing'],
    ['page data', '/about/_payload.json?v=1'],
    ['a route-rule redirect', '/sale'],
    ['a language redirect', '/en/about'],
    ['the sitemap', '/sitemap.xml'],
    ['a product image', '/images/p/swatch/c0392b.svg'],
    ['a missing asset', '/assets/nope.js'],
  ])('%s (%s)', async (_, path) => {
    const response = await get(`http://localhost${path}`);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('static files', () => {
  // Served by the platform from dist/client before the worker runs, with the build's _headers.
  const assets = (env as unknown as { ASSETS: Fetcher }).ASSETS;

  it.each(['/favicon.svg', `/${BUILD.entry}`, `/${BUILD.css[0]}`])(
    '%s is nosniff',
    async (path) => {
      const response = await assets.fetch(`http://localhost${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it('hashed files are cached for a year, immutable; others are not immutable', async () => {
    expect(
      (await assets.fetch(`http://localhost/${BUILD.entry}`)).headers.get('cache-control'),
    ).toBe('public, max-age=31536000, immutable');
    expect(
      (await assets.fetch('http://localhost/favicon.svg')).headers.get('cache-control'),
    ).not.toContain('immutable');
  });
});

describe('cookies and caches', () => {
  it('page data that sets a cookie is private, no-store like the page', async () => {
    const response = await get('http://localhost/about/_payload.json?v=1&country_code=hk');
    expect(response.headers.getSetCookie().length).toBeGreaterThan(0);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('the country and language cookies are HttpOnly (no script reads them)', async () => {
    const response = await get('http://localhost/about?country_code=th&language=en');
    const cookies = cookiesOf(response);
    expect(cookies.locale).toMatch(/; HttpOnly/);
    expect(cookies.lng_th).toMatch(/; HttpOnly/);
    const redirect = cookiesOf(await get('http://shop.example.hk/zh/about'));
    expect(redirect.lng_hk).toMatch(/; HttpOnly/);
  });
});

describe('answers the worker passes through', () => {
  afterEach(() => vi.restoreAllMocks());

  it('an upstream API answer (immutable headers) is nosniff too, and not a 500', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      Response.redirect('https://api.upstream.test/elsewhere', 302),
    );
    const response = await fetchWith(
      { API_ORIGIN: 'https://api.upstream.test' },
      'http://localhost/api/web/v1/brands/',
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
