import { queryOptions } from '@tanstack/react-query';
import type { BagLine, PricedBag } from '../../api/bag-contract';
import type { Reward, Rewards } from '../../api/beauty-pass-contract';
import type { ApiClient } from '../../api/client';
import { withDevice, type Shopper } from '../../api/device';
import { queryKeys } from '../../api/query-keys';
import { rewardState } from '../../lib/loyalty/reward-rules';

/**
 * Beauty Pass rewards in the bag (the reward redemption tab, docs/business-rules.md#rewards):
 * the query of the rewards tab, the two changes, and the rewards' states as the bag stands now.
 */

type Site = { country: string; language: string };

/**
 * GET cart/beauty-pass-offers/: the site's rewards with the member's balance and each one's
 * state. Its key is under the bag's prefix (`queryKeys.bagRewards`), so a change of the bag in
 * another tab refreshes it with the rest of the bag's answers (./bag-sync.ts), and so does every
 * change made here (./use-bag-change.ts).
 */
export const bagRewardsKey = (site: Site) => queryKeys.bagRewards(site);

export const bagRewardsQuery = (api: ApiClient, site: Site) =>
  queryOptions({ queryKey: bagRewardsKey(site), queryFn: () => api.call('bagRewards') });

/**
 * The changes; each answers the whole priced bag. Neither takes an idempotency key: the API
 * makes both idempotent by themselves (one of each reward in a bag: a second add is the same
 * bag; removing what is gone answers the bag as it is), so a retry is always safe.
 */
export const rewardCalls = {
  add: (shopper: Shopper, rewardId: number) =>
    withDevice(shopper, () => shopper.api.call('addBagReward', { body: { rewardId } })),
  remove: (shopper: Shopper, rewardId: number) =>
    withDevice(shopper, () => shopper.api.call('removeBagReward', { params: { id: rewardId } })),
};

/** The reward line of `rewardId` in the bag, if it is there. */
export function rewardLine(bag: PricedBag, rewardId: number): BagLine | undefined {
  return bag.lines.find((line) => line.kind === 'reward' && line.rewardId === rewardId);
}

/** The bag without a reward line, at once (the answer replaces it): its points leave too. */
export function withoutReward(bag: PricedBag, line: BagLine): PricedBag {
  return {
    ...bag,
    lines: bag.lines.filter((candidate) => candidate.id !== line.id),
    rewards: { ...bag.rewards, points: Math.max(0, bag.rewards.points - (line.points ?? 0)) },
  };
}

/**
 * The rewards as the bag stands now. The list's states come from GET cart/beauty-pass-offers/,
 * but the bag changes first (a redemption answers the bag; a reward line removed on the bag
 * page changes the bag only): which rewards are in it, the points they hold and the balance
 * are read from the bag, and each state worked out again by the rule the API uses
 * (client/lib/loyalty/reward-rules.ts). What the bag cannot know (a reward fully redeemed)
 * stays as the API said, until its next answer.
 */
export function rewardsInBag(rewards: Rewards, bag: PricedBag): Rewards {
  if (!rewards.signedIn) return rewards;
  const available = bag.rewards.available;
  const inBagPoints = bag.rewards.points;
  return {
    ...rewards,
    available,
    inBagPoints,
    rewards: rewards.rewards.map((reward): Reward => ({
      ...reward,
      ...rewardState(
        {
          points: reward.points,
          minTier: reward.minTier,
          stock: reward.state === 'fully_redeemed' ? 0 : 1,
        },
        {
          tier: rewards.tier,
          available,
          inBagPoints,
          inBag: rewardLine(bag, reward.id) !== undefined,
        },
      ),
    })),
  };
}
