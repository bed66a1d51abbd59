import { describe, expect, it } from 'vitest';
import { mergeBagLines, type BagMergeLine } from '../../../worker/bag/adopt';

const line = (overrides: Partial<BagMergeLine>): BagMergeLine => ({
  variantId: 1,
  country: 'sg',
  deviceQuantity: 1,
  accountQuantity: 0,
  maxPerOrder: 10,
  stock: 50,
  brandId: 7,
  brandLimit: null,
  ...overrides,
});

describe('merging a guest bag into an account bag', () => {
  it('adds the two quantities when they fit', () => {
    expect(mergeBagLines([line({ deviceQuantity: 2, accountQuantity: 3 })])).toEqual([
      { variantId: 1, country: 'sg', wanted: 5, kept: 5 },
    ]);
  });

  it('keeps at most 6 per line, the variant limit and the stock; nothing when no longer sold', () => {
    const merged = mergeBagLines([
      line({ variantId: 1, deviceQuantity: 4, accountQuantity: 4 }),
      line({ variantId: 2, deviceQuantity: 2, accountQuantity: 2, maxPerOrder: 3 }),
      line({ variantId: 3, deviceQuantity: 2, accountQuantity: 1, stock: 2 }),
      line({ variantId: 4, deviceQuantity: 2, stock: null }),
    ]);
    expect(merged.map(({ variantId, kept }) => [variantId, kept])).toEqual([
      [1, 6],
      [2, 3],
      [3, 2],
      [4, 0],
    ]);
  });

  it("cuts a brand's per-order limit from the device's units first, keeping the account's", () => {
    const merged = mergeBagLines([
      line({ variantId: 1, deviceQuantity: 0, accountQuantity: 2, brandLimit: 3 }),
      line({ variantId: 2, deviceQuantity: 3, accountQuantity: 0, brandLimit: 3 }),
      line({ variantId: 3, deviceQuantity: 4, brandId: 8, brandLimit: null }),
    ]);
    expect(merged.map(({ variantId, kept }) => [variantId, kept])).toEqual([
      [1, 2],
      [2, 1],
      [3, 4],
    ]);
  });
});
