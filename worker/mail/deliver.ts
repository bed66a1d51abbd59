import type { Context } from 'hono';
import type { AppEnv } from '../env';
import type { Logger } from '../log';
import { jobLogger } from '../observability';
import { attachmentsOf } from './outbox';
import { mailSenderFor, type MailSender } from './sender';

/**
 * Delivery of the outbox (worker/mail/outbox.ts): at least once, and once in practice.
 *
 * - Each row is claimed before it is sent, compare-and-set on its attempt count: of two
 *   deliverers that read the same row, only the one whose UPDATE changed it sends it.
 * - A row being sent is not read again by another deliverer: `deliverSoon` (after a request)
 *   takes only first attempts at mail queued in the last FRESH_MAIL_MS; the cron takes first
 *   attempts at any mail, and retries only mail older than RETRY_AFTER_MS, by when any
 *   `deliverSoon` that took it has long finished (waitUntil lasts 30 s, a send at most
 *   MAIL_SEND_TIMEOUT_MS). Cron runs are ten minutes apart and a run is bounded (`limit`
 *   sends), so two never hold the same row.
 * - What remains is a worker stopped between the provider's answer and `sent_at` being
 *   written: the mail is tried again with the same `Idempotency-Key`, which a provider that
 *   honours it does not send twice.
 *
 * A mail is tried at most MAX_MAIL_ATTEMPTS times (the cron runs every ten minutes: about 40
 * minutes in all), each failure kept in `last_error`. Once sent, its body is emptied: it holds
 * single-use links, whose tokens the database otherwise keeps only as hashes; so are its
 * attachments (a booking's calendar file: migration 0037).
 */

/** Tries per mail before it is left undelivered (and logged as an error). */
export const MAX_MAIL_ATTEMPTS = 5;
/** Mails sent per run, by default. */
export const DELIVERY_BATCH = 20;
/** `deliverSoon` takes mail queued this recently (and never tried). */
export const FRESH_MAIL_MS = 60_000;
/** The cron retries a mail that failed only once it is this old. */
export const RETRY_AFTER_MS = 5 * 60_000;

export interface DeliveryOptions {
  /** Most mails to try in this run (default DELIVERY_BATCH). */
  limit?: number;
  /** The run's instant: a job's scheduled time, or the request's (worker/clock.ts). */
  now: Date;
  /**
   * `all` (the cron, the default): first attempts at every unsent mail, oldest first, and
   * retries of those older than RETRY_AFTER_MS. `fresh` (deliverSoon): first attempts at mail
   * queued in the last FRESH_MAIL_MS only.
   */
  scope?: 'all' | 'fresh';
  /** Where a mail that failed its last attempt is logged. */
  log?: Logger;
}

export interface DeliveryOutcome {
  sent: number;
  failed: number;
  /** Rows another deliverer claimed first. */
  skipped: number;
}

interface PendingRow {
  id: number;
  to_address: string;
  kind: string;
  subject: string;
  body: string;
  created_at: string;
  attempts: number;
  attachments: string | null;
}

/** The provider's idempotency key of a mail: its row, and when it was queued (ids restart with a new database). */
export function idempotencyKeyOf(row: { id: number; created_at: string }): string {
  return `outbox-${row.id}-${row.created_at}`;
}

function pendingQuery(db: D1Database, scope: 'all' | 'fresh', now: Date, limit: number) {
  if (scope === 'fresh') {
    return db
      .prepare(
        `SELECT id, to_address, kind, subject, body, created_at, attempts, attachments FROM outbox
         WHERE sent_at IS NULL AND attempts = 0 AND created_at >= ?1
         ORDER BY id LIMIT ?2`,
      )
      .bind(new Date(now.getTime() - FRESH_MAIL_MS).toISOString(), limit);
  }
  return db
    .prepare(
      `SELECT id, to_address, kind, subject, body, created_at, attempts, attachments FROM outbox
       WHERE sent_at IS NULL AND attempts < ?1 AND (attempts = 0 OR created_at <= ?2)
       ORDER BY id LIMIT ?3`,
    )
    .bind(MAX_MAIL_ATTEMPTS, new Date(now.getTime() - RETRY_AFTER_MS).toISOString(), limit);
}

