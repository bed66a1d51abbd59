import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { ListingPage } from './catalogue-contract';
import { queryKeys } from './query-keys';
import { apiQuery, selectionParams, type ListingSelection } from '../lib/listing-url';

/** Where a listing lives: a brand page, a category page, a content page or search results. */
export interface ListingContext {
  /** The operation: `variants` for listings, `search` for search results (which are logged). */
  endpoint: 'variants' | 'search';
  brand?: string;
  category?: string;
}

interface SiteKey {
  country: string;
  language: string;
}

/**
 * The products of a listing as pages of 24, for "Show more". The key holds the selection
 * without its page count, so showing more extends the same entry.
 */
export function listingQuery(
  api: ApiClient,
  site: SiteKey,
  context: ListingContext,
  selection: ListingSelection,
) {
  const key = selectionParams({ ...selection, page: 1 }).toString();
  return infiniteQueryOptions({
    queryKey: queryKeys.listing(site, context, key),
    queryFn: ({ pageParam }) =>
      api.call(context.endpoint, { query: apiQuery(selection, context, pageParam) }),
    initialPageParam: 1,
    getNextPageParam: (last: ListingPage) => (last.page < last.pages ? last.page + 1 : undefined),
  });
}

/** The facet counts of a selection (sort and page do not change them). */
export function facetsQuery(
  api: ApiClient,
  site: SiteKey,
  context: ListingContext,
  selection: ListingSelection,
) {
  const key = selectionParams({ ...selection, sort: 'featured', page: 1 }).toString();
  return queryOptions({
    queryKey: queryKeys.facets(site, context, key),
    queryFn: () =>
      api.call('productFilters', {
        query: { ...apiQuery(selection, context, 1), sort: undefined, page: undefined },
      }),
  });
}
