import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, LANGUAGES, SITES } from '../../../../client/lib/sites';
import { BRAND_NAMES } from '../../../../worker/db/seed/brand-names';
import { generateCatalogue } from '../../../../worker/db/seed/catalogue';
import { rebuildReadModelSql, rebuildListingSql } from '../../../../worker/catalogue/offers';
import { SEEDED_CATEGORIES } from '../../../../worker/db/seed/categories';
import { seedStatements, SEEDED_TABLES } from '../../../../worker/db/seed';

const hash = (statements: string[]) =>
  createHash('sha256').update(statements.join('\n')).digest('hex');
const catalogue = generateCatalogue();
const NOW = '2026-11-01T00:00:00.000Z';

/** Offers of each product, by country. */
const offersByProduct = (() => {
  const productOf = new Map(catalogue.variants.map((variant) => [variant.id, variant.product_id]));
  const byProduct = new Map<number, Map<string, typeof catalogue.offers>>();
  for (const offer of catalogue.offers) {
    const productId = productOf.get(offer.variant_id)!;
    const countries = byProduct.get(productId) ?? new Map();
    const list = countries.get(offer.country) ?? [];
    list.push(offer);
    countries.set(offer.country, list);
    byProduct.set(productId, countries);
  }
  return byProduct;
})();

