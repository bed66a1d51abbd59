import type { BagLine, PricedBag } from '../../../../client/api/bag-contract';
import { ACCOUNT } from '../account/account-fixtures';

/**
 * Priced bags as GET cart/ answers them (PricedBagSchema: the scripted API checks every answer
 * against it), small enough to read in a test.
 */

export function line(overrides: Partial<BagLine> & { id: string }): BagLine {
  const quantity = overrides.quantity ?? 1;
  const unitPrice = overrides.unitPrice ?? 2000;
  return {
    variantId: Number(overrides.id) * 10,
    quantity,
    kind: 'product',
    unitPrice,
    base: unitPrice * quantity,
    staffDiscount: 0,
    codeDiscount: 0,
    amount: unitPrice * quantity,
    tax: 0,
    maxQuantity: 6,
    product: {
      slug: `product-${overrides.id}`,
      name: `Product ${overrides.id}`,
      brand: 'Solenne',
      shade: null,
      shadeHex: null,
      size: '30 ml',
      image: '/images/p/skincare/d8c3b8.svg',
    },
    bundle: null,
    offerId: null,
    sampleId: null,
    clickAndCollectOnly: false,
    problems: [],
    ...overrides,
  };
}

export function pricedBag(overrides: Partial<PricedBag> = {}): PricedBag {
  const lines = overrides.lines ?? [
    line({ id: '1', product: { ...line({ id: '1' }).product, name: 'Rose Serum' } }),
  ];
  const subtotal = lines.reduce((sum, each) => sum + each.base, 0);
  return {
    lines,
    promo: null,
    totals: {
      subtotal,
      discount: 0,
      staffDiscount: 0,
      codeDiscount: 0,
      shipping: 500,
      tax: 0,
      taxPercent: 9,
      beforeTax: subtotal + 500,
      total: subtotal + 500,
      currency: 'SGD',
    },
    pointsToEarn: Math.floor(subtotal / 100),
    rewards: { points: 0, available: 0 },
    freeShipping: { threshold: 3500, remaining: Math.max(0, 3500 - subtotal), reason: null },
    samples: { max: 2, chosen: 0 },
    gifts: [],
    count: lines.reduce((sum, each) => sum + each.quantity, 0),
    checkoutBlocked: false,
    staff: false,
    ...overrides,
  };
}

/**
 * The answers a bag page asks for besides the cart: an empty wallet, samples, sets and Beauty
 * Pass rewards (and a member's account, for the birthday month).
 */
export const QUIET_PARTS = {
  'GET cart/offers': { body: { offers: [] } },
  'GET cart/samples': { body: { max: 2, chosen: 0, samples: [] } },
  'GET cart/bundles/': { body: { bundles: [] } },
  'GET cart/beauty-pass-offers/': {
    body: { signedIn: false, tier: null, available: 0, inBagPoints: 0, rewards: [] },
  },
  'GET account': { body: ACCOUNT },
};

/** An API error body (README "Errors") as the bag API answers a refusal. */
export function refusal(
  status: number,
  code: string,
  message: string,
  data: Record<string, unknown> = {},
) {
  return {
    status,
    body: {
      message,
      statusCode: status,
      statusMessage: 'Unprocessable Entity',
      data: { code, requestId: 'req-1', ...data },
    },
  };
}
