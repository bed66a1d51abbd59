import { describe, expect, it } from 'vitest';
import { managedLine } from '../../../../client/lib/pricing/managed-line';
import { bagTotals } from '../../../../client/lib/pricing/totals';
import type { PricedLine } from '../../../../client/lib/pricing/types';
import { site } from './bag-fixtures';

const priced = (base: number, staff: number, code: number, tax: number): PricedLine => ({
  ...managedLine('gift', 'x', 1, 1, {}),
  kind: 'product',
  base,
  staffDiscount: staff,
  codeDiscount: code,
  amount: base - staff - code,
  tax,
});

describe('bagTotals', () => {
  it('adds up the counted lines and extracts the tax of shipping too', () => {
    const lines = [priced(10000, 3000, 700, 521), priced(2000, 0, 0, 165)];
    const totals = bagTotals(lines, { merchandise: 8300, shipping: 545 }, site('sg'));
    expect(totals).toEqual({
      subtotal: 12000,
      staffDiscount: 3000,
      codeDiscount: 700,
      discount: 3700,
      merchandise: 8300,
      shipping: 545,
      tax: 521 + 165 + 45, // 545 × 9 / 109 = 45
      taxPercent: 9,
      beforeTax: 8845 - 731,
      total: 8845,
      currency: 'SGD',
    });
  });
});
