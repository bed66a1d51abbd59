import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import type { SearchDropdown } from '../../api/search-contract';

/** The dropdown's content for what is typed (`''`: nothing yet), one cache entry per site and query. */
export function searchDropdownQuery(
  api: ApiClient,
  site: { country: string; language: string },
  q: string,
) {
  return queryOptions({
    queryKey: ['search-dropdown', site.country, site.language, q] as const,
    queryFn: () =>
      api.get<SearchDropdown>('components/search-input-dropdown/', q ? { q } : undefined),
  });
}
