import type { PaymentEvent } from '../../client/api/order-contract';
import type { OrderAxes } from '../../client/lib/orders/display-state';
import { MAX_ATTEMPTS } from '../../client/lib/orders/payment-methods';
import type { TransitionName } from './transitions';

/**
 * What a payment attempt's events amount to, and what that means for its order (pure; as Saleor's
 * "amounts recomputed from the event log", docs/business-rules.md#callbacks-and-reconciliation).
 * The outcome is computed from ALL the attempt's events each time, by precedence rather than
 * arrival, so callbacks that come twice, late or out of order converge on the same answer:
 *
 * - money: refunded > succeeded > failed > expired > pending. Money that moved is the truth: a
 *   success beats an "expired" sent before it (the late payment), and a refund beats both;
 * - risk: blocked > approved > held for review > none;
 * - an event whose amount or currency is not the attempt's is not counted (and is reported):
 *   an underpaid QR never pays an order.
 */

export type Money = 'pending' | 'succeeded' | 'failed' | 'expired' | 'refunded';
export type Review = 'none' | 'pending' | 'approved' | 'blocked';

export interface Fold {
  money: Money;
  review: Review;
  declineCode: string | null;
  /** Events not counted because their amount or currency differs from the attempt's. */
  mismatched: readonly string[];
}

const MONEY_RANK: Record<Money, number> = {
  pending: 0,
  expired: 1,
  failed: 2,
  succeeded: 3,
  refunded: 4,
};
const REVIEW_RANK: Record<Review, number> = { none: 0, pending: 1, approved: 2, blocked: 3 };

const EVENT_MONEY: Partial<Record<PaymentEvent['type'], Money>> = {
  'payment.succeeded': 'succeeded',
  'payment.failed': 'failed',
  'payment.expired': 'expired',
  'payment.refunded': 'refunded',
  // A payment held for review is authorised: the money is there, the order waits for the verdict.
  'payment.review': 'succeeded',
  'review.approved': 'succeeded',
  'review.blocked': 'refunded',
};
const EVENT_REVIEW: Partial<Record<PaymentEvent['type'], Review>> = {
  'payment.review': 'pending',
  'review.approved': 'approved',
  'review.blocked': 'blocked',
};

export function foldEvents(
  events: readonly Pick<PaymentEvent, 'id' | 'type' | 'amount' | 'currency' | 'declineCode'>[],
  attempt: { amount: number; currency: string },
): Fold {
  let money: Money = 'pending';
  let review: Review = 'none';
  let declineCode: string | null = null;
  const mismatched: string[] = [];
  for (const event of events) {
    if (event.amount !== attempt.amount || event.currency !== attempt.currency) {
      mismatched.push(event.id);
      continue;
    }
    const eventMoney = EVENT_MONEY[event.type];
    if (eventMoney && MONEY_RANK[eventMoney] > MONEY_RANK[money]) money = eventMoney;
    const eventReview = EVENT_REVIEW[event.type];
    if (eventReview && REVIEW_RANK[eventReview] > REVIEW_RANK[review]) review = eventReview;
    if (event.type === 'payment.failed' && event.declineCode) declineCode = event.declineCode;
  }
  return { money, review, declineCode, mismatched };
}

export type AttemptStatus = 'pending' | 'succeeded' | 'failed' | 'expired' | 'refunded';

export interface Settlement {
  /** The attempt's status to write (compare-and-set from its current one). */
  attempt: AttemptStatus;
  /** The order's transition to try, or none. */
  transition: TransitionName | null;
  /** When `late_pay` cannot take the stock again: refund, then `late_refund`. */
  fallback?: 'late_refund';
  /** A decline that leaves no further try (the fifth): its retry window closes at once. */
  lastTry?: boolean;
}

/**
 * What to do with the order given its axes, the attempt (is it the order's latest, its number)
 * and the fold. A transition that no longer fits (another writer moved the order first) simply
 * changes nothing: the compare-and-set refuses it.
 */
export function settle(
  order: Pick<OrderAxes, 'status' | 'cancelReason' | 'payment' | 'risk'>,
  attempt: { status: AttemptStatus; attemptNo: number; latest: boolean },
  fold: Fold,
): Settlement {
  const attemptStatus: AttemptStatus = fold.money === 'pending' ? attempt.status : fold.money;
  const cancelledUnpaid =
    order.status === 'cancelled' &&
    (order.cancelReason === 'payment_expired' || order.cancelReason === 'payment_failed');

  if (fold.money === 'succeeded') {
    if (cancelledUnpaid)
      return fold.review === 'none' || fold.review === 'approved'
        ? { attempt: 'succeeded', transition: 'late_pay', fallback: 'late_refund' }
        : { attempt: 'succeeded', transition: 'late_refund' };
    if (fold.review === 'pending') return { attempt: 'succeeded', transition: 'hold' };
    if (fold.review === 'approved')
      return {
        attempt: 'succeeded',
        transition: order.payment === 'authorised' ? 'approve' : 'pay',
      };
    return { attempt: 'succeeded', transition: 'pay' };
  }
  if (fold.money === 'refunded')
    return {
      attempt: 'refunded',
      transition: fold.review === 'blocked' && order.payment === 'authorised' ? 'block' : null,
    };
  if (fold.money === 'failed')
    return {
      attempt: 'failed',
      // Only the latest attempt speaks for the order; the fifth decline closes it.
      transition: attempt.latest ? 'decline' : null,
      lastTry: attempt.attemptNo >= MAX_ATTEMPTS,
    };
  if (fold.money === 'expired')
    return { attempt: 'expired', transition: attempt.latest ? 'expire' : null };
  return { attempt: attemptStatus, transition: null };
}
