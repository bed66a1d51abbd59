import type { ListingPage, ListingQuery } from '../../client/api/catalogue-contract';
import type { Country, Language } from '../../client/lib/sites';
import { loadCards } from './cards';
import { countryBuckets } from './facet-cells';
import { cellBuckets, cellTotalSql } from './facet-counts';
import type { Sql } from '../db/sql-fragment';
import { selectionBase, SORT_SQL, whereOf, type Selection } from './listing-filters';
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
export async function resolveSelection(
  db: D1Database,
  query: ListingQuery,
  site: Site,
): Promise<{ selection: Selection; ignored: { field: string; value: string }[] }> {
  const path = query.category?.split('/') ?? [];
  const brandSlugs = [...new Set([...(query.brands ?? []), ...(query.brand ? [query.brand] : [])])];
  const categorySlugs = [...new Set([...(query.categories ?? []), ...path])];
  const [brands, categories] = await db.batch([
    db
      .prepare('SELECT id, slug FROM brands WHERE slug IN (SELECT value FROM json_each(?1))')
      .bind(JSON.stringify(brandSlugs)),
    db
      .prepare(
        'SELECT id, slug, level, parent_id FROM categories WHERE slug IN (SELECT value FROM json_each(?1))',
      )
      .bind(JSON.stringify(categorySlugs)),
  ]);
  const brandId = new Map(
    (brands.results as { id: number; slug: string }[]).map((row) => [row.slug, row.id]),
  );
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
    const row = categoryRows.find(
      (candidate) =>
        candidate.slug === slug && candidate.level === index + 1 && candidate.parent_id === parent,
    );
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
    selection: {
      country: site.country,
      language: site.language,
      brandContext,
      categoryContext,
      match,
      brandIds,
      categories: picked,
      ...selectionBase(query),
    },
    ignored,
  };
}

export type { Sql } from '../db/sql-fragment';

/** The statements of one listing page: its product ids in order, and the total. */
export function listingSql(
  selection: Selection,
  query: Pick<ListingQuery, 'sort' | 'page' | 'per_page'>,
): [Sql, Sql] {
  const where = whereOf(selection);
  return [
    {
      sql: `SELECT product_id FROM listing WHERE ${where.sql} ORDER BY ${SORT_SQL[query.sort]} LIMIT ? OFFSET ?`,
      params: [...where.params, query.per_page, (query.page - 1) * query.per_page],
    },
    { sql: `SELECT COUNT(*) AS total FROM listing WHERE ${where.sql}`, params: where.params },
  ];
}

/**
 * One page of a listing: product cards in the chosen order, the total and page count. A query
 * with text that holds nothing searchable matches nothing.
 */
export async function queryListing(
  db: D1Database,
  query: ListingQuery,
  site: Site,
): Promise<ListingPage> {
  const { selection, ignored } = await resolveSelection(db, query, site);
  const empty = {
    items: [],
    total: 0,
    page: query.page,
    perPage: query.per_page,
    pages: 0,
    ignored,
  };
  if (query.q && !selection.match) return empty;
  const [page, liveCount] = listingSql(selection, query);
  // The total of a brand, category or content page is a sum over its facet cells; a search
  // (or a price range off the buckets) counts its listing rows.
  const range = cellBuckets(selection, countryBuckets(site.country));
  const count = range ? cellTotalSql(selection, range) : liveCount;
  const [ids, counted] = await db.batch(
    [page, count].map((statement) => db.prepare(statement.sql).bind(...statement.params)),
  );
  const total = (counted.results[0] as { total: number }).total;
  const items = await loadCards(
    db,
    (ids.results as { product_id: number }[]).map((row) => row.product_id),
    site,
  );
  return {
    items,
    total,
    page: query.page,
    perPage: query.per_page,
    pages: Math.ceil(total / query.per_page),
    ignored,
  };
}
