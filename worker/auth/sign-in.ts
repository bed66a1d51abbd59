import { findAccount, findAccountByEmail, storedPassword, type AccountRow } from '../db/accounts';
import { issueAccessToken } from './access-token';
import {
  activeLock,
  clearFailuresStatement,
  clientBlocked,
  recordClientBlock,
  recordFailure,
} from './lockout';
import { UNKNOWN_ACCOUNT_PASSWORD, verifyPassword } from './password-hash';
import { rotateSession, startSession } from './sessions';

/**
 * Signing in and refreshing, as decisions over the database (the API adapts them to HTTP:
 * worker/api/auth.ts). Every way in ends in `openSession`: a new refresh-token family and an
 * access token carrying the account's current tier and staff flag.
 */
export interface OpenedSession {
  account: AccountRow;
  accessToken: string;
  refreshToken: string;
  familyId: string;
}

/**
 * Starts a sign-in for the account in one batch with `alongside` (the sign-up's insert is
 * before it; clearing failures, adopting the device's lists go with it).
 */
export async function openSession(
  db: D1Database,
  secret: string,
  account: AccountRow,
  nowSeconds: number,
  alongside: D1PreparedStatement[] = [],
): Promise<OpenedSession> {
  const started = await startSession(db, account.id, nowSeconds);
  await db.batch([started.statement, clearFailuresStatement(db, account.id), ...alongside]);
  const accessToken = await issueAccessToken(
    secret,
    {
      accountId: account.id,
      familyId: started.familyId,
      tier: account.tier,
      isEmployee: account.is_employee === 1,
    },
    nowSeconds,
  );
  return { account, accessToken, refreshToken: started.refreshToken, familyId: started.familyId };
}

export type PasswordSignIn =
  | { kind: 'signed_in'; session: OpenedSession }
  /** Wrong e-mail or password: one answer for both (no account enumeration). */
  | { kind: 'failed' }
  /** Locked (this attempt made it so, or it was already) or the client address is blocked. */
  | { kind: 'blocked'; reference: string; lockedNow?: { account: AccountRow; until: string } };

/**
 * A sign-in with e-mail and password. An unknown e-mail costs the same PBKDF2 time as a known
 * one (it is checked against a stand-in hash), and gets the same answer as a wrong password.
 */
export async function signInWithPassword(
  db: D1Database,
  secret: string,
  input: { email: string; password: string; client: string; nowSeconds: number },
  alongside: (account: AccountRow) => Promise<D1PreparedStatement[]> = async () => [],
): Promise<PasswordSignIn> {
  const { client, nowSeconds } = input;
  if (await clientBlocked(db, client, nowSeconds))
    return { kind: 'blocked', reference: await recordClientBlock(db, client, nowSeconds) };
  const account = await findAccountByEmail(db, input.email);
  const stored = (account && storedPassword(account)) ?? UNKNOWN_ACCOUNT_PASSWORD;
  const right = await verifyPassword(input.password, stored);
  if (account) {
    const lock = activeLock(account, nowSeconds);
    if (lock) return { kind: 'blocked', reference: lock.reference };
  }
  if (!account || !right) {
    const accountId = account?.id ?? null;
    const { locked, held } = await recordFailure(db, { client, accountId, nowSeconds });
    if (!account) return { kind: 'failed' };
    if (held) return { kind: 'blocked', reference: held.reference };
    if (locked)
      return {
        kind: 'blocked',
        reference: locked.reference,
        lockedNow: { account, until: locked.until },
      };
    return { kind: 'failed' };
  }
  return {
    kind: 'signed_in',
    session: await openSession(db, secret, account, nowSeconds, await alongside(account)),
  };
}

export type Refresh =
  | {
      kind: 'refreshed';
      account: AccountRow;
      accessToken: string;
      refreshToken: string;
      familyId: string;
    }
  | { kind: 'refused' };

/** A refresh: the token rotated, a new access token with the account's tier as it is now. */
export async function refreshSession(
  db: D1Database,
  secret: string,
  refreshToken: string,
  nowSeconds: number,
): Promise<Refresh> {
  const rotation = await rotateSession(db, secret, refreshToken, nowSeconds);
  if (rotation.state !== 'rotated') return { kind: 'refused' };
  const account = await findAccount(db, rotation.accountId);
  if (!account) return { kind: 'refused' };
  const accessToken = await issueAccessToken(
    secret,
    {
      accountId: account.id,
      familyId: rotation.familyId,
      tier: account.tier,
      isEmployee: account.is_employee === 1,
    },
    nowSeconds,
  );
  return {
    kind: 'refreshed',
    account,
    accessToken,
    refreshToken: rotation.refreshToken,
    familyId: rotation.familyId,
  };
}
