import { describe, expect, it } from 'vitest';
import {
  checkGiftOffer,
  checkPromotion,
  qualifies,
  type DiscountableLine,
} from '../../../../client/lib/pricing/eligibility';
import type { PricingShopper, PromotionInput } from '../../../../client/lib/pricing/types';
import { GUEST, giftOffer, line, member, NOW, promotion, STAFF } from './bag-fixtures';

/** Two discountable lines as the code lane sees them: S$40 of Solenne, S$15 of Maru. */
const LINES: DiscountableLine[] = [
  { index: 0, input: line({ id: 1, brandId: 1, categoryIds: [10, 1] }), amount: 4000 },
  {
    index: 1,
    input: line({ id: 2, brandId: 2, brandName: 'Maru', categoryIds: [20, 2] }),
    amount: 1500,
  },
];
const BRAND_NAMES = new Map([
  [1, 'Solenne'],
  [2, 'Maru'],
  [3, 'Kiso'],
]);

function check(
  overrides: Partial<PromotionInput>,
  context: {
    shopper?: PricingShopper;
    lines?: DiscountableLine[];
    now?: string;
    credit?: number;
  } = {},
) {
  return checkPromotion(promotion({ id: 1, ...overrides }), {
    lines: context.lines ?? LINES,
    shopper: context.shopper ?? member(),
    now: context.now ?? NOW,
    credit: context.credit ?? 0,
    brandNames: BRAND_NAMES,
  });
}

describe('qualifies', () => {
  const solenne = LINES[0].input;

  it('lets every line in when the code has no limit', () => {
    expect(qualifies(promotion({ id: 1 }), solenne)).toBe(true);
  });

  it('lets in a line of a named brand, product, or category (or one of its parents)', () => {
    expect(qualifies(promotion({ id: 1, brandIds: [1] }), solenne)).toBe(true);
    expect(qualifies(promotion({ id: 1, productIds: [solenne.productId] }), solenne)).toBe(true);
    expect(qualifies(promotion({ id: 1, categoryIds: [1] }), solenne)).toBe(true); // parent
    expect(qualifies(promotion({ id: 1, categoryIds: [10] }), solenne)).toBe(true);
  });

  it('keeps out a line that matches none of the limits', () => {
    expect(qualifies(promotion({ id: 1, brandIds: [2] }), solenne)).toBe(false);
    expect(qualifies(promotion({ id: 1, productIds: [999] }), solenne)).toBe(false);
    expect(qualifies(promotion({ id: 1, categoryIds: [2, 20] }), solenne)).toBe(false);
  });

  it('lets a line in when it matches any one of several limits', () => {
    expect(qualifies(promotion({ id: 1, brandIds: [2], categoryIds: [10] }), solenne)).toBe(true);
  });
});

