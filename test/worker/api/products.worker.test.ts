import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ProductDetailSchema } from '../../../client/api/catalogue-contract';
import type { Country, Language } from '../../../client/lib/sites';
import { PRODUCT_SQL, REVIEWS_SQL, VARIANTS_SQL } from '../../../worker/catalogue/product-detail';
import { pointsToEarn } from '../../../client/lib/pricing/points';
import { all, call, errorOf, one } from './shopper-helpers';

async function detail(
  slug: string,
  site: { country: Country; language: Language } = { country: 'sg', language: 'en' },
) {
  const response = await call(`products/${slug}`, { site });
  expect(response.status).toBe(200);
  return ProductDetailSchema.parse(await response.json());
}

describe('GET products/{slug}', () => {
  it('answers a product sold in SG in the contract shape, with breadcrumbs, variants, reviews and points', async () => {
    const seeded = await one<{ slug: string; id: number }>(
      `SELECT p.slug, p.id FROM products p WHERE p.rating_count > 20 AND EXISTS (SELECT 1 FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg' WHERE v.product_id = p.id AND o.stock > 0) ORDER BY p.id LIMIT 1`,
    );
    const response = await call(`products/${seeded.slug}`);
    expect(response.headers.get('cache-control')).toMatch(/public/);
    expect(response.headers.get('vary')).toMatch(/accept-language/);
    const product = ProductDetailSchema.parse(await response.json());
    expect(product).toMatchObject({
      id: seeded.id,
      slug: seeded.slug,
      availableInCountry: true,
      inStock: true,
    });
    expect(product.breadcrumbs).toHaveLength(3);
    expect(product.breadcrumbs.map((crumb) => crumb.href)).toEqual([
      expect.stringMatching(/^\/categories\/[a-z0-9-]+$/),
      expect.stringMatching(/^\/categories\/[a-z0-9-]+\/[a-z0-9-]+$/),
      expect.stringMatching(/^\/categories\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+$/),
    ]);
    // Every variant, in position order; the card's variant is the first in stock.
    const variants = await all<{ id: number }>(
      'SELECT id FROM variants WHERE product_id = ?1 ORDER BY position, id',
      seeded.id,
    );
    expect(product.variants.map((v) => v.id)).toEqual(variants.map((v) => v.id));
    expect(product.variantId).toBe(product.variants.find((v) => v.available && v.stock > 0)?.id);
    expect(product.price.currency).toBe('SGD');
    // Reviews: at most 20, newest first, in any language.
    expect(product.reviews.length).toBe(20);
    const dates = product.reviews.map((review) => review.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(product.rating.count).toBeGreaterThan(20);
    expect(product.pointsToEarn).toBe(pointsToEarn(product.price.amount, 'SGD'));
    expect(product.pointsToEarn).toBeGreaterThan(0);
  });

  it('speaks the shopper’s language and currency (HK in Chinese, TH in Thai)', async () => {
    const seeded = await one<{ slug: string; id: number }>(
      `SELECT p.slug, p.id FROM products p WHERE EXISTS (SELECT 1 FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'hk' WHERE v.product_id = p.id)
         AND EXISTS (SELECT 1 FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'th' WHERE v.product_id = p.id) ORDER BY p.id LIMIT 1`,
    );
    const names = await all<{ language: string; name: string }>(
      'SELECT language, name FROM product_texts WHERE product_id = ?1',
      seeded.id,
    );
    const zh = await detail(seeded.slug, { country: 'hk', language: 'zh' });
    expect(zh.name).toBe(names.find((n) => n.language === 'zh')?.name);
    expect(zh.price.currency).toBe('HKD');
    expect(zh.breadcrumbs[0].name).toMatch(/\p{Script=Han}/u);
    const th = await detail(seeded.slug, { country: 'th', language: 'th' });
    expect(th.name).toBe(names.find((n) => n.language === 'th')?.name);
    expect(th.price.currency).toBe('THB');
    expect(th.pointsToEarn).toBe(pointsToEarn(th.price.amount, 'THB'));
  });

  it('still answers a product not sold in the country, every variant unavailable', async () => {
    const seeded = await one<{ slug: string; country: string }>(
      `SELECT p.slug, c.value AS country FROM products p, json_each('["au","hk","id","my","nz","ph","sg","th"]') c
       WHERE NOT EXISTS (SELECT 1 FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = c.value WHERE v.product_id = p.id)
       ORDER BY p.id LIMIT 1`,
    );
    // English is a language of every site.
    const product = await detail(seeded.slug, { country: seeded.country as 'sg', language: 'en' });
    expect(product.availableInCountry).toBe(false);
    expect(product.inStock).toBe(false);
    expect(product.pointsToEarn).toBe(0);
    expect(product.variants.length).toBeGreaterThan(0);
    expect(product.variants.every((v) => !v.available && v.stock === 0)).toBe(true);
  });

  it('marks one variant unavailable when only it is not sold in the country', async () => {
    const seeded = await one<{ slug: string; id: number; country: string }>(
      `SELECT p.slug, v.id, c.value AS country FROM variants v JOIN products p ON p.id = v.product_id, json_each('["sg","au","my","nz","ph","hk"]') c
       WHERE NOT EXISTS (SELECT 1 FROM variant_offers o WHERE o.variant_id = v.id AND o.country = c.value)
         AND EXISTS (SELECT 1 FROM variants w JOIN variant_offers o ON o.variant_id = w.id AND o.country = c.value WHERE w.product_id = p.id)
       ORDER BY v.id LIMIT 1`,
    );
    const product = await detail(seeded.slug, { country: seeded.country as 'sg', language: 'en' });
    expect(product.availableInCountry).toBe(true);
    expect(product.variants.find((v) => v.id === seeded.id)?.available).toBe(false);
    expect(product.variants.some((v) => v.available)).toBe(true);
  });

  it('gives the brand’s per-order limit in the country, and null where it sets none', async () => {
    const limited = await one<{ slug: string; country: string; max: number }>(
      `SELECT p.slug, bl.country, bl.max_per_order AS max FROM brand_limits bl JOIN products p ON p.brand_id = bl.brand_id
       WHERE bl.country = 'sg' ORDER BY p.id LIMIT 1`,
    );
    expect((await detail(limited.slug)).brandLimit).toBe(limited.max);
    const free = await one<{ slug: string }>(
      `SELECT p.slug FROM products p WHERE NOT EXISTS (SELECT 1 FROM brand_limits bl WHERE bl.brand_id = p.brand_id AND bl.country = 'sg') ORDER BY p.id LIMIT 1`,
    );
    expect((await detail(free.slug)).brandLimit).toBeNull();
  });

  it('carries the flags the button decides from (launch, priority, limited)', async () => {
    const upcoming = await one<{ slug: string; launch_at: string }>(
      "SELECT slug, launch_at FROM products WHERE launch_at > '2030' ORDER BY id LIMIT 1",
    );
    expect((await detail(upcoming.slug)).launchAt).toBe(upcoming.launch_at);
    const gated = await one<{ slug: string; priority_tier: string }>(
      "SELECT slug, priority_tier FROM products WHERE priority_until > '2030' ORDER BY id LIMIT 1",
    );
    expect((await detail(gated.slug)).priority).toMatchObject({ tier: gated.priority_tier });
    const limited = await one<{ slug: string }>(
      'SELECT slug FROM products WHERE is_limited = 1 ORDER BY id LIMIT 1',
    );
    expect((await detail(limited.slug)).flags.limited).toBe(true);
  });

  it('answers an unknown slug with 404 Resource not found!, translated', async () => {
    const response = await call('products/no-such-product-anywhere');
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({
      message: 'Resource not found!',
      statusCode: 404,
      data: { code: 'NOT_FOUND' },
    });
    const zh = await errorOf(
      await call('products/no-such-product-anywhere', { site: { country: 'hk', language: 'zh' } }),
    );
    expect(zh.message).not.toBe('Resource not found!');
  });

  it.each(['UPPER-case', 'bad_slug', '-leading', 'x'.repeat(161)])(
    'rejects the malformed slug %j with a 400 naming it',
    async (slug) => {
      const response = await call(`products/${encodeURIComponent(slug)}`);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).data.field).toBe('slug');
    },
  );

  it('reads products, variants and reviews through their indexes only', async () => {
    const plans = await Promise.all([
      env.DB.prepare(`EXPLAIN QUERY PLAN ${PRODUCT_SQL}`)
        .bind('some-slug', 'en', 'sg')
        .all<{ detail: string }>(),
      env.DB.prepare(`EXPLAIN QUERY PLAN ${VARIANTS_SQL}`)
        .bind('some-slug', 'sg', 'en')
        .all<{ detail: string }>(),
      env.DB.prepare(`EXPLAIN QUERY PLAN ${REVIEWS_SQL}`)
        .bind('some-slug')
        .all<{ detail: string }>(),
    ]);
    for (const plan of plans) {
      const steps = plan.results.map((row) => row.detail);
      expect(
        steps.filter((step) =>
          /^SCAN (products|variants|reviews|variant_offers|product_texts)\b/.test(step),
        ),
        steps.join('\n'),
      ).toEqual([]);
      expect(steps.some((step) => /^SEARCH/.test(step))).toBe(true);
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes the product, shopper-list and bag operations with their bodies', async () => {
    const doc = await (
      await call('openapi.json')
    ).json<{ paths: Record<string, Record<string, { requestBody?: unknown }>> }>();
    expect(Object.keys(doc.paths['/products/{slug}'])).toEqual(['get']);
    // Paths as the router matches them, without a trailing slash (the API takes both).
    expect(Object.keys(doc.paths['/wishlist'])).toEqual(['get', 'put']);
    expect(doc.paths['/wishlist'].put.requestBody).toBeDefined();
    expect(Object.keys(doc.paths['/waitlist/{variantId}'])).toEqual(['patch']);
    expect(doc.paths['/waitlist/{variantId}'].patch.requestBody).toBeDefined();
    expect(Object.keys(doc.paths['/notification-subscription/subscribe'])).toEqual(['post']);
    expect(doc.paths['/notification-subscription/subscribe'].post.requestBody).toBeDefined();
    expect(Object.keys(doc.paths['/cart/line-items'])).toEqual(['post']);
    expect(doc.paths['/cart/line-items'].post.requestBody).toBeDefined();
    for (const path of [
      '/wishlist',
      '/waitlist',
      '/notification-subscription',
      '/cart/items-count',
    ])
      expect(doc.paths[path].get).toBeDefined();
  });
});
