import { OTHER_FILTERS } from '../../client/api/catalogue-constants';
import type { PriceBucket } from '../rules/price-buckets';
import type { Sql } from '../db/sql-fragment';
import {
  contextClauses,
  idList,
  ints,
  LEVEL_COLUMN,
  type Dimension,
  type Selection,
  type Where,
} from './listing-filters';

/**
 * Reading `facet_cells` (migration 0010, written by facet-cells.ts): facet counts and listing
 * totals of brand, category and content pages as sums over the cells of their context, so
 * their cost follows the number of cells (brands × subcategories × price buckets × flags in
 * use), not the number of products.
 *
 * Search cannot be answered from cells: its context is whatever the shopper typed (an
 * unbounded set of word lists), so no count can be kept for it ahead of time; its facets are
 * counted over the listing rows its words match (listing.ts), a set the match bounds.
 */

/** Buckets a selection's price range covers (indexes, inclusive). */
export interface BucketRange {
  from: number;
  to: number;
}

/**
 * Whether cells can answer a selection, and with which buckets: not a search, and the price
 * range (if any) starts and ends on bucket bounds, as the filter panel's buckets do. A range
 * typed into the API that cuts a bucket is counted on the listing rows instead.
 */
export function cellBuckets(
  selection: Pick<Selection, 'match' | 'priceMin' | 'priceMax'>,
  buckets: readonly PriceBucket[],
): BucketRange | null {
  if (selection.match) return null;
  const from =
    selection.priceMin === undefined
      ? 0
      : buckets.findIndex((bucket) => bucket.min === selection.priceMin);
  const to =
    selection.priceMax === undefined
      ? buckets.length - 1
      : buckets.findIndex((bucket) => bucket.max === selection.priceMax);
  return from < 0 || to < 0 || from > to ? null : { from, to };
}

/** The covering index of each category level's context. */
const LEVEL_INDEX = {
  1: 'facet_cells_top',
  2: 'facet_cells_category',
  3: 'facet_cells_sub',
} as const;

/** The flags mask of the chosen "others" options (bit i for OTHER_FILTERS[i]). */
function othersMask(selection: Selection): number {
  return selection.others.reduce((mask, other) => mask | (1 << OTHER_FILTERS.indexOf(other)), 0);
}

/** The cells of the page's context (country, brand page, category page): the FROM and WHERE. */
function contextOf(selection: Selection): Where {
  const { clauses, params } = contextClauses(selection);
  // Without statistics the planner takes the primary key for its brand order and reads the
  // country's every cell; the category's own index reads only the category's.
  const table =
    selection.categoryContext && selection.brandContext === undefined
      ? `facet_cells INDEXED BY ${LEVEL_INDEX[selection.categoryContext.level]}`
      : 'facet_cells';
  return { sql: `FROM ${table} WHERE ${clauses.join(' AND ')}`, params };
}

/**
 * How values reach a condition: bound (a JSON array per id list, `json_each(?)`, so D1's 100
 * parameters are never near) or written as integer literals, for a statement that repeats
 * each condition in many sums. Literals are ids and amounts the server resolved, never
 * shopper text.
 */
interface Values {
  params: unknown[];
  list(ids: number[]): string;
  int(value: number): string;
}

function bound(): Values {
  const params: unknown[] = [];
  return {
    params,
    list: (ids) => {
      params.push(idList(ids));
      return '(SELECT value FROM json_each(?))';
    },
    int: (value) => {
      params.push(value);
      return '?';
    },
  };
}

const LITERAL: Values = {
  params: [],
  list: (ids) => `(${ints(ids)})`,
  int: (value) => ints([value]),
};

