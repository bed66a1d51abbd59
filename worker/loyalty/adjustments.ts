/**
 * A manual points adjustment (the ledger source `manual_points_adjustment`): customer care's credit
 * or debit, once per key (an operator's retried request adjusts once). A debit larger than the
 * available balance fails on the balance's CHECK: nothing is ever clamped.
 */
export function adjustmentStatement(
  db: D1Database,
  accountId: number,
  points: number,
  key: string,
  now: string,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO points_ledger (account_id, source, movement, available_delta, lifetime_delta,
         key, occurred_at)
       SELECT id, 'manual_points_adjustment', 'adjust', ?2, ?2, 'adjust:' || ?3, ?4
       FROM accounts WHERE id = ?1
       ON CONFLICT (account_id, key) DO NOTHING`,
    )
    .bind(accountId, points, key, now);
}
