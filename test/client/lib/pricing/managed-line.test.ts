import { describe, expect, it } from 'vitest';
import { managedLine } from '../../../../client/lib/pricing/managed-line';

describe('managedLine', () => {
  it('is a zero-price line of its kind with its own problems', () => {
    expect(
      managedLine('sample', 'sample:3', 5003, 2, {
        sampleId: 3,
        problems: [{ code: 'sample_fully_redeemed' }],
      }),
    ).toEqual({
      id: 'sample:3',
      kind: 'sample',
      variantId: 5003,
      quantity: 2,
      unitPrice: 0,
      base: 0,
      staffDiscount: 0,
      codeDiscount: 0,
      amount: 0,
      tax: 0,
      bundleId: null,
      offerId: null,
      sampleId: 3,
      problems: [{ code: 'sample_fully_redeemed' }],
    });
    expect(managedLine('gift', 'code:1', 77, 1, {})).toMatchObject({ offerId: null, problems: [] });
  });
});
