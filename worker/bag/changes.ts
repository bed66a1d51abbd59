import {
  lineLimitBreach,
  MAX_LINE_QUANTITY,
  withinLineLimitsSql,
} from '../../client/lib/commerce-rules';
import { priceBag } from '../../client/lib/pricing/price-bag';
import { MAX_SAMPLES } from '../../client/lib/pricing/rules';
import type { Reason } from '../../client/lib/pricing/types';
import type { AddRejection } from './add-to-bag';
import { failedConstraint } from '../db/constraint-error';
import { bagSnapshotQuery, type BagSnapshot, type SnapshotInput } from './snapshot';
import { runGuardedChange } from '../db/guarded-change';
import { ownerColumn, ownerValue, type Owner } from '../db/owner';
import { MAX_LIST_ITEMS, wishWithinCapStatement } from '../shoppers/lists';

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

export type ChangeOutcome =
  | { kind: 'changed' | 'replayed'; snapshot: BagSnapshot }
  | { kind: 'refused'; refusal: ChangeRefusal };

export interface ChangeContext extends Omit<SnapshotInput, 'owner'> {
  owner: Owner;
  idempotencyKey?: string;
}

/** What a request was, so the same key with another request is refused. */
export function fingerprint(change: BagChange): string {
  return `${change.kind}:${JSON.stringify(change)}`.slice(0, 200);
}

type Decision =
  | { refusal: ChangeRefusal }
  | {
      /** The change; the key is forgotten when the last of these wrote nothing (unless keepKey). */
      writes: D1PreparedStatement[];
      /** Guards run after the writes: each fails the batch when a rule is broken. */
      checks?: D1PreparedStatement[];
      /** A replacing write (samples, gifts) is done even when it changed no row. */
      keepKey?: boolean;
    };

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

