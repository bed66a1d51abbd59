import { addressSubject, decisionOf, hitStatement, type Hit } from '../rate-limit/counter';
import { LIMITS, SIGN_IN_LOCK_SECONDS } from '../rate-limit/limits';
import { readableCode } from './secret-tokens';

/**
 * Brute-force limits on sign-in (docs/accounts.md#locks-a-stranger-cannot-renew-for-ever; a block
 * says "This sign-in attempt was blocked, contact support with the reference ID", in the spec's
 * words), counted in the rate-limit home (worker/rate-limit/) and keyed by the address typed, never
 * by the account: an address without an account is counted and locked exactly as one with an
 * account, so neither the answer nor its timing says which addresses have one.
 *
 * - an address from one client ('sign-in-pair'): the fifth wrong password in the window locks
 *   that address for that client for SIGN_IN_LOCK_SECONDS. A stranger locks only themselves
 *   out: the owner on their own device is not refused.
 * - an address from every client ('sign-in-address'): a spray from many clients (at most 100
 *   tries an hour, A-3) locks it for everyone until the window ends.
 * - a client for any addresses ('sign-in-client'): the slow spray across accounts.
 *
 * An address lock that begins mails its owner (when it has one) an unlock link; following it
 * lifts every lock of the address and forgets its counts, so the owner always gets in. Tries
 * refused by a lock are not counted: nobody can make a lock last longer than its end.
 */
export const ACCOUNT_FAILURES = LIMITS['sign-in-pair'].max;

/** A reference ID support can look up: short, unambiguous, random. */
export function blockReference(): string {
  return readableCode('SB', 10);
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** The counters a sign-in for `email` from `client` moves (no client: local, see clientOf). */
export async function signInHits(email: string, client: string | null): Promise<Hit[]> {
  const address = await addressSubject(email);
  return [
    { purpose: 'sign-in-pair', subject: `${address}:${client ?? 'local'}` },
    { purpose: 'sign-in-address', subject: address },
    ...(client ? [{ purpose: 'sign-in-client', subject: client } as const] : []),
  ];
}

/** A lock's key in sign_in_blocks: the counter that set it. */
const lockSubject = (hit: Hit) => `${hit.purpose}/${hit.subject}`;

export interface Lock {
  reference: string;
  until: string;
  /** 'client': the client is blocked for any address; 'account': this address is locked. */
  reason: 'account' | 'client';
}

interface LockRow {
  reference: string;
  until: string;
  reason: 'account' | 'client';
}

/** The read of the lock holding now for any of these counters (the latest to end). */
export function activeLockStatement(
  db: D1Database,
  hits: readonly Hit[],
  nowSeconds: number,
): D1PreparedStatement {
  return db
    .prepare(
      `SELECT reference, until, reason FROM sign_in_blocks
       WHERE subject IN (SELECT value FROM json_each(?1)) AND until > ?2 AND lifted_at IS NULL
       ORDER BY until DESC LIMIT 1`,
    )
    .bind(JSON.stringify(hits.map(lockSubject)), iso(nowSeconds));
}

export const lockOf = (result: D1Result): Lock | null =>
  (result.results[0] as LockRow | undefined) ?? null;

export interface Failure {
  /** Wrong passwords left for this address from this client before it locks. */
  remaining: number;
  /** The lock this failure made or met (its count reached a limit), if any. */
  lock: Lock | null;
  /** This failure began an address lock: the moment to mail its owner the unlock link. */
  lockedNow: boolean;
}

/**
 * Counts one failed sign-in on every counter in one batch; a counter at its limit locks its
 * subject. The lock is compare-and-set (inserted only when none holds): of many failures at
 * once, one begins it, and only that one gets `lockedNow` (and so sends the unlock mail); the
 * others answer with the same reference.
 */
export async function recordFailure(
  db: D1Database,
  input: {
    hits: readonly Hit[];
    accountId: number | null;
    client: string | null;
    nowSeconds: number;
  },
): Promise<Failure> {
  const { hits, nowSeconds } = input;
  const counted = await db.batch(hits.map((hit) => hitStatement(db, hit, nowSeconds)));
  const decisions = hits.map((hit, i) => ({
    hit,
    decision: decisionOf(hit, counted[i], nowSeconds),
  }));
  const remaining = decisions[0].decision.remaining;
  const reached = decisions.filter(({ decision }) => !decision.allowed || decision.reached);
  if (!reached.length) return { remaining, lock: null, lockedNow: false };
  const now = iso(nowSeconds);
  const statements = reached.flatMap(({ hit, decision }) => {
    const reason = hit.purpose === 'sign-in-client' ? 'client' : 'account';
    const seconds = hit.purpose === 'sign-in-pair' ? SIGN_IN_LOCK_SECONDS : decision.retryAfter;
    return [
      db
        .prepare(
          `INSERT INTO sign_in_blocks (reference, account_id, client, reason, subject, until, created_at)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7
           WHERE NOT EXISTS (SELECT 1 FROM sign_in_blocks
                             WHERE subject = ?5 AND until > ?7 AND lifted_at IS NULL)`,
        )
        .bind(
          blockReference(),
          reason === 'account' ? input.accountId : null,
          input.client,
          reason,
          lockSubject(hit),
          iso(nowSeconds + seconds),
          now,
        ),
      activeLockStatement(db, [hit], nowSeconds),
    ];
  });
  const results = await db.batch(statements);
  const locks = reached.map((_, i) => ({
    began: results[2 * i].meta.changes === 1,
    lock: lockOf(results[2 * i + 1]),
  }));
  // The address's own lock, when one is among them, is the one to tell about.
  const chosen = locks.find(({ lock }) => lock?.reason === 'account') ?? locks[0];
  return {
    remaining,
    lock: chosen.lock,
    lockedNow: locks.some(({ began, lock }) => began && lock?.reason === 'account'),
  };
}

/**
 * The owner proved they hold the mailbox (an unlock or reset link): every lock of the address
 * ends (from every client, and everywhere) and its counts start again.
 */
export async function liftLocksStatements(
  db: D1Database,
  email: string,
  nowSeconds: number,
): Promise<D1PreparedStatement[]> {
  const address = await addressSubject(email);
  // The address's pairs are the subjects `{address}:{client}`: the range from ':' to ';' (the
  // next character) holds them all, read through the key (D1 refuses a LIKE this long).
  return [
    db
      .prepare(
        `UPDATE sign_in_blocks SET lifted_at = ?2
         WHERE (subject = 'sign-in-address/' || ?1
                OR (subject >= 'sign-in-pair/' || ?1 || ':' AND subject < 'sign-in-pair/' || ?1 || ';'))
           AND until > ?2 AND lifted_at IS NULL`,
      )
      .bind(address, iso(nowSeconds)),
    db
      .prepare(
        `DELETE FROM rate_limits
         WHERE (purpose = 'sign-in-address' AND subject = ?1)
            OR (purpose = 'sign-in-pair' AND subject >= ?1 || ':' AND subject < ?1 || ';')`,
      )
      .bind(address),
  ];
}
