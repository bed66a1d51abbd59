import { z } from 'zod';
import { MAX_CODE_LENGTH, MAX_SAMPLES } from '../lib/pricing/rules';
import { eachOnce, IdempotencyKeySchema, IdParamSchema, IdSchema } from './ids';
import { text } from './text';

/**
 * The bag (docs/business-rules.md#promotions): the whole priced bag every change answers, the
 * mini-bag, the promo wallet, samples, gifts with purchase and bundles. Every amount is an integer
 * in minor units of `currency`; every reason and problem carries its code, its figures and its
 * message in the request's language. The client imports the types only.
 */

const amount = z.number().int();

/** A reason or problem: the code, the figures its message names, and the message. */
export const ExplanationSchema = z.object({
  code: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type Explanation = z.infer<typeof ExplanationSchema>;

export const BagProblemSchema = ExplanationSchema.extend({
  /** A blocking problem keeps secure checkout closed until the line is fixed or removed. */
  blocking: z.boolean(),
});

export const BagLineSchema = z.object({
  /** A product or bundle line's id (for PATCH and DELETE); `sample:{id}` or `gift:{offer}:{variant}` otherwise. */
  id: z.string(),
  variantId: z.number().int(),
  quantity: z.number().int(),
  kind: z.enum(['product', 'gift', 'sample', 'reward', 'bundle']),
  unitPrice: amount,
  /** Shelf price × quantity (a bundle item's share of the bundle's price). */
  base: amount,
  staffDiscount: amount,
  codeDiscount: amount,
  /** What the shopper pays for the line. */
  amount,
  tax: amount,
  /** The stepper's upper bound: the lowest of 6, the item's own limit and the stock. */
  maxQuantity: z.number().int(),
  product: z.object({
    slug: z.string(),
    name: z.string(),
    brand: z.string(),
    shade: z.string().nullable(),
    shadeHex: z.string().nullable(),
    size: z.string(),
    image: z.string(),
  }),
  bundle: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  offerId: z.number().int().nullable(),
  sampleId: z.number().int().nullable(),
  /** A Beauty Pass reward line: its reward and the points it costs (absent on other lines). */
  rewardId: z.number().int().optional(),
  points: z.number().int().optional(),
  clickAndCollectOnly: z.boolean(),
  problems: z.array(BagProblemSchema),
});
export type BagLine = z.infer<typeof BagLineSchema>;

export const PromoStateSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  kind: z.enum(['percent', 'amount', 'free_shipping', 'gift']),
  status: z.enum(['applied', 'applicable', 'ineligible']),
  /** Every condition that fails now, each with its figures (empty when it applies). */
  reasons: z.array(ExplanationSchema),
  /** What it takes off the bag as it is. */
  discount: amount,
});
export type PromoState = z.infer<typeof PromoStateSchema>;

export const GiftOfferStateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  active: z.boolean(),
  reasons: z.array(ExplanationSchema),
  maxChoices: z.number().int(),
  chosen: z.array(z.object({ variantId: z.number().int(), quantity: z.number().int() })),
});
export type GiftOfferState = z.infer<typeof GiftOfferStateSchema>;

/** GET cart/ and the answer of every change: the whole bag, priced by `priceBag`. */
export const PricedBagSchema = z.object({
  lines: z.array(BagLineSchema),
  promo: PromoStateSchema.nullable(),
  totals: z.object({
    subtotal: amount,
    discount: amount,
    staffDiscount: amount,
    codeDiscount: amount,
    shipping: amount,
    tax: amount,
    taxPercent: z.number(),
    beforeTax: amount,
    total: amount,
    currency: z.string(),
  }),
  pointsToEarn: z.number().int(),
  /** The points the rewards in the bag cost, and the member's points that can be redeemed now. */
  rewards: z.object({ points: z.number().int(), available: z.number().int() }),
  freeShipping: z.object({
    threshold: amount,
    remaining: amount,
    /** Why shipping is free, or null when the fee applies. */
    reason: z.enum(['threshold', 'gold', 'code', 'collect', 'empty']).nullable(),
  }),
  samples: z.object({ max: z.number().int(), chosen: z.number().int() }),
  gifts: z.array(GiftOfferStateSchema),
  count: z.number().int(),
  checkoutBlocked: z.boolean(),
  /** The shopper sees staff prices (staff accounts). */
  staff: z.boolean(),
  /** The request was a retry of a change already made: nothing changed this time. */
  replayed: z.boolean().optional(),
});
export type PricedBag = z.infer<typeof PricedBagSchema>;

