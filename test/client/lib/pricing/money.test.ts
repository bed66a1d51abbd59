import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  divideRounded,
  includedTax,
  percentOf,
  spread,
} from '../../../../client/lib/pricing/money';

describe('divideRounded', () => {
  it('rounds to the nearest integer', () => {
    expect(divideRounded(24, 10)).toBe(2); // 2.4
    expect(divideRounded(26, 10)).toBe(3); // 2.6
    expect(divideRounded(2, 3)).toBe(1); // 0.67
    expect(divideRounded(1, 3)).toBe(0); // 0.33
    expect(divideRounded(10, 5)).toBe(2); // exact
    expect(divideRounded(0, 7)).toBe(0);
  });

  it('rounds exact halves away from zero, never to even', () => {
    expect(divideRounded(1, 2)).toBe(1); // 0.5
    expect(divideRounded(5, 2)).toBe(3); // 2.5 (banker's rounding would give 2)
    expect(divideRounded(7, 2)).toBe(4); // 3.5
    expect(divideRounded(25, 10)).toBe(3); // 2.5
    expect(divideRounded(-1, 2)).toBe(-1); // -0.5
    expect(divideRounded(-5, 2)).toBe(-3); // -2.5 (Math.round would give -2)
    expect(divideRounded(-25, 10)).toBe(-3);
  });

  it('rounds negatives as the mirror of positives', () => {
    expect(divideRounded(-24, 10)).toBe(-2);
    expect(divideRounded(-26, 10)).toBe(-3);
    expect(divideRounded(-2, 3)).toBe(-1);
  });

  it('gives zero, not minus zero, for a negative that rounds to nothing', () => {
    // formatMoney(-0, …) prints a minus sign ("-SGD 0"), and Object.is(-0, 0) is false.
    expect(Object.is(divideRounded(-1, 3), 0)).toBe(true);
    expect(Object.is(divideRounded(-4, 10), 0)).toBe(true);
    expect(Object.is(includedTax(-1, 9), 0)).toBe(true);
  });

  it('stays exact for large amounts', () => {
    // 1e15 + 0.5 rounds up.
    expect(divideRounded(2 * 10 ** 15 + 1, 2)).toBe(10 ** 15 + 1);
    // 111 × 99,099,099 = 10,999,999,989: 55/111 more is .495 (down), 56/111 is .505 (up).
    expect(divideRounded(10_999_999_989 + 55, 111)).toBe(99_099_099);
    expect(divideRounded(10_999_999_989 + 56, 111)).toBe(99_099_100);
  });

  it('refuses a denominator that is not a positive integer', () => {
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
    expect(() => divideRounded(1, -2)).toThrow(RangeError);
    expect(() => divideRounded(1, 1.5)).toThrow(RangeError);
  });

  it('is within half a unit of the exact quotient, and away from zero on a tie', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 1, max: 1e6 }),
        (numerator, denominator) => {
          const rounded = divideRounded(numerator, denominator);
          expect(Number.isInteger(rounded)).toBe(true);
          // error = |numerator − rounded × denominator| in units of 1/denominator
          const error = Math.abs(numerator - rounded * denominator);
          expect(2 * error).toBeLessThanOrEqual(denominator);
          if (2 * error === denominator)
            expect(Math.abs(rounded * denominator)).toBeGreaterThan(Math.abs(numerator));
          expect(divideRounded(-numerator, denominator)).toBe(-rounded || 0);
        },
      ),
    );
  });
});

describe('percentOf', () => {
  it('takes a percent of an amount, rounding half away from zero', () => {
    expect(percentOf(3998, 30)).toBe(1199); // 1199.4
    expect(percentOf(4000, 45)).toBe(1800);
    expect(percentOf(3870, 15)).toBe(581); // 580.5
    expect(percentOf(5, 10)).toBe(1); // 0.5
    expect(percentOf(4, 10)).toBe(0); // 0.4
    expect(percentOf(74_074_068, 30)).toBe(22_222_220); // 22,222,220.4
  });
});

