import { z } from 'zod';
import { PricedBagSchema } from './bag-contract';
import { ProductCardSchema } from './catalogue-contract';
import { IdempotencyKeySchema, IdParamSchema, IdSchema } from './ids';

/**
 * The shopper's own lists and bag count: wish list, waitlist, launch reminders, and the minimal bag
 * behind "add to bag". All are kept per device (the `device-id` cookie) until sign-in adopts them.
 * The client imports the types only.
 */

const id = IdSchema;

/** GET wishlist/ and the answer of PUT wishlist: every wished product id, newest first, and the cards of those sold on the site. */
export const WishlistSchema = z.object({
  productIds: z.array(z.number().int()),
  items: z.array(ProductCardSchema),
});
export type Wishlist = z.infer<typeof WishlistSchema>;

/** PUT wishlist: wish a product, or not. Doing it twice is doing it once. */
export const WishlistUpdateSchema = z.object({ productId: id, wished: z.boolean() });
export type WishlistUpdate = z.infer<typeof WishlistUpdateSchema>;

export const WaitlistItemSchema = z.object({
  variantId: z.number().int(),
  productId: z.number().int(),
  since: z.string(),
  product: ProductCardSchema,
});

/** GET waitlist/ and the answer of PATCH waitlist/{variantId}: the variants the device waits for on the site. */
export const WaitlistSchema = z.object({
  variantIds: z.array(z.number().int()),
  items: z.array(WaitlistItemSchema),
});
export type Waitlist = z.infer<typeof WaitlistSchema>;

/** PATCH waitlist/{variantId}: join (`true`) or leave (`false`) the waitlist of a variant. */
export const WaitlistUpdateSchema = z.object({ waitlisted: z.boolean() });
export const WaitlistPathSchema = z.object({ variantId: IdParamSchema });

/** GET notification-subscription/ and the answer of POST …/subscribe: products with a launch reminder on the site. */
export const RemindersSchema = z.object({ productIds: z.array(z.number().int()) });
export type Reminders = z.infer<typeof RemindersSchema>;

/** POST notification-subscription/subscribe: remind me of this product's launch. */
export const ReminderSubscribeSchema = z.object({ productId: id });

/**
 * POST cart/line-items/: add `quantity` of a variant to the bag line (creating it). The
 * `Idempotency-Key` header, or `idempotencyKey` in the body, makes retries safe: a key seen
 * before adds nothing again and answers the bag as it is.
 */
export const BagLineAddSchema = z.object({
  variantId: id,
  quantity: z.number().int().min(1).max(99).default(1),
  idempotencyKey: IdempotencyKeySchema.optional(),
});
export type BagLineAdd = z.input<typeof BagLineAddSchema>;

export const BagLineAddedSchema = z.object({
  line: z.object({ variantId: z.number().int(), quantity: z.number().int() }),
  /** Items in the bag now (the header count). */
  count: z.number().int(),
  /** The request was a retry of one already applied: nothing was added this time. */
  replayed: z.boolean(),
  /** The whole bag as it now is, priced (every change of the bag answers it). */
  bag: PricedBagSchema,
});
export type BagLineAdded = z.infer<typeof BagLineAddedSchema>;

/** GET cart/items-count/: items in the bag (the sum of the lines' quantities). */
export const BagCountSchema = z.object({ count: z.number().int() });
export type BagCount = z.infer<typeof BagCountSchema>;
