/**
 * The product button (spec §2 "Product button states"): ONE pure function decides which state
 * a product's button shows for one variant, for one shopper, at one moment.
 *
 * The rules, first match wins:
 *
 * 1. `adding`: an add to bag is in flight. It can only start from `add_to_bag`, and the button
 *    keeps saying so until the answer comes, whatever else changes meanwhile (no flicker).
 * 2. `unavailable`: the variant is not sold in the shopper's country at all ("the variant is
 *    not available for your country"). Nothing else matters: it can be neither bought, nor
 *    waitlisted, nor reminded of here.
 * 3. A launch in the future (`now < launchAt`): `remind_me` until the shopper asks to be
 *    reminded, then `coming_soon`. Before its launch nobody can buy a product, whatever their
 *    tier, so the launch comes before priority access and stock.
 * 4. `priority_access`: the product is reserved for a tier until `priority.until`
 *    (`now < until`) and the shopper is below that tier. Tiers rank pink < white < black <
 *    gold; a guest has no tier and is below every tier. Once the date passes, everybody can
 *    buy. A shopper at or above the tier falls through to the stock rules.
 * 5. No stock in the country (`stock <= 0`): a limited product that sold out is gone for good,
 *    so it is `out_of_stock` (no waitlist); any other product offers `waitlist_me`, and once
 *    the shopper joined, `waitlisted`.
 * 6. Otherwise `add_to_bag`.
 *
 * Dates are ISO 8601 strings; a date that does not parse is treated as absent (no launch, no
 * priority window), so a bad row never hides a product behind a button nobody can press.
 */

export const TIERS = ['pink', 'white', 'black', 'gold'] as const;
export type Tier = (typeof TIERS)[number];

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

/** The rank of a tier (pink 0 … gold 3); a guest ranks below every tier. */
export function tierRank(tier: Tier | null): number {
  return tier === null ? -1 : TIERS.indexOf(tier);
}

function time(value: string | null | undefined): number | null {
  if (!value) return null;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}

/** Which state the product button shows (the rules are in the file comment). */
export function productButtonState(input: ProductButtonInput): ProductButtonState {
  const now = typeof input.now === 'number' ? input.now : input.now.getTime();
  if (input.adding) return 'adding';
  if (!input.availableInCountry) return 'unavailable';

  const launch = time(input.launchAt);
  if (launch !== null && now < launch) return input.reminderSet ? 'coming_soon' : 'remind_me';

  const until = time(input.priority?.until);
  if (
    input.priority &&
    until !== null &&
    now < until &&
    tierRank(input.shopperTier) < tierRank(input.priority.tier)
  )
    return 'priority_access';

  if (input.stock <= 0) {
    if (input.limited) return 'out_of_stock';
    return input.waitlisted ? 'waitlisted' : 'waitlist_me';
  }
  return 'add_to_bag';
}
