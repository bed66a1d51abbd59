import { failedConstraint } from '../db/constraint-error';
import { runGuardedChange } from '../db/guarded-change';
import {
  decidingOf,
  type BagChange,
  type ChangeContext,
  type ChangeRefusal,
  type Decision,
} from './change-types';
import { decideBundle } from './decisions/bundles';
import { decideCode, decideRemoveCode } from './decisions/code';
import { decideGifts } from './decisions/gifts';
import { decideMoveToWishlist, decideQuantity, decideRemove } from './decisions/lines';
import { decideSamples } from './decisions/samples';
import { bagSnapshotQuery, type BagSnapshot, type SnapshotInput } from './snapshot';

export type { BagChange, ChangeContext, ChangeRefusal } from './change-types';

/**
 * Every change to the bag but "add to bag" (./add-to-bag.ts): quantities, removal, the promo code,
 * samples, gifts, bundles and moving a line to the wish list.
 *
 * Each change is one guarded change (../db/guarded-change.ts, docs/architecture.md):
 * 1. read the bag (the snapshot `priceBag` reads) and the request's idempotency key in one batch;
 *    a key seen before answers the bag as it is (a retry), or a refusal if it named another change;
 * 2. decide from that state, with the same rules the bag is priced by, whether the change is
 *    allowed, and why not (a refusal with the figures its message names);
 * 3. write it in one D1 batch (one transaction): the key, the change, and again the rules as
 *    guards inside the statements, then the bag as it now is. A guard that fails sets a
 *    quantity to 0, which the tables' CHECKs refuse, so the whole batch rolls back: nothing is
 *    half-written. The key is kept only when the change wrote something (`changes()`), so a
 *    change refused by a race can be retried with the same key;
 * 4. when the write failed because the state changed since step 1 (a parallel request), decide
 *    again from the new state (at most three times). Only those failures (`isLostRace`): any
 *    other constraint would fail the same way again, so it is thrown at once (a 500, reported).
 */

export type ChangeOutcome =
  | { kind: 'changed' | 'replayed'; snapshot: BagSnapshot }
  | { kind: 'refused'; refusal: ChangeRefusal };

/** What a request was, so the same key with another request is refused. */
export function fingerprint(change: BagChange): string {
  return `${change.kind}:${JSON.stringify(change)}`.slice(0, 200);
}

/** Applies one change (see the file comment), as one guarded change (../db/guarded-change.ts). */
export function changeBag(
  db: D1Database,
  context: ChangeContext,
  change: BagChange,
): Promise<ChangeOutcome> {
  const snapshotInput: SnapshotInput = {
    ...context,
    code: change.kind === 'apply_code' ? change.code : undefined,
  };
  return runGuardedChange<BagSnapshot, ChangeOutcome>({
    db,
    now: context.now,
    key: context.idempotencyKey
      ? {
          scope: 'bag',
          owner: context.owner,
          key: context.idempotencyKey,
          bodyHash: fingerprint(change),
        }
      : null,
    read: () => bagSnapshotQuery(db, snapshotInput),
    replay: (snapshot) => ({ kind: 'replayed', snapshot }),
    reused: () => ({ kind: 'refused', refusal: { code: 'key_reused' } }),
    decide: async (snapshot) => {
      const decision = await decide(db, context, change, snapshot);
      if ('refusal' in decision) return { answer: { kind: 'refused', refusal: decision.refusal } };
      const after = bagSnapshotQuery(db, { ...snapshotInput, code: undefined });
      const checks = decision.checks ?? [];
      return {
        write: {
          changes: decision.writes,
          keepKey: decision.keepKey,
          after: [...checks, ...after.statements],
          answer: (results) => ({
            kind: 'changed',
            snapshot: after.read(results.after.slice(checks.length)),
          }),
        },
      };
    },
    lostRace: isLostRace,
    exhausted: () => {
      throw new Error('bag change kept losing races');
    },
  });
}

/**
 * Whether a change's batch failed because a parallel request changed the bag since it was read:
 * a guard set a quantity to 0 (the quantity CHECKs) or to NULL (a sample or gift gone: NOT NULL),
 * (the same key recorded meanwhile is the guarded change's own race).
 */
export function isLostRace(error: unknown): boolean {
  const failed = failedConstraint(error);
  if (!failed) return false;
  switch (failed.kind) {
    case 'CHECK':
      return /^quantity BETWEEN\b/.test(failed.detail);
    case 'NOT NULL':
      return /^\w+\.quantity$/.test(failed.detail);
    default:
      return false;
  }
}

/** Decides a change from the bag as read: a refusal, or the guarded writes (./decisions/). */
function decide(
  db: D1Database,
  context: ChangeContext,
  change: BagChange,
  snapshot: BagSnapshot,
): Decision | Promise<Decision> {
  switch (change.kind) {
    case 'quantity':
      return decideQuantity(decidingOf(db, context, change, snapshot));
    case 'remove':
      return decideRemove(decidingOf(db, context, change, snapshot));
    case 'move_to_wishlist':
      return decideMoveToWishlist(decidingOf(db, context, change, snapshot));
    case 'apply_code':
      return decideCode(db, context, change.code, snapshot);
    case 'remove_code':
      return decideRemoveCode(decidingOf(db, context, change, snapshot));
    case 'samples':
      return decideSamples(decidingOf(db, context, change, snapshot));
    case 'gifts':
      return decideGifts(decidingOf(db, context, change, snapshot));
    case 'add_bundle':
      return decideBundle(decidingOf(db, context, change, snapshot));
  }
}
