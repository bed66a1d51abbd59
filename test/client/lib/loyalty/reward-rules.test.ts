import { describe, expect, it } from 'vitest';
import {
  rewardReasons,
  rewardState,
  type Redeemer,
  type RewardFacts,
} from '../../../../client/lib/loyalty/reward-rules';

const REWARD: RewardFacts = { points: 300, stock: 5, minTier: null };
const WHITE: Redeemer = { member: true, tier: 'white', available: 1000, inBagPoints: 0 };

describe('rewardReasons', () => {
  it('has none for a member who can have the reward', () => {
    expect(rewardReasons(REWARD, WHITE)).toEqual([]);
  });

  it("lists every reason, in the bag's order, with the points missing", () => {
    expect(
      rewardReasons(
        { points: 300, stock: 0, minTier: 'black' },
        { ...WHITE, available: 100, inBagPoints: 50 },
      ),
    ).toEqual([
      { code: 'tier_locked', tier: 'black' },
      { code: 'fully_redeemed' },
      { code: 'not_enough_points', missing: 250 },
    ]);
  });

  it("does not ask a guest's tier", () => {
    expect(
      rewardReasons(
        { points: 300, stock: 1, minTier: 'gold' },
        { member: false, tier: null, available: 0, inBagPoints: 0 },
      ),
    ).toEqual([{ code: 'members_only' }, { code: 'not_enough_points', missing: 300 }]);
  });

  it('ranks Pink with White, below Black', () => {
    expect(rewardReasons({ ...REWARD, minTier: 'white' }, { ...WHITE, tier: 'pink' })).toEqual([]);
    expect(rewardReasons({ ...REWARD, minTier: 'gold' }, { ...WHITE, tier: 'black' })).toEqual([
      { code: 'tier_locked', tier: 'gold' },
    ]);
  });

  it('counts the rewards already in the bag against the balance, to the point', () => {
    expect(rewardReasons(REWARD, { ...WHITE, available: 500, inBagPoints: 200 })).toEqual([]);
    expect(rewardReasons(REWARD, { ...WHITE, available: 500, inBagPoints: 201 })).toEqual([
      { code: 'not_enough_points', missing: 1 },
    ]);
  });
});

describe('rewardState', () => {
  const facts = { tier: 'white' as const, available: 1000, inBagPoints: 0, inBag: false };

  it('is members only for a guest, whatever else is true', () => {
    expect(
      rewardState({ points: 9000, stock: 0, minTier: 'gold' }, { ...facts, tier: null }),
    ).toEqual({ state: 'members_only', missing: 0 });
  });

  it('is in the bag before any other reason', () => {
    expect(rewardState({ ...REWARD, stock: 0 }, { ...facts, inBag: true })).toEqual({
      state: 'in_bag',
      missing: 0,
    });
  });

  it('takes fully redeemed before tier locked, and tier locked before points short', () => {
    const all = { points: 3000, stock: 0, minTier: 'black' as const };
    expect(rewardState(all, facts)).toEqual({ state: 'fully_redeemed', missing: 0 });
    expect(rewardState({ ...all, stock: 1 }, facts)).toEqual({ state: 'tier_locked', missing: 0 });
    expect(rewardState({ ...all, stock: 1, minTier: null }, facts)).toEqual({
      state: 'not_enough_points',
      missing: 2000,
    });
  });

  it('is available when nothing stands in the way', () => {
    expect(rewardState(REWARD, { ...facts, inBagPoints: 700 })).toEqual({
      state: 'available',
      missing: 0,
    });
  });
});