/** An error as one short line for `last_error`. */
function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.replace(/\s+/g, ' ').slice(0, 500);
}

/**
 * Sends unsent mail from the outbox through `sender`, oldest first, one at a time: claims each
 * row (compare-and-set), sends it from MAIL_FROM, then marks it sent at `now`; a failure is recorded on
 * the row and tried again by a later run.
 */
export async function deliverPending(
  env: Pick<Env, 'DB' | 'MAIL_FROM'>,
  sender: MailSender,
  options: DeliveryOptions,
): Promise<DeliveryOutcome> {
  const { limit = DELIVERY_BATCH, now, scope = 'all', log } = options;
  const db = env.DB;
  const outcome: DeliveryOutcome = { sent: 0, failed: 0, skipped: 0 };
  const { results } = await pendingQuery(db, scope, now, limit).all<PendingRow>();
  for (const row of results) {
    const claim = await db
      .prepare(
        `UPDATE outbox SET attempts = attempts + 1
         WHERE id = ?1 AND sent_at IS NULL AND attempts = ?2`,
      )
      .bind(row.id, row.attempts)
      .run();
    if (claim.meta.changes !== 1) {
      outcome.skipped += 1;
      continue;
    }
    try {
      await sender.send(
        {
          to: row.to_address,
          from: env.MAIL_FROM,
          subject: row.subject,
          text: row.body,
          attachments: attachmentsOf(row.attachments),
        },
        { idempotencyKey: idempotencyKeyOf(row) },
      );
    } catch (error) {
      outcome.failed += 1;
      await db
        .prepare('UPDATE outbox SET last_error = ?2 WHERE id = ?1')
        .bind(row.id, describe(error))
        .run();
      if (row.attempts + 1 >= MAX_MAIL_ATTEMPTS)
        log?.error('mail not delivered: no attempts left', {
          outboxId: row.id,
          kind: row.kind,
          attempts: row.attempts + 1,
          error,
        });
      continue;
    }
    await db
      .prepare(
        `UPDATE outbox SET sent_at = ?2, body = '', attachments = NULL, last_error = NULL
         WHERE id = ?1`,
      )
      .bind(row.id, now.toISOString())
      .run();
    outcome.sent += 1;
  }
  return outcome;
}

/**
 * The cron's delivery (the ten-minute trigger in worker/index.ts): nothing without a mail
 * provider; rejects when MAIL_API_URL or MAIL_API_KEY is misconfigured (the caller reports it).
 */
export async function deliverScheduled(
  env: Pick<Env, 'DB' | 'MAIL_FROM' | 'MAIL_API_URL' | 'MAIL_API_KEY'>,
  now: Date,
): Promise<DeliveryOutcome | undefined> {
  const sender = mailSenderFor(env);
  if (!sender) return undefined;
  return deliverPending(env, sender, { now, log: jobLogger('mail') });
}

/**
 * Delivers the mail a request just queued, after its answer (`waitUntil`), so a shopper does
 * not wait up to ten minutes for the cron: call it after the batch that queued the mail has
 * run. Takes only mail queued in the last minute and never tried; does nothing without a mail
 * provider or an execution context; a failure is reported and left to the cron, never thrown.
 * `sender` replaces the configured one (tests).
 */
export function deliverSoon(c: Context<AppEnv>, sender?: MailSender): void {
  let waitUntil: (promise: Promise<unknown>) => void;
  try {
    const ctx = c.executionCtx;
    waitUntil = (promise) => ctx.waitUntil(promise);
  } catch {
    // `app.request()` without an execution context: the cron delivers it.
    return;
  }
  const obs = c.get('obs');
  const run = async () => {
    const chosen = sender ?? mailSenderFor(c.env);
    if (!chosen) return;
    await deliverPending(c.env, chosen, { scope: 'fresh', now: c.get('now'), log: obs.log });
  };
  waitUntil(run().catch((error: unknown) => obs.report(error, { source: 'job' })));
}
