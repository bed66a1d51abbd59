import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { apiHeaders } from '../../../client/api/client';
import { ListingFacetsSchema, ListingPageSchema } from '../../../client/api/catalogue-contract';
import { COUNTRIES, type Country } from '../../../client/lib/sites';
import {
  addProductsSql,
  rebuildFacetCellsSql,
  subtractProductsSql,
} from '../../../worker/db/facet-cells';
import { rebuildListingSql, setVariantStock } from '../../../worker/db/offers';

const SG = { country: 'sg', language: 'en' } as const;

async function api(path: string) {
  const response = await SELF.fetch(`http://localhost/api/web/v1/${path}`, {
    headers: apiHeaders(SG),
  });
  expect(response.status, path).toBe(200);
  return response.json();
}

/** In-stock figures of a brand page: the listing total and the facet count of "in stock". */
async function inStockFigures(brand: string) {
  const page = ListingPageSchema.parse(await api(`variants?brand=${brand}&others=in_stock`));
  const facets = ListingFacetsSchema.parse(await api(`products/filters/?brand=${brand}`));
  return {
    listed: page.total,
    counted: facets.others.find((option) => option.value === 'in_stock')?.count,
  };
}

/** Every facet cell, in key order. */
async function cells() {
  const { results } = await env.DB.prepare(
    'SELECT * FROM facet_cells ORDER BY country, brand_id, sub_id, bucket, on_sale, flags',
  ).all();
  return results;
}

describe('setVariantStock', () => {
  it('updates the listing and the facet counts when a product sells out and comes back', async () => {
    // A product sold in SG, in stock there, through more than one variant.
    const product = await env.DB.prepare(
      `SELECT l.product_id AS id, b.slug AS brand FROM listing l JOIN brands b ON b.id = l.brand_id
       WHERE l.country = 'sg' AND l.in_stock = 1
         AND (SELECT COUNT(*) FROM variant_offers o JOIN variants v ON v.id = o.variant_id WHERE v.product_id = l.product_id AND o.country = 'sg' AND o.stock > 0) > 1
       ORDER BY l.product_id LIMIT 1`,
    ).first<{ id: number; brand: string }>();
    expect(product).not.toBeNull();
    const { results: offers } = await env.DB.prepare(
      "SELECT o.variant_id AS id, o.stock FROM variant_offers o JOIN variants v ON v.id = o.variant_id WHERE v.product_id = ? AND o.country = 'sg' ORDER BY o.variant_id",
    )
      .bind(product!.id)
      .all<{ id: number; stock: number }>();
    const before = await inStockFigures(product!.brand);
    expect(before.counted).toBe(before.listed);

    // One variant out of stock: the product is still in stock.
    const [first, ...rest] = offers;
    expect(await setVariantStock(env.DB, { variantId: first.id, country: 'sg', stock: 0 })).toBe(
      true,
    );
    expect(await inStockFigures(product!.brand)).toEqual(before);

    // Every variant out of stock: one product fewer in stock, in the listing and the counts.
    for (const offer of rest)
      await setVariantStock(env.DB, { variantId: offer.id, country: 'sg', stock: 0 });
    expect(await inStockFigures(product!.brand)).toEqual({
      listed: before.listed - 1,
      counted: (before.counted ?? 0) - 1,
    });
    const inStock = await env.DB.prepare(
      "SELECT in_stock FROM listing WHERE country = 'sg' AND product_id = ?",
    )
      .bind(product!.id)
      .first<number>('in_stock');
    expect(inStock).toBe(0);

    // The cells kept step by step equal the cells counted afresh.
    const kept = await cells();
    await env.DB.batch(rebuildFacetCellsSql().map((sql) => env.DB.prepare(sql)));
    expect(kept).toEqual(await cells());

    // Restocked: back where it started.
    await setVariantStock(env.DB, { variantId: first.id, country: 'sg', stock: 7 });
    expect(await inStockFigures(product!.brand)).toEqual(before);
  });

  it('changes nothing for a variant not sold in the country', async () => {
    const missing = await env.DB.prepare(
      `WITH sites(country) AS (SELECT value FROM json_each(?))
       SELECT v.id, s.country FROM variants v, sites s
       WHERE NOT EXISTS (SELECT 1 FROM variant_offers o WHERE o.variant_id = v.id AND o.country = s.country) ORDER BY v.id LIMIT 1`,
    )
      .bind(JSON.stringify(COUNTRIES))
      .first<{ id: number; country: Country }>();
    expect(missing).not.toBeNull();
    const kept = await cells();
    expect(
      await setVariantStock(env.DB, {
        variantId: missing!.id,
        country: missing!.country,
        stock: 5,
      }),
    ).toBe(false);
    expect(await cells()).toEqual(kept);
  });

  it("touches only the product's rows and cells, through their keys (no scan of a big table)", async () => {
    for (const sql of [
      ...subtractProductsSql([42]),
      ...rebuildListingSql({ productIds: [42] }),
      ...addProductsSql([42]),
    ]) {
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).all<{
        detail: string;
      }>();
      const scans = results
        .map((row) => row.detail)
        .filter(
          (line) =>
            /^SCAN (listing|facet_cells|products|variants|variant_offers)\b/.test(line) &&
            !/USING (COVERING )?INDEX|USING PRIMARY KEY/.test(line),
        );
      expect(scans, sql).toEqual([]);
    }
  });

  it('refuses a stock that is not a whole number from 0', async () => {
    await expect(
      setVariantStock(env.DB, { variantId: 1, country: 'sg', stock: -1 }),
    ).rejects.toThrow();
  });
});
