import type { PricedBag } from '../../client/api/bag-contract';

/**
 * A priced bag as the API answers it (client/api/bag-contract.ts), empty unless given lines: for
 * component tests that script an answer carrying the bag.
 */
export function pricedBag(overrides: Partial<PricedBag> = {}): PricedBag {
  return {
    lines: [],
    promo: null,
    totals: {
      subtotal: 0,
      discount: 0,
      staffDiscount: 0,
      codeDiscount: 0,
      shipping: 0,
      tax: 0,
      taxPercent: 9,
      beforeTax: 0,
      total: 0,
      currency: 'SGD',
    },
    pointsToEarn: 0,
    rewards: { points: 0, available: 0 },
    freeShipping: { threshold: 3500, remaining: 3500, reason: 'empty' },
    samples: { max: 2, chosen: 0 },
    gifts: [],
    count: 0,
    checkoutBlocked: false,
    staff: false,
    ...overrides,
  };
}
