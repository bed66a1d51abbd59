import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { loadCards } from '../../../../worker/catalogue/cards';
import { matchExpression } from '../../../../worker/catalogue/search-text';
import { DEFAULT_PRODUCTS } from '../../../../worker/db/seed/catalogue';

// The setup file applied the migrations and seedStatements() to this file's D1.

async function all<T>(sql: string, ...binds: unknown[]): Promise<T[]> {
  return (
    await env.DB.prepare(sql)
      .bind(...binds)
      .all<T>()
  ).results;
}

async function searchIds(text: string, language: string): Promise<number[]> {
  const match = matchExpression(text);
  if (!match) throw new Error(`nothing searchable in ${text}`);
  const rows = await all<{ product_id: number }>(
    'SELECT product_id FROM product_search WHERE product_search MATCH ? AND language = ?',
    match,
    language,
  );
  return rows.map((row) => row.product_id);
}

describe('seeded catalogue in D1', () => {
  it('holds the default catalogue', async () => {
    const [counts] = await all<{ products: number; variants: number; offers: number }>(
      'SELECT (SELECT COUNT(*) FROM products) AS products, (SELECT COUNT(*) FROM variants) AS variants, (SELECT COUNT(*) FROM variant_offers) AS offers',
    );
    expect(counts.products).toBe(DEFAULT_PRODUCTS);
    expect(counts.variants).toBeGreaterThanOrEqual(6000);
    expect(counts.offers).toBeGreaterThan(counts.variants);
  });

  it('has one listing row per product and country with an offer', async () => {
    const [row] = await all<{ listed: number; offered: number; sg: number }>(
      `SELECT (SELECT COUNT(*) FROM listing) AS listed,
              (SELECT COUNT(*) FROM (SELECT DISTINCT v.product_id, o.country FROM variant_offers o JOIN variants v ON v.id = o.variant_id)) AS offered,
              (SELECT COUNT(*) FROM listing WHERE country = 'sg') AS sg`,
    );
    expect(row.listed).toBe(row.offered);
    expect(row.sg).toBe(DEFAULT_PRODUCTS);
  });

  it('agrees with products, offers and the category tree (spot checks)', async () => {
    const listed = await all<Record<string, number | string>>(
      'SELECT * FROM listing WHERE product_id IN (1, 2, 3, 17, 250, 999, 1500, 2000) ORDER BY product_id, country',
    );
    expect(listed.length).toBeGreaterThanOrEqual(8);
    for (const row of listed) {
      const [expected] = await all<Record<string, number | string>>(
        `SELECT p.brand_id, top.id AS top_id, mid.id AS category_id, sub.id AS sub_id,
                MIN(o.price_minor) AS price_minor, MAX(o.compare_at_minor IS NOT NULL) AS on_sale, MAX(o.stock > 0) AS in_stock,
                p.is_new, p.is_exclusive, p.is_limited, p.is_vegan, p.rating_sum, p.rating_count, p.created_at, p.featured_rank
         FROM products p
         JOIN categories sub ON sub.id = p.category_id AND sub.level = 3
         JOIN categories mid ON mid.id = sub.parent_id AND mid.level = 2
         JOIN categories top ON top.id = mid.parent_id AND top.level = 1
         JOIN variants v ON v.product_id = p.id
         JOIN variant_offers o ON o.variant_id = v.id AND o.country = ?
         WHERE p.id = ?`,
        row.country,
        row.product_id,
      );
      const { rating_sum: sum, rating_count: count, ...rest } = expected as Record<string, number>;
      expect(row).toEqual({
        country: row.country,
        product_id: row.product_id,
        ...rest,
        rating: count ? Math.round((sum * 100) / count) : 0,
      });
    }
  });

  it('shows on sale, out of stock and unsold products in the listing', async () => {
    const [row] = await all<{ sale: number; out: number; unsold: number }>(
      `SELECT (SELECT COUNT(*) FROM listing WHERE on_sale = 1) AS sale,
              (SELECT COUNT(*) FROM listing WHERE in_stock = 0) AS out,
              (SELECT COUNT(*) FROM products p WHERE NOT EXISTS (SELECT 1 FROM listing l WHERE l.country = 'th' AND l.product_id = p.id)) AS unsold`,
    );
    expect(row.sale).toBeGreaterThan(100);
    expect(row.out).toBeGreaterThan(100);
    expect(row.unsold).toBeGreaterThan(20);
  });

  it('has texts in the four languages for every product', async () => {
    const [row] = await all<{ missing: number }>(
      "SELECT COUNT(*) AS missing FROM products p WHERE (SELECT COUNT(DISTINCT language) FROM product_texts t WHERE t.product_id = p.id AND t.language IN ('en', 'zh', 'id', 'th')) <> 4",
    );
    expect(row.missing).toBe(0);
  });

  it('finds a product by a word of its English name, and by its Chinese and Thai names', async () => {
    const names = await all<{ product_id: number; language: string; name: string }>(
      'SELECT product_id, language, name FROM product_texts WHERE product_id = 17',
    );
    const name = (language: string) => names.find((row) => row.language === language)!.name;
    const word = name('en')
      .split(' ')
      .find((part) => part.length >= 5)!;
    expect(await searchIds(word, 'en')).toContain(17);
    expect(await searchIds(word.slice(0, 4), 'en')).toContain(17);
    expect(await searchIds(name('zh'), 'zh')).toContain(17);
    expect(await searchIds(name('th'), 'th')).toContain(17);
    expect(await searchIds(name('id'), 'id')).toContain(17);
  });

  it('finds Thai names written with SARA AM (ำ), as shoppers type them', async () => {
    const [row] = await all<{ product_id: number; name: string }>(
      "SELECT product_id, name FROM product_texts WHERE language = 'th' AND name LIKE '%ำ%' ORDER BY product_id LIMIT 1",
    );
    expect(await searchIds(row.name, 'th')).toContain(row.product_id);
  });

  it('finds products by brand, category and shade', async () => {
    const [product] = await all<{ id: number; brand: string; shade: string }>(
      'SELECT p.id, b.name AS brand, v.shade_name AS shade FROM products p JOIN brands b ON b.id = p.brand_id JOIN variants v ON v.product_id = p.id WHERE v.shade_name IS NOT NULL ORDER BY p.id LIMIT 1',
    );
    expect(await searchIds(product.brand, 'en')).toContain(product.id);
    expect(await searchIds(product.shade, 'zh')).toContain(product.id);
    expect((await searchIds('唇膏', 'zh')).length).toBeGreaterThan(20);
    expect((await searchIds('serum', 'id')).length).toBeGreaterThan(20);
  });

  it('gives cards for product ids through loadCards', async () => {
    const cards = await loadCards(env.DB, [3, 1, 2], { country: 'sg', language: 'en' });
    expect(cards.map((card) => card.id)).toEqual([3, 1, 2]);
    for (const card of cards) {
      expect(card.price.currency).toBe('SGD');
      expect(card.price.amount).toBeGreaterThan(0);
      expect(card.image).toMatch(
        /^\/images\/p\/(makeup|skincare|fragrance|hair|bath-body)\/[0-9a-f]{6}\.svg$/,
      );
      expect(card.brand.name.length).toBeGreaterThan(0);
    }
    const th = await loadCards(env.DB, [1, 2, 3], { country: 'th', language: 'th' });
    expect(
      th.every((card) => card.price.currency === 'THB' && /[\u0e00-\u0e7f]/.test(card.name)),
    ).toBe(true);
  });

  it('omits a product from the cards of a country where it is not sold', async () => {
    const [unsold] = await all<{ id: number }>(
      "SELECT p.id FROM products p WHERE NOT EXISTS (SELECT 1 FROM listing l WHERE l.country = 'au' AND l.product_id = p.id) ORDER BY p.id LIMIT 1",
    );
    const cards = await loadCards(env.DB, [unsold.id, 1], { country: 'au', language: 'en' });
    expect(cards.map((card) => card.id)).not.toContain(unsold.id);
  });
});
