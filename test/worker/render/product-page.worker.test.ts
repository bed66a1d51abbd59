import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../../client/api/catalogue-contract';
import { get, pageDataOf, titleOf } from '../helpers';

/** A product sold in SG with reviews and more than one shade, at least one in stock. */
async function seededProduct() {
  const row = await env.DB.prepare(
    `SELECT p.slug, t.name FROM products p JOIN product_texts t ON t.product_id = p.id AND t.language = 'en'
     WHERE p.rating_count > 0 AND p.launch_at IS NULL AND p.priority_tier IS NULL
       AND (SELECT COUNT(*) FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg' WHERE v.product_id = p.id AND v.shade_name IS NOT NULL AND o.stock > 0) >= 2
     ORDER BY p.id LIMIT 1`,
  ).first<{ slug: string; name: string }>();
  if (!row) throw new Error('no such product in the seed');
  return row;
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]),
  );
}

describe('/products/{slug}', () => {
  it('renders the whole product on the server: h1, price, shades, the button, reviews, JSON-LD; data in the payload', async () => {
    const product = await seededProduct();
    const response = await get(`http://localhost/products/${product.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(titleOf(html)).toMatch(
      new RegExp(`^${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`),
    );
    expect(html).toContain('id="product-title"');
    expect(html).toMatch(/data-testid="product-price">\$[\d.,]+</);
    expect(html).toContain('type="radio"');
    expect(html).toContain('data-state="add_to_bag"');
    expect(html).toContain('id="reviews"');
    expect(html).toMatch(/Earn [\d,]+ Beauty Pass points/);
    // The product's data comes with the page, under the query key the browser looks for.
    const { payload } = pageDataOf(html);
    const entry = payload.state.queries.find((query) => query.queryKey[0] === 'product');
    expect(entry?.queryKey).toEqual(['product', 'sg', 'en', product.slug]);
    const data = entry?.state.data as ProductDetail;
    // No per-visitor state in the HTML: neither the wish list nor the bag count nor a waitlist.
    expect(payload.state.queries.map((query) => query.queryKey[0])).not.toContain('wishlist');
    expect(payload.state.queries.map((query) => query.queryKey[0])).not.toContain('bag-count');
    const ld = jsonLd(html).find((item) => item['@type'] === 'Product') as {
      offers: { price: string };
    } & Record<string, unknown>;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      name: data.name,
      brand: { '@type': 'Brand', name: data.brand.name },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'SGD',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: data.rating.average,
        reviewCount: data.rating.count,
      },
    });
    expect(ld.offers.price).toBe((data.price.amount / 100).toFixed(2));
    expect(jsonLd(html).some((item) => item['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it('shows the shade the URL names (?shade=sku), so a choice survives reload', async () => {
    const product = await seededProduct();
    const variants = await env.DB.prepare(
      `SELECT v.sku, v.shade_name FROM variants v JOIN products p ON p.id = v.product_id WHERE p.slug = ?1 ORDER BY v.position DESC LIMIT 1`,
    )
      .bind(product.slug)
      .first<{ sku: string; shade_name: string }>();
    const html = await (
      await get(`http://localhost/products/${product.slug}?shade=${variants!.sku}`)
    ).text();
    expect(html).toMatch(new RegExp(`checked="" value="${variants!.sku}"`));
    expect(html.match(/checked=""/g)).toHaveLength(1);
    expect(html).toContain(
      `<legend>Shade: ${variants!.shade_name.replace(/&/g, '&amp;')}</legend>`,
    );
  });

  it('escapes the JSON-LD so no text can close its script', async () => {
    const product = await seededProduct();
    await env.DB.prepare(
      "UPDATE product_texts SET description = '</script><script>alert(1)</script>' WHERE product_id = (SELECT id FROM products WHERE slug = ?1) AND language = 'en'",
    )
      .bind(product.slug)
      .run();
    const html = await (await get(`http://localhost/products/${product.slug}`)).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(jsonLd(html).find((item) => item['@type'] === 'Product')?.description).toBe(
      '</script><script>alert(1)</script>',
    );
  });

  it('answers an unknown product with the 404 page', async () => {
    const response = await get('http://localhost/products/no-such-product');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page not found: /products/no-such-product');
    expect(titleOf(html)).toMatch(/^Page not found/);
  });

  it('renders in Chinese on the Hong Kong site and in Thai on the Thai site', async () => {
    const row = await env.DB.prepare(
      `SELECT p.slug FROM products p WHERE p.launch_at IS NULL AND p.priority_tier IS NULL
         AND EXISTS (SELECT 1 FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'hk' WHERE v.product_id = p.id AND o.stock > 0)
         AND EXISTS (SELECT 1 FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'th' WHERE v.product_id = p.id AND o.stock > 0)
       ORDER BY p.id LIMIT 1`,
    ).first<{ slug: string }>();
    const zh = await (
      await get(`http://localhost/products/${row!.slug}?country_code=hk&language=zh`)
    ).text();
    expect(zh).toContain('加入購物袋');
    expect(zh).toMatch(/HK\$/);
    const th = await (await get(`http://localhost/products/${row!.slug}?country_code=th`)).text();
    expect(th).toContain('เพิ่มลงถุง');
  });
});
