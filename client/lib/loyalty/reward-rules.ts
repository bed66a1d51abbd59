import { tierRank, type Tier } from '../commerce-rules';

/**
 * Whether a member can put a Beauty Pass reward in their bag now (spec §6 member-only
 * redemption, §9 reward groups; COMMERCE.md "Beauty Pass"), first reason wins, in the order a
 * shopper wants to hear it. The rewards tab shows each reward greyed with this reason; the API
 * refuses an add with it. The bag's pricing function re-checks at every read (a reward whose
 * points no longer fit is a blocking problem of its line) and the ledger's CHECK at placement:
 * this is the friendly first answer, not the guard.
 */

export const REWARD_STATES = [
  'available',
  'in_bag',
  'members_only',
  'fully_redeemed',
  'tier_locked',
  'not_enough_points',
] as const;
export type RewardState = (typeof REWARD_STATES)[number];

/** Spec §9: "under 499 points, and 500 points and above", in the order the tab shows them. */
export const REWARD_GROUPS = ['under_500', 'from_500'] as const;
export const REWARD_GROUP_LIMIT = 500;
export type RewardGroup = (typeof REWARD_GROUPS)[number];
export const rewardGroup = (points: number): RewardGroup =>
  points < REWARD_GROUP_LIMIT ? 'under_500' : 'from_500';

export interface RewardFacts {
  points: number;
  stock: number;
  minTier: Tier | null;
}

export interface RedeemerFacts {
  /** null for a guest: only registered members redeem. */
  tier: Tier | null;
  available: number;
  /** Points the rewards already in the bag cost. */
  inBagPoints: number;
  inBag: boolean;
}

export function rewardState(
  reward: RewardFacts,
  member: RedeemerFacts,
): { state: RewardState; missing: number } {
  if (member.tier === null) return { state: 'members_only', missing: 0 };
  if (member.inBag) return { state: 'in_bag', missing: 0 };
  if (reward.stock < 1) return { state: 'fully_redeemed', missing: 0 };
  if (reward.minTier && tierRank(member.tier) < tierRank(reward.minTier))
    return { state: 'tier_locked', missing: 0 };
  const missing = member.inBagPoints + reward.points - member.available;
  if (missing > 0) return { state: 'not_enough_points', missing };
  return { state: 'available', missing: 0 };
}
