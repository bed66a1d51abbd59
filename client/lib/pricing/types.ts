import type { Purchasability, Tier } from '../commerce-rules';

/**
 * What `priceBag` reads and answers (docs/business-rules.md#pricing-lanes). All
 * amounts are integers in minor units of the site's currency, tax included; times are ISO 8601.
 * The D1 layer (worker/bag/snapshot.ts) builds the input; nothing here does I/O.
 */

export interface PricingSite {
  country: string;
  currency: string;
  taxPercent: number;
  shippingFee: number;
  /** Express delivery's flat fee: an upgrade the free-shipping reasons do not cover. */
  expressFee: number;
  freeShippingThreshold: number;
}

export interface PricingShopper {
  kind: 'guest' | 'member';
  tier: Tier | null;
  isEmployee: boolean;
  /** Earlier orders that were not cancelled (first-order codes). */
  placedOrders: number;
  /** Promotions this customer has already redeemed (once-per-customer codes). */
  redeemedPromotionIds: readonly number[];
  /** Purchases in the birthday month earn double points (docs/business-rules.md#points). */
  birthdayMonth: boolean;
  /** A member's Beauty Pass points that can be redeemed now (rewards); 0 for a guest. */
  points?: number;
}

/** A product line of the bag (a bundle's items are product lines with `bundleId`). */
export interface BagLineInput {
  id: number;
  variantId: number;
  productId: number;
  brandId: number;
  brandName: string;
  /** The product's category and its parents: a code limited to a category matches any of them. */
  categoryIds: readonly number[];
  quantity: number;
  /** Shelf price of one unit in the site's currency; 0 when the variant is not sold here. */
  unitPrice: number;
  houseBrand: boolean;
  nonDiscountable: boolean;
  clickAndCollectOnly: boolean;
  /** `purchasability` of the variant for this shopper now. */
  purchasability: Purchasability;
  /** Units in stock in the country (0 when not sold here). */
  stock: number;
  maxPerOrder: number;
  /** The brand's per-order limit in the country, if it sets one. */
  brandLimit: number | null;
  bundleId: number | null;
}

export interface BundleInput {
  id: number;
  /** The price of one bundle (all its items) on the site. */
  price: number;
}

export type PromotionKind = 'percent' | 'amount' | 'free_shipping' | 'gift';

export interface PromotionInput {
  id: number;
  code: string;
  kind: PromotionKind;
  /** Percent off (percent), minor units off (amount); 0 otherwise. */
  value: number;
  /** A gift code's free item (kind `gift`). */
  giftVariantId: number | null;
  giftStock: number;
  /** Minimum spend on eligible items, or null. */
  minSpend: number | null;
  firstOrderOnly: boolean;
  signInRequired: boolean;
  oncePerCustomer: boolean;
  minTier: Tier | null;
  /** Limits on what qualifies; empty lists mean every discountable item. */
  brandIds: readonly number[];
  categoryIds: readonly number[];
  productIds: readonly number[];
  startsAt: string | null;
  endsAt: string | null;
  /** Uses allowed in all, and taken so far; null for no cap. */
  usageLimit: number | null;
  used: number;
  excludesCredit: boolean;
  /**
   * A booked service's value (docs/booking.md "Service value"): usable on one site day only,
   * which its reason names when it is not that day.
   */
  serviceValue?: boolean;
}

export interface SampleInput {
  id: number;
  variantId: number;
  stock: number;
  /** How many of this sample one order may take. */
  maxCount: number;
}

/** A Beauty Pass reward of the site: a variant for points, with its stock. */
export interface RewardInput {
  id: number;
  variantId: number;
  points: number;
  stock: number;
  /** Only this tier and above may redeem it; null for every member. */
  minTier: Tier | null;
}

export type GiftTrigger = { kind: 'spend' } | { kind: 'brand'; brandId: number; brandName: string };

export interface GiftOfferInput {
  id: number;
  trigger: GiftTrigger;
  /** Spend on the trigger's items (after discounts) that activates the offer. */
  threshold: number;
  maxChoices: number;
  membersOnly: boolean;
  minTier: Tier | null;
  startsAt: string | null;
  endsAt: string | null;
  items: readonly { variantId: number; stock: number }[];
}

export type Fulfilment = 'delivery' | 'express' | 'collect';

export interface BagInput {
  lines: readonly BagLineInput[];
  bundles: readonly BundleInput[];
  /** The code applied to the bag (one per order: a column, not a rule), or null. */
  promotionId: number | null;
  samples: readonly { sampleId: number; quantity: number }[];
  gifts: readonly { offerId: number; variantId: number; quantity: number }[];
  /** Standard or express home delivery, or click and collect at a store. */
  fulfilment: Fulfilment;
  /** Store credit or gift card to be used on the order (checkout); 0 in the bag. */
  credit: number;
  /** The Beauty Pass rewards the member chose (one of each). */
  rewards?: readonly { rewardId: number }[];
}

