import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../../worker/index';
import { get } from '../helpers';

describe('sitemaps', () => {
  it('lists the sitemaps of the country site', async () => {
    const response = await get('http://shop.example.hk/sitemap.xml');
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain('<loc>http://shop.example.hk/sitemaps/pages.xml</loc>');
    expect(xml).toContain('<loc>http://shop.example.hk/sitemaps/products-1.xml</loc>');
  });

  it('gives pages with their language alternates', async () => {
    const xml = await (await get('http://shop.example.hk/sitemaps/pages.xml')).text();
    expect(xml).toContain(
      '<url><loc>http://shop.example.hk/brands/solenne</loc><xhtml:link rel="alternate" hreflang="en-HK" href="http://shop.example.hk/brands/solenne"/><xhtml:link rel="alternate" hreflang="zh-HK" href="http://shop.example.hk/brands/solenne?language=zh"/></url>',
    );
    expect(xml).toContain('/categories/makeup/lips/lipstick</loc>');
    expect(xml).toContain('/pages/sale</loc>');
    expect(xml).not.toContain('/pages/home');
    expect(xml).not.toContain('overlay-');
  });

  it("lists the locator and the site's store pages, and no other site's", async () => {
    const xml = await (await get('http://shop.example.hk/sitemaps/pages.xml')).text();
    expect(xml).toContain('<loc>http://shop.example.hk/store-locations</loc>');
    expect(xml).toContain('<loc>http://shop.example.hk/store-locations/hk-flagship</loc>');
    expect(xml).not.toContain('/store-locations/sg-flagship');
  });

  it('lists every product sold in the country, and nothing past the last file', async () => {
    const xml = await (await get('http://shop.example.com.sg/sitemaps/products-1.xml')).text();
    const sold = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM listing WHERE country = 'sg'",
    ).first<{ n: number }>();
    expect((xml.match(/<url>/g) ?? []).length).toBe(sold?.n);
    expect((await get('http://shop.example.com.sg/sitemaps/products-2.xml')).status).toBe(404);
    expect((await get('http://shop.example.com.sg/sitemaps/other.xml')).status).toBe(404);
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of everything outside production', async () => {
    expect(await (await get('http://localhost/robots.txt')).text()).toBe(
      'User-agent: *\nDisallow: /\n',
    );
  });

  it('in production lets them in, except private and endless paths, and names the sitemap', async () => {
    const response = await worker.fetch(
      new Request('https://shop.example.com.sg/robots.txt'),
      { ...env, ENVIRONMENT: 'production', PUBLIC_ORIGIN: 'https://shop.example.com.sg' },
      createExecutionContext(),
    );
    const text = await response.text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /cart');
    expect(text).toContain('Sitemap: https://shop.example.com.sg/sitemap.xml');
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });
});
