import type { PlaceOrder } from '../../client/api/order-contract';
import { FULFILMENT_OF } from '../../client/lib/orders/delivery';
import { attemptExpiry } from '../../client/lib/orders/payment-methods';
import { priceBag } from '../../client/lib/pricing/price-bag';
import { sha256Hex, tokenHash } from '../auth/secret-tokens';
import { bagSnapshotQuery, type BagSnapshot } from '../bag/snapshot';
import { failedConstraint } from '../db/constraint-error';
import { runGuardedChange } from '../db/guarded-change';
import { ownerColumn, ownerValue } from '../db/owner';
import { placementStatements, type PlaceContext } from './placement-statements';
import { newOrderNumber } from './order-number';
import { checkBag, checkRequest, type PlacementRefusal } from './placement-rules';

/**
 * Placing the bag as an order (docs/business-rules.md#placement), one guarded change
 * (../db/guarded-change.ts):
 *
 * 1. read, in one batch: the request's idempotency key, the bag's signature (its lines, code,
 *    samples and gifts as text) and the snapshot `priceBag` reads;
 * 2. decide: a key seen before replays its order (or is refused for another body); the bag is
 *    priced now and checked against what the shopper saw (stock, limits, the code, the total):
 *    a difference stops placement with the reason and the new total, never a silent change;
 * 3. write, in ONE batch (one transaction, all or nothing): a guard that the bag is still the
 *    one priced (its signature), for a first-order code a guard that the customer still has no
 *    order on any site, the order with its frozen cost summary and the bag's signature
 *    (unique: two tabs placing one bag make one order), its lines, the stock, samples, gifts and
 *    code use it takes (CHECKs refuse what is gone; keys refuse a second first-order code), its
 *    first payment attempt, the key, and the bag emptied;
 * 4. when the batch is refused (a race: the last unit sold, the bag changed, the other tab won)
 *    read again: the other tab's order is answered as this one's, anything else is decided
 *    again, so the loser gets one clear refusal. Only those constraints (`isLostRace`): any
 *    other would refuse the same batch again, so it is thrown at once (a 500, reported). The
 *    other tab's order is also this one's when the bag is found already empty and the same
 *    request was placed under another key a moment ago (a double click that made two keys):
 *    never "bag empty" for the order it made.
 *
 * The provider is called after this, outside the batch (./payments.ts): money never moves
 * inside a transaction that may roll back, and an order whose call never came back is expired
 * by the job like any unpaid one.
 */

export type { PlaceContext };

export type PlaceOutcome =
  | {
      kind: 'placed';
      orderId: number;
      number: string;
      accessToken: string;
      attemptId: number;
      /** What the first attempt asks the provider for, as the batch wrote it. */
      total: number;
      expiresAt: Date;
    }
  | { kind: 'replayed'; orderId: number; number: string }
  /**
   * Another key's order for this very bag, placed just now by this shopper (a double click, a
   * second tab): answered as this request's, so the page goes to the order, not to "bag empty".
   */
  | { kind: 'sibling'; orderId: number; number: string }
  | { kind: 'refused'; refusal: PlacementRefusal };

/**
 * How long after a placement the same request under another key is taken for its double: a
 * double click or a second tab is seconds apart; a shopper placing the same again later has
 * a new bag (and an empty one is refused as empty).
 */
export const SIBLING_WINDOW_MS = 2 * 60_000;

/**
 * What a placement request was, so the same key with another body is refused. The card's
 * number and code never enter it (not even hashed): its last four digits and expiry do.
 */
export function requestFingerprint(input: PlaceOrder): Promise<string> {
  const { card, ...rest } = input;
  const cardFacts = card
    ? { last4: card.number.slice(-4), expMonth: card.expMonth, expYear: card.expYear }
    : null;
  return sha256Hex(JSON.stringify({ ...rest, card: cardFacts }));
}

