import { ACCOUNT_RETENTION, removeStale } from './account-retention';
import { removeIdleDevices, type DeviceCursor } from '../shoppers/devices';
import { removeExpiredKeys } from '../db/guarded-change';
import { readJobCursor, writeJobCursor } from '../db/job-cursors';
import { MAX_MAIL_ATTEMPTS } from '../mail/deliver';

/**
 * Cron: what the storefront keeps per anonymous browser does not grow for ever. Devices
 * unseen for DEVICE_IDLE_DAYS with nothing attached are removed (their browser, if it comes
 * back, is recorded again by its next GET user), and idempotency keys past their lifetime
 * (KEY_LIFETIME_MS in ../db/guarded-change.ts) go too, and so does what accounts leave
 * behind (old mail, expired refresh tokens and links, old sign-in blocks, rate-limit counters past
 * their window: ./account-retention.ts).
 *
 * Work is bounded: at most `maxBatches` statements of RETENTION_BATCH rows per table and run.
 * Idempotency keys are read soonest expired first and every key read is removed. Idle devices are
 * walked in (seen_at, id) order from where the last run stopped (`job_cursors`), because many
 * of them still own something (a wish list nobody came back for) and are kept: reading from
 * the oldest each time would read those again and again and never reach the rest. A backlog
 * (a first run, a bot wave) is cleared over several runs instead of one long invocation.
 */

/** The cron (in wrangler.toml) that runs the job: daily, at a quiet hour in Asia. */
export const RETENTION_CRON = '30 19 * * *';
/** A device with nothing attached is removed after this many days unseen. */
export const DEVICE_IDLE_DAYS = 30;
/** Rows read (and at most removed) per statement. */
export const RETENTION_BATCH = 500;
/** Statements per table and run, by default. */
export const RETENTION_MAX_BATCHES = 20;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionOutcome {
  devices: number;
  idempotencyKeys: number;
  /** Rows removed per account rule (mail, refresh tokens, links, blocks). */
  accounts: Record<(typeof ACCOUNT_RETENTION)[number]['name'], number>;
  /** Nothing was left to remove when the run ended. */
  complete: boolean;
}

/** The retention job's place in its walk over idle devices. */
const DEVICES_CURSOR = 'retention:devices';

/** Deletes idempotency keys in batches until a batch comes back short or `maxBatches` ran. */
async function removeKeys(
  db: D1Database,
  now: Date,
  maxBatches: number,
): Promise<{ removed: number; complete: boolean }> {
  let removed = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const count = await removeExpiredKeys(db, now, RETENTION_BATCH);
    removed += count;
    if (count < RETENTION_BATCH) return { removed, complete: true };
  }
  return { removed, complete: false };
}

/** Each account rule in batches until one comes back short or `maxBatches` ran. */
async function removeAccountLeftovers(
  db: D1Database,
  now: Date,
  maxBatches: number,
): Promise<{ removed: RetentionOutcome['accounts']; complete: boolean }> {
  const removed = {
    mail: 0,
    refreshTokens: 0,
    accountLinks: 0,
    signUpRequests: 0,
    signInBlocks: 0,
    rateLimits: 0,
  };
  const nowSeconds = Math.floor(now.getTime() / 1000);
  let complete = true;
  for (const rule of ACCOUNT_RETENTION) {
    let batch = 0;
    for (; batch < maxBatches; batch += 1) {
      const count = await removeStale(db, rule, nowSeconds, RETENTION_BATCH, MAX_MAIL_ATTEMPTS);
      removed[rule.name] += count;
      if (count < RETENTION_BATCH) break;
    }
    if (batch === maxBatches) complete = false;
  }
  return { removed, complete };
}

/** Walks idle devices from the stored cursor for up to `maxBatches` steps, and stores where it stopped. */
async function removeDevices(
  db: D1Database,
  before: string,
  maxBatches: number,
  now: Date,
): Promise<{ removed: number; complete: boolean }> {
  const stored = await readJobCursor(db, DEVICES_CURSOR);
  let cursor = stored ? (JSON.parse(stored) as DeviceCursor) : null;
  let removed = 0;
  let complete = false;
  for (let batch = 0; batch < maxBatches && !complete; batch += 1) {
    const step = await removeIdleDevices(db, before, cursor, RETENTION_BATCH);
    removed += step.removed;
    // A short step reached the newest idle device: the pass is complete, the next starts over.
    complete = step.read < RETENTION_BATCH;
    cursor = complete ? null : step.last;
  }
  await writeJobCursor(db, DEVICES_CURSOR, cursor && JSON.stringify(cursor), now);
  return { removed, complete };
}

/** One run of the retention job at `now`. */
export async function runRetention(
  db: D1Database,
  now: Date,
  options: { maxBatches?: number } = {},
): Promise<RetentionOutcome> {
  const maxBatches = options.maxBatches ?? RETENTION_MAX_BATCHES;
  const idleBefore = new Date(now.getTime() - DEVICE_IDLE_DAYS * DAY_MS).toISOString();
  const keys = await removeKeys(db, now, maxBatches);
  const devices = await removeDevices(db, idleBefore, maxBatches, now);
  const accounts = await removeAccountLeftovers(db, now, maxBatches);
  return {
    devices: devices.removed,
    idempotencyKeys: keys.removed,
    accounts: accounts.removed,
    complete: devices.complete && keys.complete && accounts.complete,
  };
}
