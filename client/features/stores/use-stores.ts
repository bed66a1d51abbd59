import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { selectedStoreKey, storeQueries } from '../../api/store-queries';
import { useSite } from '../../app/site-context';

/** False in the server render and the browser's first (hydrating) render, then true. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * The browser's clock, read after hydration only (undefined before), and again every minute:
 * what depends on it (open now, today) is never in the server's HTML, so hydration agrees.
 */
export function useNow(): Date | undefined {
  const [now, setNow] = useState<Date>();
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The visitor's selected store on this site (an id, or null), after hydration. */
export function useSelectedStore(): number | null | undefined {
  const site = useSite();
  const hydrated = useHydrated();
  const query = useQuery({
    ...storeQueries.selected(site.api, site),
    enabled: hydrated && !site.preview,
  });
  return query.data?.storeId;
}

/** "Make this my store": PUT store-locations/selected, then the cached answer is the new one. */
export function useSetMyStore() {
  const site = useSite();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storeId: number) => site.api.call('setMyStore', { body: { storeId } }),
    onSuccess: (answer) => queryClient.setQueryData(selectedStoreKey(site), answer),
  });
}
