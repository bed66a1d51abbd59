import { describe, expect, it } from 'vitest';
import { priceBag } from '../../../../client/lib/pricing/price-bag';
import type { RewardInput } from '../../../../client/lib/pricing/types';
import { GUEST, line, member, pricingInput } from './bag-fixtures';

/**
 * Beauty Pass rewards in the pricing function: zero-price lines for their points,
 * members only, riding on an order; whatever keeps a reward from the member is a blocking
 * problem of its line (never a clamped redemption), and the bag says what the rewards cost.
 */

const REWARDS: RewardInput[] = [
  { id: 1, variantId: 901, points: 400, stock: 10, minTier: null },
  { id: 2, variantId: 902, points: 300, stock: 10, minTier: null },
  { id: 3, variantId: 903, points: 100, stock: 0, minTier: null },
  { id: 4, variantId: 904, points: 100, stock: 10, minTier: 'black' },
];

const ITEM = line({ id: 1, unitPrice: 5000 });

function price(
  chosen: number[],
  options: { points?: number; tier?: 'white' | 'black'; guest?: boolean; empty?: boolean } = {},
) {
  return priceBag(
    pricingInput('sg', {
      shopper: options.guest
        ? GUEST
        : member({ tier: options.tier ?? 'white', points: options.points ?? 1000 }),
      rewards: REWARDS,
      bag: {
        lines: options.empty ? [] : [ITEM],
        rewards: chosen.map((rewardId) => ({ rewardId })),
      },
    }),
  );
}

const rewardLines = (bag: ReturnType<typeof priceBag>) =>
  bag.lines.filter((item) => item.kind === 'reward');

describe('rewards in the bag', () => {
  it('are zero-price lines that cost their points and change no money figure', () => {
    const without = price([]);
    const bag = price([1]);
    expect(rewardLines(bag)).toEqual([
      expect.objectContaining({
        id: 'reward:1',
        variantId: 901,
        quantity: 1,
        amount: 0,
        tax: 0,
        rewardId: 1,
        points: 400,
        problems: [],
      }),
    ]);
    expect(bag.totals).toEqual(without.totals);
    expect(bag.rewards).toEqual({ points: 400, available: 1000 });
    expect(bag.checkoutBlocked).toBe(false);
  });

  it('block checkout when the points no longer fit, naming what is missing, never clamping', () => {
    const bag = price([1, 2], { points: 500 });
    const [first, second] = rewardLines(bag);
    expect(first.problems).toEqual([]);
    expect(second.problems).toEqual([{ code: 'reward_points_short', missing: 200 }]);
    expect(bag.rewards).toEqual({ points: 700, available: 500 });
    expect(bag.checkoutBlocked).toBe(true);
  });

  it("block checkout for a fully redeemed reward and one above the member's tier", () => {
    expect(rewardLines(price([3]))[0].problems).toEqual([{ code: 'reward_fully_redeemed' }]);
    expect(rewardLines(price([4]))[0].problems).toEqual([{ code: 'reward_tier', tier: 'black' }]);
    expect(rewardLines(price([4], { tier: 'black' }))[0].problems).toEqual([]);
    expect(price([3]).checkoutBlocked).toBe(true);
  });

  it('are for members only, and ride only on an order with merchandise', () => {
    expect(rewardLines(price([1], { guest: true }))[0].problems).toContainEqual({
      code: 'reward_members_only',
    });
    // Chosen before any product: shown at once with its points, waiting for a product.
    const alone = price([1], { empty: true });
    expect(rewardLines(alone)).toEqual([
      expect.objectContaining({
        id: 'reward:1',
        points: 400,
        problems: [{ code: 'reward_needs_products' }],
      }),
    ]);
    expect(alone.rewards).toEqual({ points: 400, available: 1000 });
    expect(alone.checkoutBlocked).toBe(true);
    // A guest has no points to spend.
    expect(price([], { guest: true }).rewards).toEqual({ points: 0, available: 0 });
  });
});