/** The bag as text, the same in the read and in the write's guard (SQLite reads it both times). */
function signatureSql(col: string): string {
  const owned = `${col} = ?1 AND country = ?2`;
  return `COALESCE((SELECT group_concat(id || ':' || variant_id || ':' || quantity || ':' || COALESCE(bundle_id, '-') || ':' || updated_at, ',' ORDER BY id)
              FROM cart_lines WHERE ${owned}), '')
    || '|' || COALESCE((SELECT promotion_id FROM bag_promotions WHERE ${owned}), '-')
    || '|' || COALESCE((SELECT group_concat(sample_id || ':' || quantity, ',' ORDER BY id) FROM bag_samples WHERE ${owned}), '')
    || '|' || COALESCE((SELECT group_concat(offer_id || ':' || variant_id || ':' || quantity, ',' ORDER BY id) FROM bag_gift_choices WHERE ${owned}), '')${
      // A member's rewards (a guest has none: bag_rewards has no device column).
      col === 'account_id'
        ? ` || '|' || COALESCE((SELECT group_concat(reward_id, ',' ORDER BY id) FROM bag_rewards WHERE ${owned}), '')`
        : ''
    }`;
}

export async function placeOrder(
  db: D1Database,
  context: PlaceContext,
  input: PlaceOrder,
): Promise<PlaceOutcome> {
  const { owner, country, now } = context;
  const col = ownerColumn(owner);
  const who = ownerValue(owner);
  const fingerprint = await requestFingerprint(input);
  const kind = input.delivery.kind;

  const storeOk =
    kind === 'click_and_collect' && input.delivery.storeId !== undefined
      ? (await db
          .prepare(
            `SELECT 1 AS ok FROM stores WHERE id = ?1 AND country = ?2 AND click_and_collect = 1`,
          )
          .bind(input.delivery.storeId, country)
          .first()) !== null
      : false;
  const checked = checkRequest({
    country,
    method: input.paymentMethod,
    card: input.card,
    kind,
    address: input.delivery.address,
    storeId: input.delivery.storeId,
    storeOk,
    now,
  });
  if ('refusal' in checked) return { kind: 'refused', refusal: checked.refusal };

  // The signature of the bag the last attempt tried to place: when another writer won the
  // race, its order for this very bag is this request's answer (the other tab's).
  let lostTo: string | null = null;
  return runGuardedChange<PlacementState, PlaceOutcome>({
    db,
    now,
    key: { scope: 'order', owner, key: context.idempotencyKey, bodyHash: fingerprint },
    read: () => placementReading(db, context, kind, fingerprint, lostTo),
    replay: async (_state, number) => {
      const order = await db
        .prepare(`SELECT id, number FROM orders WHERE number = ?1`)
        .bind(number)
        .first<{ id: number; number: string }>();
      if (!order) throw new Error('a placement key names no order');
      return { kind: 'replayed', orderId: order.id, number: order.number };
    },
    reused: () => ({ kind: 'refused', refusal: { code: 'key_reused' } }),
    decide: async (state) => {
      if (state.winner) return { answer: { kind: 'sibling', ...state.winner } };
      // An empty bag because this same request was just placed under another key: that order.
      if (state.snapshot.pricing.bag.lines.length === 0 && state.sibling)
        return { answer: { kind: 'sibling', ...state.sibling } };
      const priced = priceBag(state.snapshot.pricing);
      const refusal = checkBag(priced, state.snapshot.pricing, kind, input.expectedTotal);
      if (refusal) return { answer: { kind: 'refused', refusal } };

      const bagSignature = await sha256Hex(`${country}|${who}|${state.signatureText}`);
      lostTo = bagSignature;
      // A member's codes are theirs whatever e-mail they type; a guest's go by the e-mail given.
      const emailKey = state.accountEmailKey ?? input.contact.email.toLowerCase();
      const number = newOrderNumber(country);
      const accessToken = await context.accessTokenFor(number);
      const statements = await placementStatements(db, {
        context,
        input,
        snapshot: state.snapshot,
        priced,
        address: checked.address,
        signatureSql: signatureSql(col),
        signatureText: state.signatureText,
        bagSignature,
        emailKey,
        number,
        accessHash: await tokenHash(accessToken),
        accessToken,
      });
      return {
        write: {
          changes: statements,
          keepKey: true,
          storedAnswer: number,
          answer: ({ changes }) => {
            const attemptRow = changes.at(-1)?.results[0] as { id: number } | undefined;
            const orderRow = changes.at(-2)?.results[0] as { id: number } | undefined;
            if (!attemptRow || !orderRow) throw new Error('placement did not answer its order');
            return {
              kind: 'placed',
              orderId: orderRow.id,
              number,
              accessToken,
              attemptId: attemptRow.id,
              total: priced.totals.total,
              expiresAt: attemptExpiry(input.paymentMethod, now),
            };
          },
        },
      };
    },
    lostRace: isLostRace,
    // Three races lost in a row without a winner to answer: the bag kept changing under us.
    exhausted: () => ({ kind: 'refused', refusal: { code: 'bag_changed' } }),
  });
}