describe('catalogue seed', () => {
  it('is the same on every run', () => {
    expect(hash(seedStatements())).toBe(hash(seedStatements()));
    expect(hash(seedStatements({ products: 120 }))).toBe(hash(seedStatements({ products: 120 })));
  });

  it('keeps the first 100 products the same in a catalogue of 100', () => {
    const small = generateCatalogue({ products: 100 });
    expect(small.products.map(({ featured_rank: _, ...row }) => row)).toEqual(
      catalogue.products.slice(0, 100).map(({ featured_rank: _, ...row }) => row),
    );
    expect(small.texts).toEqual(catalogue.texts.slice(0, 400));
  });

  it('has at least 2,000 products and 6,000 variants over every brand and subcategory', () => {
    expect(catalogue.products.length).toBeGreaterThanOrEqual(2000);
    expect(catalogue.variants.length).toBeGreaterThanOrEqual(6000);
    expect(new Set(catalogue.products.map((product) => product.brand_id)).size).toBe(
      BRAND_NAMES.length,
    );
    const subs = SEEDED_CATEGORIES.filter((node) => node.level === 3).map((node) => node.id);
    const counts = subs.map(
      (id) => catalogue.products.filter((product) => product.category_id === id).length,
    );
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(30);
  });

  it('names and describes every product in the four languages, with unique slugs and SKUs', () => {
    expect(catalogue.texts).toHaveLength(catalogue.products.length * 4);
    for (const language of LANGUAGES)
      expect(catalogue.texts.filter((text) => text.language === language)).toHaveLength(
        catalogue.products.length,
      );
    expect(
      catalogue.texts.every((text) => text.name.length > 3 && text.description.length > 40),
    ).toBe(true);
    const zh = catalogue.texts.find((text) => text.language === 'zh')!;
    expect(zh.name).toMatch(/[\u4e00-\u9fff]/);
    expect(catalogue.texts.find((text) => text.language === 'th')!.name).toMatch(/[\u0e00-\u0e7f]/);
    expect(new Set(catalogue.products.map((product) => product.slug)).size).toBe(
      catalogue.products.length,
    );
    expect(
      catalogue.products.every(
        (product) => /^[a-z0-9][a-z0-9-]*$/.test(product.slug) && product.slug.length <= 160,
      ),
    ).toBe(true);
    expect(new Set(catalogue.variants.map((variant) => variant.sku)).size).toBe(
      catalogue.variants.length,
    );
  });

  it('gives makeup several shades with a colour, and the rest sizes', () => {
    const misfits = catalogue.plans.filter((plan) =>
      plan.top.slug === 'makeup'
        ? !plan.variants.every(
            (variant) => variant.shade_name && /^#[0-9a-f]{6}$/.test(variant.shade_hex ?? ''),
          )
        : !plan.variants.every(
            (variant) =>
              variant.shade_name === null &&
              variant.shade_hex === null &&
              /^\d+(\.\d+)? (ml|l|g)$/.test(variant.size_label),
          ),
    );
    expect(misfits.map((plan) => plan.row.id)).toEqual([]);
    const makeup = catalogue.plans.filter((plan) => plan.top.slug === 'makeup');
    expect(makeup.filter((plan) => plan.variants.length >= 4).length).toBeGreaterThan(
      makeup.length / 2,
    );
    expect(
      catalogue.plans.filter((plan) => plan.top.slug !== 'makeup' && plan.variants.length > 1)
        .length,
    ).toBeGreaterThan(500);
    expect(
      catalogue.variants.filter((variant) => variant.max_per_order < 6).length,
    ).toBeGreaterThanOrEqual(50);
    expect(catalogue.brandLimits.length).toBeGreaterThanOrEqual(10);
    expect(
      new Set(catalogue.brandLimits.map((limit) => limit.brand_id)).size,
    ).toBeGreaterThanOrEqual(5);
  });

  it('represents every flag and state in quantity', () => {
    const count = (test: (product: (typeof catalogue.products)[number]) => boolean) =>
      catalogue.products.filter(test).length;
    for (const flag of [
      'is_new',
      'is_exclusive',
      'is_limited',
      'is_vegan',
      'non_discountable',
      'cnc_only',
    ] as const) {
      expect(
        count((product) => product[flag] === 1),
        flag,
      ).toBeGreaterThanOrEqual(40);
    }
    expect(
      count((product) => product.priority_tier !== null && product.priority_until! > '2030'),
    ).toBeGreaterThanOrEqual(20);
    expect(
      count((product) => product.priority_tier !== null && product.priority_until! < '2026'),
    ).toBeGreaterThanOrEqual(15);
    expect(new Set(catalogue.products.map((product) => product.priority_tier))).toEqual(
      new Set([null, 'white', 'black', 'gold']),
    );
    expect(
      count((product) => product.launch_at !== null && product.launch_at > '2030'),
    ).toBeGreaterThanOrEqual(20);
    expect(
      count((product) => product.launch_at !== null && product.launch_at < NOW),
    ).toBeGreaterThanOrEqual(20);
    expect(count((product) => product.is_new === 1 && product.created_at > '2026-09')).toBe(
      count((product) => product.is_new === 1),
    );

    const soldOut = catalogue.products.filter((product) =>
      [...offersByProduct.get(product.id)!.values()].every((offers) =>
        offers.every((offer) => offer.stock === 0),
      ),
    );
    expect(soldOut.filter((product) => product.is_limited === 1).length).toBeGreaterThanOrEqual(10);
    expect(soldOut.filter((product) => product.is_limited === 0).length).toBeGreaterThanOrEqual(10);
    expect(catalogue.offers.filter((offer) => offer.stock === 0).length).toBeGreaterThanOrEqual(
      1000,
    );
    expect(
      catalogue.offers.filter((offer) => offer.compare_at_minor !== null).length,
    ).toBeGreaterThanOrEqual(1000);
  });

  it('sells every product in Singapore, most but not all elsewhere, in each currency at shop prices', () => {
    const variantsOf = new Map(catalogue.plans.map((plan) => [plan.row.id, plan.variants.length]));
    expect(
      [...offersByProduct].filter(
        ([productId, countries]) => countries.get('sg')?.length !== variantsOf.get(productId),
      ),
    ).toEqual([]);
    expect(offersByProduct.size).toBe(catalogue.products.length);
    for (const country of COUNTRIES.filter((code) => code !== 'sg')) {
      const sold = [...offersByProduct.values()].filter((countries) =>
        countries.has(country),
      ).length;
      expect(sold).toBeGreaterThan(catalogue.products.length * 0.7);
      expect(sold).toBeLessThan(catalogue.products.length);
    }
    // A variant missing in a country where its product is sold ("not available for your country").
    const partial = [...offersByProduct].filter(([productId, countries]) =>
      [...countries.values()].some((offers) => offers.length < variantsOf.get(productId)!),
    );
    expect(partial.length).toBeGreaterThanOrEqual(20);
    const wrong = catalogue.offers.filter(
      (offer) =>
        offer.currency !== SITES[offer.country].currency ||
        !Number.isInteger(offer.price_minor) ||
        offer.price_minor <= 0 ||
        (offer.compare_at_minor !== null && offer.compare_at_minor <= offer.price_minor) ||
        // Whole thousands of rupiah; elsewhere whole dollars, or halves under 20.
        offer.price_minor % (offer.currency === 'IDR' ? 1000 : 50) !== 0,
    );
    expect(wrong).toEqual([]);
    const median = (currency: string) => {
      const prices = catalogue.offers
        .filter((offer) => offer.currency === currency)
        .map((offer) => offer.price_minor)
        .sort((a, b) => a - b);
      return prices[Math.floor(prices.length / 2)];
    };
    expect(median('SGD')).toBeGreaterThan(2000);
    expect(median('SGD')).toBeLessThan(20000);
    expect(median('IDR')).toBeGreaterThan(200_000);
    expect(median('IDR')).toBeLessThan(2_000_000);
    expect(median('THB') / median('SGD')).toBeGreaterThan(20);
  });

  it('keeps ratings consistent with the reviews, in four languages, with some products unreviewed', () => {
    const sums = new Map<number, [number, number]>();
    for (const review of catalogue.reviews) {
      const [sum, count] = sums.get(review.product_id) ?? [0, 0];
      sums.set(review.product_id, [sum + review.rating, count + 1]);
    }
    const inconsistent = catalogue.products.filter((product) => {
      const [sum, count] = sums.get(product.id) ?? [0, 0];
      return product.rating_sum !== sum || product.rating_count !== count;
    });
    expect(inconsistent).toEqual([]);
    expect(
      catalogue.products.filter((product) => product.rating_count === 0).length,
    ).toBeGreaterThanOrEqual(100);
    expect(new Set(catalogue.reviews.map((review) => review.language))).toEqual(new Set(LANGUAGES));
    expect(new Set(catalogue.reviews.map((review) => review.rating))).toEqual(
      new Set([1, 2, 3, 4, 5]),
    );
    expect(new Set(catalogue.reviews.map((review) => review.id)).size).toBe(
      catalogue.reviews.length,
    );
    expect(catalogue.reviews.every((review) => review.created_at < NOW)).toBe(true);
  });

  it('indexes every product in every language and logs plausible searches', () => {
    expect(catalogue.search).toHaveLength(catalogue.products.length * 4);
    const first = catalogue.search.filter((row) => row.product_id === 1);
    expect(first.map((row) => row.language)).toEqual([...LANGUAGES]);
    expect(first.every((row) => row.text.includes(catalogue.plans[0].brandName))).toBe(true);

    expect(catalogue.searchLog.length).toBeGreaterThanOrEqual(2000);
    expect(
      catalogue.searchLog.every(
        (row) => row.created_at >= '2026-10-01' && row.created_at < '2026-12-01',
      ),
    ).toBe(true);
    expect(new Set(catalogue.searchLog.map((row) => row.language))).toEqual(new Set(LANGUAGES));
    const frequency = new Map<string, number>();
    for (const row of catalogue.searchLog)
      frequency.set(
        `${row.language}:${row.query}`,
        (frequency.get(`${row.language}:${row.query}`) ?? 0) + 1,
      );
    const ranked = [...frequency.values()].sort((a, b) => b - a);
    expect(ranked[0]).toBeGreaterThanOrEqual(10 * ranked[Math.floor(ranked.length / 2)]);
    expect(catalogue.searchLog.some((row) => row.results === 0)).toBe(true);
  });

  it('is under 3,000 statements of at most 64 KB: DELETEs first (children before parents), the read-model rebuild last', () => {
    const statements = seedStatements();
    expect(statements.length).toBeLessThan(3000);
    expect(Math.max(...statements.map((sql) => Buffer.byteLength(sql)))).toBeLessThanOrEqual(
      64_000,
    );
    expect(statements.slice(0, SEEDED_TABLES.length)).toEqual(
      SEEDED_TABLES.map((table) => `DELETE FROM ${table};`),
    );
    expect(statements.slice(-4)).toEqual(rebuildReadModelSql());
    // Children are emptied before their parents.
    expect(SEEDED_TABLES.indexOf('variant_offers')).toBeLessThan(SEEDED_TABLES.indexOf('variants'));
    expect(SEEDED_TABLES.indexOf('products')).toBeLessThan(SEEDED_TABLES.indexOf('brands'));
  });

  it('rebuilds the listing of some products only', () => {
    const [remove, rebuild] = rebuildListingSql({ productIds: [3, 5] });
    expect(remove).toBe(
      "DELETE FROM listing WHERE country IN ('au', 'hk', 'id', 'my', 'nz', 'ph', 'sg', 'th') AND product_id IN (3, 5);",
    );
    expect(rebuild).toContain('WHERE p.id IN (3, 5)');
    expect(() => rebuildListingSql({ productIds: [1.5] })).toThrow();
  });
});

