import {
  OTHER_FILTERS,
  type ListingFacets,
  type ListingQuery,
} from '../../client/api/catalogue-contract';
import { SITES } from '../../client/lib/sites';
import { bucketValue, type PriceBucket } from '../rules/price-buckets';
import { countryBuckets } from './facet-cells';
import { cellBuckets, cellFacetSql, type BucketRange } from './facet-counts';
import { resolveSelection, type Site, type Sql } from './listing';
import {
  baseWhere,
  otherColumn,
  shopperConditions,
  type Dimension,
  type Selection,
} from './listing-filters';

/**
 * The facets of a listing: every option of every filter with the number of products it would
 * show. Each filter's own options are counted without that filter, so choosing a second brand
 * is possible; "others" and "on sale" narrow (all must hold), so they count under everything.
 *
 * Brand, category and content pages read the counts kept in `facet_cells`; a search counts the
 * listing rows its words match (see facet-counts.ts for why).
 */

/** Counts before names are attached: by brand id, by category id (every level), by bucket. */
interface Counts {
  byBrand: Map<number, number>;
  byCategory: Map<number, number>;
  buckets: number[];
  others: number[];
  sale: number;
}

/** Adds a count to a map entry. */
function add(map: Map<number, number>, key: number, count: number) {
  map.set(key, (map.get(key) ?? 0) + count);
}

/**
 * The live statement: one pass over the listing rows of the page's context (through its
 * index) counts everything; grouped by brand and subcategory, each group sums the rows that
 * pass every filter but the one being counted.
 */
export function facetSql(selection: Selection, buckets: PriceBucket[]): Sql {
  const base = baseWhere(selection);
  const cond = shopperConditions(selection);
  const but = (dimension: Dimension) =>
    (Object.keys(cond) as Dimension[])
      .filter((key) => key !== dimension)
      .map((key) => cond[key])
      .join(' AND ');
  const all = Object.values(cond).join(' AND ');
  const bucketSums = buckets.map(
    (b, i) =>
      `SUM(${but('price')} AND price_minor >= ${b.min}${b.max === null ? '' : ` AND price_minor <= ${b.max}`}) AS b${i}`,
  );
  const flagSums = OTHER_FILTERS.map(
    (other, i) => `SUM(${all} AND ${otherColumn(other)} = 1) AS o${i}`,
  );
  return {
    sql: `SELECT brand_id, top_id, category_id, sub_id, SUM(${but('brands')}) AS not_brand, SUM(${but('categories')}) AS not_category,
            ${[...bucketSums, ...flagSums].join(', ')}, SUM(${all} AND on_sale = 1) AS sale
          FROM listing WHERE ${base.sql} GROUP BY brand_id, sub_id`,
    params: base.params,
  };
}

interface FacetRow {
  brand_id: number;
  top_id: number;
  category_id: number;
  sub_id: number;
  not_brand: number;
  not_category: number;
  sale: number;
  [sum: string]: number;
}

/** Counts from the grouped rows both sources give (facetSql, cellFacetSql). */
function groupCounts(rows: FacetRow[], buckets: number): Counts {
  const counts: Counts = {
    byBrand: new Map(),
    byCategory: new Map(),
    buckets: [],
    others: [],
    sale: 0,
  };
  const sum = (column: string) => rows.reduce((total, row) => total + (row[column] ?? 0), 0);
  for (const row of rows) {
    add(counts.byBrand, row.brand_id, row.not_brand);
    for (const id of [row.top_id, row.category_id, row.sub_id])
      add(counts.byCategory, id, row.not_category);
  }
  counts.buckets = Array.from({ length: buckets }, (_, i) => sum(`b${i}`));
  counts.others = OTHER_FILTERS.map((_, i) => sum(`o${i}`));
  counts.sale = sum('sale');
  return counts;
}

/** The brand and category names (all of them: the directory is small). */
function namesSql(language: string): [Sql, Sql] {
  return [
    { sql: 'SELECT id, slug, name FROM brands', params: [] },
    {
      sql: `SELECT c.id, c.slug, c.level, COALESCE(n.name, en.name) AS name FROM categories c
            LEFT JOIN category_names n ON n.category_id = c.id AND n.language = ?
            JOIN category_names en ON en.category_id = c.id AND en.language = 'en'
            ORDER BY c.level, c.position`,
      params: [language],
    },
  ];
}

/**
 * Every statement the facets of a selection run, counts first then the two name lists: from
 * cells when `range` is given (see `cellBuckets`), else from listing rows.
 */
export function facetStatements(
  selection: Selection,
  buckets: PriceBucket[],
  range = cellBuckets(selection, buckets),
): Sql[] {
  return [
    range ? cellFacetSql(selection, range, buckets.length) : facetSql(selection, buckets),
    ...namesSql(selection.language),
  ];
}

export interface FacetCounts extends Counts {
  brandRows: { id: number; slug: string; name: string }[];
  categoryRows: { id: number; slug: string; level: number; name: string }[];
}

/**
 * The counts of a selection and the names to show them with: from cells when `range` is
 * given, else from the listing rows of the context. Both sources give the same counts.
 */
export async function countFacets(
  db: D1Database,
  selection: Selection,
  buckets: PriceBucket[],
  range: BucketRange | null,
): Promise<FacetCounts> {
  const statements = facetStatements(selection, buckets, range);
  const results = await db.batch(
    statements.map((statement) => db.prepare(statement.sql).bind(...statement.params)),
  );
  const [groups, brandRows, categoryRows] = results.map((result) => result.results);
  return {
    ...groupCounts(groups as FacetRow[], buckets.length),
    brandRows: brandRows as FacetCounts['brandRows'],
    categoryRows: categoryRows as FacetCounts['categoryRows'],
  };
}

/** The facets of a listing (see the top of this file). */
export async function queryFacets(
  db: D1Database,
  query: ListingQuery,
  site: Site,
): Promise<ListingFacets> {
  const { selection } = await resolveSelection(db, query, site);
  const currency = SITES[site.country].currency;
  const buckets = countryBuckets(site.country);
  const none: ListingFacets = {
    brands: [],
    categories: [],
    price: buckets.map((b) => ({
      value: bucketValue(b),
      label: '',
      count: 0,
      min: b.min,
      max: b.max,
    })),
    others: OTHER_FILTERS.map((value) => ({ value, label: value, count: 0 })),
    sale: { count: 0 },
    currency,
  };
  if (query.q && !selection.match) return none;
  const counts = await countFacets(db, selection, buckets, cellBuckets(selection, buckets));
  const brands = counts.brandRows
    .filter((brand) => counts.byBrand.has(brand.id))
    .map((brand) => ({
      value: brand.slug,
      label: brand.name,
      count: counts.byBrand.get(brand.id) ?? 0,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }));
  const categories = counts.categoryRows
    .filter((category) => counts.byCategory.has(category.id))
    .map((category) => ({
      value: category.slug,
      label: category.name,
      level: category.level,
      count: counts.byCategory.get(category.id) ?? 0,
    }));
  return {
    brands,
    categories,
    price: buckets.map((bucket, i) => ({
      value: bucketValue(bucket),
      label: '',
      count: counts.buckets[i],
      min: bucket.min,
      max: bucket.max,
    })),
    others: OTHER_FILTERS.map((value, i) => ({ value, label: value, count: counts.others[i] })),
    sale: { count: counts.sale },
    currency,
  };
}
