import type { Tier } from '../../client/lib/commerce-rules';
import type { StoredPassword } from '../auth/password-hash';
import type { AccountRow } from './accounts';

/**
 * The account statements of the developer surface (`sandbox/users`, development and test
 * only): list the newest accounts, set a test account's tier, staff flag or password at once,
 * delete one with everything it owns.
 */

export async function newestAccounts(db: D1Database, limit: number): Promise<AccountRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM accounts ORDER BY id DESC LIMIT ?1')
    .bind(limit)
    .all<AccountRow>();
  return results;
}

export async function setTestAccount(
  db: D1Database,
  id: number,
  set: { tier: Tier; isEmployee: number; password: StoredPassword | null },
  now: Date,
): Promise<void> {
  await db
    .prepare(
      `UPDATE accounts SET tier = ?2, is_employee = ?3,
           password_hash = COALESCE(?4, password_hash), password_salt = COALESCE(?5, password_salt),
           password_scheme = COALESCE(?6, password_scheme), updated_at = ?7 WHERE id = ?1`,
    )
    .bind(
      id,
      set.tier,
      set.isEmployee,
      set.password?.hash ?? null,
      set.password?.salt ?? null,
      set.password?.scheme ?? null,
      now.toISOString(),
    )
    .run();
}

/** Deletes the account (its lists, bags and sessions go with it): whether there was one. */
export async function deleteAccount(db: D1Database, id: number): Promise<boolean> {
  // RETURNING, not meta.changes: D1 counts the rows the cascade removed as well.
  const deleted = await db
    .prepare('DELETE FROM accounts WHERE id = ?1 RETURNING id')
    .bind(id)
    .first<{ id: number }>();
  return deleted !== null;
}
