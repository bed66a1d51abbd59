import { HttpError } from './errors';

/**
 * The 429 of a rate limit (worker/rate-limit/limits.ts), with Retry-After: it says how long to
 * wait and nothing else (never whether an address has an account).
 */
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'TOO_MANY_REQUESTS', 'errors.tooManyRequests', {
    params: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
    retryAfter: retryAfterSeconds,
  });
