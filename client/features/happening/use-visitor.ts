import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { storeQueries } from '../../api/store-queries';
import { useSite } from '../../app/site-context';

/*
 * What the happening pages read of the visitor and the clock, after hydration only (the shared
 * HTML says nothing personal, and hydration agrees with the server). The stores feature has
 * hooks like these (features/stores/use-stores.ts); they are not imported from there because its
 * module brings TanStack's mutations, a chunk of its own: every chunk these pages need is a line
 * of the entry's preload table, in every page's first load (at its budget).
 */

/** False in the server render and the browser's first (hydrating) render, then true. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** The browser's clock, after hydration (undefined before), read again every minute. */
export function useNow(): Date | undefined {
  const [now, setNow] = useState<Date>();
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The visitor's selected store of the site (GET store-locations/selected), after hydration. */
export function useSelectedStoreQuery() {
  const site = useSite();
  const hydrated = useHydrated();
  return useQuery({
    ...storeQueries.selected(site.api, site),
    enabled: hydrated && !site.preview,
  });
}

/** The member's account (GET account: the contact's prefill), the account pages' query. */
export const accountQuery = (api: ApiClient) => ({
  queryKey: queryKeys.account(),
  queryFn: () => api.call('account'),
});
