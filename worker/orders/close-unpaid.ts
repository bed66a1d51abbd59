import { displayState, type OrderAxes } from '../../client/lib/orders/display-state';
import { holdStatements } from './holds';
import { transitionBagStatements } from './rebag';
import { productIdsOf } from './settle-attempt';
import { fromSql, transition } from './transitions';

/** The two ways an unpaid order is closed: its QR or account ran out, or its card failed for good. */
export type CloseUnpaid = 'expire' | 'close_failed';

/**
 * Closes one unpaid order (docs/business-rules.md#closing-unpaid-orders): its stock, samples,
 * gifts, code use and reward points given back, and its items returned to its shopper's bag
 * (./rebag.ts), in one batch with its compare-and-set state change, all guarded by the same `from`.
 * An order paid (or already closed) meanwhile moves nothing, so the minute job and the page that
 * found the order due (worker/api/orders.ts) may both run it. True when this call closed it.
 */
export async function closeUnpaid(
  db: D1Database,
  name: CloseUnpaid,
  id: number,
  now: Date,
): Promise<boolean> {
  const done = await db.batch([
    ...holdStatements(db, {
      order: { id },
      now,
      productIds: await productIdsOf(db, id),
      move: 'give',
      guard: fromSql(name),
    }),
    ...transitionBagStatements(db, name, id, now),
    transition(db, name, id, now),
  ]);
  return done[done.length - 1].meta.changes === 1;
}

/**
 * Whether an order a page reads is past its time but not yet closed (the minute job has not
 * come by): the page closes it at once, so it never shows a state the job would change a
 * minute later, nor an empty bag before the items are back.
 */
export function dueToClose(axes: OrderAxes, now: Date): CloseUnpaid | null {
  if (axes.status !== 'placed') return null;
  const state = displayState(axes, now);
  return state === 'payment_expired'
    ? 'expire'
    : state === 'payment_failed'
      ? 'close_failed'
      : null;
}