async function decide(
  db: D1Database,
  context: ChangeContext,
  change: BagChange,
  snapshot: BagSnapshot,
): Promise<Decision> {
  const col = ownerColumn(context.owner);
  const who = ownerValue(context.owner);
  const { country } = context;
  const now = context.now.toISOString();
  const lines = snapshot.pricing.bag.lines;
  const sql = (text: string, ...values: unknown[]) => db.prepare(text).bind(...values);

  switch (change.kind) {
    case 'quantity': {
      const line = lines.find((candidate) => candidate.id === change.lineId);
      if (!line) return { refusal: { code: 'line_not_found' } };
      if (line.bundleId !== null) {
        const items = lines.filter((candidate) => candidate.bundleId === line.bundleId);
        const short = items.find((item) => item.stock < change.quantity);
        if (change.quantity > line.quantity && change.quantity > MAX_LINE_QUANTITY)
          return {
            refusal: { code: 'limit', rejection: { code: 'MAX_QUANTITY', max: MAX_LINE_QUANTITY } },
          };
        if (change.quantity > line.quantity && short)
          return {
            refusal: { code: 'limit', rejection: { code: 'NOT_ENOUGH_STOCK', stock: short.stock } },
          };
        return {
          writes: [
            sql(
              `UPDATE cart_lines SET quantity = ?4, updated_at = ?5
               WHERE ${col} = ?1 AND country = ?2 AND bundle_id = ?3`,
              who,
              country,
              line.bundleId,
              change.quantity,
              now,
            ),
          ],
          checks: [stockCheck(db, col, who, country, line.bundleId)],
        };
      }
      if (change.quantity > line.quantity) {
        const rejection = growthRejection(line, change.quantity, lines);
        if (rejection) return { refusal: { code: 'limit', rejection } };
      }
      // The guard: growing stays within every limit (the rule `lineLimitBreach`, as SQL from
      // the same constants); shrinking is always allowed.
      return {
        writes: [
          sql(
            `UPDATE cart_lines SET updated_at = ?5, quantity = CASE
               WHEN ?4 <= quantity THEN ?4
               WHEN ${growthWithinLimitsSql(col)} THEN ?4 ELSE 0 END
             WHERE id = ?3 AND ${col} = ?1 AND country = ?2 AND bundle_id IS NULL`,
            who,
            country,
            change.lineId,
            change.quantity,
            now,
          ),
        ],
      };
    }
    case 'remove': {
      const line = lines.find((candidate) => candidate.id === change.lineId);
      if (!line) return { refusal: { code: 'line_not_found' } };
      // A bundle is one group: removing one of its items removes the bundle.
      return {
        writes: [
          line.bundleId === null
            ? sql(
                `DELETE FROM cart_lines WHERE id = ?3 AND ${col} = ?1 AND country = ?2`,
                who,
                country,
                line.id,
              )
            : sql(
                `DELETE FROM cart_lines WHERE ${col} = ?1 AND country = ?2 AND bundle_id = ?3`,
                who,
                country,
                line.bundleId,
              ),
        ],
      };
    }
    case 'move_to_wishlist': {
      const line = lines.find((candidate) => candidate.id === change.lineId);
      if (!line) return { refusal: { code: 'line_not_found' } };
      if (line.bundleId !== null) return { refusal: { code: 'bundle_line' } };
      const wished = await db
        .prepare(
          `SELECT (SELECT COUNT(*) FROM wishlist_items WHERE ${col} = ?1) AS n,
                  EXISTS (SELECT 1 FROM wishlist_items WHERE ${col} = ?1 AND product_id = ?2) AS present`,
        )
        .bind(who, line.productId)
        .first<{ n: number; present: number }>();
      if (!wished?.present && (wished?.n ?? 0) >= MAX_LIST_ITEMS)
        return { refusal: { code: 'wishlist_full' } };
      return {
        writes: [
          wishWithinCapStatement(db, context.owner, line.productId, now),
          // The line leaves the bag only once the product is on the wish list.
          sql(
            `DELETE FROM cart_lines WHERE id = ?3 AND ${col} = ?1 AND country = ?2
               AND EXISTS (SELECT 1 FROM wishlist_items WHERE ${col} = ?1 AND product_id = ?4)`,
            who,
            country,
            line.id,
            line.productId,
          ),
        ],
      };
    }
    case 'apply_code':
      return decideCode(db, context, change.code, snapshot);
    case 'remove_code': {
      if (snapshot.pricing.bag.promotionId !== change.promotionId)
        return { refusal: { code: 'promotion_not_applied' } };
      return {
        writes: [
          sql(
            `DELETE FROM bag_promotions WHERE ${col} = ?1 AND country = ?2 AND promotion_id = ?3`,
            who,
            country,
            change.promotionId,
          ),
        ],
      };
    }
    case 'samples': {
      const total = change.samples.reduce((sum, sample) => sum + sample.quantity, 0);
      if (total > MAX_SAMPLES) return { refusal: { code: 'too_many_samples', max: MAX_SAMPLES } };
      const catalogue = snapshot.pricing.samples;
      const chosenBefore = new Set(snapshot.pricing.bag.samples.map((sample) => sample.sampleId));
      for (const choice of change.samples) {
        const sample = catalogue.find((candidate) => candidate.id === choice.sampleId);
        if (!sample) return { refusal: { code: 'sample_not_found' } };
        if (choice.quantity > sample.maxCount)
          return { refusal: { code: 'too_many_samples', max: sample.maxCount } };
        // A sample already chosen stays chosen when it runs out (the bag says so); a new one needs stock.
        if (sample.stock < choice.quantity && !chosenBefore.has(sample.id))
          return { refusal: { code: 'samples_unavailable' } };
      }
      return {
        writes: [
          sql(`DELETE FROM bag_samples WHERE ${col} = ?1 AND country = ?2`, who, country),
          ...change.samples.map((choice) =>
            // NULL (an unknown sample) or 0 (no stock for a new choice) fails the table's CHECKs.
            sql(
              `INSERT INTO bag_samples (${col}, country, sample_id, quantity)
               VALUES (?1, ?2, ?3, (SELECT CASE WHEN stock >= ?4 OR ?5 THEN ?4 ELSE 0 END FROM samples WHERE id = ?3 AND country = ?2))`,
              who,
              country,
              choice.sampleId,
              choice.quantity,
              chosenBefore.has(choice.sampleId) ? 1 : 0,
            ),
          ),
        ],
        keepKey: true,
      };
    }
    case 'gifts': {
      const priced = priceBag(snapshot.pricing);
      const offer = snapshot.pricing.giftOffers.find(
        (candidate) => candidate.id === change.offerId,
      );
      const evaluation = priced.giftOffers.find(
        (candidate) => candidate.offerId === change.offerId,
      );
      if (!offer || !evaluation) return { refusal: { code: 'offer_not_found' } };
      const total = change.gifts.reduce((sum, gift) => sum + gift.quantity, 0);
      if (total > 0 && !evaluation.active)
        return { refusal: { code: 'offer_inactive', reasons: evaluation.reasons } };
      if (total > offer.maxChoices)
        return { refusal: { code: 'too_many_gifts', max: offer.maxChoices } };
      for (const gift of change.gifts) {
        const item = offer.items.find((candidate) => candidate.variantId === gift.variantId);
        if (!item) return { refusal: { code: 'offer_not_found' } };
        if (item.stock < gift.quantity) return { refusal: { code: 'gift_unavailable' } };
      }
      return {
        writes: [
          sql(
            `DELETE FROM bag_gift_choices WHERE ${col} = ?1 AND country = ?2 AND offer_id = ?3`,
            who,
            country,
            offer.id,
          ),
          ...change.gifts
            .filter((gift) => gift.quantity > 0)
            .map((gift) =>
              sql(
                `INSERT INTO bag_gift_choices (${col}, country, offer_id, variant_id, quantity)
                 VALUES (?1, ?2, ?3, ?4, (SELECT CASE WHEN stock >= ?5 THEN ?5 ELSE 0 END FROM gift_offer_items WHERE offer_id = ?3 AND variant_id = ?4))`,
                who,
                country,
                offer.id,
                gift.variantId,
                gift.quantity,
              ),
            ),
        ],
        keepKey: true,
      };
    }
    case 'add_bundle': {
      const bundle = await db
        .prepare(
          `SELECT bo.price_minor, (SELECT COUNT(*) FROM bundle_items WHERE bundle_id = ?1) AS items,
                  (SELECT MIN(COALESCE(o.stock, 0)) FROM bundle_items bi
                     LEFT JOIN variant_offers o ON o.variant_id = bi.variant_id AND o.country = ?2
                     WHERE bi.bundle_id = ?1) AS stock
           FROM bundle_offers bo WHERE bo.bundle_id = ?1 AND bo.country = ?2`,
        )
        .bind(change.bundleId, country)
        .first<{ price_minor: number; items: number; stock: number }>();
      if (!bundle || bundle.items === 0) return { refusal: { code: 'bundle_not_found' } };
      const inBag = lines.find((line) => line.bundleId === change.bundleId)?.quantity ?? 0;
      const wanted = inBag + change.quantity;
      if (wanted > MAX_LINE_QUANTITY)
        return {
          refusal: { code: 'limit', rejection: { code: 'MAX_QUANTITY', max: MAX_LINE_QUANTITY } },
        };
      if (wanted > bundle.stock)
        return {
          refusal: { code: 'limit', rejection: { code: 'NOT_ENOUGH_STOCK', stock: bundle.stock } },
        };
      return {
        writes: [
          sql(
            `INSERT INTO cart_lines (${col}, country, variant_id, quantity, bundle_id, created_at, updated_at)
             SELECT ?1, ?2, bi.variant_id, ?4, bi.bundle_id, ?5, ?5 FROM bundle_items bi WHERE bi.bundle_id = ?3
             ON CONFLICT (${col}, country, bundle_id, variant_id) WHERE bundle_id IS NOT NULL DO UPDATE
               SET quantity = cart_lines.quantity + excluded.quantity, updated_at = excluded.updated_at`,
            who,
            country,
            change.bundleId,
            change.quantity,
            now,
          ),
        ],
        checks: [stockCheck(db, col, who, country, change.bundleId)],
      };
    }
  }
}

