import type { Tier } from '../../client/lib/commerce-rules';
import { hex, isSecretToken, labelledHmac, newSecretToken, tokenHash } from './secret-tokens';

export { tokenHash };

/**
 * Sign-ins as refresh-token families (ASVS V10.4.5; README "Accounts and sessions").
 *
 * - A refresh token is 256 random bits, given to the browser once (an httpOnly cookie) and
 *   stored only as its SHA-256. A family is one sign-in on one device.
 * - Every refresh rotates: the token is marked rotated and its successor is stored. The
 *   successor is not random but HMAC(JWT_SECRET, token): a second refresh with the same token
 *   (another tab, at the same moment) can be given the same successor without the server ever
 *   storing a token it could leak, and both tabs end up holding one live token.
 * - A rotated token used again within GRACE_SECONDS gets that successor; later, it is a replay
 *   (a stolen token, or a stolen successor used first): the whole family ends.
 * - A token lives 60 days from its issue (unused that long, the sign-in ends) and a family a
 *   year from its sign-in however often it is used (ASVS V7.3.2, an absolute lifetime).
 */
export const REFRESH_TOKEN_SECONDS = 60 * 24 * 60 * 60;
export const FAMILY_MAX_SECONDS = 365 * 24 * 60 * 60;
export const GRACE_SECONDS = 30;

/** The successor of a token: the same for every request that rotates it (see above). */
function successorOf(secret: string, token: string): Promise<string> {
  return labelledHmac(secret, 'refresh-successor', token);
}

export const isRefreshToken = isSecretToken;

export interface StartedSession {
  refreshToken: string;
  familyId: string;
}

/** The statement that starts a sign-in (a new family), to run in the sign-in's batch. */
export async function startSession(
  db: D1Database,
  accountId: number,
  nowSeconds: number,
): Promise<StartedSession & { statement: D1PreparedStatement }> {
  const refreshToken = newSecretToken();
  const familyId = hex(crypto.getRandomValues(new Uint8Array(16)));
  const statement = db
    .prepare(
      `INSERT INTO refresh_tokens (token_hash, family_id, account_id, family_started_at, issued_at, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?4, ?5)`,
    )
    .bind(
      await tokenHash(refreshToken),
      familyId,
      accountId,
      nowSeconds,
      nowSeconds + REFRESH_TOKEN_SECONDS,
    );
  return { refreshToken, familyId, statement };
}

interface TokenRow {
  family_id: string;
  account_id: number;
  family_started_at: number;
  expires_at: number;
  rotated_at: number | null;
  revoked_at: number | null;
}

export type Rotation =
  | { state: 'rotated'; refreshToken: string; familyId: string; accountId: number }
  | { state: 'refused'; reason: 'unknown' | 'expired' | 'revoked' | 'replayed' };

/**
 * Rotates a refresh token (see the file comment). Concurrent rotations of one token each get
 * the same successor; the writes are idempotent (the successor's row is inserted once, the
 * rotation time set once), so no lock is needed.
 */
