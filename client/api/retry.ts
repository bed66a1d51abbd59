import { ApiRequestError } from './client';

/** Statuses worth another try: timeouts, conflicts, throttling, server faults. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);
export const MAX_RETRIES = 3;

/** React Query `retry`: only retryable statuses, at most three times. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return error instanceof ApiRequestError && RETRYABLE_STATUSES.has(error.status);
}

/** React Query `retryDelay`: 1 s, doubling, never above 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** Stale time and garbage collection: both five minutes. */
export const STALE_TIME_MS = 300_000;
export const GC_TIME_MS = 300_000;
