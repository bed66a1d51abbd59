import { OTHER_FILTERS, type ListingFacets, type ListingPage, type ListingQuery } from '../../client/api/catalogue-contract';
import { MINOR_DIGITS, SITES, type Country, type Language } from '../../client/lib/sites';
import { bucketValue, priceBuckets, type PriceBucket } from '../rules/price-buckets';
import { loadCards } from './cards';
import { otherColumn, selectionBase, SORT_SQL, whereOf, type Selection } from './listing-filters';
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

/** The statements of the facet counts: brands, categories, price buckets, others and sale. */
export function facetSql(selection: Selection, buckets: PriceBucket[]): [Sql, Sql, Sql, Sql] {
  const byBrand = whereOf(selection, 'brands');
  const byCategory = whereOf(selection, 'categories');
  const byPrice = whereOf(selection, 'price');
  const all = whereOf(selection);
  const bucketSums = buckets
    .map((b, i) => (b.max === null ? `SUM(price_minor >= ${b.min}) AS b${i}` : `SUM(price_minor BETWEEN ${b.min} AND ${b.max}) AS b${i}`))
    .join(', ');
  return [
    {
      sql: `SELECT b.slug AS value, b.name AS label, f.count FROM (SELECT brand_id, COUNT(*) AS count FROM listing WHERE ${byBrand.sql} GROUP BY brand_id) f
            JOIN brands b ON b.id = f.brand_id ORDER BY b.name COLLATE NOCASE`,
      params: byBrand.params,
    },
    {
      sql: `WITH counts(level, id, count) AS (
              SELECT 1, top_id, COUNT(*) FROM listing WHERE ${byCategory.sql} GROUP BY top_id
              UNION ALL SELECT 2, category_id, COUNT(*) FROM listing WHERE ${byCategory.sql} GROUP BY category_id
              UNION ALL SELECT 3, sub_id, COUNT(*) FROM listing WHERE ${byCategory.sql} GROUP BY sub_id)
            SELECT c.slug AS value, COALESCE(n.name, en.name) AS label, counts.level, counts.count FROM counts
            JOIN categories c ON c.id = counts.id
            LEFT JOIN category_names n ON n.category_id = c.id AND n.language = ?
            JOIN category_names en ON en.category_id = c.id AND en.language = 'en'
            ORDER BY counts.level, c.position`,
      params: [...byCategory.params, ...byCategory.params, ...byCategory.params, selection.language],
    },
    { sql: `SELECT ${bucketSums} FROM listing WHERE ${byPrice.sql}`, params: byPrice.params },
    {
      sql: `SELECT ${OTHER_FILTERS.map((other, i) => `SUM(${otherColumn(other)}) AS o${i}`).join(', ')}, SUM(on_sale) AS sale FROM listing WHERE ${all.sql}`,
      params: all.params,
    },
  ];
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
  const [brands, categories, price, flags] = await db.batch(facetSql(selection, buckets).map((statement) => db.prepare(statement.sql).bind(...statement.params)));
  const priceSums = (price.results[0] ?? {}) as Record<string, number | null>;
  const flagSums = (flags.results[0] ?? {}) as Record<string, number | null>;
  return {
    brands: brands.results as ListingFacets['brands'],
    categories: categories.results as ListingFacets['categories'],
    price: buckets.map((bucket, i) => ({ value: bucketValue(bucket), label: '', count: priceSums[`b${i}`] ?? 0, min: bucket.min, max: bucket.max })),
    others: OTHER_FILTERS.map((value, i) => ({ value, label: value, count: flagSums[`o${i}`] ?? 0 })),
    sale: { count: flagSums.sale ?? 0 },
    currency,
  };
}
