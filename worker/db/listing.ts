import { OTHER_FILTERS, type ListingFacets, type ListingPage, type ListingQuery } from '../../client/api/catalogue-contract';
import { MINOR_DIGITS, SITES, type Country, type Language } from '../../client/lib/sites';
import { bucketValue, priceBuckets, type PriceBucket } from '../rules/price-buckets';
import { loadCards } from './cards';
import { baseWhere, otherColumn, selectionBase, shopperConditions, SORT_SQL, whereOf, type Dimension, type Selection } from './listing-filters';
import { matchExpression } from './search-text';

export interface Site {
  country: Country;
  language: Language;
}

/** Why a listing cannot be answered: its brand or category context does not exist. */
export class UnknownContext extends Error {}

interface CategoryRow {
  id: number;
  slug: string;
  level: number;
  parent_id: number | null;
}

/**
 * Resolves a query's slugs to ids. The page context (brand, category path) must exist; values
 * of the shopper's filters that do not are dropped and reported as `ignored`.
 */
export async function resolveSelection(db: D1Database, query: ListingQuery, site: Site): Promise<{ selection: Selection; ignored: { field: string; value: string }[] }> {
  const path = query.category?.split('/') ?? [];
  const brandSlugs = [...new Set([...(query.brands ?? []), ...(query.brand ? [query.brand] : [])])];
  const categorySlugs = [...new Set([...(query.categories ?? []), ...path])];
  const [brands, categories] = await db.batch([
    db.prepare('SELECT id, slug FROM brands WHERE slug IN (SELECT value FROM json_each(?1))').bind(JSON.stringify(brandSlugs)),
    db.prepare('SELECT id, slug, level, parent_id FROM categories WHERE slug IN (SELECT value FROM json_each(?1))').bind(JSON.stringify(categorySlugs)),
  ]);
  const brandId = new Map((brands.results as { id: number; slug: string }[]).map((row) => [row.slug, row.id]));
  const categoryRows = categories.results as CategoryRow[];
  const ignored: { field: string; value: string }[] = [];

  let brandContext: number | undefined;
  if (query.brand) {
    brandContext = brandId.get(query.brand);
    if (brandContext === undefined) throw new UnknownContext(`brand ${query.brand}`);
  }
  let categoryContext: Selection['categoryContext'];
  let parent: number | null = null;
  for (const [index, slug] of path.entries()) {
    const row = categoryRows.find((candidate) => candidate.slug === slug && candidate.level === index + 1 && candidate.parent_id === parent);
    if (!row) throw new UnknownContext(`category ${query.category}`);
    categoryContext = { level: (index + 1) as 1 | 2 | 3, id: row.id };
    parent = row.id;
  }

  const brandIds: number[] = [];
  for (const slug of query.brands ?? []) {
    const id = brandId.get(slug);
    if (id === undefined) ignored.push({ field: 'brands', value: slug });
    else brandIds.push(id);
  }
  const picked: { level: number; id: number }[] = [];
  for (const slug of query.categories ?? []) {
    const rows = categoryRows.filter((row) => row.slug === slug);
    if (rows.length === 0) ignored.push({ field: 'categories', value: slug });
    for (const row of rows) picked.push({ level: row.level, id: row.id });
  }
  const match = query.q ? (matchExpression(query.q) ?? undefined) : undefined;
  return {
    selection: { country: site.country, language: site.language, brandContext, categoryContext, match, brandIds, categories: picked, ...selectionBase(query) },
    ignored,
  };
}

export interface Sql {
  sql: string;
  params: unknown[];
}

/** The statements of one listing page: its product ids in order, and the total. */
export function listingSql(selection: Selection, query: Pick<ListingQuery, 'sort' | 'page' | 'per_page'>): [Sql, Sql] {
  const where = whereOf(selection);
  return [
    { sql: `SELECT product_id FROM listing WHERE ${where.sql} ORDER BY ${SORT_SQL[query.sort]} LIMIT ? OFFSET ?`, params: [...where.params, query.per_page, (query.page - 1) * query.per_page] },
    { sql: `SELECT COUNT(*) AS total FROM listing WHERE ${where.sql}`, params: where.params },
  ];
}

/**
 * One page of a listing: product cards in the chosen order, the total and page count. A query
 * with text that holds nothing searchable matches nothing.
 */
export async function queryListing(db: D1Database, query: ListingQuery, site: Site): Promise<ListingPage> {
  const { selection, ignored } = await resolveSelection(db, query, site);
  const empty = { items: [], total: 0, page: query.page, perPage: query.per_page, pages: 0, ignored };
  if (query.q && !selection.match) return empty;
  const [ids, count] = await db.batch(listingSql(selection, query).map((statement) => db.prepare(statement.sql).bind(...statement.params)));
  const total = (count.results[0] as { total: number }).total;
  const items = await loadCards(db, (ids.results as { product_id: number }[]).map((row) => row.product_id), site);
  return { items, total, page: query.page, perPage: query.per_page, pages: Math.ceil(total / query.per_page), ignored };
}