export interface PricingInput {
  bag: BagInput;
  shopper: PricingShopper;
  site: PricingSite;
  /** Every promotion visible to this shopper on the site, and the applied one. */
  promotions: readonly PromotionInput[];
  samples: readonly SampleInput[];
  giftOffers: readonly GiftOfferInput[];
  /** The site's rewards (the ones in the bag at least). */
  rewards?: readonly RewardInput[];
  /** Names of the brands the promotions are limited to, so a reason can name them. */
  brandNames?: Readonly<Record<number, string>>;
  now: string;
}

/** A reason, with the figures its message names (minor units for money). */
export type Reason =
  | { code: 'not_found' }
  | { code: 'code_case_mismatch' }
  | { code: 'not_started'; startsAt: string }
  /** A service value outside its day: the day's first instant. */
  | { code: 'redeemable_on'; startsAt: string }
  | { code: 'expired'; endedAt: string }
  | { code: 'fully_redeemed' }
  | { code: 'sign_in_required' }
  | { code: 'first_order_only' }
  | { code: 'already_redeemed' }
  | { code: 'tier_required'; tier: Tier }
  | { code: 'no_eligible_items'; brands: readonly string[] }
  | { code: 'min_spend'; required: number; current: number; missing: number }
  | { code: 'staff_pricing' }
  | { code: 'one_per_order' }
  | { code: 'not_combinable_with_credit' }
  | { code: 'gift_out_of_stock' };

export type ReasonCode = Reason['code'];

/** Something about one line of the bag; `blocking` ones keep checkout closed until fixed. */
export type LineProblem =
  | { code: 'not_available_in_country' }
  | { code: 'not_launched' }
  | { code: 'priority_access' }
  | { code: 'out_of_stock' }
  | { code: 'not_enough_stock'; stock: number }
  | { code: 'max_quantity'; max: number }
  | { code: 'variant_limit'; limit: number }
  | { code: 'brand_limit'; limit: number; brand: string }
  | { code: 'click_and_collect_only' }
  | { code: 'non_discountable' }
  | { code: 'sample_fully_redeemed' }
  | { code: 'gift_out_of_stock' }
  | { code: 'reward_fully_redeemed' }
  | { code: 'reward_needs_products' }
  | { code: 'reward_members_only' }
  | { code: 'reward_tier'; tier: Tier }
  | { code: 'reward_points_short'; missing: number };

export type LineKind = 'product' | 'bundle' | 'gift' | 'sample' | 'reward';

export interface PricedLine {
  /** The bag line's id for product and bundle lines; `sample:{id}`, `gift:{offer}:{variant}` or a gift code's `code:{promotion}` for managed ones. */
  id: string;
  kind: LineKind;
  variantId: number;
  quantity: number;
  /** Shelf price of one unit (0 for managed lines). */
  unitPrice: number;
  /** Lane 1: shelf price × quantity, or the line's share of its bundle's price. */
  base: number;
  /** Lane 2 and lane 3: what the staff price and the code take off. */
  staffDiscount: number;
  codeDiscount: number;
  /** What the shopper pays for the line. */
  amount: number;
  /** The tax included in `amount`. */
  tax: number;
  bundleId: number | null;
  offerId: number | null;
  sampleId: number | null;
  /** A reward line's reward, and the points it costs (0 for every other line). */
  rewardId?: number | null;
  points?: number;
  problems: readonly LineProblem[];
}

export type PromotionStatus = 'applied' | 'applicable' | 'ineligible';

export interface PromotionEvaluation {
  promotionId: number;
  code: string;
  kind: PromotionKind;
  status: PromotionStatus;
  /** Every condition that fails, each with its figures (empty when it applies). */
  reasons: readonly Reason[];
  /** What it takes off the bag as it is (0 when ineligible or free shipping). */
  discount: number;
}

export interface GiftOfferEvaluation {
  offerId: number;
  active: boolean;
  reasons: readonly Reason[];
  maxChoices: number;
  chosen: readonly { variantId: number; quantity: number }[];
}

export type FreeShippingReason = 'threshold' | 'gold' | 'code' | 'collect' | 'empty';

export interface PricedBag {
  lines: readonly PricedLine[];
  /** The applied code's evaluation, or null when none is applied. */
  promotion: PromotionEvaluation | null;
  /** The promo wallet: every visible promotion evaluated against this bag. */
  wallet: readonly PromotionEvaluation[];
  giftOffers: readonly GiftOfferEvaluation[];
  samples: { max: number; chosen: number };
  shipping: {
    fee: number;
    free: FreeShippingReason | null;
    threshold: number;
    /** What is left to spend on merchandise (after discounts) for free shipping; 0 when reached. */
    remaining: number;
  };
  totals: {
    /** Lane 1 over product and bundle lines. */
    subtotal: number;
    staffDiscount: number;
    codeDiscount: number;
    discount: number;
    merchandise: number;
    shipping: number;
    tax: number;
    taxPercent: number;
    beforeTax: number;
    total: number;
    currency: string;
  };
  pointsToEarn: number;
  /** Points the rewards in the bag cost, and the member's points that can be redeemed now. */
  rewards: { points: number; available: number };
  /** Units of product and bundle lines (the header count). */
  count: number;
  /** True while a line has a blocking problem: secure checkout stays disabled. */
  checkoutBlocked: boolean;
}
