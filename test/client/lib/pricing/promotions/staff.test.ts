import { describe, expect, it } from 'vitest';
import {
  staffDiscounts,
  staffEligible,
  staffPercent,
} from '../../../../../client/lib/pricing/promotions/staff';
import { GUEST, line, member, STAFF } from '../bag-fixtures';

describe('staff prices', () => {
  it('are for a staff account on a discountable line only', () => {
    expect(staffEligible(STAFF, true)).toBe(true);
    expect(staffEligible(STAFF, false)).toBe(false);
    expect(staffEligible(member(), true)).toBe(false);
    expect(staffEligible(GUEST, true)).toBe(false);
  });

  it('take 30% off, 45% off the house brand', () => {
    expect(staffPercent(line({ id: 1 }))).toBe(30);
    expect(staffPercent(line({ id: 1, houseBrand: true }))).toBe(45);
  });

  it('take their percent of each eligible line, rounded half away from zero', () => {
    const lines = [line({ id: 1 }), line({ id: 2, houseBrand: true }), line({ id: 3 })];
    expect(staffDiscounts(lines, STAFF, [1005, 1010, 2000], [true, true, false])).toEqual([
      302, // 301.5
      455, // 454.5
      0,
    ]);
    expect(staffDiscounts(lines, member(), [1005, 1010, 2000], [true, true, true])).toEqual([
      0, 0, 0,
    ]);
  });
});