describe('shade names', () => {
  const shaded = catalogue.variants.filter((variant) => variant.shade_name !== null);
  const names = new Map(
    catalogue.shadeNames.map((row) => [`${row.variant_id}:${row.language}`, row.name]),
  );

  it('are given in Chinese, Indonesian and Thai for every shade (English is the variant row)', () => {
    expect(shaded.length).toBeGreaterThan(1000);
    const missing = shaded.filter(
      (variant) => !['zh', 'id', 'th'].every((language) => names.has(`${variant.id}:${language}`)),
    );
    expect(missing.map((variant) => variant.sku)).toEqual([]);
    expect(new Set(catalogue.shadeNames.map((row) => row.language))).toEqual(
      new Set(['zh', 'id', 'th']),
    );
  });

  it('are written in each language, not English again', () => {
    for (const variant of shaded) {
      expect(names.get(`${variant.id}:zh`)).toMatch(/\p{Script=Han}/u);
      expect(names.get(`${variant.id}:th`)).toMatch(/[\u0e00-\u0e7f]/);
    }
    const sameInIndonesian = shaded.filter(
      (variant) => names.get(`${variant.id}:id`) === variant.shade_name,
    );
    expect(sameInIndonesian).toEqual([]);
  });

  it('keep a foundation shade number in every language', () => {
    const foundation = shaded.find((variant) => /\d{3}$/.test(variant.shade_name ?? ''))!;
    const number = /\d{3}$/.exec(foundation.shade_name!)![0];
    for (const language of ['zh', 'id', 'th'])
      expect(names.get(`${foundation.id}:${language}`)).toMatch(new RegExp(`${number}$`));
  });
});