/** GET cart/bag/: what the mini-bag shows. */
export const MiniBagSchema = z.object({
  lines: z.array(
    BagLineSchema.pick({
      id: true,
      kind: true,
      quantity: true,
      amount: true,
      points: true,
      product: true,
      bundle: true,
    }),
  ),
  count: z.number().int(),
  subtotal: amount,
  total: amount,
  currency: z.string(),
  checkoutBlocked: z.boolean(),
});
export type MiniBag = z.infer<typeof MiniBagSchema>;

/** Headers of a change: the `Idempotency-Key` makes a retry safe. */
export const ChangeKeySchema = IdempotencyKeySchema.optional();

export const LinePathSchema = z.object({ id: IdParamSchema });

/** PATCH cart/line-items/{id}. Above the line's limit is refused with the limit's message. */
export const LineQuantitySchema = z.object({ quantity: z.number().int().min(1).max(99) });

/** POST cart/wishlist-moves/: move a line's product to the wish list, out of the bag, in one step. */
export const WishlistMoveSchema = z.object({ lineId: IdSchema });

/** POST cart/discount-coupon/: one code; longer than any code is a bad field, not a lookup. */
export const CouponSchema = z.object({
  code: text(MAX_CODE_LENGTH, { min: 1 }),
});
export const CouponPathSchema = z.object({ id: IdParamSchema });

/** GET cart/offers: the promo wallet, every code this shopper may see on the site, with its state now. */
export const OffersSchema = z.object({ offers: z.array(PromoStateSchema) });
export type Offers = z.infer<typeof OffersSchema>;

export const SampleSchema = z.object({
  id: z.number().int(),
  variantId: z.number().int(),
  product: BagLineSchema.shape.product,
  maxCount: z.number().int(),
  chosen: z.number().int(),
  fullyRedeemed: z.boolean(),
});

/** GET cart/samples: the site's samples and the shopper's choice. */
export const SamplesSchema = z.object({
  max: z.number().int(),
  chosen: z.number().int(),
  samples: z.array(SampleSchema),
});
export type Samples = z.infer<typeof SamplesSchema>;

/** POST cart/samples: the whole choice (it replaces the previous one); an empty list clears it. */
export const SampleChoiceSchema = z.object({
  samples: z
    .array(z.object({ sampleId: IdSchema, quantity: z.number().int().min(1).max(MAX_SAMPLES) }))
    .max(MAX_SAMPLES)
    .superRefine(eachOnce('sampleId')),
});

export const GiftOfferPathSchema = z.object({ id: IdParamSchema });

/** GET multiple-gwps/{id}: one gift-with-purchase offer, its gifts and the shopper's choice. */
export const GiftOfferSchema = GiftOfferStateSchema.extend({
  gifts: z.array(
    z.object({
      variantId: z.number().int(),
      product: BagLineSchema.shape.product,
      available: z.boolean(),
    }),
  ),
});
export type GiftOffer = z.infer<typeof GiftOfferSchema>;

/** POST multiple-gwps/{id}: the whole choice for the offer, 0 to its maximum in all. */
export const GiftChoiceSchema = z.object({
  gifts: z
    .array(z.object({ variantId: IdSchema, quantity: z.number().int().min(0).max(6) }))
    .max(20)
    .superRefine(eachOnce('variantId')),
});

/** GET cart/bundles: the site's bundles with their price and items. */
export const BundlesSchema = z.object({
  bundles: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      price: amount,
      /** The items' shelf prices together: what the bundle saves against. */
      value: amount,
      items: z.array(
        z.object({ variantId: z.number().int(), product: BagLineSchema.shape.product }),
      ),
    }),
  ),
});
export type Bundles = z.infer<typeof BundlesSchema>;

/** POST cart/bundles/: add a bundle (all its items as one group). */
export const BundleAddSchema = z.object({
  bundleId: IdSchema,
  quantity: z.number().int().min(1).max(6).default(1),
});

/**
 * POST cart/preview-change: what a change would lose, before it is made (the gift-removal
 * warning): `priceBag` run on the bag as it would be.
 */
export const PreviewChangeSchema = z.object({
  lineId: IdSchema,
  /** The new quantity; 0 for removing the line. */
  quantity: z.number().int().min(0).max(99),
});
export const PreviewSchema = z.object({
  /** Gift offers that would stop applying, with their titles. */
  gifts: z.array(z.object({ id: z.number().int(), title: z.string() })),
  /** The applied code would stop applying. */
  promo: z.object({ code: z.string() }).nullable(),
  /** Shipping would stop being free. */
  freeShipping: z.boolean(),
  /** The samples would go (the bag would hold no merchandise). */
  samples: z.boolean(),
  /** Other items of the same bundle that would be removed with the line. */
  bundle: z.object({ name: z.string(), items: z.number().int() }).nullable(),
});
export type Preview = z.infer<typeof PreviewSchema>;
