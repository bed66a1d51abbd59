import { purchasability, type Tier } from './commerce-rules';

/**
 * The product button: ONE pure function decides which state
 * a product's button shows for one variant, for one shopper, at one moment. Whether the
 * variant can be bought is not decided here: `purchasability` (client/lib/commerce-rules.ts)
 * says so, as it does for the add-to-bag API and the JSON-LD; this module maps its verdict,
 * and what only the button knows (a pending add, the shopper's waitlist and reminders), to a
 * state:
 *
 * 1. `adding`: an add to bag is in flight. It can only start from `add_to_bag`, and the button
 *    keeps saying so until the answer comes, whatever else changes meanwhile (no flicker).
 * 2. Not sold in the shopper's country: `unavailable`. It can be neither bought, nor
 *    waitlisted, nor reminded of here.
 * 3. Not launched: `remind_me` until the shopper asks to be reminded, then `coming_soon`.
 * 4. Held for a tier the shopper is below: `priority_access`.
 * 5. Sold out: a limited product that sold out is gone for good, so it is `out_of_stock` (no
 *    waitlist); any other product offers `waitlist_me`, and once the shopper joined,
 *    `waitlisted`.
 * 6. Purchasable: `add_to_bag`.
 */

export const PRODUCT_BUTTON_STATES = [
  'add_to_bag',
  'adding',
  'out_of_stock',
  'waitlist_me',
  'waitlisted',
  'remind_me',
  'coming_soon',
  'priority_access',
  'unavailable',
] as const;
export type ProductButtonState = (typeof PRODUCT_BUTTON_STATES)[number];

export interface ProductButtonInput {
  /** The variant has an offer in the shopper's country. */
  availableInCountry: boolean;
  /** Units in stock in the shopper's country. */
  stock: number;
  /** A limited edition: once sold out it does not come back. */
  limited: boolean;
  /** The launch date, ISO 8601, or null when the product is launched. */
  launchAt: string | null;
  /** A priority-access window: only `tier` and above may buy before `until`. */
  priority: { tier: Tier; until: string } | null;
  /** The shopper's Beauty Pass tier; null for a guest. */
  shopperTier: Tier | null;
  /** The shopper is on this variant's waitlist. */
  waitlisted: boolean;
  /** The shopper asked to be reminded of this product's launch. */
  reminderSet: boolean;
  /** An add to bag of this variant is in flight. */
  adding: boolean;
  now: Date | number;
}

/** Which state the product button shows (the rules are in the file comment). */
export function productButtonState(input: ProductButtonInput): ProductButtonState {
  if (input.adding) return 'adding';
  const verdict = purchasability({
    stock: input.availableInCountry ? input.stock : null,
    launchAt: input.launchAt,
    priority: input.priority,
    shopperTier: input.shopperTier,
    now: input.now,
  });
  switch (verdict) {
    case 'not_sold_here':
      return 'unavailable';
    case 'not_launched':
      return input.reminderSet ? 'coming_soon' : 'remind_me';
    case 'priority_access':
      return 'priority_access';
    case 'sold_out':
      if (input.limited) return 'out_of_stock';
      return input.waitlisted ? 'waitlisted' : 'waitlist_me';
    case 'purchasable':
      return 'add_to_bag';
  }
}