describe('includedTax', () => {
  it('extracts the tax included in a price: amount × rate / (100 + rate), not amount × rate / 100', () => {
    expect(includedTax(1000, 10)).toBe(91); // 10000 / 110 = 90.91 (1000 × 10% would be 100)
    expect(includedTax(1100, 10)).toBe(100); // exact
  });

  it('gives each site’s rate the round figure back', () => {
    // A price of (100 + rate) × 10 units holds exactly rate × 10 of tax.
    expect(includedTax(1090, 9)).toBe(90); // SG
    expect(includedTax(1100, 10)).toBe(100); // AU, MY
    expect(includedTax(1150, 15)).toBe(150); // NZ
    expect(includedTax(111_000, 11)).toBe(11_000); // ID
    expect(includedTax(10_700, 7)).toBe(700); // TH
    expect(includedTax(11_200, 12)).toBe(1200); // PH
    expect(includedTax(30_000, 0)).toBe(0); // HK: no tax
  });

  it('rounds to the nearest minor unit', () => {
    expect(includedTax(1000, 9)).toBe(83); // 9000 / 109 = 82.57
    expect(includedTax(2799, 10)).toBe(254); // 27990 / 110 = 254.45
    expect(includedTax(2000, 15)).toBe(261); // 30000 / 115 = 260.87
    expect(includedTax(500, 9)).toBe(41); // 4500 / 109 = 41.28
    expect(includedTax(52_000, 7)).toBe(3402); // 364000 / 107 = 3401.87
  });

  it('rounds an exact half away from zero (12% is the one site rate with halves)', () => {
    expect(includedTax(14, 12)).toBe(2); // 168 / 112 = 1.5
    expect(includedTax(42, 12)).toBe(5); // 504 / 112 = 4.5
    expect(includedTax(-14, 12)).toBe(-2); // a refund's tax mirrors the sale's
  });

  it('stays exact for large rupiah amounts', () => {
    // 51,851,848 × 11 / 111 = 570,370,328 / 111 = 5,138,471.42
    expect(includedTax(51_851_848, 11)).toBe(5_138_471);
    // Rp 2.000.000: 22,000,000 / 111 = 198,198.198
    expect(includedTax(2_000_000, 11)).toBe(198_198);
  });
});

describe('spread', () => {
  it('splits in proportion to the weights', () => {
    expect(spread(100, [1, 3])).toEqual([25, 75]);
    expect(spread(5, [1, 3])).toEqual([1, 4]); // 1.25, 3.75: the larger remainder gets the unit
    // MYR 10 over RM33.33 and RM33.34: 499.93 and 500.07; floors 499 + 500, the unit left goes
    // to the larger remainder (3333000 mod 6667 = 6167 against 3334000 mod 6667 = 500).
    expect(spread(1000, [3333, 3334])).toEqual([500, 500]);
  });

  it('gives the units left over to the earlier part on a tie', () => {
    expect(spread(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spread(1, [1, 1])).toEqual([1, 0]);
    expect(spread(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(spread(2, [5, 5, 5])).toEqual([1, 1, 0]);
  });

  it('gives nothing to a zero or negative weight while another weight is positive', () => {
    expect(spread(10, [0, 5])).toEqual([0, 10]);
    expect(spread(7, [0, 1, 0, 1])).toEqual([0, 4, 0, 3]);
    expect(spread(10, [-5, 5])).toEqual([0, 10]);
  });

  it('splits evenly when no weight is positive', () => {
    expect(spread(10, [0, 0])).toEqual([5, 5]);
    expect(spread(11, [0, 0, 0])).toEqual([4, 4, 3]);
  });

  it('splits nothing into zeros, and over no part into nothing', () => {
    expect(spread(0, [1, 2])).toEqual([0, 0]);
    expect(spread(5, [])).toEqual([]);
  });

  it('stays exact where total × weight is beyond a double (rupiah)', () => {
    // 999,999,999 × 666,666,667 = 666,666,666,333,333,333 > 2^53.
    // Shares 333,333,332.67 and 666,666,666.33: floors sum to 999,999,998, the unit goes to
    // the first (remainder 666,666,667 against 333,333,333, in 1e-9).
    expect(spread(999_999_999, [333_333_333, 666_666_667])).toEqual([333_333_333, 666_666_666]);
    // 9,007,199,254,740,991 × (2, 3, 5) / 10: floors ...198, ...297, ...495 (remainders 2, 3,
    // 5 tenths), the unit left goes to the last.
    expect(spread(Number.MAX_SAFE_INTEGER, [2, 3, 5])).toEqual([
      1_801_439_850_948_198, 2_702_159_776_422_297, 4_503_599_627_370_496,
    ]);
    expect(spread(Number.MAX_SAFE_INTEGER, [1, 1, 1])).toEqual([
      3_002_399_751_580_331, 3_002_399_751_580_330, 3_002_399_751_580_330,
    ]);
  });

  it('always adds up, with each part the floor or the ceiling of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.array(fc.integer({ min: 0, max: 1e10 }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          const parts = spread(total, weights);
          expect(parts).toHaveLength(weights.length);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          parts.forEach((part, i) => {
            expect(Number.isSafeInteger(part) && part >= 0).toBe(true);
            // Exact share × sum, in BigInt: part × sum must lie in (share − sum, share + sum).
            const weight = sum === 0 ? 1 : weights[i];
            const scale = BigInt(sum === 0 ? weights.length : sum);
            const exact = BigInt(total) * BigInt(weight);
            const distance = BigInt(part) * scale - exact;
            expect(distance > -scale && distance < scale).toBe(true);
            if (sum > 0 && weights[i] === 0) expect(part).toBe(0);
          });
        },
      ),
    );
  });
});
