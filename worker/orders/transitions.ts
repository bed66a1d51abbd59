import type {
  CancelReason,
  FulfilmentAxis,
  OrderStatus,
  PaymentAxis,
  RiskAxis,
  StockAxis,
} from '../../client/lib/orders/display-state';

/**
 * Every change of an order's state, as data (Vendure's order process as a table;
 * docs/business-rules.md#order-states): for each transition, the axes it may start from and the
 * axes it writes. Each one is a single compare-and-set UPDATE whose WHERE is the `from` row, so two
 * writers racing (the provider's callback and the expiry job, two callbacks) cannot both move the
 * order: the loser changes no row and knows it lost. A transition not in this table cannot happen.
 */

interface From {
  status?: readonly OrderStatus[];
  cancelReason?: readonly (CancelReason | null)[];
  payment?: readonly PaymentAxis[];
  risk?: readonly RiskAxis[];
  stock?: readonly StockAxis[];
  fulfilment?: readonly FulfilmentAxis[];
  delivery?: 'home' | 'collect';
  /** A condition on the clock (bound as ?2, the time of the change). */
  clock?: 'retry_open' | 'retry_over' | 'attempt_expired';
}

interface To {
  status?: OrderStatus;
  cancelReason?: CancelReason | null;
  payment?: PaymentAxis;
  risk?: RiskAxis;
  stock?: StockAxis;
  fulfilment?: FulfilmentAxis;
  /** Time columns set to the time of the change. */
  stamp?: readonly (
    'paid_at' | 'cancelled_at' | 'shipped_at' | 'delivered_at' | 'ready_at' | 'collected_at'
  )[];
  /** Columns set back to NULL. */
  clear?: readonly ('retry_until' | 'cancelled_at')[];
  /** `retry_until` = the time of the change + 30 minutes (bound as ?3). */
  openRetry?: true;
}

export interface Transition {
  from: From;
  to: To;
  /** What happens to the order's stock, promo use and (later) points in the same batch. */
  holds?: 'release' | 'retake';
  /** The order's items back into its shopper's bag, or taken out again (./rebag.ts). */
  bag?: 'return' | 'take_back';
}

const LIVE = { status: ['placed'] } as const;
const CANCELLED_UNPAID = {
  status: ['cancelled'],
  cancelReason: ['payment_expired', 'payment_failed'],
  payment: ['pending', 'failed'],
  stock: ['released'],
} as const;

export const TRANSITIONS = {
  /** The money arrived. */
  pay: {
    from: { ...LIVE, payment: ['pending', 'failed'], risk: ['none'] },
    to: { payment: 'paid', stock: 'committed', stamp: ['paid_at'], clear: ['retry_until'] },
  },
  /** The money is authorised but the provider's risk check holds it (fraud_check_pending). */
  hold: {
    from: { ...LIVE, payment: ['pending', 'failed'], risk: ['none'] },
    to: { payment: 'authorised', risk: 'review', clear: ['retry_until'] },
  },
  approve: {
    from: { ...LIVE, payment: ['authorised'], risk: ['review'] },
    to: { payment: 'paid', risk: 'approved', stock: 'committed', stamp: ['paid_at'] },
  },
  /** The risk check refused it: the authorisation is given back and so is the stock. */
  block: {
    from: { ...LIVE, payment: ['authorised'], risk: ['review'] },
    to: {
      status: 'cancelled',
      cancelReason: 'payment_blocked',
      payment: 'refunded',
      risk: 'rejected',
      stock: 'released',
      stamp: ['cancelled_at'],
    },
    holds: 'release',
  },
  /** A declined card: the stock stays for 30 minutes, for another method. */
  decline: {
    from: { ...LIVE, payment: ['pending'], stock: ['reserved'] },
    to: { payment: 'failed', openRetry: true },
  },
  /** Another payment attempt on a declined order, while its stock is still held. */
  retry: {
    from: { ...LIVE, payment: ['failed'], stock: ['reserved'], clock: 'retry_open' },
    to: { payment: 'pending', clear: ['retry_until'] },
  },
  /** The QR or virtual account ran out unpaid (the expiry job). */
  expire: {
    from: { ...LIVE, payment: ['pending'], stock: ['reserved'], clock: 'attempt_expired' },
    to: {
      status: 'cancelled',
      cancelReason: 'payment_expired',
      stock: 'released',
      stamp: ['cancelled_at'],
    },
    holds: 'release',
    bag: 'return',
  },
  /** A declined order nobody paid again within its 30 minutes (or its fifth decline). */
  close_failed: {
    from: { ...LIVE, payment: ['failed'], stock: ['reserved'], clock: 'retry_over' },
    to: {
      status: 'cancelled',
      cancelReason: 'payment_failed',
      stock: 'released',
      stamp: ['cancelled_at'],
    },
    holds: 'release',
    bag: 'return',
  },
  /** Money that arrived after the order expired, when its stock could be taken again. */
  late_pay: {
    from: CANCELLED_UNPAID,
    to: {
      status: 'placed',
      cancelReason: null,
      payment: 'paid',
      stock: 'committed',
      stamp: ['paid_at'],
      clear: ['cancelled_at', 'retry_until'],
    },
    holds: 'retake',
    bag: 'take_back',
  },
  /** Money that arrived after the order expired, when it could not: it goes back. */
  late_refund: {
    from: CANCELLED_UNPAID,
    to: { cancelReason: 'late_payment_refunded', payment: 'refunded' },
  },
  ship: {
    from: { ...LIVE, payment: ['paid'], fulfilment: ['none'], delivery: 'home' },
    to: { fulfilment: 'shipped', stamp: ['shipped_at'] },
  },
  deliver: {
    from: { ...LIVE, fulfilment: ['shipped'] },
    to: { fulfilment: 'delivered', stamp: ['delivered_at'] },
  },
  ready: {
    from: { ...LIVE, payment: ['paid'], fulfilment: ['none'], delivery: 'collect' },
    to: { fulfilment: 'ready_for_collection', stamp: ['ready_at'] },
  },
  collect: {
    from: { ...LIVE, fulfilment: ['ready_for_collection'] },
    to: { fulfilment: 'collected', stamp: ['collected_at'] },
  },
} as const satisfies Record<string, Transition>;

