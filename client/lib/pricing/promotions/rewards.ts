import { rewardReasons, type RewardReason } from '../../loyalty/reward-rules';
import { managedLine } from '../managed-line';
import type { LineProblem, PricedBag, PricedLine, PricingShopper, RewardInput } from '../types';
import type { LaneContext } from './lane-context';

/**
 * Beauty Pass rewards, lane 4 (docs/business-rules.md "Rewards", "Promotions"): zero-price
 * lines for their points. The eligibility is the one reward rule (`rewardReasons`), each of its
 * reasons a blocking problem of the line: a redemption is never clamped to the balance, the
 * shopper removes a reward instead. A reward chosen before any product is shown at once, with
 * its points, and the problem that it needs a product to ride on (a redemption that vanished
 * would look lost).
 */

/** A reward's reason as its line's problem. */
export function rewardProblem(reason: RewardReason): LineProblem {
  switch (reason.code) {
    case 'members_only':
      return { code: 'reward_members_only' };
    case 'tier_locked':
      return { code: 'reward_tier', tier: reason.tier };
    case 'fully_redeemed':
      return { code: 'reward_fully_redeemed' };
    case 'not_enough_points':
      return { code: 'reward_points_short', missing: reason.missing };
  }
}

/** Every problem of a reward's line; `inBagPoints` is what the rewards before it cost. */
export function rewardProblems(
  reward: RewardInput,
  claim: {
    shopper: PricingShopper;
    available: number;
    inBagPoints: number;
    hasMerchandise: boolean;
  },
): LineProblem[] {
  const { shopper } = claim;
  const reasons = rewardReasons(reward, {
    member: shopper.kind === 'member',
    tier: shopper.tier,
    available: claim.available,
    inBagPoints: claim.inBagPoints,
  });
  return [
    ...(claim.hasMerchandise ? [] : [{ code: 'reward_needs_products' } as const]),
    ...reasons.map(rewardProblem),
  ];
}

/** The rewards chosen, in order, each counting the points of those before it. */
export function rewardLane(context: LaneContext): {
  rewards: PricedBag['rewards'];
  lines: PricedLine[];
} {
  const { bag, shopper } = context.input;
  const rewards = context.input.rewards ?? [];
  const available = shopper.kind === 'member' ? (shopper.points ?? 0) : 0;
  const lines: PricedLine[] = [];
  let points = 0;
  for (const choice of bag.rewards ?? []) {
    const reward = rewards.find((candidate) => candidate.id === choice.rewardId);
    if (!reward) continue;
    const problems = rewardProblems(reward, {
      shopper,
      available,
      inBagPoints: points,
      hasMerchandise: context.hasMerchandise,
    });
    points += reward.points;
    lines.push({
      ...managedLine('reward', `reward:${reward.id}`, reward.variantId, 1, { problems }),
      rewardId: reward.id,
      points: reward.points,
    });
  }
  return { rewards: { points, available }, lines };
}
