import {
  findAccount,
  findAccountByEmailStatement,
  storedPassword,
  type AccountRow,
} from '../accounts/accounts';
import { clearStatement } from '../rate-limit/counter';
import { issueAccessToken } from './access-token';
import { activeLockStatement, lockOf, recordFailure, signInHits, type Lock } from './lockout';
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
 * before it; forgetting wrong passwords, adopting the device's lists go with it).
 */
export async function openSession(
  db: D1Database,
  secret: string,
  account: AccountRow,
  nowSeconds: number,
  alongside: D1PreparedStatement[] = [],
): Promise<OpenedSession> {
  const started = await startSession(db, account.id, nowSeconds);
  await db.batch([started.statement, ...alongside]);
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
  /**
   * Wrong e-mail or password: one answer for both (no account enumeration), with the tries
   * left before the address locks for this client.
   */
  | { kind: 'failed'; remaining: number }
  /**
   * A lock holds (this attempt began it, or it was there): for an address, known or not, or for
   * the client. `unlockMail`: this attempt began an address lock of an account, whose owner is
   * to be mailed the unlock link.
   */
  | { kind: 'blocked'; lock: Lock; unlockMail?: AccountRow };

/**
 * A sign-in with e-mail and password (README "Accounts and sessions"). A lock is answered
 * before any password work; otherwise an unknown e-mail costs the same PBKDF2 time as a known
 * one (it is checked against a stand-in hash), moves the same counters and gets the same answer
 * as a wrong password.
 */
export async function signInWithPassword(
  db: D1Database,
  secret: string,
  input: { email: string; password: string; client: string | null; nowSeconds: number },
  alongside: (account: AccountRow) => Promise<D1PreparedStatement[]> = async () => [],
): Promise<PasswordSignIn> {
  const { client, nowSeconds } = input;
  const hits = await signInHits(input.email, client);
  const [locks, found] = await db.batch([
    activeLockStatement(db, hits, nowSeconds),
    findAccountByEmailStatement(db, input.email),
  ]);
  const held = lockOf(locks);
  if (held) return { kind: 'blocked', lock: held };
  const account = (found.results[0] as AccountRow | undefined) ?? null;
  const stored = (account && storedPassword(account)) ?? UNKNOWN_ACCOUNT_PASSWORD;
  const right = await verifyPassword(input.password, stored);
  if (!account || !right) {
    const failure = await recordFailure(db, {
      hits,
      accountId: account?.id ?? null,
      client,
      nowSeconds,
    });
    if (!failure.lock) return { kind: 'failed', remaining: failure.remaining };
    return {
      kind: 'blocked',
      lock: failure.lock,
      ...(failure.lockedNow && account ? { unlockMail: account } : {}),
    };
  }
  // The right password: this client's count of wrong ones for the address starts again.
  const forget = clearStatement(db, hits[0]);
  return {
    kind: 'signed_in',
    session: await openSession(db, secret, account, nowSeconds, [
      forget,
      ...(await alongside(account)),
    ]),
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
