import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  EXPIRY_NOTICE_MONTHS,
  expiringPoints,
  isBirthdayMonth,
  PENDING_WORKING_DAYS,
  pointsAvailableOn,
  pointsExpireOn,
  POINTS_EXPIRY_MONTHS,
  reversalPoints,
  TIER_CHANGE_NOTICE_DAYS,
} from '../../../../client/lib/loyalty/points-rules';

describe('points rules', () => {
  it('keeps the programme’s figures', () => {
    expect(POINTS_EXPIRY_MONTHS).toBe(18);
    expect(PENDING_WORKING_DAYS).toBe(3);
    expect(TIER_CHANGE_NOTICE_DAYS).toBe(30);
    expect(EXPIRY_NOTICE_MONTHS).toBe(1);
  });

  describe('addMonths', () => {
    it('adds calendar months across years, both ways', () => {
      expect(addMonths('2026-03-15', 18)).toBe('2027-09-15');
      expect(addMonths('2026-11-30', 2)).toBe('2027-01-30');
      expect(addMonths('2027-01-15', -1)).toBe('2026-12-15');
      expect(addMonths('2026-03-15', 0)).toBe('2026-03-15');
      expect(addMonths('2026-03-15', -27)).toBe('2023-12-15');
    });

    it('clamps to the last day of a shorter month, leap years included', () => {
      expect(addMonths('2025-08-31', 18)).toBe('2027-02-28');
      expect(addMonths('2026-08-31', 18)).toBe('2028-02-29'); // 2028 is a leap year
      expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
      expect(addMonths('2100-01-31', 1)).toBe('2100-02-28'); // a century that is not leap
      expect(addMonths('2000-01-31', 1)).toBe('2000-02-29'); // one that is
      expect(addMonths('2026-05-31', -1)).toBe('2026-04-30');
      expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    });

    it('refuses what is not a date or a whole number of months', () => {
      expect(() => addMonths('2026-13-01', 1)).toThrow(RangeError);
      expect(() => addMonths('2026-1-1', 1)).toThrow(RangeError);
      expect(() => addMonths('2026-01-01', 0.5)).toThrow(RangeError);
    });
  });

  describe('expiry', () => {
    it('expires 18 months after the last activity', () => {
      expect(pointsExpireOn('2025-08-31')).toBe('2027-02-28');
      expect(pointsExpireOn('2026-01-10')).toBe('2027-07-10');
    });

    it('shows the date with a balance, and the amount from exactly one month before', () => {
      const at = (today: string) =>
        expiringPoints({ available: 420, lastActivityDate: '2026-01-10', today });
      expect(at('2027-06-09')).toEqual({ expiring: 0, expiresOn: '2027-07-10' });
      expect(at('2027-06-10')).toEqual({ expiring: 420, expiresOn: '2027-07-10' });
      expect(at('2027-07-10')).toEqual({ expiring: 420, expiresOn: '2027-07-10' });
    });

    it('counts the month before from the clamped expiry date', () => {
      // 2025-08-31 expires 2027-02-28; a month before is 2027-01-28.
      const at = (today: string) =>
        expiringPoints({ available: 5, lastActivityDate: '2025-08-31', today }).expiring;
      expect(at('2027-01-27')).toBe(0);
      expect(at('2027-01-28')).toBe(5);
    });

    it('has nothing to expire without a balance or an activity', () => {
      const today = '2027-06-10';
      expect(expiringPoints({ available: 0, lastActivityDate: '2026-01-10', today })).toEqual({
        expiring: 0,
        expiresOn: null,
      });
      expect(expiringPoints({ available: 100, lastActivityDate: null, today })).toEqual({
        expiring: 0,
        expiresOn: null,
      });
    });
  });

  it('makes points available 3 working days after delivery, less the site’s holidays', () => {
    expect(pointsAvailableOn('2026-11-25', 'au')).toBe('2026-11-30'); // Wednesday → Monday
    // Singapore: delivered Thursday 5 November 2026; Monday 9 is Deepavali observed.
    expect(pointsAvailableOn('2026-11-05', 'sg')).toBe('2026-11-11');
    expect(pointsAvailableOn('2026-11-05', 'au')).toBe('2026-11-10');
    // Thailand: Songkran takes Monday to Wednesday.
    expect(pointsAvailableOn('2026-04-10', 'th')).toBe('2026-04-20');
  });

  it('knows the birthday month in any year', () => {
    expect(isBirthdayMonth('1990-03-28', '2026-03-01')).toBe(true);
    expect(isBirthdayMonth('1990-03-28', '2026-03-31')).toBe(true);
    expect(isBirthdayMonth('1990-03-28', '2026-04-01')).toBe(false);
    expect(isBirthdayMonth('1990-03-28', '2026-02-28')).toBe(false);
    expect(isBirthdayMonth('2000-02-29', '2027-02-01')).toBe(true);
    expect(isBirthdayMonth('not a date', '2026-03-01')).toBe(false);
  });

  describe('reversals', () => {
    it('takes back the proportional points of a refund', () => {
      expect(reversalPoints({ earned: 100, paid: 10_000, refundedBefore: 0, refund: 10_000 })).toBe(
        100,
      );
      expect(reversalPoints({ earned: 100, paid: 10_000, refundedBefore: 0, refund: 2_500 })).toBe(
        25,
      );
      expect(reversalPoints({ earned: 10, paid: 3, refundedBefore: 0, refund: 1 })).toBe(3);
    });

    it('sums partial refunds to exactly the points earned, never per-refund roundings', () => {
      // Three refunds of a third each: 33 + 33 + 34, not 33 × 3.
      const earned = 100;
      const paid = 3_000;
      const parts = [1_000, 1_000, 1_000].map((refund, i) =>
        reversalPoints({ earned, paid, refundedBefore: i * 1_000, refund }),
      );
      expect(parts).toEqual([33, 33, 34]);
      expect(parts.reduce((a, b) => a + b)).toBe(earned);
    });

    it('never takes back more than earned, even for refunds past what was paid', () => {
      expect(reversalPoints({ earned: 50, paid: 1_000, refundedBefore: 0, refund: 5_000 })).toBe(
        50,
      );
      expect(reversalPoints({ earned: 50, paid: 1_000, refundedBefore: 1_000, refund: 10 })).toBe(
        0,
      );
      expect(reversalPoints({ earned: 50, paid: 1_000, refundedBefore: 900, refund: 500 })).toBe(5);
    });

    it('stays exact where a float product would not (earned × paid beyond 2^53)', () => {
      const paid = 9_999_999_967; // ~10^10 minor units
      const earned = 999_983;
      const refund = 7_777_777_777;
      const exact = (BigInt(earned) * BigInt(refund)) / BigInt(paid);
      expect(reversalPoints({ earned, paid, refundedBefore: 0, refund })).toBe(Number(exact));
      expect(
        reversalPoints({ earned, paid, refundedBefore: refund, refund: paid - refund }) +
          reversalPoints({ earned, paid, refundedBefore: 0, refund }),
      ).toBe(earned);
    });

    it('takes nothing back for invalid input', () => {
      const ok = { earned: 100, paid: 1_000, refundedBefore: 0, refund: 100 };
      expect(reversalPoints({ ...ok, earned: 0 })).toBe(0);
      expect(reversalPoints({ ...ok, earned: -5 })).toBe(0);
      expect(reversalPoints({ ...ok, paid: 0 })).toBe(0);
      expect(reversalPoints({ ...ok, refund: 0 })).toBe(0);
      expect(reversalPoints({ ...ok, refund: -100 })).toBe(0);
      expect(reversalPoints({ ...ok, refundedBefore: -1 })).toBe(0);
      expect(reversalPoints({ ...ok, refund: 10.5 })).toBe(0);
      expect(reversalPoints({ ...ok, paid: Number.NaN })).toBe(0);
      expect(reversalPoints({ ...ok, earned: Number.POSITIVE_INFINITY })).toBe(0);
    });

    it('any sequence of refunds reverses at most earned, and exactly earned when fully refunded', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 1_000_000 }),
          fc.integer({ min: 1, max: 10_000_000_000 }),
          fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 12 }),
          fc.boolean(),
          (earned, paid, weights, refundAll) => {
            // Split `paid` (or a part of it) into refunds proportional to the weights.
            const sum = weights.reduce((a, b) => a + b, 0);
            const refunds = weights.map((w) => Math.max(1, Math.floor((paid * w) / sum)));
            if (refundAll) {
              const given = refunds.reduce((a, b) => a + b, 0);
              if (given < paid) refunds.push(paid - given);
            }
            let refunded = 0;
            let reversed = 0;
            for (const refund of refunds) {
              const points = reversalPoints({ earned, paid, refundedBefore: refunded, refund });
              expect(points).toBeGreaterThanOrEqual(0);
              reversed += points;
              refunded += refund;
              expect(reversed).toBeLessThanOrEqual(earned);
            }
            if (refunded >= paid) expect(reversed).toBe(earned);
            else expect(reversed).toBe(Number((BigInt(earned) * BigInt(refunded)) / BigInt(paid)));
          },
        ),
        { numRuns: 500 },
      );
    });
  });
});