export async function rotateSession(
  db: D1Database,
  secret: string,
  refreshToken: string,
  nowSeconds: number,
): Promise<Rotation> {
  const hash = await tokenHash(refreshToken);
  const row = await db
    .prepare(
      `SELECT family_id, account_id, family_started_at, expires_at, rotated_at, revoked_at
       FROM refresh_tokens WHERE token_hash = ?1`,
    )
    .bind(hash)
    .first<TokenRow>();
  if (!row) return { state: 'refused', reason: 'unknown' };
  if (row.revoked_at !== null) return { state: 'refused', reason: 'revoked' };
  if (row.expires_at <= nowSeconds || row.family_started_at + FAMILY_MAX_SECONDS <= nowSeconds)
    return { state: 'refused', reason: 'expired' };
  if (row.rotated_at !== null && nowSeconds - row.rotated_at > GRACE_SECONDS) {
    await endFamily(db, row.family_id, nowSeconds);
    return { state: 'refused', reason: 'replayed' };
  }
  const successor = await successorOf(secret, refreshToken);
  const expires = Math.min(
    nowSeconds + REFRESH_TOKEN_SECONDS,
    row.family_started_at + FAMILY_MAX_SECONDS,
  );
  const [, , after] = await db.batch([
    db
      .prepare(
        'UPDATE refresh_tokens SET rotated_at = COALESCE(rotated_at, ?2) WHERE token_hash = ?1',
      )
      .bind(hash, nowSeconds),
    // Within the grace the successor may exist already (another tab rotated first): kept.
    db
      .prepare(
        `INSERT INTO refresh_tokens (token_hash, family_id, account_id, family_started_at, issued_at, expires_at)
         SELECT ?1, family_id, account_id, family_started_at, ?3, ?4 FROM refresh_tokens
         WHERE token_hash = ?2 AND revoked_at IS NULL
         ON CONFLICT (token_hash) DO NOTHING`,
      )
      .bind(await tokenHash(successor), hash, nowSeconds, expires),
    // The family may have ended between the read and this batch (a replay elsewhere).
    db
      .prepare('SELECT revoked_at FROM refresh_tokens WHERE token_hash = ?1')
      .bind(await tokenHash(successor)),
  ]);
  const successorRow = after.results[0] as { revoked_at: number | null } | undefined;
  if (!successorRow || successorRow.revoked_at !== null)
    return { state: 'refused', reason: 'revoked' };
  return {
    state: 'rotated',
    refreshToken: successor,
    familyId: row.family_id,
    accountId: row.account_id,
  };
}

/** Ends one sign-in: every token of the family, rotated or not. */
export function endFamilyStatement(
  db: D1Database,
  familyId: string,
  nowSeconds: number,
): D1PreparedStatement {
  return db
    .prepare(
      'UPDATE refresh_tokens SET revoked_at = ?2 WHERE family_id = ?1 AND revoked_at IS NULL',
    )
    .bind(familyId, nowSeconds);
}

export async function endFamily(db: D1Database, familyId: string, nowSeconds: number) {
  await endFamilyStatement(db, familyId, nowSeconds).run();
}

/**
 * Ends every sign-in of an account (sign out everywhere, a password change or reset): its
 * refresh tokens, and every access token issued before this second (`tokens_not_before`; one
 * issued within the same second still dies with its family, which `sessionIsLive` checks too,
 * while the new sign-in a password change starts for this device lives).
 */
export function endAllSessionsStatements(
  db: D1Database,
  accountId: number,
  nowSeconds: number,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        'UPDATE refresh_tokens SET revoked_at = ?2 WHERE account_id = ?1 AND revoked_at IS NULL',
      )
      .bind(accountId, nowSeconds),
    db
      .prepare('UPDATE accounts SET tokens_not_before = ?2 WHERE id = ?1')
      .bind(accountId, nowSeconds),
  ];
}

/** What an account says now of the money a member's prices depend on (never the token's). */
export interface LiveClaims {
  tier: Tier;
  isEmployee: boolean;
}

/**
 * Whether an access token's sign-in is still live (its family not ended, the token issued after
 * the account's last "end every session"), and if so the account's tier and staff flag as they
 * are now, in the same primary-key read; null for an ended sign-in or a removed account.
 */
export async function liveSessionClaims(
  db: D1Database,
  claims: { accountId: number; familyId: string; issuedAt: number },
): Promise<LiveClaims | null> {
  const row = await db
    .prepare(
      `SELECT a.tokens_not_before, a.tier, a.is_employee,
              EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.family_id = ?2 AND t.account_id = ?1 AND t.revoked_at IS NULL) AS live
       FROM accounts a WHERE a.id = ?1`,
    )
    .bind(claims.accountId, claims.familyId)
    .first<{ tokens_not_before: number; tier: Tier; is_employee: number; live: number }>();
  if (!row || !row.live || claims.issuedAt < row.tokens_not_before) return null;
  return { tier: row.tier, isEmployee: row.is_employee === 1 };
}