/**
 * SQL true when growing the `cart_lines` row being updated to `?4` keeps every line limit
 * (`withinLineLimitsSql`, the rule `lineLimitBreach` as SQL): ?1 is the owner, ?2 the country.
 */
function growthWithinLimitsSql(col: string): string {
  const brandOf =
    'SELECT p.brand_id FROM products p JOIN variants v ON v.product_id = p.id WHERE v.id = cart_lines.variant_id';
  return withinLineLimitsSql({
    inBag: 'quantity',
    quantity: '(?4 - quantity)',
    maxPerOrder: `(SELECT v.max_per_order FROM variants v WHERE v.id = cart_lines.variant_id)`,
    stock: `(SELECT COALESCE(o.stock, 0) FROM variants v LEFT JOIN variant_offers o
               ON o.variant_id = v.id AND o.country = ?2 WHERE v.id = cart_lines.variant_id)`,
    brandLimit: `(SELECT bl.max_per_order FROM brand_limits bl WHERE bl.country = ?2
                    AND bl.brand_id = (${brandOf}))`,
    brandInBag: `(SELECT SUM(l.quantity) FROM cart_lines l JOIN variants lv ON lv.id = l.variant_id
                    JOIN products lp ON lp.id = lv.product_id
                    WHERE l.${col} = ?1 AND l.country = ?2 AND lp.brand_id = (${brandOf}))`,
  });
}