/**
 * The statements of the facet counts. One pass over the rows of the page's context (through
 * its index) counts everything: grouped by brand and subcategory, each group sums the rows
 * that pass every filter but the one being counted. Then the brand and category names.
 */
export function facetSql(selection: Selection, buckets: PriceBucket[]): [Sql, Sql, Sql] {
  const base = baseWhere(selection);
  const cond = shopperConditions(selection);
  const but = (dimension: Dimension) => (Object.keys(cond) as Dimension[]).filter((key) => key !== dimension).map((key) => cond[key]).join(' AND ');
  const all = Object.values(cond).join(' AND ');
  const bucketSums = buckets.map((b, i) => `SUM(${but('price')} AND price_minor >= ${b.min}${b.max === null ? '' : ` AND price_minor <= ${b.max}`}) AS b${i}`);
  const flagSums = OTHER_FILTERS.map((other, i) => `SUM(${all} AND ${otherColumn(other)} = 1) AS o${i}`);
  return [
    {
      sql: `SELECT brand_id, top_id, category_id, sub_id, SUM(${but('brands')}) AS not_brand, SUM(${but('categories')}) AS not_category,
              ${[...bucketSums, ...flagSums].join(', ')}, SUM(${all} AND on_sale = 1) AS sale
            FROM listing WHERE ${base.sql} GROUP BY brand_id, sub_id`,
      params: base.params,
    },
    { sql: 'SELECT id, slug, name FROM brands', params: [] },
    {
      sql: `SELECT c.id, c.slug, c.level, COALESCE(n.name, en.name) AS name FROM categories c
            LEFT JOIN category_names n ON n.category_id = c.id AND n.language = ?
            JOIN category_names en ON en.category_id = c.id AND en.language = 'en'
            ORDER BY c.level, c.position`,
      params: [selection.language],
    },
  ];
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

/** Adds a count to a map entry. */
function add(map: Map<number, number>, key: number, count: number) {
  map.set(key, (map.get(key) ?? 0) + count);
}

/**
 * The facets of a listing: every option of every filter with the number of products it would
 * show. Each filter's own options are counted without that filter, so choosing a second brand
 * is possible; "others" and "on sale" narrow (all must hold), so they count under everything.
 */
export async function queryFacets(db: D1Database, query: ListingQuery, site: Site): Promise<ListingFacets> {
  const { selection } = await resolveSelection(db, query, site);
  const currency = SITES[site.country].currency;
  const buckets = priceBuckets(currency, MINOR_DIGITS[currency] ?? 2);
  const none: ListingFacets = { brands: [], categories: [], price: buckets.map((b) => ({ value: bucketValue(b), label: '', count: 0, min: b.min, max: b.max })), others: OTHER_FILTERS.map((value) => ({ value, label: value, count: 0 })), sale: { count: 0 }, currency };
  if (query.q && !selection.match) return none;
  const [groups, brandRows, categoryRows] = await db.batch(facetSql(selection, buckets).map((statement) => db.prepare(statement.sql).bind(...statement.params)));
  const rows = groups.results as FacetRow[];
  const byBrand = new Map<number, number>();
  const byCategory = new Map<number, number>();
  const sum = (column: string) => rows.reduce((total, row) => total + (row[column] ?? 0), 0);
  for (const row of rows) {
    add(byBrand, row.brand_id, row.not_brand);
    for (const id of [row.top_id, row.category_id, row.sub_id]) add(byCategory, id, row.not_category);
  }
  const brands = (brandRows.results as { id: number; slug: string; name: string }[])
    .filter((brand) => byBrand.has(brand.id))
    .map((brand) => ({ value: brand.slug, label: brand.name, count: byBrand.get(brand.id) ?? 0 }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }));
  const categories = (categoryRows.results as { id: number; slug: string; level: number; name: string }[])
    .filter((category) => byCategory.has(category.id))
    .map((category) => ({ value: category.slug, label: category.name, level: category.level, count: byCategory.get(category.id) ?? 0 }));
  return {
    brands,
    categories,
    price: buckets.map((bucket, i) => ({ value: bucketValue(bucket), label: '', count: sum(`b${i}`), min: bucket.min, max: bucket.max })),
    others: OTHER_FILTERS.map((value, i) => ({ value, label: value, count: sum(`o${i}`) })),
    sale: { count: sum('sale') },
    currency,
  };
}
