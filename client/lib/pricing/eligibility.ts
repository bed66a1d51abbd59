import { tierRank, ruleTime, type Tier } from '../commerce-rules';
import type { BagLineInput, GiftOfferInput, PricingShopper, PromotionInput, Reason } from './types';

/**
 * Whether a promotion or a gift offer applies to the bag, as the list of every condition that
 * fails with its figures: all reasons, not the first; the missing amount, not a yes or no
 * (docs/business-rules.md#promo-codes). An empty list means it applies. Pure: the bag's lanes
 * call these with the amounts the earlier lanes left.
 */

/** A line as the code lane sees it: its amount after lanes 1 and 2. */
export interface DiscountableLine {
  /** The line's position in the bag. */
  index: number;
  input: BagLineInput;
  /** After the staff lane (equal to the base when there is no staff price). */
  amount: number;
}

/** Window conditions in a fixed order: not yet started, then ended. */
function windowReasons(startsAt: string | null, endsAt: string | null, now: string): Reason[] {
  const at = ruleTime(now) ?? Date.now();
  const start = ruleTime(startsAt);
  const end = ruleTime(endsAt);
  if (start !== null && at < start) return [{ code: 'not_started', startsAt: startsAt! }];
  if (end !== null && at >= end) return [{ code: 'expired', endedAt: endsAt! }];
  return [];
}

function tierReasons(minTier: Tier | null, shopper: PricingShopper): Reason[] {
  if (minTier === null || shopper.kind === 'guest') return [];
  return tierRank(shopper.tier) >= tierRank(minTier)
    ? []
    : [{ code: 'tier_required', tier: minTier }];
}

/** Whether a line is one the promotion's product, brand and category limits let in. */
export function qualifies(promotion: PromotionInput, line: BagLineInput): boolean {
  const limited =
    promotion.brandIds.length + promotion.categoryIds.length + promotion.productIds.length > 0;
  if (!limited) return true;
  return (
    promotion.brandIds.includes(line.brandId) ||
    promotion.productIds.includes(line.productId) ||
    line.categoryIds.some((id) => promotion.categoryIds.includes(id))
  );
}

export interface PromotionCheck {
  reasons: Reason[];
  /** The lines the code may discount, and their amount together. */
  eligible: DiscountableLine[];
  eligibleAmount: number;
}

/**
 * A promotion against the bag. `lines` are the counted, discountable product lines (lanes 1–2
 * done); `brandNames` names the brands a limited code asks for, so the reason can say them.
 */
export function checkPromotion(
  promotion: PromotionInput,
  context: {
    lines: readonly DiscountableLine[];
    shopper: PricingShopper;
    now: string;
    credit: number;
    brandNames: ReadonlyMap<number, string>;
  },
): PromotionCheck {
  const { shopper } = context;
  const reasons: Reason[] = [];
  const needsAccount =
    promotion.signInRequired ||
    promotion.firstOrderOnly ||
    promotion.oncePerCustomer ||
    promotion.minTier !== null;
  // A guest's first order or earlier use cannot be known: those codes ask to sign in.
  if (needsAccount && shopper.kind === 'guest') reasons.push({ code: 'sign_in_required' });
  const window = windowReasons(promotion.startsAt, promotion.endsAt, context.now);
  // A service value is its booking's day: before and after, the reason names that day.
  if (promotion.serviceValue && window.length > 0 && promotion.startsAt !== null)
    reasons.push({ code: 'redeemable_on', startsAt: promotion.startsAt });
  else reasons.push(...window);
  if (promotion.usageLimit !== null && promotion.used >= promotion.usageLimit)
    reasons.push({ code: 'fully_redeemed' });
  if (promotion.kind === 'gift' && promotion.giftStock <= 0)
    reasons.push({ code: 'gift_out_of_stock' });
  reasons.push(...tierReasons(promotion.minTier, shopper));
  if (promotion.firstOrderOnly && shopper.kind === 'member' && shopper.placedOrders > 0)
    reasons.push({ code: 'first_order_only' });
  if (
    promotion.oncePerCustomer &&
    shopper.kind === 'member' &&
    shopper.redeemedPromotionIds.includes(promotion.id)
  )
    reasons.push({ code: 'already_redeemed' });
  if (shopper.isEmployee) reasons.push({ code: 'staff_pricing' });

  const eligible = context.lines.filter((line) => qualifies(promotion, line.input));
  const eligibleAmount = eligible.reduce((sum, line) => sum + line.amount, 0);
  if (eligible.length === 0) {
    const brands = promotion.brandIds
      .map((id) => context.brandNames.get(id))
      .filter((name): name is string => name !== undefined);
    reasons.push({ code: 'no_eligible_items', brands });
  } else if (promotion.minSpend !== null && eligibleAmount < promotion.minSpend) {
    reasons.push({
      code: 'min_spend',
      required: promotion.minSpend,
      current: eligibleAmount,
      missing: promotion.minSpend - eligibleAmount,
    });
  }
  if (promotion.excludesCredit && context.credit > 0)
    reasons.push({ code: 'not_combinable_with_credit' });
  return { reasons, eligible, eligibleAmount };
}

/** A gift-with-purchase offer against the bag; `spend` is the trigger's spend after discounts. */
export function checkGiftOffer(
  offer: GiftOfferInput,
  context: { spend: number; shopper: PricingShopper; now: string },
): Reason[] {
  const reasons: Reason[] = [];
  if ((offer.membersOnly || offer.minTier !== null) && context.shopper.kind === 'guest')
    reasons.push({ code: 'sign_in_required' });
  reasons.push(...windowReasons(offer.startsAt, offer.endsAt, context.now));
  reasons.push(...tierReasons(offer.minTier, context.shopper));
  if (context.spend < offer.threshold)
    reasons.push({
      code: 'min_spend',
      required: offer.threshold,
      current: context.spend,
      missing: offer.threshold - context.spend,
    });
  return reasons;
}