describe('checkPromotion', () => {
  it('applies with no condition, to every line, with their amount together', () => {
    const result = check({});
    expect(result.reasons).toEqual([]);
    expect(result.eligible.map((l) => l.index)).toEqual([0, 1]);
    expect(result.eligibleAmount).toBe(5500);
  });

  it('counts only the lines a limited code lets in', () => {
    const result = check({ brandIds: [2] });
    expect(result.reasons).toEqual([]);
    expect(result.eligible.map((l) => l.index)).toEqual([1]);
    expect(result.eligibleAmount).toBe(1500);
  });

  it('names the brands a code asks for when no line qualifies', () => {
    const result = check({ brandIds: [2, 3] }, { lines: [LINES[0]] });
    expect(result.reasons).toEqual([{ code: 'no_eligible_items', brands: ['Maru', 'Kiso'] }]);
    expect(check({}, { lines: [] }).reasons).toEqual([{ code: 'no_eligible_items', brands: [] }]);
  });

  it('gives the minimum spend with what is there and what is missing (eligible lines only)', () => {
    // Maru only: 1500 of 2000 → 500 missing (the Solenne 4000 does not count).
    expect(check({ brandIds: [2], minSpend: 2000 }).reasons).toEqual([
      { code: 'min_spend', required: 2000, current: 1500, missing: 500 },
    ]);
    expect(check({ minSpend: 5500 }).reasons).toEqual([]); // exactly the minimum is enough
    expect(check({ minSpend: 5501 }).reasons).toEqual([
      { code: 'min_spend', required: 5501, current: 5500, missing: 1 },
    ]);
  });

  it('asks a guest to sign in for a code that needs an account', () => {
    for (const overrides of [
      { signInRequired: true },
      { firstOrderOnly: true },
      { oncePerCustomer: true },
      { minTier: 'black' as const },
    ]) {
      expect(check(overrides, { shopper: GUEST }).reasons, JSON.stringify(overrides)).toEqual([
        { code: 'sign_in_required' },
      ]);
      expect(check(overrides, { shopper: member({ tier: 'gold' }) }).reasons).toEqual([]);
    }
  });

  it('keeps a first-order code to members with no earlier order', () => {
    expect(
      check({ firstOrderOnly: true }, { shopper: member({ placedOrders: 0 }) }).reasons,
    ).toEqual([]);
    expect(
      check({ firstOrderOnly: true }, { shopper: member({ placedOrders: 1 }) }).reasons,
    ).toEqual([{ code: 'first_order_only' }]);
  });

  it('refuses a once-per-customer code the member already redeemed', () => {
    const shopper = member({ redeemedPromotionIds: [1] });
    expect(check({ oncePerCustomer: true }, { shopper }).reasons).toEqual([
      { code: 'already_redeemed' },
    ]);
    // The same member may use another once-per-customer code, and a code without the rule.
    expect(check({ id: 2, oncePerCustomer: true }, { shopper }).reasons).toEqual([]);
    expect(check({}, { shopper }).reasons).toEqual([]);
  });

  it('names the tier a code asks for', () => {
    expect(check({ minTier: 'black' }, { shopper: member({ tier: 'white' }) }).reasons).toEqual([
      { code: 'tier_required', tier: 'black' },
    ]);
    expect(check({ minTier: 'black' }, { shopper: member({ tier: 'black' }) }).reasons).toEqual([]);
  });

  it('is valid from its start (inclusive) to its end (exclusive), in any time zone', () => {
    // NOW is 2026-11-21 12:00 UTC, 20:00 in Singapore.
    const startsAt = '2026-11-21T20:00:00+08:00';
    expect(check({ startsAt }).reasons).toEqual([]);
    expect(check({ startsAt: '2026-11-21T20:00:01+08:00' }).reasons).toEqual([
      { code: 'not_started', startsAt: '2026-11-21T20:00:01+08:00' },
    ]);
    expect(check({ endsAt: '2026-11-21T20:00:01+08:00' }).reasons).toEqual([]);
    expect(check({ endsAt: '2026-11-21T20:00:00+08:00' }).reasons).toEqual([
      { code: 'expired', endedAt: '2026-11-21T20:00:00+08:00' },
    ]);
  });

  it('a service value is its day: before and after it, the reason names the day', () => {
    // Saturday 21 November in Singapore (NOW is 20:00 there).
    const day = { serviceValue: true, kind: 'amount' as const, value: 8000 };
    const today = { startsAt: '2026-11-20T16:00:00.000Z', endsAt: '2026-11-21T16:00:00.000Z' };
    expect(check({ ...day, ...today }).reasons).toEqual([]);
    const later = { startsAt: '2026-11-22T16:00:00.000Z', endsAt: '2026-11-23T16:00:00.000Z' };
    expect(check({ ...day, ...later }).reasons).toEqual([
      { code: 'redeemable_on', startsAt: later.startsAt },
    ]);
    const earlier = { startsAt: '2026-11-19T16:00:00.000Z', endsAt: '2026-11-20T16:00:00.000Z' };
    expect(check({ ...day, ...earlier }).reasons).toEqual([
      { code: 'redeemable_on', startsAt: earlier.startsAt },
    ]);
    // Withdrawn (its booking cancelled): an empty window on its day, and no use left.
    const withdrawn = { startsAt: today.startsAt, endsAt: today.startsAt, usageLimit: 0, used: 0 };
    expect(check({ ...day, ...withdrawn }).reasons).toEqual([
      { code: 'redeemable_on', startsAt: today.startsAt },
      { code: 'fully_redeemed' },
    ]);
    // Any other code keeps its own words.
    expect(check(later).reasons).toEqual([{ code: 'not_started', startsAt: later.startsAt }]);
  });

  it('is fully redeemed once its uses reach the cap', () => {
    expect(check({ usageLimit: 100, used: 99 }).reasons).toEqual([]);
    expect(check({ usageLimit: 100, used: 100 }).reasons).toEqual([{ code: 'fully_redeemed' }]);
    expect(check({ usageLimit: null, used: 10_000 }).reasons).toEqual([]);
  });

  it('refuses a gift code whose gift is out of stock', () => {
    expect(check({ kind: 'gift', giftVariantId: 9, giftStock: 1 }).reasons).toEqual([]);
    expect(check({ kind: 'gift', giftVariantId: 9, giftStock: 0 }).reasons).toEqual([
      { code: 'gift_out_of_stock' },
    ]);
  });

  it('refuses every code to a staff account, whose staff price already applies', () => {
    expect(check({}, { shopper: STAFF }).reasons).toEqual([{ code: 'staff_pricing' }]);
  });

  it('refuses a code that does not combine with credit only when credit is used', () => {
    expect(check({ excludesCredit: true }).reasons).toEqual([]);
    expect(check({ excludesCredit: true }, { credit: 1000 }).reasons).toEqual([
      { code: 'not_combinable_with_credit' },
    ]);
    expect(check({}, { credit: 1000 }).reasons).toEqual([]);
  });

  it('gives every failing condition, not the first, each with its figures', () => {
    const result = check(
      {
        firstOrderOnly: true,
        endsAt: '2026-11-01T00:00:00Z',
        usageLimit: 5,
        used: 5,
        minSpend: 9000,
        excludesCredit: true,
      },
      { shopper: GUEST, credit: 500 },
    );
    expect(result.reasons).toEqual([
      { code: 'sign_in_required' },
      { code: 'expired', endedAt: '2026-11-01T00:00:00Z' },
      { code: 'fully_redeemed' },
      { code: 'min_spend', required: 9000, current: 5500, missing: 3500 },
      { code: 'not_combinable_with_credit' },
    ]);
  });
});

