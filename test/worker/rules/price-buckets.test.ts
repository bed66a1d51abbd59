import { describe, expect, it } from 'vitest';
import { MINOR_DIGITS } from '../../../client/lib/sites';
import { bucketValue, priceBuckets } from '../../../worker/rules/price-buckets';

describe('priceBuckets', () => {
  it('cuts SGD, IDR and THB at amounts their shoppers think in, in minor units', () => {
    expect(priceBuckets('SGD', MINOR_DIGITS.SGD)).toEqual([
      { min: 0, max: 2499 },
      { min: 2500, max: 4999 },
      { min: 5000, max: 9999 },
      { min: 10000, max: 19999 },
      { min: 20000, max: null },
    ]);
    expect(priceBuckets('IDR', MINOR_DIGITS.IDR)[1]).toEqual({ min: 250000, max: 499999 });
    expect(priceBuckets('THB', MINOR_DIGITS.THB)[0]).toEqual({ min: 0, max: 49999 });
  });

  it('leaves no gap and no overlap between buckets, for every currency', () => {
    for (const [currency, digits] of Object.entries(MINOR_DIGITS)) {
      const buckets = priceBuckets(currency, digits);
      for (let i = 1; i < buckets.length; i += 1)
        expect(buckets[i].min).toBe((buckets[i - 1].max ?? NaN) + 1);
      expect(buckets[0].min).toBe(0);
      expect(buckets.at(-1)?.max).toBeNull();
    }
  });

  it('names a bucket as the URL writes it', () => {
    expect(bucketValue({ min: 0, max: 2499 })).toBe('0-2499');
    expect(bucketValue({ min: 20000, max: null })).toBe('20000-');
  });
});
