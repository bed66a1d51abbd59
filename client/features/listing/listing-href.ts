import { selectionParams, type ListingSelection } from '../../lib/listing-url';

/**
 * Where a listing selection lives: the page's path with the selection's query, keeping the
 * other parameters of the current URL. The page's fixed filters (a sale page's) never go into
 * the URL: the page applies them itself.
 */
export function listingHref(
  path: string,
  current: URLSearchParams,
  next: ListingSelection,
  fixed: Partial<ListingSelection> | undefined,
): string {
  const params = selectionParams(next, current);
  for (const key of Object.keys(fixed ?? {})) params.delete(key);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * What the filter form carries besides its own fields when it is sent without JavaScript: the
 * search words, a sort other than the default, and the language asked for in the URL.
 */
export function keptFields(
  selection: ListingSelection,
  current: URLSearchParams,
): Record<string, string> {
  return Object.fromEntries([
    ...(selection.q ? [['q', selection.q]] : []),
    ...(selection.sort !== 'featured' ? [['sort', selection.sort]] : []),
    ...(current.get('language') ? [['language', current.get('language') as string]] : []),
  ]);
}

/** A fixed filter is not something the shopper can reset. */
export function clearFixed(
  fixed: Partial<ListingSelection> | undefined,
): Partial<ListingSelection> {
  if (!fixed) return {};
  return { ...(fixed.sale ? { sale: false } : {}), ...(fixed.others ? { others: [] } : {}) };
}
