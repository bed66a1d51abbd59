import { earnStatement } from '../loyalty/order-points';
import type { StoredOrder } from './read-order';

/**
 * A guest's order taken into the account its shopper has just created (README "Checkout,
 * orders and payments"): the guest confirmation offers "Create an account", and the new member
 * claims the order. Safe because it asks for all three: the order's own access token (the
 * httpOnly cookie set at placement, or the e-mailed link: the caller checks it), an account
 * whose e-mail is the order's, and an order no account has. Once: `order_claims` has one row
 * per order (migration 0031), and the UPDATE sets the account only where there is none, so two
 * tabs claiming at once give one claim.
 *
 * The points then follow the normal earn rules (docs/business-rules.md#points): the order's frozen
 * points are written at delivery or collection as pending, available 3 working days later; an order
 * already delivered earns in this batch, from today. A claimed order does not count toward this
 * year's tier spend (it was paid before the member joined).
 */

export type ClaimRefusal = 'not_a_guest_order' | 'email_differs';

/** Whether this member may claim the order (the token is checked by the caller). */
export function claimRefusal(
  order: Pick<StoredOrder, 'accountId' | 'contact'>,
  accountEmailKey: string,
): ClaimRefusal | null {
  if (order.accountId !== null) return 'not_a_guest_order';
  if (order.contact.email.trim().toLowerCase() !== accountEmailKey) return 'email_differs';
  return null;
}

/** The claim's batch; the first statement's change count says whether this call claimed it. */
export function claimStatements(
  db: D1Database,
  order: Pick<StoredOrder, 'id' | 'country'>,
  accountId: number,
  now: Date,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO order_claims (order_id, account_id, claimed_at)
         SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM orders WHERE id = ?1 AND account_id IS NULL)
         ON CONFLICT (order_id) DO NOTHING`,
      )
      .bind(order.id, accountId, now.toISOString()),
    db
      .prepare(
        `UPDATE orders SET account_id = ?2, updated_at = ?3,
           summary = json_set(summary, '$.pointsEarned', COALESCE(json_extract(summary, '$.pointsOnJoining'), 0))
         WHERE id = ?1 AND account_id IS NULL
           AND EXISTS (SELECT 1 FROM order_claims WHERE order_id = ?1 AND account_id = ?2)`,
      )
      .bind(order.id, accountId, now.toISOString()),
    // Delivered already: earned now (nothing when not yet delivered: delivery writes it).
    earnStatement(db, order, now),
  ];
}
