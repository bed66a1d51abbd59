import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import { queryKeys } from './query-keys';

/**
 * The store locator's queries (a lazy route chunk's, never the first load's). The list is the
 * same for every visitor of a site and language: the pages' `load()` prefetches it on the
 * server. The selected store is the visitor's own: fetched in the browser after hydration only.
 */
type Site = { country: string; language: string };

/** Stores change rarely: a visit asks for the list once, not on every focus. */
const STORES_FRESH_MS = 10 * 60_000;

/**
 * The selected store's key. Kept here rather than in ./query-keys.ts, which is in every page's
 * first load (at its budget); it follows that file's rule: the resource, then what it varies on.
 */
export const selectedStoreKey = (site: Site) => ['store-selected', site.country] as const;

export const storeQueries = {
  /** Every store of the site, in the site's order. */
  stores: (api: ApiClient, site: Site) =>
    queryOptions({
      queryKey: queryKeys.storeLocations(site, false),
      queryFn: () => api.call('storeLocations', { query: {} }),
      staleTime: STORES_FRESH_MS,
    }),
  /** The visitor's selected store on this site (its id, or null). */
  selected: (api: ApiClient, site: Site) =>
    queryOptions({
      queryKey: selectedStoreKey(site),
      queryFn: () => api.call('myStore'),
    }),
};
