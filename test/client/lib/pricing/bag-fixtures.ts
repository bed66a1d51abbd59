import { SITES, type Country } from '../../../../client/lib/sites';
import type {
  BagInput,
  BagLineInput,
  GiftOfferInput,
  PricingInput,
  PricingShopper,
  PricingSite,
  PromotionInput,
  SampleInput,
} from '../../../../client/lib/pricing/types';

/**
 * Builders for `priceBag` inputs shared by the pricing tests: every field has a plain default
 * (a purchasable, discountable line of brand 1 in stock; a percent code with no condition), and
 * a test names only what its case is about.
 */

export const NOW = '2026-11-21T12:00:00Z';

/** The pricing figures of a site, read from the site table the storefront uses. */
export function site(country: Country): PricingSite {
  const s = SITES[country];
  return {
    country,
    currency: s.currency,
    taxPercent: s.taxPercent,
    shippingFee: s.shippingFeeMinor,
    expressFee: s.expressFeeMinor,
    freeShippingThreshold: s.freeShippingMinor,
  };
}

export function line(overrides: Partial<BagLineInput> & { id: number }): BagLineInput {
  return {
    variantId: 1000 + overrides.id,
    productId: 2000 + overrides.id,
    brandId: 1,
    brandName: 'Solenne',
    categoryIds: [10],
    quantity: 1,
    unitPrice: 1000,
    houseBrand: false,
    nonDiscountable: false,
    clickAndCollectOnly: false,
    purchasability: 'purchasable',
    stock: 50,
    maxPerOrder: 6,
    brandLimit: null,
    bundleId: null,
    ...overrides,
  };
}

export function promotion(overrides: Partial<PromotionInput> & { id: number }): PromotionInput {
  return {
    code: `CODE${overrides.id}`,
    kind: 'percent',
    value: 10,
    giftVariantId: null,
    giftStock: 0,
    minSpend: null,
    firstOrderOnly: false,
    signInRequired: false,
    oncePerCustomer: false,
    minTier: null,
    brandIds: [],
    categoryIds: [],
    productIds: [],
    startsAt: null,
    endsAt: null,
    usageLimit: null,
    used: 0,
    excludesCredit: false,
    ...overrides,
  };
}

export function giftOffer(overrides: Partial<GiftOfferInput> & { id: number }): GiftOfferInput {
  return {
    trigger: { kind: 'spend' },
    threshold: 0,
    maxChoices: 1,
    membersOnly: false,
    minTier: null,
    startsAt: null,
    endsAt: null,
    items: [],
    ...overrides,
  };
}

export function sample(overrides: Partial<SampleInput> & { id: number }): SampleInput {
  return { variantId: 5000 + overrides.id, stock: 10, maxCount: 1, ...overrides };
}

export const GUEST: PricingShopper = {
  kind: 'guest',
  tier: null,
  isEmployee: false,
  placedOrders: 0,
  redeemedPromotionIds: [],
  birthdayMonth: false,
};

export function member(overrides: Partial<PricingShopper> = {}): PricingShopper {
  return {
    kind: 'member',
    tier: 'white',
    isEmployee: false,
    placedOrders: 0,
    redeemedPromotionIds: [],
    birthdayMonth: false,
    ...overrides,
  };
}

export const STAFF: PricingShopper = member({ isEmployee: true, placedOrders: 3 });

export interface InputOverrides extends Partial<Omit<PricingInput, 'bag'>> {
  bag?: Partial<BagInput>;
}

/** A priced-bag input on a site: a guest, no promotion, delivery, at NOW. */
export function pricingInput(country: Country, overrides: InputOverrides = {}): PricingInput {
  const { bag, ...rest } = overrides;
  return {
    shopper: GUEST,
    site: site(country),
    promotions: [],
    samples: [],
    giftOffers: [],
    now: NOW,
    ...rest,
    bag: {
      lines: [],
      bundles: [],
      promotionId: null,
      samples: [],
      gifts: [],
      fulfilment: 'delivery',
      credit: 0,
      ...bag,
    },
  };
}
