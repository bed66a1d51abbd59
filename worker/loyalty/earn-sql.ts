/**
 * SQL about one purchase earn (a `points_ledger` row of movement `earn`), for the statements
 * that mature it, reverse it and show it: one home, so they cannot disagree. `earn` is the
 * alias of the earn's row in the calling statement.
 */

/** What the earn still has pending: its points less what refunds took from them. */
export function pendingLeftSql(earn: string): string {
  return `(${earn}.pending_delta + COALESCE((SELECT SUM(v.pending_delta) FROM points_ledger v
    WHERE v.earn_id = ${earn}.id AND v.movement = 'reverse'), 0))`;
}

/** Whether the earn has matured (its pending points became available). */
export function maturedSql(earn: string): string {
  return `EXISTS (SELECT 1 FROM points_ledger m WHERE m.earn_id = ${earn}.id AND m.movement = 'mature')`;
}
