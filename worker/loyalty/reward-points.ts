/**
 * The points of the rewards in an order (docs/business-rules.md#rewards: reserved at
 * placement, spent on payment, released on cancel or expiry, never clamped). Each is a ledger
 * row with its own key per order, so a replayed callback, job or retry writes nothing twice;
 * the balance's CHECK (available >= 0) refuses a reservation or a retake the member can no
 * longer afford, which aborts the whole batch it is in (the placement, the late payment).
 *
 * The statements take the order as SQL (`order`: `?1` bound to its id, or a look-up by its
 * number when the batch inserts it) and a guard over its row, as worker/orders/holds.ts does
 * for stock: they run in the same batch as the order's state change and move exactly when it
 * moves. `?2` is the time of the change.
 */

const rowOf = (order: string, key: string) =>
  `EXISTS (SELECT 1 FROM points_ledger x JOIN orders xo ON xo.id = ${order}
     WHERE x.account_id = xo.account_id AND x.key = '${key}:' || xo.id)`;

/** At placement: the rewards' points move from available to reserved. */
export function reservePointsSql(order: string, guard: string): string {
  // Scalar subqueries over the order's lines (their index), not a derived table to scan.
  const points = `(SELECT SUM(l.points * l.quantity) FROM order_lines l WHERE l.order_id = o.id AND l.kind = 'reward')`;
  const rewards = `(SELECT json_group_array(l.source_id) FROM order_lines l WHERE l.order_id = o.id AND l.kind = 'reward')`;
  return `INSERT INTO points_ledger (account_id, source, movement, available_delta, reserved_delta,
      key, order_id, order_number, occurred_at, detail)
    SELECT o.account_id, 'used_points', 'reserve', -${points}, ${points}, 'reserve:' || o.id, o.id,
      o.number, ?2, json_object('rewards', json(${rewards}))
    FROM orders o
    WHERE o.id = ${order} AND o.account_id IS NOT NULL AND ${points} > 0 AND ${guard}
    ON CONFLICT (account_id, key) DO NOTHING`;
}

/** Cancelled unpaid (expired, declined for good, blocked): the reserved points come back. */
export function releasePointsSql(order: string, guard: string): string {
  return `INSERT INTO points_ledger (account_id, source, movement, available_delta, reserved_delta,
      key, order_id, order_number, occurred_at)
    SELECT r.account_id, 'used_points', 'release', r.reserved_delta, -r.reserved_delta,
      'release:' || r.order_id, r.order_id, r.order_number, ?2
    FROM points_ledger r
    WHERE r.order_id = ${order} AND r.movement = 'reserve' AND NOT ${rowOf(order, 'spend')}
      AND ${guard}
    ON CONFLICT (account_id, key) DO NOTHING`;
}

/**
 * Money after the order expired, when its holds can be taken again: the released points are
 * spent from the available balance (or the batch fails and the money goes back).
 */
export function retakePointsSql(order: string, guard: string): string {
  return `INSERT INTO points_ledger (account_id, source, movement, available_delta, key, order_id,
      order_number, occurred_at)
    SELECT r.account_id, 'used_points', 'spend', -r.reserved_delta, 'retake:' || r.order_id,
      r.order_id, r.order_number, ?2
    FROM points_ledger r
    WHERE r.order_id = ${order} AND r.movement = 'reserve' AND ${rowOf(order, 'release')}
      AND ${guard}
    ON CONFLICT (account_id, key) DO NOTHING`;
}

/**
 * Paid (after the transition's UPDATE, in its batch; `?1` the order's id): the reserved points
 * are spent. A redemption is activity: the points' 18-month clock starts again (the ledger's
 * trigger).
 */
export function spendReservedPoints(
  db: D1Database,
  orderId: number,
  now: Date,
): D1PreparedStatement {
  const order = '?1';
  return db
    .prepare(
      `INSERT INTO points_ledger (account_id, source, movement, reserved_delta, key, order_id,
         order_number, occurred_at)
       SELECT r.account_id, 'used_points', 'spend', -r.reserved_delta, 'spend:' || r.order_id,
         r.order_id, r.order_number, ?2
       FROM points_ledger r
       WHERE r.order_id = ${order} AND r.movement = 'reserve' AND NOT ${rowOf(order, 'release')}
         AND (SELECT payment FROM orders WHERE id = ${order}) = 'paid'
       ON CONFLICT (account_id, key) DO NOTHING`,
    )
    .bind(orderId, now.toISOString());
}
