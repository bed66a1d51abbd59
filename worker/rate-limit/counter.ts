import { emailKey } from '../accounts/accounts';
import { tokenHash } from '../auth/secret-tokens';
import { decide, LIMITS, windowStart, type Decision, type LimitPurpose } from './limits';

/**
 * The counters of ./limits.ts in D1 (`rate_limits`): one upsert per hit that returns the
 * window's new count, so fifty requests at once count fifty (the Workers rate-limit binding is
 * per location and approximate). Rows are removed by the retention job
 * once their window has passed.
 */
export interface Hit {
  purpose: LimitPurpose;
  subject: string;
}

/** The upsert of one hit, RETURNING the window's count (to run in a caller's batch). */
export function hitStatement(db: D1Database, hit: Hit, nowSeconds: number): D1PreparedStatement {
  const limit = LIMITS[hit.purpose];
  const start = windowStart(limit, nowSeconds);
  return db
    .prepare(
      `INSERT INTO rate_limits (purpose, subject, window_start, expires_at, hits)
       VALUES (?1, ?2, ?3, ?4, 1)
       ON CONFLICT (purpose, subject, window_start) DO UPDATE SET hits = hits + 1
       RETURNING hits`,
    )
    .bind(hit.purpose, hit.subject, start, start + limit.windowSeconds);
}

/** The decision for a hit from its statement's result. */
export function decisionOf(hit: Hit, result: D1Result, nowSeconds: number): Decision {
  const hits = (result.results[0] as { hits: number } | undefined)?.hits ?? 1;
  return decide(LIMITS[hit.purpose], hits, nowSeconds);
}

/** Counts the hits in one batch and decides each. */
export async function countHits(
  db: D1Database,
  hits: readonly Hit[],
  nowSeconds: number,
): Promise<Decision[]> {
  if (!hits.length) return [];
  const results = await db.batch(hits.map((hit) => hitStatement(db, hit, nowSeconds)));
  return hits.map((hit, i) => decisionOf(hit, results[i], nowSeconds));
}

/** Forgets the current window of these counters (an owner's unlock, a right password). */
export function clearStatement(db: D1Database, hit: Hit): D1PreparedStatement {
  return db
    .prepare('DELETE FROM rate_limits WHERE purpose = ?1 AND subject = ?2')
    .bind(hit.purpose, hit.subject);
}

/**
 * The subject for an e-mail address: the SHA-256 of its key, so the table never holds the
 * addresses strangers typed, and one address in any case is one subject.
 */
export const addressSubject = (email: string) => tokenHash(emailKey(email));
