import { pointsAvailableOn } from '../../client/lib/loyalty/points-rules';
import { siteToday, type Country } from '../../client/lib/sites';
import { MERCHANDISE_SQL } from './order-spend';
import { maturedSql, pendingLeftSql } from './earn-sql';
import { siteDayStart } from './site-time';

/**
 * Purchase points (the ledger source `purchase_points`; docs/business-rules.md#points): written at
 * delivery (or collection) as pending, available 3 working days later on the site's calendar; a
 * refund takes back its share, proportionally, never more than was earned.
 *
 * The figures are computed INSIDE the statements, from the order's frozen cost summary
 * (`pointsEarned`, already doubled in the birthday month by the pricing function, and
 * `merchandise`) and the refunds table as it is when the statement runs. D1 runs one batch at a
 * time, so a refund and a delivery racing each other come out right in either order: a refund
 * before delivery lowers the earn; a refund after it writes a reversal. Integer arithmetic
 * throughout (the share of refund r, refunded R before it, out of P paid for E points, is
 * floor(E·min(P, R+r)/P) − floor(E·min(P, R)/P)), so all refunds together take exactly E.
 */

const EARNED = `json_extract(o.summary, '$.pointsEarned')`;
const REFUNDED = `COALESCE((SELECT SUM(f.amount_minor) FROM order_refunds f WHERE f.order_id = o.id), 0)`;
/** floor(E·min(P, amount)/P) for a refunded amount (SQLite divides integers exactly). */
const share = (amount: string) =>
  `(${EARNED} * MIN(${MERCHANDISE_SQL}, ${amount}) / ${MERCHANDISE_SQL})`;

/**
 * The earn of a delivered or collected order, net of refunds so far. `?1` order id, `?2` now;
 * the order must be a member's and delivered (this runs after the transition in its batch).
 */
export function earnStatement(
  db: D1Database,
  order: { id: number; country: Country },
  now: Date,
): D1PreparedStatement {
  const availableOn = pointsAvailableOn(siteToday(order.country, now), order.country);
  const availableAt = siteDayStart(order.country, availableOn).toISOString();
  const points = `(${EARNED} - ${share(REFUNDED)})`;
  return db
    .prepare(
      `INSERT INTO points_ledger (account_id, source, movement, pending_delta, lifetime_delta, key,
         order_id, order_number, available_at, available_on, occurred_at, detail)
       SELECT o.account_id, 'purchase_points', 'earn', ${points}, ${points}, 'earn:' || o.id,
         o.id, o.number, ?3, ?4, ?2,
         json_object('basis', ${MERCHANDISE_SQL}, 'points', ${EARNED}, 'refunded', ${REFUNDED})
       FROM orders o
       WHERE o.id = ?1 AND o.account_id IS NOT NULL AND o.fulfilment IN ('delivered', 'collected')
         AND ${MERCHANDISE_SQL} > 0 AND ${points} > 0
       ON CONFLICT (account_id, key) DO NOTHING`,
    )
    .bind(order.id, now.toISOString(), availableAt, availableOn);
}

/**
 * A refund of paid merchandise: the refund row (within what was paid for merchandise, never
 * more in all; the same key twice is one refund), the spend ledger's negative row in the year
 * the order was paid, and the points' reversal when they were earned already: from the pending
 * points while they have not matured, else from the available balance. Points already spent
 * are not taken below zero (the reversal records what it was owed and what it took: the
 * clamp-to-zero policy: a member is never sent into debt). `?1` order id,
 * `?2` amount, `?3` idempotency key, `?4` now.
 */
export function refundStatements(
  db: D1Database,
  refund: { orderId: number; amount: number; key: string },
  now: Date,
): D1PreparedStatement[] {
  const bind = (sql: string) =>
    db.prepare(sql).bind(refund.orderId, refund.amount, refund.key, now.toISOString());
  const before = `COALESCE((SELECT SUM(p.amount_minor) FROM order_refunds p
      WHERE p.order_id = o.id AND p.id < r.id), 0)`;
  const take = `(${share(`${before} + r.amount_minor`)} - ${share(before)})`;
  const pendingLeft = pendingLeftSql('e');
  const matured = maturedSql('e');
  return [
    bind(
      `INSERT INTO order_refunds (order_id, amount_minor, idempotency_key, created_at)
       SELECT o.id, ?2, ?3, ?4 FROM orders o
       WHERE o.id = ?1 AND o.payment = 'paid' AND ${REFUNDED} + ?2 <= ${MERCHANDISE_SQL}
       ON CONFLICT (order_id, idempotency_key) DO NOTHING`,
    ),
    bind(
      `INSERT INTO tier_spend (account_id, key, year, amount_minor, order_id, occurred_at)
       SELECT s.account_id, 'refund:' || r.id, s.year, -r.amount_minor, r.order_id, ?4
       FROM order_refunds r JOIN tier_spend s ON s.key = 'paid:' || r.order_id AND s.order_id = r.order_id
       WHERE r.order_id = ?1 AND r.idempotency_key = ?3 AND r.created_at = ?4
       ON CONFLICT (account_id, key) DO NOTHING`,
    ),
    bind(
      `INSERT INTO points_ledger (account_id, source, movement, available_delta, pending_delta,
         lifetime_delta, key, order_id, order_number, earn_id, occurred_at, detail)
       SELECT t.account_id, 'purchase_points', 'reverse', -t.avail, -t.pend, -(t.avail + t.pend),
         'reverse:' || t.refund_id, t.order_id, t.number, t.earn_id, ?4,
         json_object('refund', t.refund_id, 'owed', t.take, 'taken', t.avail + t.pend)
       FROM (
         SELECT x.*, MAX(0, MIN(x.take - x.pend, x.available)) AS avail FROM (
           SELECT e.account_id, e.id AS earn_id, o.id AS order_id, o.number, r.id AS refund_id,
             b.available, ${take} AS take,
             CASE WHEN ${matured} THEN 0 ELSE MIN(${take}, ${pendingLeft}) END AS pend
           FROM order_refunds r
           JOIN orders o ON o.id = r.order_id
           JOIN points_ledger e ON e.account_id = o.account_id AND e.key = 'earn:' || o.id
           JOIN beauty_pass b ON b.account_id = o.account_id
           -- Only the refund this batch wrote (a replayed key finds an older row: its reversal,
           -- or the earn that already left its share out, happened then; found by the ledger's
           -- property test).
           WHERE r.order_id = ?1 AND r.idempotency_key = ?3 AND r.created_at = ?4
         ) x
       ) t
       WHERE t.avail + t.pend > 0
       ON CONFLICT (account_id, key) DO NOTHING`,
    ),
  ];
}