/** The shopper's filters as conditions on cells, one per dimension ('1' when not filtered), in DIMENSIONS order. */
function shopperOf(
  selection: Selection,
  range: BucketRange,
  values: Values,
): Record<Dimension, string> {
  const levels = [
    ...new Set(selection.categories.map((category) => category.level as 1 | 2 | 3)),
  ].sort();
  const categoryIds = selection.categories.map((category) => category.id);
  const mask = othersMask(selection);
  return {
    brands: selection.brandIds.length ? `brand_id IN ${values.list(selection.brandIds)}` : '1',
    categories: levels.length
      ? `(${levels.map((level) => `${LEVEL_COLUMN[level]} IN ${values.list(categoryIds)}`).join(' OR ')})`
      : '1',
    price: `bucket BETWEEN ${values.int(range.from)} AND ${values.int(range.to)}`,
    others: mask ? `(flags & ${values.int(mask)}) = ${values.int(mask)}` : '1',
    sale: selection.sale ? 'on_sale = 1' : '1',
  };
}

const DIMENSIONS: Dimension[] = ['brands', 'categories', 'price', 'others', 'sale'];

/** Every shopper condition but `without`'s, joined with AND. */
function conditions(shopper: Record<Dimension, string>, without?: Dimension): string {
  return DIMENSIONS.filter((dimension) => dimension !== without)
    .map((dimension) => shopper[dimension])
    .join(' AND ');
}

/**
 * The facet counts of a selection from cells, in one pass over the cells of its context, in
 * the shape of the listing-row statement (facets.ts `facetSql`): grouped by brand and
 * subcategory, each group sums the products that pass every filter but the one counted, per
 * price bucket, and per "others" flag and on sale under every filter. Every option with a
 * cell in the context is listed, at 0 if the other filters leave it nothing. The filters are
 * integer literals here (no parameters to count), each evaluated once per cell.
 */
export function cellFacetSql(selection: Selection, range: BucketRange, buckets: number): Sql {
  const context = contextOf(selection);
  const shopper = shopperOf(selection, range, LITERAL);
  // Each filter is evaluated once per cell, as a 0/1 column of the inner query; LIMIT -1
  // keeps SQLite from flattening it into the sums (which would evaluate every filter again
  // in each of them: 60 brands and 35 categories, 14 times over, per cell).
  const passes = DIMENSIONS.map((dimension) => `(${shopper[dimension]}) AS f_${dimension}`);
  const but = (without?: Dimension) =>
    DIMENSIONS.filter((dimension) => dimension !== without)
      .map((dimension) => `f_${dimension}`)
      .join(' AND ');
  const bucketSums = Array.from(
    { length: buckets },
    (_, i) => `SUM(CASE WHEN ${but('price')} AND bucket = ${i} THEN products ELSE 0 END) AS b${i}`,
  );
  const flagSums = OTHER_FILTERS.map(
    (_, bit) =>
      `SUM(CASE WHEN ${but()} AND (flags >> ${bit}) & 1 THEN products ELSE 0 END) AS o${bit}`,
  );
  return {
    sql: `SELECT brand_id, top_id, category_id, sub_id, SUM(CASE WHEN ${but('brands')} THEN products ELSE 0 END) AS not_brand,
            SUM(CASE WHEN ${but('categories')} THEN products ELSE 0 END) AS not_category,
            ${[...bucketSums, ...flagSums].join(', ')}, SUM(CASE WHEN ${but()} AND on_sale = 1 THEN products ELSE 0 END) AS sale
          FROM (SELECT brand_id, top_id, category_id, sub_id, bucket, on_sale, flags, products, ${passes.join(', ')} ${context.sql} LIMIT -1)
          GROUP BY brand_id, sub_id`,
    params: context.params,
  };
}

/** The number of products a selection lists, from cells (each filter bound once). */
export function cellTotalSql(selection: Selection, range: BucketRange): Sql {
  const context = contextOf(selection);
  const values = bound();
  const all = conditions(shopperOf(selection, range, values));
  return {
    sql: `SELECT COALESCE(SUM(products), 0) AS total ${context.sql} AND ${all}`,
    params: [...context.params, ...values.params],
  };
}
