import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../client/api/client';
import { retryDelay, shouldRetry } from '../../../client/api/retry';

describe('retry policy', () => {
  it('retries only 408, 409, 425, 429, 500, 502, 503 and 504', () => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504])
      expect(shouldRetry(0, new ApiRequestError(status, undefined))).toBe(true);
    for (const status of [400, 401, 403, 404, 422, 501])
      expect(shouldRetry(0, new ApiRequestError(status, undefined))).toBe(false);
    expect(shouldRetry(0, new TypeError('network'))).toBe(false);
  });

  it('stops after three retries', () => {
    const error = new ApiRequestError(503, undefined);
    expect(shouldRetry(2, error)).toBe(true);
    expect(shouldRetry(3, error)).toBe(false);
  });

  it('backs off from 1 s, doubling, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
