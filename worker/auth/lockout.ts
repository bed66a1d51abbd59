import { readableCode } from './secret-tokens';

/**
 * Brute-force limits on sign-in (issue 8; reliability anchors A-3; spec §8 "This sign-in
 * attempt was blocked, contact support with the reference ID"):
 *
 * - per account: ACCOUNT_FAILURES wrong passwords within WINDOW lock it for LOCK, or until the
 *   unlock link e-mailed at that moment is followed. The lock ends by itself, so an attacker
 *   who knows an address cannot keep its owner out for good; while it holds, even the right
 *   password is refused.
 * - per client address: CLIENT_FAILURES failures within WINDOW (any accounts, known or not)
 *   block that address until the window ends: the slow spray across many accounts.
 *
 * Every counter is one atomic D1 statement (UPDATE … RETURNING, INSERT … ON CONFLICT), so
 * fifty wrong passwords at once count fifty. The Workers rate-limit binding would not: it is
 * per location and approximate by design.
 */
export const ACCOUNT_FAILURES = 5;
export const CLIENT_FAILURES = 20;
export const WINDOW_SECONDS = 15 * 60;
export const LOCK_SECONDS = 30 * 60;

/** A reference ID support can look up: short, unambiguous, random. */
export function blockReference(): string {
  return readableCode('SB', 10);
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const windowOf = (nowSeconds: number) => nowSeconds - (nowSeconds % WINDOW_SECONDS);

/** Whether the account is locked now: its lock's end, and reference, when it is. */
export function activeLock(
  row: { locked_until: string | null; lock_reference: string | null },
  nowSeconds: number,
): { until: string; reference: string } | null {
  if (!row.locked_until || !row.lock_reference) return null;
  return row.locked_until > iso(nowSeconds)
    ? { until: row.locked_until, reference: row.lock_reference }
    : null;
}

/**
 * Counts one failed sign-in: for the client address (forgetting windows long past) and, when
 * the e-mail is an account's, for the account; then locks the account when that made
 * ACCOUNT_FAILURES within the window. All counters go in one batch, and an unknown e-mail runs
 * the same batch against no account (id 0 matches no row), so a wrong password and an unknown
 * e-mail cost the same round trip and the same statements: their timing does not tell an
 * account exists. The lock is compare-and-set: of many failures at once, one sets it, and only
 * that one gets `locked` (and so sends the unlock mail).
 */
export async function recordFailure(
  db: D1Database,
  input: { client: string; accountId: number | null; nowSeconds: number },
): Promise<{
  failures: number;
  /** Locked by this failure (its mail to send). */
  locked: { reference: string; until: string } | null;
  /** A lock already holding (set by a failure at the same moment). */
  held: { reference: string; until: string } | null;
}> {
  const { client, nowSeconds } = input;
  const accountId = input.accountId ?? 0;
  const now = iso(nowSeconds);
  const windowStart = iso(nowSeconds - WINDOW_SECONDS);
  const [, , counting] = await db.batch([
    db
      .prepare(
        `INSERT INTO sign_in_throttle (client, window_start, failures) VALUES (?1, ?2, 1)
         ON CONFLICT (client, window_start) DO UPDATE SET failures = failures + 1`,
      )
      .bind(client, windowOf(nowSeconds)),
    db
      .prepare('DELETE FROM sign_in_throttle WHERE window_start < ?1')
      .bind(windowOf(nowSeconds) - WINDOW_SECONDS),
    db
      .prepare(
        `UPDATE accounts SET
           failed_sign_ins = CASE WHEN failures_since IS NULL OR failures_since <= ?2 THEN 1 ELSE failed_sign_ins + 1 END,
           failures_since = CASE WHEN failures_since IS NULL OR failures_since <= ?2 THEN ?3 ELSE failures_since END
         WHERE id = ?1
         RETURNING failed_sign_ins, locked_until, lock_reference`,
      )
      .bind(accountId, windowStart, now),
  ]);
  const counted = (
    counting.results as {
      failed_sign_ins: number;
      locked_until: string | null;
      lock_reference: string | null;
    }[]
  )[0];
  const failures = counted?.failed_sign_ins ?? 0;
  const held = counted ? activeLock(counted, nowSeconds) : null;
  if (!counted || failures < ACCOUNT_FAILURES || held) return { failures, locked: null, held };
  const reference = blockReference();
  const until = iso(nowSeconds + LOCK_SECONDS);
  const lock = await db.batch([
    db
      .prepare(
        `UPDATE accounts SET locked_until = ?2, lock_reference = ?3
         WHERE id = ?1 AND (locked_until IS NULL OR locked_until <= ?4)`,
      )
      .bind(accountId, until, reference, now),
    db
      .prepare(
        `INSERT INTO sign_in_blocks (reference, account_id, reason, created_at)
         SELECT ?2, ?1, 'account', ?3 WHERE changes() = 1`,
      )
      .bind(accountId, reference, now),
  ]);
  return {
    failures,
    locked: lock[0].meta.changes === 1 ? { reference, until } : null,
    held: null,
  };
}

/** A right password (or an unlock): the count starts again and any lock ends. */
export function clearFailuresStatement(db: D1Database, accountId: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE accounts SET failed_sign_ins = 0, failures_since = NULL, locked_until = NULL,
         lock_reference = NULL WHERE id = ?1`,
    )
    .bind(accountId);
}

/** Whether the client address has used up its failures in this window. */
export async function clientBlocked(
  db: D1Database,
  client: string,
  nowSeconds: number,
): Promise<boolean> {
  const row = await db
    .prepare('SELECT failures FROM sign_in_throttle WHERE client = ?1 AND window_start = ?2')
    .bind(client, windowOf(nowSeconds))
    .first<{ failures: number }>();
  return (row?.failures ?? 0) >= CLIENT_FAILURES;
}

/** A block of a client address, recorded so support can find it by its reference. */
export async function recordClientBlock(
  db: D1Database,
  client: string,
  nowSeconds: number,
): Promise<string> {
  const reference = blockReference();
  await db
    .prepare(
      `INSERT INTO sign_in_blocks (reference, client, reason, created_at) VALUES (?1, ?2, 'client', ?3)`,
    )
    .bind(reference, client, iso(nowSeconds))
    .run();
  return reference;
}
