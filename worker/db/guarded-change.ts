import { failedConstraint } from './constraint-error';
import { ownerColumn, ownerValue, type Owner } from './owner';

/**
 * One guarded change (docs/architecture.md#one-guarded-change): the shape every write that
 * matters takes, written once.
 *
 * 1. Read, in one batch: the request's idempotency key (if it has one) and the state the change
 *    is decided from.
 * 2. A key seen before answers at once: the same request again (the same body hash) is a retry
 *    and is replayed; another request under that key is refused as a reused key.
 * 3. Decide from the state: an answer without writing (a refusal), or a write.
 * 4. Write in ONE batch (D1 runs a batch as one transaction): the key first, then the change,
 *    whose statements repeat every rule as guards (a compare-and-set), then what is read after.
 *    The key is kept only if the change wrote something, unless the change says a write that
 *    changed no row still counts (a replacing write).
 * 5. When the batch fails because another writer got there first (the user's own list of
 *    constraints, and this table's unique key: the same key recorded by a parallel request),
 *    or the change reports that its guard found the state moved on (RETRY), go back to 1, at
 *    most ATTEMPTS times. Any other error would fail again the same way: it is thrown.
 *
 * There is no "in flight" state to answer: the key is written in the change's own transaction,
 * so a parallel request with the same key either sees it committed (and replays) or loses the
 * unique key and reads again.
 */

/** Who records keys here, each with how long a key is kept (the retention job forgets it then). */
export const KEY_LIFETIME_MS = {
  bag: 24 * 60 * 60 * 1000,
  reward: 24 * 60 * 60 * 1000,
  address: 24 * 60 * 60 * 1000,
  booking: 24 * 60 * 60 * 1000,
  // A placement's key also finds "the same request placed a moment ago under another key".
  order: 30 * 24 * 60 * 60 * 1000,
} as const;
export type KeyScope = keyof typeof KEY_LIFETIME_MS;

/** How many times a change is decided again after losing a race. */
export const ATTEMPTS = 3;

/** A request's idempotency key: whose, for what, and what the request was. */
export interface RequestKey {
  scope: KeyScope;
  owner: Owner;
  key: string;
  /** The request's body as a digest or a canonical text (≤ 200 characters). */
  bodyHash: string;
}

/** Returned by a write's answer when its guard found the state moved on: decide again. */
export const RETRY: unique symbol = Symbol('retry');

export interface Reading<State> {
  statements: D1PreparedStatement[];
  read: (results: D1Result[]) => State;
}

export interface Write<Answer> {
  /** The change, guarded; the key is kept only when the last of these changed a row... */
  changes: D1PreparedStatement[];
  /** ...unless a write that changed nothing still counts (a replacing write). */
  keepKey?: boolean;
  /** Guards and reads run after the change, in the same batch. */
  after?: D1PreparedStatement[];
  /** What a replay of this key answers, when not the state as it then is. */
  storedAnswer?: string;
  answer: (results: { changes: D1Result[]; after: D1Result[] }) => Answer | typeof RETRY;
}

export type Decision<Answer> = { answer: Answer } | { write: Write<Answer> };

export interface GuardedChange<State, Answer> {
  db: D1Database;
  now: Date;
  key: RequestKey | null;
  read: () => Reading<State>;
  decide: (state: State) => Decision<Answer> | Promise<Decision<Answer>>;
  /** The same key and body again: what the first request's retry is answered. */
  replay: (state: State, storedAnswer: string | null) => Answer | Promise<Answer>;
  /** The same key with another body. */
  reused: (state: State) => Answer;
  /** The constraints a parallel writer can trip in this change's batch (never "any"). */
  lostRace: (error: unknown) => boolean;
  /** Every attempt lost its race. */
  exhausted: () => Answer;
}

interface KeyRow {
  body_hash: string;
  answer: string | null;
}

export async function runGuardedChange<State, Answer>(
  change: GuardedChange<State, Answer>,
): Promise<Answer> {
  const { db, key } = change;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const reading = change.read();
    const results = await db.batch(
      key ? [keyRead(db, key), ...reading.statements] : reading.statements,
    );
    const state = reading.read(key ? results.slice(1) : results);
    const seen = key ? (results[0].results[0] as KeyRow | undefined) : undefined;
    if (seen)
      return seen.body_hash === key!.bodyHash
        ? change.replay(state, seen.answer)
        : change.reused(state);

    const decision = await change.decide(state);
    if ('answer' in decision) return decision.answer;
    const { write } = decision;
    const keyStatements = key ? recordKey(db, key, change.now, write.storedAnswer ?? null) : null;
    const before = [
      ...(keyStatements ? [keyStatements.record] : []),
      ...write.changes,
      ...(keyStatements && !write.keepKey ? [keyStatements.forgetIfUnchanged] : []),
    ];
    try {
      const written = await db.batch([...before, ...(write.after ?? [])]);
      const first = keyStatements ? 1 : 0;
      const answer = write.answer({
        changes: written.slice(first, first + write.changes.length),
        after: written.slice(before.length),
      });
      if (answer !== RETRY) return answer;
    } catch (error) {
      if (!isKeyRace(error) && !change.lostRace(error)) throw error;
    }
  }
  return change.exhausted();
}

function keyRead(db: D1Database, key: RequestKey): D1PreparedStatement {
  const col = ownerColumn(key.owner);
  return db
    .prepare(
      `SELECT body_hash, answer FROM request_keys WHERE scope = ?1 AND ${col} = ?2 AND idempotency_key = ?3`,
    )
    .bind(key.scope, ownerValue(key.owner), key.key);
}

function recordKey(db: D1Database, key: RequestKey, now: Date, answer: string | null) {
  const col = ownerColumn(key.owner);
  const expires = new Date(now.getTime() + KEY_LIFETIME_MS[key.scope]);
  return {
    record: db
      .prepare(
        `INSERT INTO request_keys (scope, ${col}, idempotency_key, body_hash, answer, created_at, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
      )
      .bind(
        key.scope,
        ownerValue(key.owner),
        key.key,
        key.bodyHash,
        answer,
        now.toISOString(),
        expires.toISOString(),
      ),
    // Right after the change: a change that wrote nothing leaves no key, so it can be retried.
    forgetIfUnchanged: db
      .prepare(
        `DELETE FROM request_keys WHERE scope = ?1 AND ${col} = ?2 AND idempotency_key = ?3 AND changes() = 0`,
      )
      .bind(key.scope, ownerValue(key.owner), key.key),
  };
}

/** The same key recorded meanwhile by a parallel request: read again, and it is a replay. */
export function isKeyRace(error: unknown): boolean {
  const failed = failedConstraint(error);
  return failed?.kind === 'UNIQUE' && failed.detail.startsWith('request_keys.');
}

/** Removes up to `limit` keys past their lifetime; answers how many went. */
export async function removeExpiredKeys(db: D1Database, now: Date, limit: number): Promise<number> {
  const result = await db
    .prepare(
      `DELETE FROM request_keys WHERE id IN (
         SELECT id FROM request_keys WHERE expires_at < ?1 ORDER BY expires_at LIMIT ?2
       )`,
    )
    .bind(now.toISOString(), limit)
    .run();
  return result.meta.changes;
}
