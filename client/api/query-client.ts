import { QueryClient } from '@tanstack/react-query';
import { GC_TIME_MS, retryDelay, shouldRetry, STALE_TIME_MS } from './retry';

/**
 * A QueryClient with the API's retry and cache-time defaults (./retry.ts). One per request on the
 * server, one per page in the browser. Queries retry on the statuses ./retry.ts lists; a change
 * (mutation) retries only when it says it is safe to repeat (an idempotency key), since a 409 from
 * the API is a final answer. The server render never retries: its API is in-process (or one hop
 * away), a retry would hold the page for seconds of backoff and repeat the failure; the browser
 * retries instead.
 */
export function createQueryClient(options: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: options.server ? false : shouldRetry,
        retryDelay,
        staleTime: STALE_TIME_MS,
        gcTime: GC_TIME_MS,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false, retryDelay },
    },
  });
}
