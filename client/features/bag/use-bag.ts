import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { shopperQueries } from '../../api/shopper-queries';
import { useSite } from '../../app/site-context';

/** True once the app has hydrated: per-visitor state is fetched only then (never in the server HTML). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * Items in the visitor's bag on this site, after hydration; undefined until known. Asked again
 * whenever the window gets focus: another tab may have changed the bag (the bag page and the
 * mini-bag also listen to the other tabs, ./bag-sync.ts; the header does not, to keep every
 * page's first load small).
 */
export function useBagCount(): number | undefined {
  const site = useSite();
  const hydrated = useHydrated();
  return useQuery({
    ...shopperQueries.bagCount(site.api, site),
    enabled: hydrated && !site.preview,
    refetchOnWindowFocus: 'always',
  }).data?.count;
}
