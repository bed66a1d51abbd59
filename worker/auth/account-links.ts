import { isSecretToken, newSecretToken, tokenHash } from './secret-tokens';

/**
 * Single-use links sent by e-mail (ASVS V6.4.1): a password
 * reset (valid one hour) and an unlock after a lockout (valid a day; the lock itself ends after
 * 30 minutes). The token is 256 random bits in the link, stored only as its SHA-256. Using one
 * is a compare-and-set: of two uses, one wins, the other finds it used.
 */
export type LinkPurpose = 'reset' | 'unlock';

export const LINK_SECONDS: Record<LinkPurpose, number> = { reset: 60 * 60, unlock: 24 * 60 * 60 };

export const isLinkToken = isSecretToken;

/** A new link's token and the INSERT that stores it (for the batch that also queues its mail). */
export async function createLink(
  db: D1Database,
  purpose: LinkPurpose,
  accountId: number,
  nowSeconds: number,
): Promise<{ token: string; statement: D1PreparedStatement }> {
  const token = newSecretToken();
  const statement = db
    .prepare(
      'INSERT INTO account_links (token_hash, purpose, account_id, expires_at) VALUES (?1, ?2, ?3, ?4)',
    )
    .bind(await tokenHash(token), purpose, accountId, nowSeconds + LINK_SECONDS[purpose]);
  return { token, statement };
}

/**
 * Uses a link: the account it was for, once, within its time; null for a link unknown,
 * expired or used already (one answer, in the spec's words: "link expired, ask for a new one").
 */
export async function useLink(
  db: D1Database,
  purpose: LinkPurpose,
  token: string,
  nowSeconds: number,
): Promise<number | null> {
  const row = await db
    .prepare(
      `UPDATE account_links SET used_at = ?3
       WHERE token_hash = ?1 AND purpose = ?2 AND used_at IS NULL AND expires_at > ?3
       RETURNING account_id`,
    )
    .bind(await tokenHash(token), purpose, nowSeconds)
    .first<{ account_id: number }>();
  return row?.account_id ?? null;
}

/** Ends the account's other unused links of a purpose (a new reset replaces the one before). */
export function endLinksStatement(
  db: D1Database,
  purpose: LinkPurpose,
  accountId: number,
  nowSeconds: number,
): D1PreparedStatement {
  return db
    .prepare(
      'UPDATE account_links SET used_at = ?3 WHERE account_id = ?1 AND purpose = ?2 AND used_at IS NULL',
    )
    .bind(accountId, purpose, nowSeconds);
}
