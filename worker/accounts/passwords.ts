import { hashPassword, type StoredPassword } from '../auth/password-hash';
import { PREVIOUS_PASSWORDS } from '../auth/password-policy';
import { storedPassword, type AccountRow } from './accounts';

/**
 * An account's password as stored: the passwords a new one may not repeat (the current one
 * and the PREVIOUS_PASSWORDS before it), the statement that sets a new one, and the account a
 * reset link belongs to.
 */

/** The passwords a new one may not be: the current one and those it replaced. */
export function forbiddenPasswords(row: AccountRow): StoredPassword[] {
  const current = storedPassword(row);
  const previous = JSON.parse(row.previous_passwords) as StoredPassword[];
  return [...(current ? [current] : []), ...previous.slice(0, PREVIOUS_PASSWORDS)];
}

/** What the account remembers after a change: the password replaced and the one before it. */
const historyAfterChange = (row: AccountRow) =>
  forbiddenPasswords(row).slice(0, PREVIOUS_PASSWORDS);

/** The statement that sets a new password, remembering the one it replaces. */
export async function setPasswordStatement(
  db: D1Database,
  row: AccountRow,
  password: string,
  now: Date,
): Promise<D1PreparedStatement> {
  const next = await hashPassword(password);
  const history = historyAfterChange(row);
  return db
    .prepare(
      `UPDATE accounts SET password_hash = ?2, password_salt = ?3, password_scheme = ?4,
         previous_passwords = ?5, updated_at = ?6 WHERE id = ?1`,
    )
    .bind(row.id, next.hash, next.salt, next.scheme, JSON.stringify(history), now.toISOString());
}

/** The account an unused, unexpired reset link (by its token's hash) belongs to. */
export function accountOfResetLink(
  db: D1Database,
  tokenHash: string,
  nowSeconds: number,
): Promise<AccountRow | null> {
  return db
    .prepare(
      `SELECT a.* FROM account_links l JOIN accounts a ON a.id = l.account_id
       WHERE l.token_hash = ?1 AND l.purpose = 'reset' AND l.used_at IS NULL AND l.expires_at > ?2`,
    )
    .bind(tokenHash, nowSeconds)
    .first<AccountRow>();
}
