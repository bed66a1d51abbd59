import { describe, expect, it } from 'vitest';
import { decide, LIMITS, windowStart } from '../../../worker/rate-limit/limits';

describe('the rate-limit decision', () => {
  const limit = { max: 3, windowSeconds: 60 };

  it('allows up to the limit, marks the hit that reaches it, refuses beyond', () => {
    expect([1, 2, 3, 4].map((hits) => decide(limit, hits, 120))).toEqual([
      { allowed: true, reached: false, remaining: 2, retryAfter: 60 },
      { allowed: true, reached: false, remaining: 1, retryAfter: 60 },
      { allowed: true, reached: true, remaining: 0, retryAfter: 60 },
      { allowed: false, reached: false, remaining: 0, retryAfter: 60 },
    ]);
  });

  it('waits only until the window ends: a refusal cannot be renewed past it', () => {
    expect(windowStart(limit, 179)).toBe(120);
    expect(decide(limit, 9, 179).retryAfter).toBe(1);
    expect(windowStart(limit, 180)).toBe(180);
  });

  it('keeps every limit sensible: at least one hit, a window of at most a day', () => {
    // The one longer window refuses nothing: it only decides which searches popular searches
    // count, over their own 90 days (worker/api/search-log.ts).
    const refusing = Object.entries(LIMITS).filter(
      ([purpose]) => purpose !== 'popular-search-client',
    );
    for (const [purpose, { max, windowSeconds }] of refusing) {
      expect(max, purpose).toBeGreaterThanOrEqual(1);
      expect(windowSeconds, purpose).toBeGreaterThan(0);
      expect(windowSeconds, purpose).toBeLessThanOrEqual(86_400);
    }
  });
});
