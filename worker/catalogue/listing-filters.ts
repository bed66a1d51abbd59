import type { ListingQuery, OtherFilter, Sort } from '../../client/api/catalogue-contract';

/**
 * The listing selection resolved to ids, and the SQL it makes. Every clause targets the
 * `listing` table (one row per product and country) through its indexes.
 */
export interface Selection {
  country: string;
  language: string;
  brandContext?: number;
  categoryContext?: { level: 1 | 2 | 3; id: number };
  match?: string;
  brandIds: number[];
  categories: { level: number; id: number }[];
  priceMin?: number;
  priceMax?: number;
  others: OtherFilter[];
  sale: boolean;
}

export type Dimension = 'brands' | 'categories' | 'price' | 'others' | 'sale';

/** The column of each category level, in `listing` and in `facet_cells` alike. */
export const LEVEL_COLUMN = { 1: 'top_id', 2: 'category_id', 3: 'sub_id' } as const;
const OTHER_COLUMN: Record<OtherFilter, string> = {
  new: 'is_new',
  exclusive: 'is_exclusive',
  limited: 'is_limited',
  vegan: 'is_vegan',
  in_stock: 'in_stock',
};

export const SORT_SQL: Record<Sort, string> = {
  featured: 'featured_rank, product_id',
  newest: 'created_at DESC, product_id DESC',
  price_desc: 'price_minor DESC, product_id',
  price_asc: 'price_minor, product_id',
  top_rated: 'rating DESC, product_id',
};

export interface Where {
  sql: string;
  params: unknown[];
}

/**
 * The page's context as conditions (country, brand page, category page): the same columns in
 * `listing` and in `facet_cells`, so both read a context through this one function.
 */
export function contextClauses(
  selection: Pick<Selection, 'country' | 'brandContext' | 'categoryContext'>,
): { clauses: string[]; params: unknown[] } {
  const clauses = ['country = ?'];
  const params: unknown[] = [selection.country];
  if (selection.brandContext !== undefined) {
    clauses.push('brand_id = ?');
    params.push(selection.brandContext);
  }
  if (selection.categoryContext) {
    clauses.push(`${LEVEL_COLUMN[selection.categoryContext.level]} = ?`);
    params.push(selection.categoryContext.id);
  }
  return { clauses, params };
}

/**
 * The WHERE clause of a selection, leaving out one dimension when counting that dimension's
 * own options (a shopper sees how many products each other brand would add, not zero).
 */
export function whereOf(selection: Selection, without?: Dimension): Where {
  const { clauses, params } = contextClauses(selection);
  if (selection.match) {
    // The shopper's language, and English, whose names every product has (a shopper on the
    // Thai site may well type an English product word).
    clauses.push(
      "product_id IN (SELECT product_id FROM product_search WHERE product_search MATCH ? AND language IN (?, 'en'))",
    );
    params.push(selection.match, selection.language);
  }
  // Id lists travel as one JSON array each (`json_each`), never one parameter per id: D1
  // refuses a statement with more than 100 bound parameters, and a shopper may tick every
  // brand and every category.
  if (without !== 'brands' && selection.brandIds.length) {
    clauses.push('brand_id IN (SELECT value FROM json_each(?))');
    params.push(idList(selection.brandIds));
  }
  if (without !== 'categories' && selection.categories.length) {
    // Category ids are unique across levels, so one list serves all three columns: a level-1
    // id can only ever equal a top_id.
    const ids = idList(selection.categories.map((category) => category.id));
    const levels = [
      ...new Set(selection.categories.map((category) => category.level as 1 | 2 | 3)),
    ].sort();
    clauses.push(
      `(${levels.map((level) => `${LEVEL_COLUMN[level]} IN (SELECT value FROM json_each(?))`).join(' OR ')})`,
    );
    for (const _ of levels) params.push(ids);
  }
  if (without !== 'price') {
    if (selection.priceMin !== undefined) {
      clauses.push('price_minor >= ?');
      params.push(selection.priceMin);
    }
    if (selection.priceMax !== undefined) {
      clauses.push('price_minor <= ?');
      params.push(selection.priceMax);
    }
  }
  if (without !== 'others')
    for (const other of selection.others) clauses.push(`${OTHER_COLUMN[other]} = 1`);
  if (without !== 'sale' && selection.sale) clauses.push('on_sale = 1');
  return { sql: clauses.join(' AND '), params };
}

/** The SQL column of an "others" option (for counting it). */
export function otherColumn(other: OtherFilter): string {
  return OTHER_COLUMN[other];
}

/** What of the query is not about ids: passed through unchanged. */
export function selectionBase(
  query: ListingQuery,
): Pick<Selection, 'priceMin' | 'priceMax' | 'others' | 'sale'> {
  return {
    priceMin: query.price_min,
    priceMax: query.price_max,
    others: query.others ?? [],
    sale: Boolean(query.sale),
  };
}

/** Ids as one bound JSON array, for `json_each(?)`. */
export function idList(ids: readonly number[]): string {
  if (!ids.every(Number.isSafeInteger)) throw new Error('ids must be integers');
  return JSON.stringify(ids);
}

/** An integer list for SQL, from ids the database gave us (never shopper text). */
export function ints(values: readonly number[]): string {
  if (!values.every(Number.isInteger)) throw new Error('ids must be integers');
  return values.join(', ');
}

/**
 * The shopper's filters as SQL conditions on `listing`, one per dimension ('1' when not
 * filtered), for counting facets in one pass. Values are ids and amounts the server resolved,
 * written as integer literals.
 */
export function shopperConditions(selection: Selection): Record<Dimension, string> {
  const byLevel = [1, 2, 3]
    .map((level) => {
      const ids = selection.categories
        .filter((category) => category.level === level)
        .map((category) => category.id);
      return ids.length ? `${LEVEL_COLUMN[level as 1 | 2 | 3]} IN (${ints(ids)})` : '';
    })
    .filter(Boolean);
  const price = [
    selection.priceMin !== undefined ? `price_minor >= ${ints([selection.priceMin])}` : '',
    selection.priceMax !== undefined ? `price_minor <= ${ints([selection.priceMax])}` : '',
  ].filter(Boolean);
  return {
    brands: selection.brandIds.length ? `brand_id IN (${ints(selection.brandIds)})` : '1',
    categories: byLevel.length ? `(${byLevel.join(' OR ')})` : '1',
    price: price.length ? price.join(' AND ') : '1',
    others: selection.others.length
      ? selection.others.map((other) => `${OTHER_COLUMN[other]} = 1`).join(' AND ')
      : '1',
    sale: selection.sale ? 'on_sale = 1' : '1',
  };
}

/** The page's context only (country, brand or category page, search words): what facets count within. */
export function baseWhere(selection: Selection): Where {
  return whereOf({
    ...selection,
    brandIds: [],
    categories: [],
    priceMin: undefined,
    priceMax: undefined,
    others: [],
    sale: false,
  });
}
