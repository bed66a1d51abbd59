import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queries } from '../api/queries';
import { useSite } from './site-context';

/**
 * The visitor (signed in or not, where from). Per-visitor state is fetched only after
 * hydration, so the server HTML stays the same for every anonymous visitor.
 */
export function useUser() {
  const site = useSite();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return useQuery({ ...queries.user(site.api), enabled: hydrated && !site.preview });
}
