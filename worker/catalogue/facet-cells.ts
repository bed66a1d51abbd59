import { OTHER_FILTERS } from '../../client/api/catalogue-constants';
import { COUNTRIES, MINOR_DIGITS, SITES } from '../../client/lib/sites';
import { priceBuckets } from '../rules/price-buckets';
import { otherColumn } from './listing-filters';

/**
 * Writing `facet_cells` (migration 0010): the listing counted per country, brand,
 * subcategory, price bucket, on-sale and "others" flags. Only the code that writes the
 * catalogue calls these (worker/catalogue/offers.ts: for the seed after it builds the listing, and
 * setVariantOffer when stock or prices change), in the same batch as the listing rows, so the counts agree with the listing.
 */

/** The price buckets of a country's currency (the filter panel's, worker/rules/price-buckets.ts). */
export function countryBuckets(country: keyof typeof SITES) {
  const currency = SITES[country].currency;
  return priceBuckets(currency, MINOR_DIGITS[currency] ?? 2);
}

/** SQL for the bucket index of a listing row's lowest price in its country's currency. */
function bucketSql(): string {
  const perCountry = COUNTRIES.map((country) => {
    const buckets = countryBuckets(country);
    const edges = buckets
      .slice(1)
      .map((bucket, index) => `WHEN price_minor < ${bucket.min} THEN ${index}`);
    return `WHEN '${country}' THEN CASE ${edges.join(' ')} ELSE ${buckets.length - 1} END`;
  });
  return `(CASE country ${perCountry.join(' ')} END)`;
}

/** SQL for a listing row's "others" flags: bit i for OTHER_FILTERS[i]. */
function flagsSql(): string {
  return `(${OTHER_FILTERS.map((other, bit) => `(${otherColumn(other)} << ${bit})`).join(' | ')})`;
}

const KEY = ['country', 'brand_id', 'sub_id', 'bucket', 'on_sale', 'flags'];
const COLUMNS = [
  'country',
  'brand_id',
  'top_id',
  'category_id',
  'sub_id',
  'bucket',
  'on_sale',
  'flags',
  'products',
];

/** A listing row's cell and the parents of its subcategory, in COLUMNS order (without the count). */
function cellOfRow(): string {
  return `country, brand_id, top_id, category_id, sub_id, ${bucketSql()} AS bucket, on_sale, ${flagsSql()} AS flags`;
}

/** Listing rows of some products, found through the primary key (country, product_id). */
function rowsOf(productIds: readonly number[]): string {
  if (!productIds.every(Number.isSafeInteger)) throw new Error('product ids must be integers');
  return `FROM listing WHERE country IN (${COUNTRIES.map((country) => `'${country}'`).join(', ')}) AND product_id IN (${productIds.join(', ') || 'NULL'})`;
}

/** Counts the whole listing into cells (the seed, after building the listing). */
export function rebuildFacetCellsSql(): string[] {
  return [
    'DELETE FROM facet_cells;',
    `INSERT INTO facet_cells (${COLUMNS.join(', ')}) SELECT ${cellOfRow()}, COUNT(*) FROM listing GROUP BY ${KEY.join(', ')};`,
  ];
}

/**
 * Takes some products' listing rows out of their cells: run it BEFORE their listing rows are
 * rebuilt (it reads them), then `addProductsSql` after. Cells left empty are removed.
 */
export function subtractProductsSql(productIds: readonly number[]): string[] {
  const removed = `SELECT ${cellOfRow()}, COUNT(*) AS n ${rowsOf(productIds)} GROUP BY ${KEY.join(', ')}`;
  return [
    `UPDATE facet_cells AS f SET products = f.products - d.n FROM (${removed}) AS d
     WHERE ${KEY.map((column) => `f.${column} = d.${column}`).join(' AND ')};`,
    `DELETE FROM facet_cells WHERE products = 0 AND (${KEY.join(', ')}) IN (SELECT ${KEY.join(', ')} FROM (${removed}));`,
  ];
}

/** Adds some products' (rebuilt) listing rows to their cells. */
export function addProductsSql(productIds: readonly number[]): string[] {
  return [
    `INSERT INTO facet_cells (${COLUMNS.join(', ')}) SELECT ${cellOfRow()}, COUNT(*) ${rowsOf(productIds)} GROUP BY ${KEY.join(', ')}
     ON CONFLICT (${KEY.join(', ')}) DO UPDATE SET products = products + excluded.products;`,
  ];
}
