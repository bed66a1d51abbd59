import type { AccountRow } from './accounts';

/** An account's Google sign-in: the Google account (`sub`) linked to it, at most one each way. */

/**
 * Links Google account `sub` to the account, unless another Google account is linked to it
 * already or `sub` is linked to another account (the unique key): whether it is linked now.
 */
export async function linkGoogle(
  db: D1Database,
  accountId: number,
  sub: string,
  now: Date,
): Promise<boolean> {
  const linked = await db
    .prepare(
      'UPDATE accounts SET google_sub = ?2, updated_at = ?3 WHERE id = ?1 AND (google_sub IS NULL OR google_sub = ?2)',
    )
    .bind(accountId, sub, now.toISOString())
    .run()
    .catch(() => ({ meta: { changes: 0 } }));
  return linked.meta.changes === 1;
}

/** The account Google account `sub` signs in to, if any. */
export function accountOfGoogle(db: D1Database, sub: string): Promise<AccountRow | null> {
  return db.prepare('SELECT * FROM accounts WHERE google_sub = ?1').bind(sub).first<AccountRow>();
}
