import { describe, expect, it } from 'vitest';
import { pricedProductLines } from '../../../../client/lib/pricing/product-lines';
import { line } from './bag-fixtures';

describe('pricedProductLines', () => {
  it('takes the discounts off the base and extracts tax from a counted line only', () => {
    const lines = [line({ id: 1, unitPrice: 10900 }), line({ id: 2, bundleId: 3 })];
    const [product, bundle] = pricedProductLines(
      lines,
      {
        bases: [10900, 1000],
        staff: [0, 0],
        code: [1090, 0],
        counted: [true, false],
        problems: [[], [{ code: 'out_of_stock' }]],
      },
      9,
    );
    expect(product).toMatchObject({
      id: '1',
      kind: 'product',
      base: 10900,
      codeDiscount: 1090,
      amount: 9810,
      tax: 810, // 9,810 × 9 / 109
    });
    expect(bundle).toMatchObject({ id: '2', kind: 'bundle', bundleId: 3, amount: 1000, tax: 0 });
    expect(bundle.problems).toEqual([{ code: 'out_of_stock' }]);
  });
});
