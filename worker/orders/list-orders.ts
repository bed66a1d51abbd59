import type { Country } from '../../client/lib/sites';
import type { StoredOrder } from './read-order';

/** A row of a member's order history: what the list shows of an order, newest first. */
export interface ListRow {
  id: number;
  number: string;
  status: 'placed' | 'cancelled';
  cancel_reason: StoredOrder['axes']['cancelReason'];
  payment: StoredOrder['axes']['payment'];
  risk: StoredOrder['axes']['risk'];
  stock: StoredOrder['axes']['stock'];
  fulfilment: StoredOrder['axes']['fulfilment'];
  retry_until: string | null;
  delivery_kind: StoredOrder['deliveryKind'];
  placed_at: string;
  total_minor: number;
  currency: string;
  count: number | null;
  expires_at: string | null;
}

/**
 * A page of the member's orders on the site, newest first, after the cursor's order (none:
 * from the newest): up to `limit` rows (ask one more than a page to know there is a next).
 */
export async function listOrders(
  db: D1Database,
  query: {
    accountId: number;
    country: Country;
    after: { placedAt: string; id: number } | null;
    limit: number;
  },
): Promise<ListRow[]> {
  const { results } = await db
    .prepare(
      `SELECT o.id, o.number, o.status, o.cancel_reason, o.payment, o.risk, o.stock, o.fulfilment, o.retry_until, o.delivery_kind,
         o.placed_at, o.total_minor, o.currency,
         (SELECT SUM(quantity) FROM order_lines WHERE order_id = o.id AND kind = 'item') AS count,
         (SELECT expires_at FROM payment_attempts WHERE order_id = o.id AND status = 'pending'
          ORDER BY attempt_no DESC LIMIT 1) AS expires_at
       FROM orders o
       WHERE o.account_id = ?1 AND o.country = ?2
         AND (?3 IS NULL OR (o.placed_at, o.id) < (?3, ?4))
       ORDER BY o.placed_at DESC, o.id DESC LIMIT ?5`,
    )
    .bind(
      query.accountId,
      query.country,
      query.after?.placedAt ?? null,
      query.after?.id ?? null,
      query.limit,
    )
    .all<ListRow>();
  return results;
}
