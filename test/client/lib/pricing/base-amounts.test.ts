import { describe, expect, it } from 'vitest';
import {
  baseAmounts,
  countedLines,
  isDiscountable,
} from '../../../../client/lib/pricing/base-amounts';
import { line } from './bag-fixtures';

describe('baseAmounts', () => {
  it('is shelf price times quantity for a product line', () => {
    expect(baseAmounts([line({ id: 1, unitPrice: 1250, quantity: 3 })], [])).toEqual([3750]);
  });

  it("spreads a bundle's price over its items by shelf price, times the bundle's quantity", () => {
    const lines = [
      line({ id: 1, unitPrice: 3000, quantity: 2, bundleId: 7 }),
      line({ id: 2, unitPrice: 1000, quantity: 2, bundleId: 7 }),
      line({ id: 3, unitPrice: 500 }),
    ];
    // 2 × 2,001 = 4,002 split 3:1 → 3,001.5 and 1,000.5; the earlier part takes the odd unit.
    expect(baseAmounts(lines, [{ id: 7, price: 2001 }])).toEqual([3002, 1000, 500]);
  });

  it('keeps the shelf amounts of a bundle whose price is not known', () => {
    const lines = [line({ id: 1, unitPrice: 800, bundleId: 9 })];
    expect(baseAmounts(lines, [])).toEqual([800]);
  });
});

describe('countedLines', () => {
  it('leaves out a line with a blocking problem, and every line of its bundle', () => {
    const lines = [
      line({ id: 1, bundleId: 4 }),
      line({ id: 2, bundleId: 4 }),
      line({ id: 3 }),
      line({ id: 4 }),
    ];
    const problems = [
      [{ code: 'out_of_stock' as const }],
      [],
      [{ code: 'non_discountable' as const }],
      [{ code: 'not_launched' as const }],
    ];
    expect(countedLines(lines, problems)).toEqual([false, false, true, false]);
  });
});

describe('isDiscountable', () => {
  it('is a counted product line that allows discounts', () => {
    expect(isDiscountable(line({ id: 1 }), true)).toBe(true);
    expect(isDiscountable(line({ id: 1 }), false)).toBe(false);
    expect(isDiscountable(line({ id: 1, bundleId: 2 }), true)).toBe(false);
    expect(isDiscountable(line({ id: 1, nonDiscountable: true }), true)).toBe(false);
  });
});