describe('checkGiftOffer', () => {
  const context = { spend: 5000, shopper: member(), now: NOW };

  it('is active from its threshold on, and says what is missing below it', () => {
    expect(checkGiftOffer(giftOffer({ id: 1, threshold: 5000 }), context)).toEqual([]);
    expect(checkGiftOffer(giftOffer({ id: 1, threshold: 5001 }), context)).toEqual([
      { code: 'min_spend', required: 5001, current: 5000, missing: 1 },
    ]);
  });

  it('asks a guest to sign in for a members or tier offer, and checks the tier', () => {
    const guest = { ...context, shopper: GUEST };
    expect(checkGiftOffer(giftOffer({ id: 1, membersOnly: true }), guest)).toEqual([
      { code: 'sign_in_required' },
    ]);
    expect(checkGiftOffer(giftOffer({ id: 1, minTier: 'gold' }), guest)).toEqual([
      { code: 'sign_in_required' },
    ]);
    expect(checkGiftOffer(giftOffer({ id: 1, membersOnly: true }), context)).toEqual([]);
    expect(checkGiftOffer(giftOffer({ id: 1, minTier: 'gold' }), context)).toEqual([
      { code: 'tier_required', tier: 'gold' },
    ]);
  });

  it('keeps to its dates', () => {
    expect(checkGiftOffer(giftOffer({ id: 1, endsAt: NOW }), context)).toEqual([
      { code: 'expired', endedAt: NOW },
    ]);
    expect(checkGiftOffer(giftOffer({ id: 1, startsAt: '2026-12-01' }), context)).toEqual([
      { code: 'not_started', startsAt: '2026-12-01' },
    ]);
    expect(checkGiftOffer(giftOffer({ id: 1, startsAt: NOW }), context)).toEqual([]);
  });
});
