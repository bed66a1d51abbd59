import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { apiHeaders } from '../../../client/api/client';
import { ListingFacetsSchema, ListingPageSchema } from '../../../client/api/catalogue-contract';
import { COUNTRIES, type Country } from '../../../client/lib/sites';
import {
  addProductsSql,
  countryBuckets,
  rebuildFacetCellsSql,
  subtractProductsSql,
} from '../../../worker/catalogue/facet-cells';
import {
  rebuildListingSql,
  rebuildReadModelSql,
  setVariantOffer,
  setVariantStock,
} from '../../../worker/catalogue/offers';
import { get } from '../helpers';

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

/** The whole read model: every listing row and facet cell, in key order. */
async function readModel() {
  const { results: listing } = await env.DB.prepare(
    'SELECT * FROM listing ORDER BY country, product_id',
  ).all();
  return { listing, cells: await cells() };
}

/** The read model kept change by change equals the one the seed builds from scratch. */
async function expectReadModelAsRebuilt() {
  const kept = await readModel();
  await env.DB.batch(rebuildReadModelSql().map((sql) => env.DB.prepare(sql)));
  expect(kept).toEqual(await readModel());
}

/** What the product page shows a guest for one shade: the button's state and the JSON-LD offer's availability. */
async function productPage(slug: string, sku: string) {
  const response = await get(`http://localhost/products/${slug}?shade=${encodeURIComponent(sku)}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  return {
    button: /data-state="([a-z_]+)"/.exec(html)?.[1],
    availability: /"availability":"https:\/\/schema.org\/([A-Za-z]+)"/.exec(html)?.[1],
  };
}

describe('setVariantOffer', () => {
  it('updates the listing, the facet counts and the product button when a product sells out and comes back', async () => {
    // A launched product with no priority window, sold in SG, in stock there through more than one variant.
    const product = await env.DB.prepare(
      `SELECT l.product_id AS id, b.slug AS brand, p.slug, p.is_limited AS limited
       FROM listing l JOIN brands b ON b.id = l.brand_id JOIN products p ON p.id = l.product_id
       WHERE l.country = 'sg' AND l.in_stock = 1 AND p.launch_at IS NULL AND p.priority_tier IS NULL
         AND (SELECT COUNT(*) FROM variant_offers o JOIN variants v ON v.id = o.variant_id WHERE v.product_id = l.product_id AND o.country = 'sg' AND o.stock > 0) > 1
       ORDER BY l.product_id LIMIT 1`,
    ).first<{ id: number; brand: string; slug: string; limited: number }>();
    expect(product).not.toBeNull();
    const { results: offers } = await env.DB.prepare(
      "SELECT o.variant_id AS id, v.sku, o.stock FROM variant_offers o JOIN variants v ON v.id = o.variant_id WHERE v.product_id = ? AND o.country = 'sg' AND o.stock > 0 ORDER BY o.variant_id",
    )
      .bind(product!.id)
      .all<{ id: number; sku: string; stock: number }>();
    const before = await inStockFigures(product!.brand);
    expect(before.counted).toBe(before.listed);
    expect(await productPage(product!.slug, offers[0].sku)).toEqual({
      button: 'add_to_bag',
      availability: 'InStock',
    });

    // One variant out of stock: the product is still in stock.
    const [first, ...rest] = offers;
    expect(await setVariantStock(env.DB, { variantId: first.id, country: 'sg', stock: 0 })).toBe(
      true,
    );
    expect(await inStockFigures(product!.brand)).toEqual(before);
    // Its button and its offer say so (the purchasability verdict of client/lib/commerce-rules.ts).
    expect(await productPage(product!.slug, first.sku)).toEqual(
      product!.limited
        ? { button: 'out_of_stock', availability: 'SoldOut' }
        : { button: 'waitlist_me', availability: 'OutOfStock' },
    );

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
    expect(await productPage(product!.slug, first.sku)).toEqual({
      button: 'add_to_bag',
      availability: 'InStock',
    });
    await expectReadModelAsRebuilt();
  });

  it("moves a product's listing price, price bucket and sale flag when a price changes", async () => {
    // A product sold in SG above the lowest price bucket, not on sale there.
    const [, second] = countryBuckets('sg');
    const product = await env.DB.prepare(
      `SELECT l.product_id AS id, l.price_minor, b.slug AS brand FROM listing l JOIN brands b ON b.id = l.brand_id
       WHERE l.country = 'sg' AND l.on_sale = 0 AND l.price_minor >= ?1 ORDER BY l.product_id LIMIT 1`,
    )
      .bind(second.min)
      .first<{ id: number; price_minor: number; brand: string }>();
    expect(product).not.toBeNull();
    const variant = await env.DB.prepare(
      "SELECT o.variant_id AS id FROM variant_offers o JOIN variants v ON v.id = o.variant_id WHERE v.product_id = ? AND o.country = 'sg' ORDER BY o.variant_id LIMIT 1",
    )
      .bind(product!.id)
      .first<number>('id');
    const figures = async () => {
      const facets = ListingFacetsSchema.parse(
        await api(`products/filters/?brand=${product!.brand}`),
      );
      const listing = await env.DB.prepare(
        "SELECT price_minor, on_sale FROM listing WHERE country = 'sg' AND product_id = ?",
      )
        .bind(product!.id)
        .first();
      const lowestPage = ListingPageSchema.parse(
        await api(`variants?brand=${product!.brand}&price_min=0&price_max=${second.min - 1}`),
      );
      return {
        listing,
        lowest: facets.price[0]?.count ?? 0,
        listed: lowestPage.total,
        sale: facets.sale.count,
      };
    };
    const before = await figures();

    // Reduced into the lowest bucket, with the old price as compare-at: on sale.
    const reduced = second.min - 100;
    expect(
      await setVariantOffer(env.DB, {
        variantId: variant!,
        country: 'sg',
        price: { minor: reduced, compareAtMinor: product!.price_minor },
      }),
    ).toBe(true);
    expect(await figures()).toEqual({
      listing: { price_minor: reduced, on_sale: 1 },
      lowest: before.lowest + 1,
      listed: before.listed + 1,
      sale: before.sale + 1,
    });
    await expectReadModelAsRebuilt();
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
    const kept = await readModel();
    expect(
      await setVariantStock(env.DB, {
        variantId: missing!.id,
        country: missing!.country,
        stock: 5,
      }),
    ).toBe(false);
    expect(await readModel()).toEqual(kept);
  });

  it("reaches the product's rows and cells through their keys (no scan of a big table)", async () => {
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

  it('refuses a negative stock, a price not below its compare-at, and a price of 0', async () => {
    await expect(
      setVariantStock(env.DB, { variantId: 1, country: 'sg', stock: -1 }),
    ).rejects.toThrow();
    await expect(
      setVariantOffer(env.DB, {
        variantId: 1,
        country: 'sg',
        price: { minor: 500, compareAtMinor: 500 },
      }),
    ).rejects.toThrow();
    await expect(
      setVariantOffer(env.DB, {
        variantId: 1,
        country: 'sg',
        price: { minor: 0, compareAtMinor: null },
      }),
    ).rejects.toThrow();
  });

  it('refuses a stock of 1.5 as not a whole number, and changes neither the offer nor the read model', async () => {
    const offer = await env.DB.prepare(
      "SELECT variant_id AS id, stock FROM variant_offers WHERE country = 'sg' ORDER BY variant_id LIMIT 1",
    ).first<{ id: number; stock: number }>();
    expect(offer).not.toBeNull();
    const kept = await readModel();
    await expect(
      setVariantStock(env.DB, { variantId: offer!.id, country: 'sg', stock: 1.5 }),
    ).rejects.toThrow('stock must be a whole number from 0, not 1.5');
    await expect(
      setVariantOffer(env.DB, {
        variantId: offer!.id,
        country: 'sg',
        stock: 1.5,
        price: { minor: 500, compareAtMinor: null },
      }),
    ).rejects.toThrow('stock must be a whole number from 0, not 1.5');
    const stock = await env.DB.prepare(
      "SELECT stock FROM variant_offers WHERE variant_id = ? AND country = 'sg'",
    )
      .bind(offer!.id)
      .first<number>('stock');
    expect(stock).toBe(offer!.stock);
    expect(await readModel()).toEqual(kept);
  });
});
