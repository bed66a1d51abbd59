import { tierRank, type Tier } from '../commerce-rules';

/**
 * Whether a member can put a Beauty Pass reward in their bag now
 * (docs/business-rules.md#rewards), first reason wins, in the order a shopper wants to hear it.
 * The rewards tab shows each reward greyed with this reason; the API refuses an add with it.
 * The bag's pricing function re-checks at every read with the same reasons (`rewardReasons`:
 * there each is a blocking problem of the reward's line) and the ledger's CHECK at placement:
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

/**
 * The reward groups, in the order the tab shows them: the spec's "under 499 points, and 500
 * points and above", read as under 500 and from 500 (docs/business-rules.md#rewards).
 */
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

/** Who asks for a reward, as the reasons read them. */
export interface Redeemer {
  /** Only registered members redeem. */
  member: boolean;
  tier: Tier | null;
  available: number;
  /** Points the other rewards already counted against `available` cost. */
  inBagPoints: number;
}

export type RewardReason =
  | { code: 'members_only' }
  | { code: 'tier_locked'; tier: Tier }
  | { code: 'fully_redeemed' }
  | { code: 'not_enough_points'; missing: number };

/**
 * Every reason the reward cannot be had now, in the order the bag lists its lines' problems
 * (a guest's tier is not asked). The one rule of reward eligibility: `rewardState` takes the
 * first reason by its own order, the bag's rewards lane shows them all
 * (docs/business-rules.md "Rewards").
 */
export function rewardReasons(reward: RewardFacts, redeemer: Redeemer): RewardReason[] {
  const reasons: RewardReason[] = [];
  if (!redeemer.member) reasons.push({ code: 'members_only' });
  else if (reward.minTier && tierRank(redeemer.tier) < tierRank(reward.minTier))
    reasons.push({ code: 'tier_locked', tier: reward.minTier });
  if (reward.stock < 1) reasons.push({ code: 'fully_redeemed' });
  const missing = redeemer.inBagPoints + reward.points - redeemer.available;
  if (missing > 0) reasons.push({ code: 'not_enough_points', missing });
  return reasons;
}

/** After "members only" and "in the bag", the order a shopper wants to hear the rest. */
const STATE_ORDER = ['fully_redeemed', 'tier_locked', 'not_enough_points'] as const;

export function rewardState(
  reward: RewardFacts,
  member: RedeemerFacts,
): { state: RewardState; missing: number } {
  const reasons = rewardReasons(reward, { ...member, member: member.tier !== null });
  if (reasons.some((reason) => reason.code === 'members_only'))
    return { state: 'members_only', missing: 0 };
  if (member.inBag) return { state: 'in_bag', missing: 0 };
  for (const state of STATE_ORDER) {
    const reason = reasons.find((candidate) => candidate.code === state);
    if (reason) return { state, missing: reason.code === 'not_enough_points' ? reason.missing : 0 };
  }
  return { state: 'available', missing: 0 };
}
