import type { Reason } from '../../client/lib/pricing/types';
import type { AddRejection } from './add-to-bag';
import type { BagSnapshot, SnapshotInput } from './snapshot';
import { ownerColumn, ownerValue, type Owner } from '../db/owner';

/** The bag's changes, their refusals and how one is decided (./changes.ts runs them). */

export type BagChange =
  | { kind: 'quantity'; lineId: number; quantity: number }
  | { kind: 'remove'; lineId: number }
  | { kind: 'apply_code'; code: string }
  | { kind: 'remove_code'; promotionId: number }
  | { kind: 'samples'; samples: readonly { sampleId: number; quantity: number }[] }
  | { kind: 'gifts'; offerId: number; gifts: readonly { variantId: number; quantity: number }[] }
  | { kind: 'add_bundle'; bundleId: number; quantity: number }
  | { kind: 'move_to_wishlist'; lineId: number };

export type ChangeRefusal =
  | { code: 'line_not_found' }
  | { code: 'limit'; rejection: AddRejection }
  | { code: 'promotion_invalid'; reasons: readonly Reason[]; appliedCode?: string }
  | { code: 'promotion_not_applied' }
  | { code: 'sample_not_found' }
  | { code: 'samples_unavailable' }
  | { code: 'too_many_samples'; max: number }
  | { code: 'offer_not_found' }
  | { code: 'offer_inactive'; reasons: readonly Reason[] }
  | { code: 'too_many_gifts'; max: number }
  | { code: 'gift_unavailable' }
  | { code: 'bundle_not_found' }
  | { code: 'bundle_line' }
  | { code: 'wishlist_full' }
  | { code: 'key_reused' };

export interface ChangeContext extends Omit<SnapshotInput, 'owner'> {
  owner: Owner;
  idempotencyKey?: string;
}

export type Decision =
  | { refusal: ChangeRefusal }
  | {
      /** The change; the key is forgotten when the last of these wrote nothing (unless keepKey). */
      writes: D1PreparedStatement[];
      /** Guards run after the writes: each fails the batch when a rule is broken. */
      checks?: D1PreparedStatement[];
      /** A replacing write (samples, gifts) is done even when it changed no row. */
      keepKey?: boolean;
    };

/**
 * What a bag change is decided with (../changes.ts): the change, the bag as read, and the
 * statement helpers every decision writes with.
 */
export interface Deciding<K extends BagChange['kind']> {
  db: D1Database;
  context: ChangeContext;
  change: Extract<BagChange, { kind: K }>;
  snapshot: BagSnapshot;
  col: 'device_id' | 'account_id';
  who: string | number;
  country: ChangeContext['country'];
  /** The request's instant, as stored. */
  now: string;
  lines: BagSnapshot['pricing']['bag']['lines'];
  sql: (text: string, ...values: unknown[]) => D1PreparedStatement;
}

export function decidingOf<K extends BagChange['kind']>(
  db: D1Database,
  context: ChangeContext,
  change: Extract<BagChange, { kind: K }>,
  snapshot: BagSnapshot,
): Deciding<K> {
  return {
    db,
    context,
    change,
    snapshot,
    col: ownerColumn(context.owner),
    who: ownerValue(context.owner),
    country: context.country,
    now: context.now.toISOString(),
    lines: snapshot.pricing.bag.lines,
    sql: (text, ...values) => db.prepare(text).bind(...values),
  };
}

/** A guard after a bundle write: a bundle line beyond its item's stock fails the batch. */
export function stockCheck(
  db: D1Database,
  col: string,
  who: string | number,
  country: string,
  bundleId: number,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE cart_lines SET quantity = 0
       WHERE ${col} = ?1 AND country = ?2 AND bundle_id = ?3
         AND quantity > COALESCE((SELECT stock FROM variant_offers WHERE variant_id = cart_lines.variant_id AND country = ?2), 0)`,
    )
    .bind(who, country, bundleId);
}