export type TransitionName = keyof typeof TRANSITIONS;

const quoted = (values: readonly (string | null)[]) =>
  values.map((value) => (value === null ? 'NULL' : `'${value}'`)).join(', ');

function inList(column: string, values: readonly (string | null)[]): string {
  const nonNull = values.filter((value) => value !== null);
  const parts = [];
  if (nonNull.length) parts.push(`${column} IN (${quoted(nonNull)})`);
  if (values.includes(null)) parts.push(`${column} IS NULL`);
  return parts.length === 1 ? parts[0] : `(${parts.join(' OR ')})`;
}

const CLOCK: Record<NonNullable<From['clock']>, string> = {
  retry_open: 'retry_until > ?2',
  retry_over: 'retry_until <= ?2',
  // The latest attempt ran out: the provider said so, or its time is up.
  attempt_expired: `EXISTS (SELECT 1 FROM payment_attempts a WHERE a.order_id = orders.id
      AND a.attempt_no = (SELECT MAX(attempt_no) FROM payment_attempts WHERE order_id = orders.id)
      AND (a.status = 'expired' OR (a.status = 'pending' AND a.expires_at <= ?2)))`,
};

/**
 * The `from` row of a transition as SQL over `orders` (constants from the table above, never
 * request text), so a batch can guard its other statements with the same condition.
 */
export function fromSql(name: TransitionName): string {
  const from: From = TRANSITIONS[name].from;
  const parts: string[] = [];
  if (from.status) parts.push(inList('status', from.status));
  if (from.cancelReason) parts.push(inList('cancel_reason', from.cancelReason));
  if (from.payment) parts.push(inList('payment', from.payment));
  if (from.risk) parts.push(inList('risk', from.risk));
  if (from.stock) parts.push(inList('stock', from.stock));
  if (from.fulfilment) parts.push(inList('fulfilment', from.fulfilment));
  if (from.delivery)
    parts.push(
      from.delivery === 'collect'
        ? `delivery_kind = 'click_and_collect'`
        : `delivery_kind <> 'click_and_collect'`,
    );
  if (from.clock) parts.push(CLOCK[from.clock]);
  return parts.join(' AND ');
}

/**
 * The compare-and-set UPDATE of a transition: `?1` the order's id, `?2` the time of the change,
 * `?3` the end of the retry window (only `decline` reads it). It changes one row or none.
 */
export function transitionSql(name: TransitionName): string {
  const to: To = TRANSITIONS[name].to;
  const sets: string[] = ['updated_at = ?2'];
  if (to.status) sets.push(`status = '${to.status}'`);
  if (to.cancelReason !== undefined)
    sets.push(`cancel_reason = ${to.cancelReason === null ? 'NULL' : `'${to.cancelReason}'`}`);
  if (to.payment) sets.push(`payment = '${to.payment}'`);
  if (to.risk) sets.push(`risk = '${to.risk}'`);
  if (to.stock) sets.push(`stock = '${to.stock}'`);
  if (to.fulfilment) sets.push(`fulfilment = '${to.fulfilment}'`);
  for (const column of to.stamp ?? []) sets.push(`${column} = ?2`);
  for (const column of to.clear ?? []) sets.push(`${column} = NULL`);
  if (to.openRetry) sets.push('retry_until = ?3');
  return `UPDATE orders SET ${sets.join(', ')} WHERE id = ?1 AND ${fromSql(name)}`;
}

/** The statement of a transition, bound; `retryUntil` only for `decline`. */
export function transition(
  db: D1Database,
  name: TransitionName,
  orderId: number,
  now: Date,
  retryUntil?: Date,
): D1PreparedStatement {
  const sql = transitionSql(name);
  const params: unknown[] = [orderId, now.toISOString()];
  if (sql.includes('?3')) params.push((retryUntil ?? now).toISOString());
  return db.prepare(sql).bind(...params);
}
