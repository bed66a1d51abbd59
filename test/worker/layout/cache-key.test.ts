import { describe, expect, it } from 'vitest';
import { isStale, layoutCacheKey } from '../../../worker/layout/cache-key';

describe('layoutCacheKey', () => {
  it('says country, language and segments, order-independent', () => {
    expect(layoutCacheKey({ country: 'hk', language: 'zh', segments: [] })).toBe(
      'layout:v1:hk:zh:-',
    );
    expect(layoutCacheKey({ country: 'hk', language: 'zh', segments: ['vip', 'new'] })).toBe(
      layoutCacheKey({ country: 'hk', language: 'zh', segments: ['new', 'vip'] }),
    );
    expect(layoutCacheKey({ country: 'hk', language: 'en', segments: [] })).not.toBe(
      layoutCacheKey({ country: 'hk', language: 'zh', segments: [] }),
    );
  });
  it('is stale only after the fresh time', () => {
    expect(isStale({ storedAt: 1000 }, 1000 + 300_000, 300_000)).toBe(false);
    expect(isStale({ storedAt: 1000 }, 1001 + 300_000, 300_000)).toBe(true);
  });
});
