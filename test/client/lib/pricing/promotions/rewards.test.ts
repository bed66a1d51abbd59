import { describe, expect, it } from 'vitest';
import {
  rewardLane,
  rewardProblem,
  rewardProblems,
} from '../../../../../client/lib/pricing/promotions/rewards';
import type { RewardInput } from '../../../../../client/lib/pricing/types';
import { GUEST, line, member, pricingInput } from '../bag-fixtures';
import { laneContext } from './lane-fixtures';

const REWARD: RewardInput = { id: 1, variantId: 901, points: 400, stock: 3, minTier: null };

describe('rewardProblem', () => {
  it("names each reason as the line's problem, with its figures", () => {
    expect(rewardProblem({ code: 'members_only' })).toEqual({ code: 'reward_members_only' });
    expect(rewardProblem({ code: 'tier_locked', tier: 'gold' })).toEqual({
      code: 'reward_tier',
      tier: 'gold',
    });
    expect(rewardProblem({ code: 'fully_redeemed' })).toEqual({ code: 'reward_fully_redeemed' });
    expect(rewardProblem({ code: 'not_enough_points', missing: 7 })).toEqual({
      code: 'reward_points_short',
      missing: 7,
    });
  });
});

describe('rewardProblems', () => {
  const claim = { shopper: member(), available: 1000, inBagPoints: 0, hasMerchandise: true };

  it('has none for a member who can have the reward on an order', () => {
    expect(rewardProblems(REWARD, claim)).toEqual([]);
  });

  it('says first that it needs a product to ride on, then every reason of the reward rule', () => {
    expect(
      rewardProblems(
        { ...REWARD, stock: 0, minTier: 'black' },
        { ...claim, hasMerchandise: false, inBagPoints: 700 },
      ),
    ).toEqual([
      { code: 'reward_needs_products' },
      { code: 'reward_tier', tier: 'black' },
      { code: 'reward_fully_redeemed' },
      { code: 'reward_points_short', missing: 100 },
    ]);
  });

  it("does not ask a guest's tier", () => {
    expect(
      rewardProblems({ ...REWARD, minTier: 'gold' }, { ...claim, shopper: GUEST, available: 0 }),
    ).toEqual([{ code: 'reward_members_only' }, { code: 'reward_points_short', missing: 400 }]);
  });
});

describe('rewardLane', () => {
  const rewards: RewardInput[] = [REWARD, { ...REWARD, id: 2, variantId: 902, points: 300 }];
  const input = (points: number) =>
    pricingInput('sg', {
      shopper: member({ points }),
      rewards,
      bag: {
        lines: [line({ id: 1 })],
        rewards: [{ rewardId: 2 }, { rewardId: 9 }, { rewardId: 1 }],
      },
    });

  it('adds the chosen rewards in order, each counting the points of those before it', () => {
    const lane = rewardLane(laneContext(input(500)));
    expect(lane.rewards).toEqual({ points: 700, available: 500 });
    expect(lane.lines.map(({ id, points, problems }) => ({ id, points, problems }))).toEqual([
      { id: 'reward:2', points: 300, problems: [] },
      { id: 'reward:1', points: 400, problems: [{ code: 'reward_points_short', missing: 200 }] },
    ]);
  });

  it("counts a guest's points as none", () => {
    const guest = { ...input(500), shopper: { ...GUEST, points: 500 } };
    expect(rewardLane(laneContext(guest)).rewards).toEqual({ points: 700, available: 0 });
  });
});
