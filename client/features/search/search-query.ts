import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/** The dropdown's content for what is typed (`''`: nothing yet), one cache entry per site and query. */
export function searchDropdownQuery(
  api: ApiClient,
  site: { country: string; language: string },
  q: string,
) {
  return queryOptions({
    queryKey: queryKeys.searchDropdown(site, q),
    queryFn: () => api.call('searchDropdown', { query: { q: q || undefined } }),
  });
}
