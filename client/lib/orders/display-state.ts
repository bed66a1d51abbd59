/**
 * The order's internal axes and the one function that turns them into the eight states a
 * shopper sees (docs/business-rules.md#order-states). Pure: the worker answers the state with
 * every order, the pages read it; a table test covers every row.
 */

export const ORDER_STATES = [
  'paid',
  'fraud_check_pending',
  'payment_pending',
  'payment_expired',
  'payment_failed',
  'payment_failed_with_inventory',
  'payment_blocked',
  'cancelled',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export type OrderStatus = 'placed' | 'cancelled';
export type CancelReason =
  'payment_expired' | 'payment_failed' | 'payment_blocked' | 'late_payment_refunded' | 'operator';
export type PaymentAxis = 'pending' | 'failed' | 'authorised' | 'paid' | 'refunded';
export type RiskAxis = 'none' | 'review' | 'approved' | 'rejected';
export type StockAxis = 'reserved' | 'released' | 'committed';
export type FulfilmentAxis =
  'none' | 'shipped' | 'delivered' | 'ready_for_collection' | 'collected';

export interface OrderAxes {
  status: OrderStatus;
  cancelReason: CancelReason | null;
  payment: PaymentAxis;
  risk: RiskAxis;
  stock: StockAxis;
  fulfilment: FulfilmentAxis;
  /** Until when a declined order keeps its stock for another try (ISO). */
  retryUntil: string | null;
  /** When the latest payment attempt stops being payable (ISO; the QR's or the account's). */
  paymentExpiresAt: string | null;
}

/**
 * The state a shopper sees. The clock matters where a job has not caught up yet: a QR past its
 * expiry reads `payment_expired` at once, and a declined order past its 30 minutes reads
 * `payment_failed`, before the minute job cancels them.
 */
export function displayState(order: OrderAxes, now: Date): OrderState {
  const at = now.getTime();
  if (order.status === 'cancelled') {
    switch (order.cancelReason) {
      case 'payment_expired':
        return 'payment_expired';
      case 'payment_failed':
        return 'payment_failed';
      case 'payment_blocked':
        return 'payment_blocked';
      default:
        return 'cancelled';
    }
  }
  switch (order.payment) {
    case 'paid':
      return 'paid';
    case 'authorised':
      return 'fraud_check_pending';
    case 'refunded':
      return 'cancelled';
    case 'failed':
      return order.retryUntil !== null && Date.parse(order.retryUntil) > at
        ? 'payment_failed_with_inventory'
        : 'payment_failed';
    case 'pending':
      return order.paymentExpiresAt !== null && Date.parse(order.paymentExpiresAt) <= at
        ? 'payment_expired'
        : 'payment_pending';
  }
}

/**
 * The order page (alias) each state belongs on: the alias that does not match the
 * order's state redirects to this one, so a paid QR page lands on the confirmation.
 */
export type OrderView =
  'confirmation' | 'payment_pending' | 'payment_failed' | 'payment_instruction';

export function viewOf(state: OrderState, method: PaymentMethodKind): OrderView {
  switch (state) {
    case 'paid':
    case 'fraud_check_pending':
      return 'confirmation';
    case 'payment_pending':
    case 'payment_expired':
      return method === 'card' ? 'payment_pending' : 'payment_instruction';
    case 'payment_failed':
    case 'payment_failed_with_inventory':
    case 'payment_blocked':
    case 'cancelled':
      return 'payment_failed';
  }
}

/** Card, QR or virtual account: what the pages show differs by kind, not by scheme. */
export type PaymentMethodKind = 'card' | 'qr' | 'virtual_account';
