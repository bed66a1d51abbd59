import type { Tier } from '../../client/lib/commerce-rules';
import { rewardState, type RewardState } from '../../client/lib/loyalty/reward-rules';
import { bagSnapshotQuery, type BagSnapshot, type SnapshotInput } from '../bag/snapshot';
import { runGuardedChange } from '../db/guarded-change';
import { accountOwner } from '../db/owner';
import { inBagPointsOf, putRewardInBag, rewardRowsReading, type RewardRows } from '../bag/rewards';

/**
 * A member puts a Beauty Pass reward in their bag (docs/business-rules.md#rewards): one guarded
 * change (../db/guarded-change.ts). The reward's state is decided by `rewardState` from the
 * rewards and the balance read with the request's key; one that fits is written once (one of
 * each reward: the table's key) and answered with the bag as it now is. The bag re-checks the
 * points at every read and the ledger at placement, so two tabs adding rewards at once cannot
 * spend more than the balance: the second finds its line blocked, never a clamped redemption.
 */

export interface RedeemInput {
  /** A guest's account is -1: every reward answers `members_only`, and nothing is written. */
  bag: SnapshotInput & { accountId: number };
  tier: Tier | null;
  rewardId: number;
  idempotencyKey?: string;
}

export type RedeemOutcome =
  | { kind: 'in_bag' | 'replayed'; snapshot: BagSnapshot }
  | { kind: 'not_found' }
  | { kind: 'key_reused' }
  | {
      kind: 'refused';
      state: Exclude<RewardState, 'available' | 'in_bag'>;
      missing: number;
      minTier: Tier | null;
    };

export function redeemReward(db: D1Database, input: RedeemInput): Promise<RedeemOutcome> {
  const { bag } = input;
  const snapshotAfter = () => bagSnapshotQuery(db, bag);
  return runGuardedChange<RewardRows, RedeemOutcome>({
    db,
    now: bag.now,
    key:
      input.idempotencyKey && input.tier !== null
        ? {
            scope: 'reward',
            owner: accountOwner(bag.accountId),
            key: input.idempotencyKey,
            bodyHash: `add:${bag.country}:${input.rewardId}`,
          }
        : null,
    read: () => rewardRowsReading(db, bag, bag.accountId),
    replay: async () => {
      const query = snapshotAfter();
      return { kind: 'replayed', snapshot: query.read(await db.batch(query.statements)) };
    },
    reused: () => ({ kind: 'key_reused' }),
    decide: ({ rows, available }) => {
      const reward = rows.find((row) => row.id === input.rewardId);
      if (!reward) return { answer: { kind: 'not_found' } };
      const inBagPoints = inBagPointsOf(rows);
      const { state, missing } = rewardState(
        { points: reward.points, stock: reward.stock, minTier: reward.min_tier },
        { tier: input.tier, available, inBagPoints, inBag: reward.in_bag === 1 },
      );
      if (state !== 'available' && state !== 'in_bag')
        return { answer: { kind: 'refused', state, missing, minTier: reward.min_tier } };
      const after = snapshotAfter();
      return {
        write: {
          changes: [putRewardInBag(db, bag, input.rewardId, bag.now)],
          // Already in the bag: nothing written, and still the answer.
          keepKey: true,
          after: after.statements,
          answer: (results) => ({ kind: 'in_bag', snapshot: after.read(results.after) }),
        },
      };
    },
    lostRace: () => false,
    exhausted: () => {
      throw new Error('reward redemption kept losing races');
    },
  });
}
