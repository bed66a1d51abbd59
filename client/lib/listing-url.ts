import {
  OTHER_FILTERS,
  SORTS,
  MAX_QUERY_LENGTH,
  type OtherFilter,
  type Sort,
} from '../api/catalogue-constants';

/**
 * The shopper's listing selection as it lives in the page URL, parsed leniently (a stale or
 * hand-edited link still shows a listing: unknown values are dropped) and written back in one
 * canonical order, so equal selections have equal URLs (and equal cache keys).
 */
export interface ListingSelection {
  q?: string;
  brands: string[];
  categories: string[];
  price?: { min: number; max: number | null };
  others: OtherFilter[];
  sale: boolean;
  sort: Sort;
  /** How many pages are shown ("Show more" adds one). */
  page: number;
}

const SLUG = /^[a-z0-9-]{1,80}$/;
export const MAX_PAGES = 40;

/** A multi-value parameter: comma-separated, or repeated (a plain HTML form sends it so). */
function list(values: string[], valid: (item: string) => boolean, max: number): string[] {
  return [
    ...new Set(
      values
        .join(',')
        .split(',')
        .map((item) => item.trim())
        .filter(valid),
    ),
  ].slice(0, max);
}

/** Parses a listing selection from URL query parameters. */
export function parseSelection(params: URLSearchParams): ListingSelection {
  const sort = params.get('sort');
  const priceMatch = /^(\d{1,10})-(\d{1,10})?$/.exec(params.get('price') ?? '');
  let price: ListingSelection['price'];
  if (priceMatch) {
    const min = Number(priceMatch[1]);
    const max = priceMatch[2] === undefined ? null : Number(priceMatch[2]);
    if (max === null || min <= max) price = { min, max };
  }
  const page = Number(params.get('page'));
  const q = params.get('q')?.trim().slice(0, MAX_QUERY_LENGTH);
  return {
    q: q || undefined,
    brands: list(params.getAll('brands'), (item) => SLUG.test(item), 50),
    categories: list(params.getAll('categories'), (item) => SLUG.test(item), 50),
    price,
    others: list(
      params.getAll('others'),
      (item) => (OTHER_FILTERS as readonly string[]).includes(item),
      OTHER_FILTERS.length,
    ) as OtherFilter[],
    sale: params.get('sale') === '1' || params.get('sale') === 'true',
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : 'featured',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGES) : 1,
  };
}

/**
 * Writes a selection back as URL query parameters, canonical order, defaults left out.
 * `keep` carries parameters that are not the listing's (the language).
 */
export function selectionParams(
  selection: ListingSelection,
  keep: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams();
  if (selection.q) params.set('q', selection.q);
  if (selection.brands.length) params.set('brands', [...selection.brands].sort().join(','));
  if (selection.categories.length)
    params.set('categories', [...selection.categories].sort().join(','));
  if (selection.price) params.set('price', `${selection.price.min}-${selection.price.max ?? ''}`);
  if (selection.others.length)
    params.set(
      'others',
      OTHER_FILTERS.filter((other) => selection.others.includes(other)).join(','),
    );
  if (selection.sale) params.set('sale', '1');
  if (selection.sort !== 'featured') params.set('sort', selection.sort);
  if (selection.page > 1) params.set('page', String(selection.page));
  const language = keep.get('language');
  if (language) params.set('language', language);
  return params;
}

/** The API query of one page of a selection within a page context (brand, category path). */
export function apiQuery(
  selection: ListingSelection,
  context: { brand?: string; category?: string },
  page: number,
): Record<string, string | undefined> {
  return {
    brand: context.brand,
    category: context.category,
    q: selection.q,
    brands: selection.brands.length ? [...selection.brands].sort().join(',') : undefined,
    categories: selection.categories.length
      ? [...selection.categories].sort().join(',')
      : undefined,
    price_min: selection.price ? String(selection.price.min) : undefined,
    price_max:
      selection.price && selection.price.max !== null ? String(selection.price.max) : undefined,
    others: selection.others.length
      ? OTHER_FILTERS.filter((other) => selection.others.includes(other)).join(',')
      : undefined,
    sale: selection.sale ? '1' : undefined,
    sort: selection.sort,
    page: String(page),
  };
}

/** A selection with one value toggled in a multi-value filter, back on the first page. */
export function toggle(
  selection: ListingSelection,
  field: 'brands' | 'categories' | 'others',
  value: string,
): ListingSelection {
  const current = selection[field] as string[];
  const next = current.includes(value)
    ? current.filter((item) => item !== value)
    : [...current, value];
  return { ...selection, [field]: next, page: 1 };
}

/** Whether the shopper narrowed the listing (what "reset" clears). */
export function hasFilters(selection: ListingSelection): boolean {
  return Boolean(
    selection.brands.length ||
    selection.categories.length ||
    selection.price ||
    selection.others.length ||
    selection.sale,
  );
}

/** The selection without any filter (the sort and search text stay). */
export function withoutFilters(selection: ListingSelection): ListingSelection {
  return {
    ...selection,
    brands: [],
    categories: [],
    price: undefined,
    others: [],
    sale: false,
    page: 1,
  };
}
