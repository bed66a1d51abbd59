import { describe, expect, it } from 'vitest';
import { claimReload, RELOAD_GUARD_KEY } from '../../../client/lib/reload-guard';

function memory() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('claimReload', () => {
  it('allows one reload per 10 seconds', () => {
    const storage = memory();
    expect(claimReload(storage, 100_000)).toBe(true);
    expect(storage.data.get(RELOAD_GUARD_KEY)).toBe('100000');
    expect(claimReload(storage, 105_000)).toBe(false);
    expect(claimReload(storage, 109_999)).toBe(false);
    expect(claimReload(storage, 110_000)).toBe(true);
  });

  it('treats a garbled guard as no guard', () => {
    const storage = memory();
    storage.setItem(RELOAD_GUARD_KEY, 'nonsense');
    expect(claimReload(storage, 5)).toBe(true);
  });
});
