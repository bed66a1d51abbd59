import type { PaymentEvent } from '../../client/api/order-contract';
import type { CancelReason, PaymentAxis, RiskAxis } from '../../client/lib/orders/display-state';
import { RETRY_MINUTES } from '../../client/lib/orders/payment-methods';
import { isConstraintError } from '../db/constraint-error';
import { paidOrderStatements } from '../loyalty/order-spend';
import type { PaymentProvider } from '../payments/provider';
import { holdStatements } from './holds';
import { transitionBagStatements } from './rebag';
import { foldEvents, settle, type AttemptStatus } from './settlement';
import { fromSql, transition, TRANSITIONS, type TransitionName } from './transitions';

/**
 * Applying the provider's word to an order (docs/business-rules.md#callbacks-and-reconciliation):
 * record the event once (its id is the key), then recompute the attempt's outcome from all its
 * events and move the attempt and the order compare-and-set, with the order's holds in the same
 * batch. Every path that learns something about a payment comes through here: a callback, the
 * provider's synchronous answer to a card, and reconciliation ("check payment status").
 */

/** Records an event; false when it was seen before (a replay: nothing more to do). */
export async function recordEvent(
  db: D1Database,
  event: PaymentEvent,
  now: Date,
): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO payment_events (event_id, psp_reference, type, amount_minor, currency, decline_code, occurred_at, received_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) ON CONFLICT (event_id) DO NOTHING`,
    )
    .bind(
      event.id,
      event.pspReference,
      event.type,
      event.amount,
      event.currency,
      event.declineCode ?? null,
      event.occurredAt,
      now.toISOString(),
    )
    .run();
  return result.meta.changes === 1;
}

interface AttemptRow {
  id: number;
  order_id: number;
  attempt_no: number;
  status: AttemptStatus;
  amount_minor: number;
  currency: string;
  latest_no: number;
  o_status: 'placed' | 'cancelled';
  cancel_reason: CancelReason | null;
  payment: PaymentAxis;
  risk: RiskAxis;
}

export type SettleResult =
  | { kind: 'unknown' }
  | {
      kind: 'settled';
      orderId: number;
      transition: TransitionName | null;
      moved: boolean;
      mismatched: number;
    };

/**
 * Recomputes one attempt from its events and moves its order. A transition whose
 * compare-and-set changed no row lost a race with another writer between this read and its
 * write (the expiry job cancelling the order a payment was just paying: found by the ledger's
 * property test): the attempt is read and settled again, once, from the state the winner left,
 * so the money is never left recorded on an order that did not move (here: a late payment,
 * which takes the holds again or is refunded). A replay that changes nothing reads once more and
 * stops.
 */
export async function settleAttempt(
  db: D1Database,
  provider: PaymentProvider,
  pspReference: string,
  now: Date,
): Promise<SettleResult> {
  const first = await settleOnce(db, provider, pspReference, now);
  if (
    first.kind === 'settled' &&
    first.transition &&
    !first.moved &&
    first.transition !== 'late_refund'
  )
    return settleOnce(db, provider, pspReference, now);
  return first;
}

async function settleOnce(
  db: D1Database,
  provider: PaymentProvider,
  pspReference: string,
  now: Date,
): Promise<SettleResult> {
  const [attemptResult, eventsResult] = await db.batch([
    db
      .prepare(
        `SELECT a.id, a.order_id, a.attempt_no, a.status, a.amount_minor, a.currency,
           (SELECT MAX(attempt_no) FROM payment_attempts WHERE order_id = a.order_id) AS latest_no,
           o.status AS o_status, o.cancel_reason, o.payment, o.risk
         FROM payment_attempts a JOIN orders o ON o.id = a.order_id
         WHERE a.psp_reference = ?1`,
      )
      .bind(pspReference),
    db
      .prepare(
        `SELECT event_id AS id, type, amount_minor AS amount, currency, decline_code AS declineCode
         FROM payment_events WHERE psp_reference = ?1 ORDER BY occurred_at, id`,
      )
      .bind(pspReference),
  ]);
  const attempt = attemptResult.results[0] as AttemptRow | undefined;
  // An event for a payment we never started (or whose answer we have not stored yet): kept,
  // and applied when the attempt learns its reference (placement settles right after).
  if (!attempt) return { kind: 'unknown' };
  const fold = foldEvents(eventsResult.results as unknown as Parameters<typeof foldEvents>[0], {
    amount: attempt.amount_minor,
    currency: attempt.currency,
  });
  const plan = settle(
    {
      status: attempt.o_status,
      cancelReason: attempt.cancel_reason,
      payment: attempt.payment,
      risk: attempt.risk,
    },
    {
      status: attempt.status,
      attemptNo: attempt.attempt_no,
      latest: attempt.attempt_no === attempt.latest_no,
    },
    fold,
  );

  const attemptWrite = db
    .prepare(
      `UPDATE payment_attempts SET status = ?2, decline_code = COALESCE(?3, decline_code), updated_at = ?4
       WHERE id = ?1 AND status <> ?2`,
    )
    .bind(attempt.id, plan.attempt, fold.declineCode, now.toISOString());
  const run = async (name: TransitionName | null) => {
    if (name === 'late_refund') await provider.refund(pspReference, now);
    const statements = [attemptWrite];
    let moves: number | null = null;
    if (name) {
      const holds = TRANSITIONS[name] as { holds?: 'release' | 'retake' };
      if (holds.holds)
        statements.push(
          ...holdStatements(db, {
            order: { id: attempt.order_id },
            now,
            productIds: await productIdsOf(db, attempt.order_id),
            move: holds.holds === 'release' ? 'give' : 'retake',
            guard: fromSql(name),
          }),
        );
      statements.push(...transitionBagStatements(db, name, attempt.order_id, now));
      const retryUntil = plan.lastTry ? now : new Date(now.getTime() + RETRY_MINUTES * 60_000);
      moves = statements.push(transition(db, name, attempt.order_id, now, retryUntil)) - 1;
      // A paid order counts for its member's tier and restarts their points' clock, after the
      // UPDATE that paid it and guarded by its row (worker/loyalty/order-spend.ts).
      if (PAYING.has(name)) statements.push(...paidOrderStatements(db, attempt.order_id, now));
    }
    const results = await db.batch(statements);
    // Whether the order moved is the transition's own count, wherever it stands in the batch.
    return moves !== null && results[moves].meta.changes === 1;
  };

  try {
    const moved = await run(plan.transition);
    return {
      kind: 'settled',
      orderId: attempt.order_id,
      transition: plan.transition,
      moved,
      mismatched: fold.mismatched.length,
    };
  } catch (error) {
    // A late payment whose stock (or code) is gone: the money goes back and the order says so.
    if (!(plan.fallback && isConstraintError(error))) throw error;
    await provider.refund(pspReference, now);
    const refunded = db
      .prepare(`UPDATE payment_attempts SET status = 'refunded', updated_at = ?2 WHERE id = ?1`)
      .bind(attempt.id, now.toISOString());
    const [, moved] = await db.batch([
      refunded,
      transition(db, plan.fallback, attempt.order_id, now),
    ]);
    return {
      kind: 'settled',
      orderId: attempt.order_id,
      transition: plan.fallback,
      moved: moved.meta.changes === 1,
      mismatched: fold.mismatched.length,
    };
  }
}

/** The transitions after which an order is paid. */
const PAYING: ReadonlySet<TransitionName> = new Set(['pay', 'approve', 'late_pay']);

/** The catalogue products an order holds stock of (for the listing read model). */
export async function productIdsOf(db: D1Database, orderId: number): Promise<number[]> {
  const { results } = await db
    .prepare(
      `SELECT DISTINCT product_id FROM order_lines WHERE order_id = ?1 AND stock_source = 'offer'`,
    )
    .bind(orderId)
    .all<{ product_id: number }>();
  return results.map((row) => row.product_id);
}

/** A callback or a reconciled event: recorded once, then its attempt settled. */
export async function applyEvent(
  db: D1Database,
  provider: PaymentProvider,
  event: PaymentEvent,
  now: Date,
): Promise<{ duplicate: boolean; result: SettleResult | null }> {
  const fresh = await recordEvent(db, event, now);
  if (!fresh) return { duplicate: true, result: null };
  return { duplicate: false, result: await settleAttempt(db, provider, event.pspReference, now) };
}
