/**
 * What accounts leave behind that stops being of use, removed by the retention job in
 * bounded batches, each read through an index:
 *
 * - mail: a sent mail after MAIL_KEEP_DAYS (its body, which held any single-use link, was
 *   emptied when it was sent; the row is kept that long to answer "did you send it?"), and a
 *   mail given up after its last attempt, as long after it was queued;
 * - refresh tokens past their expiry: a token past it is refused anyway, replayed or not;
 * - e-mailed links (reset, unlock) a day past their expiry, used or not;
 * - sign-ups never confirmed, once their link has expired;
 * - sign-in blocks after BLOCK_KEEP_DAYS: the reference a shopper quotes to support;
 * - rate-limit counters (worker/rate-limit/) once their window has passed.
 */
export const MAIL_KEEP_DAYS = 30;
export const BLOCK_KEEP_DAYS = 180;

const DAY_SECONDS = 24 * 60 * 60;

interface Rule {
  name:
    'mail' | 'refreshTokens' | 'accountLinks' | 'signUpRequests' | 'signInBlocks' | 'rateLimits';
  /** Deletes at most ?2 rows older than ?1. */
  sql: string;
  /** The ?1 of `sql` for a run at `nowSeconds`. */
  before: (nowSeconds: number) => string | number;
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

export const ACCOUNT_RETENTION: readonly Rule[] = [
  {
    name: 'mail',
    sql: `DELETE FROM outbox WHERE id IN (
            SELECT id FROM outbox WHERE sent_at IS NOT NULL AND sent_at < ?1 LIMIT ?2)`,
    before: (now) => iso(now - MAIL_KEEP_DAYS * DAY_SECONDS),
  },
  {
    name: 'mail',
    sql: `DELETE FROM outbox WHERE id IN (
            SELECT id FROM outbox WHERE sent_at IS NULL AND attempts >= ?3 AND created_at < ?1 LIMIT ?2)`,
    before: (now) => iso(now - MAIL_KEEP_DAYS * DAY_SECONDS),
  },
  {
    name: 'refreshTokens',
    sql: `DELETE FROM refresh_tokens WHERE token_hash IN (
            SELECT token_hash FROM refresh_tokens WHERE expires_at < ?1 LIMIT ?2)`,
    before: (now) => now,
  },
  {
    name: 'accountLinks',
    sql: `DELETE FROM account_links WHERE token_hash IN (
            SELECT token_hash FROM account_links WHERE expires_at < ?1 LIMIT ?2)`,
    before: (now) => now - DAY_SECONDS,
  },
  {
    name: 'signUpRequests',
    sql: `DELETE FROM sign_up_requests WHERE token_hash IN (
            SELECT token_hash FROM sign_up_requests WHERE expires_at < ?1 LIMIT ?2)`,
    before: (now) => now,
  },
  {
    name: 'signInBlocks',
    sql: `DELETE FROM sign_in_blocks WHERE reference IN (
            SELECT reference FROM sign_in_blocks WHERE created_at < ?1 LIMIT ?2)`,
    before: (now) => iso(now - BLOCK_KEEP_DAYS * DAY_SECONDS),
  },
  {
    name: 'rateLimits',
    sql: `DELETE FROM rate_limits WHERE (purpose, subject, window_start) IN (
            SELECT purpose, subject, window_start FROM rate_limits WHERE expires_at < ?1 LIMIT ?2)`,
    before: (now) => now,
  },
];

/** One batch of one rule: how many rows it removed. `maxAttempts` is the mail's last try. */
export async function removeStale(
  db: D1Database,
  rule: Rule,
  nowSeconds: number,
  limit: number,
  maxAttempts: number,
): Promise<number> {
  const binds: (string | number)[] = [rule.before(nowSeconds), limit];
  if (rule.sql.includes('?3')) binds.push(maxAttempts);
  const result = await db
    .prepare(rule.sql)
    .bind(...binds)
    .run();
  return result.meta.changes;
}