interface PlacementState {
  /** The other writer's order for the bag this request lost its race with. */
  winner: { orderId: number; number: string } | null;
  /** This shopper's placement of the same request on this site a moment ago. */
  sibling: { orderId: number; number: string } | null;
  signatureText: string;
  accountEmailKey: string | null;
  snapshot: BagSnapshot;
}

/** What a placement is decided from, in one batch (with the key: ../db/guarded-change.ts). */
function placementReading(
  db: D1Database,
  context: PlaceContext,
  kind: PlaceOrder['delivery']['kind'],
  fingerprint: string,
  lostTo: string | null,
) {
  const { owner, country, now } = context;
  const col = ownerColumn(owner);
  const who = ownerValue(owner);
  const query = bagSnapshotQuery(db, {
    owner,
    shopper: context.shopper,
    country,
    language: context.language,
    now,
    fulfilment: FULFILMENT_OF[kind],
  });
  return {
    statements: [
      db
        .prepare(`SELECT id, number FROM orders WHERE bag_signature = ?1 AND ${col} = ?2`)
        .bind(lostTo, who),
      db
        .prepare(
          `SELECT o.id, o.number FROM request_keys r JOIN orders o ON o.number = r.answer
           WHERE r.scope = 'order' AND r.${col} = ?1 AND r.body_hash = ?2 AND r.created_at >= ?3
             AND o.country = ?4
           ORDER BY r.id DESC LIMIT 1`,
        )
        .bind(who, fingerprint, new Date(now.getTime() - SIBLING_WINDOW_MS).toISOString(), country),
      db.prepare(`SELECT ${signatureSql(col)} AS text`).bind(who, country),
      db
        .prepare(`SELECT email_key FROM accounts WHERE id = ?1`)
        .bind(context.shopper.kind === 'member' ? (context.shopper.accountId ?? -1) : -1),
      ...query.statements,
    ],
    read: ([winner, sibling, signature, email, ...snapshot]: D1Result[]): PlacementState => {
      const orderOf = (result: D1Result) => {
        const row = result.results[0] as { id: number; number: string } | undefined;
        return row ? { orderId: row.id, number: row.number } : null;
      };
      return {
        winner: orderOf(winner),
        sibling: orderOf(sibling),
        signatureText: (signature.results[0] as { text: string }).text,
        accountEmailKey: (email.results[0] as { email_key: string } | undefined)?.email_key ?? null,
        snapshot: query.read(snapshot),
      };
    },
  };
}

/** The counts a concurrent placement or change takes below zero: the CHECKs that say so. */
const RACE_CHECKS = [
  /^ok = 1$/, // batch_guards: the bag changed since it was priced
  /^(stock|gift_stock|products|available|pending|reserved) >= 0$/, // sold, given or spent meanwhile
  /^used_count >= 0 AND /, // the code's last use taken meanwhile
];
/**
 * The keys another placement can take first: this bag's order, its number, the key, a code's
 * one use, the customer's first order (on any site).
 */
const RACE_KEYS = [
  'orders.bag_signature',
  'orders.number',
  'promotion_redemptions.',
  'first_order_claims.',
];

/**
 * Whether the placement's batch failed because another writer got there first (README
 * "Checkout, orders and payments"); anything else would fail the same batch again.
 */
export function isLostRace(error: unknown): boolean {
  const failed = failedConstraint(error);
  if (failed?.kind === 'CHECK') return RACE_CHECKS.some((check) => check.test(failed.detail));
  if (failed?.kind === 'UNIQUE') return RACE_KEYS.some((key) => failed.detail.startsWith(key));
  return false;
}