/** Why growing a product line to `quantity` is refused, or null (the add's rules). */
function growthRejection(
  line: BagSnapshot['pricing']['bag']['lines'][number],
  quantity: number,
  lines: BagSnapshot['pricing']['bag']['lines'],
): AddRejection | null {
  if (line.purchasability === 'not_sold_here') return { code: 'NOT_AVAILABLE_IN_COUNTRY' };
  if (line.purchasability === 'sold_out') return { code: 'SOLD_OUT' };
  const brandInBag = lines
    .filter((candidate) => candidate.brandId === line.brandId)
    .reduce((sum, candidate) => sum + candidate.quantity, 0);
  const breach = lineLimitBreach({
    quantity: quantity - line.quantity,
    inBag: line.quantity,
    maxPerOrder: line.maxPerOrder,
    stock: line.stock,
    brandLimit: line.brandLimit,
    brandInBag,
  });
  if (breach?.code === 'BRAND_LIMIT') return { ...breach, brand: line.brandName };
  return breach;
}

/** A guard after a bundle write: a bundle line beyond its item's stock fails the batch. */
function stockCheck(
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

/**
 * Applying a code: matched exactly (case-sensitive, spec §5). A code that only matches when
 * case is ignored gets the `code_case_mismatch` hint, never the stored code. A code that would
 * apply while another is applied is refused with `one_per_order` (the shopper removes the
 * other first). Applying the code already applied changes nothing.
 */
async function decideCode(
  db: D1Database,
  context: ChangeContext,
  code: string,
  snapshot: BagSnapshot,
): Promise<Decision> {
  const { pricing } = snapshot;
  const promotion = pricing.promotions.find((candidate) => candidate.code === code);
  if (!promotion) {
    const folded = await db
      .prepare(
        `SELECT COUNT(*) AS n FROM promotions WHERE country = ?1 AND lower(code) = lower(?2)
           AND (account_id IS NULL OR account_id = ?3)`,
      )
      .bind(context.country, code, context.shopper.accountId ?? -1)
      .first<{ n: number }>();
    const reason: Reason =
      (folded?.n ?? 0) > 0 ? { code: 'code_case_mismatch' } : { code: 'not_found' };
    return { refusal: { code: 'promotion_invalid', reasons: [reason] } };
  }
  const applied = pricing.bag.promotionId;
  if (applied === promotion.id) return { writes: [] };
  const priced = priceBag({
    ...pricing,
    bag: { ...pricing.bag, promotionId: applied === null ? promotion.id : applied },
  });
  const evaluation =
    applied === null
      ? priced.promotion
      : priced.wallet.find((entry) => entry.promotionId === promotion.id);
  const reasons: Reason[] = (evaluation?.reasons ?? []).filter(
    (reason) => reason.code !== 'one_per_order',
  );
  if (applied !== null) reasons.push({ code: 'one_per_order' });
  const appliedCode = pricing.promotions.find((candidate) => candidate.id === applied)?.code;
  if (reasons.length > 0) return { refusal: { code: 'promotion_invalid', reasons, appliedCode } };
  const col = ownerColumn(context.owner);
  return {
    writes: [
      db
        .prepare(
          `INSERT INTO bag_promotions (${col}, country, promotion_id, applied_at) VALUES (?1, ?2, ?3, ?4)
           ON CONFLICT (${col}, country) DO NOTHING`,
        )
        .bind(ownerValue(context.owner), context.country, promotion.id, context.now.toISOString()),
    ],
  };
}
