/**
 * Beauty Pass's statements for its developer surface (development and test only): a member's
 * spend, last activity or tier change set in the past at once, and a refund's outcome read
 * back. Everything else the sandbox does goes through the real statements.
 */

/** A spend counted towards the member's tier this year, as a paid order would. */
export function sandboxSpendStatement(
  db: D1Database,
  accountId: number,
  spend: { year: number; amountMinor: number },
  now: string,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO tier_spend (account_id, key, year, amount_minor, occurred_at)
       VALUES (?1, 'sandbox:spend', ?2, ?3, ?4)`,
    )
    .bind(accountId, spend.year, spend.amountMinor, now);
}

export function lastActivityStatement(db: D1Database, accountId: number, at: Date) {
  return db
    .prepare(`UPDATE beauty_pass SET last_activity_at = ?2 WHERE account_id = ?1`)
    .bind(accountId, at.toISOString());
}

export function tierChangeStatement(
  db: D1Database,
  accountId: number,
  change: { at: Date; from: string } | null,
) {
  return db
    .prepare(
      `UPDATE beauty_pass SET tier_changed_at = ?2, tier_previous = ?3 WHERE account_id = ?1`,
    )
    .bind(accountId, change?.at.toISOString() ?? null, change?.from ?? null);
}

/**
 * A refund under `key` as written (null: nothing was, the amount was more than is left), and
 * the order's refunds and reversed points so far.
 */
export async function refundOutcome(
  db: D1Database,
  orderId: number,
  key: string,
): Promise<{ written: number | null; refunded: number; reversed: number }> {
  const [refund, totals] = await db.batch([
    db
      .prepare(
        `SELECT amount_minor FROM order_refunds WHERE order_id = ?1 AND idempotency_key = ?2`,
      )
      .bind(orderId, key),
    db
      .prepare(
        `SELECT COALESCE((SELECT SUM(amount_minor) FROM order_refunds WHERE order_id = ?1), 0) AS refunded,
             COALESCE((SELECT -SUM(available_delta + pending_delta) FROM points_ledger
               WHERE order_id = ?1 AND movement = 'reverse'), 0) AS reversed`,
      )
      .bind(orderId),
  ]);
  const written = refund.results[0] as { amount_minor: number } | undefined;
  const sums = totals.results[0] as { refunded: number; reversed: number };
  return { written: written?.amount_minor ?? null, ...sums };
}
