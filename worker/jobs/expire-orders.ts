import { closeUnpaid, type CloseUnpaid } from '../orders/close-unpaid';
import { fromSql } from '../orders/transitions';

/**
 * The minute job (a Cron Trigger): unpaid orders whose QR or virtual account ran out
 * are cancelled as `payment_expired`, and declined orders nobody paid again within 30 minutes
 * as `payment_failed`; each gives back its stock, samples, gifts and code use, and puts its
 * items back in its shopper's bag, in the same batch as its state change
 * (docs/business-rules.md#closing-unpaid-orders; worker/orders/close-unpaid.ts). The state is
 * checked INSIDE the UPDATE (as Saleor's `_expire_orders`, which re-reads nothing): an order paid
 * between the look-up and the write is not touched, because the compare-and-set no longer matches,
 * and its holds, guarded by the same condition, do not move either. Safe to run twice, or beside
 * itself.
 */

export const EXPIRY_CRON = '* * * * *';
const BATCH = 50;

export async function expireOrders(
  db: D1Database,
  now: Date,
): Promise<{ expired: number; closed: number }> {
  const counts = { expired: 0, closed: 0 };
  const nowIso = now.toISOString();
  for (const [name, count] of [
    ['expire', 'expired'],
    ['close_failed', 'closed'],
  ] as const satisfies readonly (readonly [CloseUnpaid, keyof typeof counts])[]) {
    const { results } = await db
      .prepare(
        `SELECT id FROM orders
         WHERE status = 'placed' AND payment IN ('pending', 'failed') AND ${fromSql(name).replaceAll('?2', '?1')}
         LIMIT ${BATCH}`,
      )
      .bind(nowIso)
      .all<{ id: number }>();
    for (const { id } of results) if (await closeUnpaid(db, name, id, now)) counts[count] += 1;
  }
  return counts;
}
