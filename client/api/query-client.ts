import { QueryClient } from '@tanstack/react-query';
import { GC_TIME_MS, retryDelay, shouldRetry, STALE_TIME_MS } from './retry';

/** A QueryClient with the spec §7/§9 defaults. One per request on the server, one per page in the browser. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: STALE_TIME_MS, gcTime: GC_TIME_MS, refetchOnWindowFocus: false },
      mutations: { retry: shouldRetry, retryDelay },
    },
  });
}
