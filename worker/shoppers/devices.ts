/**
 * The devices table (migration 0012): which `device-id` cookies the storefront issued, and
 * when each was last seen. Statements only; the API decides when to issue (worker/auth/device.ts)
 * and the retention job when to remove (worker/jobs/retention.ts).
 */

/** A device is marked seen at most this often: most requests then write nothing. */
export const SEEN_RESOLUTION_MS = 24 * 60 * 60 * 1000;

/** Tables whose rows belong to a device: a device with a row in any of them is never idle. */
const ATTACHED = [
  'wishlist_items',
  'waitlist_entries',
  'launch_reminders',
  'cart_lines',
  'bag_promotions',
  'bag_samples',
  'bag_gift_choices',
] as const;

/**
 * Records a device as issued or seen now: inserted when unknown (a new browser, or one whose
 * idle device was removed), else its `seen_at` moved forward when it is older than
 * SEEN_RESOLUTION_MS. One statement, so parallel requests cannot disagree.
 */
export async function seeDevice(db: D1Database, id: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .prepare(
      `INSERT INTO devices (id, created_at, seen_at) VALUES (?1, ?2, ?2)
       ON CONFLICT (id) DO UPDATE SET seen_at = excluded.seen_at WHERE seen_at < ?3`,
    )
    .bind(id, at, new Date(now.getTime() - SEEN_RESOLUTION_MS).toISOString())
    .run();
}

/** Whether the store recorded this device (issued it, or saw it before ids were signed). */
export async function deviceRecorded(db: D1Database, id: string): Promise<boolean> {
  const row = await db.prepare('SELECT 1 AS known FROM devices WHERE id = ?1').bind(id).first();
  return row !== null;
}

/** A position in the walk over idle devices: the last device read, in (seen_at, id) order. */
export interface DeviceCursor {
  seenAt: string;
  id: string;
}

export interface IdleStep {
  /** Devices read in this step (at most `limit`). */
  read: number;
  removed: number;
  /** The last device read, where the next step goes on from; null when none was read. */
  last: DeviceCursor | null;
}

/**
 * One step of the walk over devices unseen since `before`, in (seen_at, id) order after
 * `after`: reads at most `limit` of them (through `devices_seen`) and removes those that
 * have nothing attached. The removal checks again, in its own statement, that the device is
 * still idle and owns nothing, so a change made meanwhile keeps its device. Reads are bounded
 * however many idle devices still own something: they are read once per pass, not at the head
 * of every step.
 */
export async function removeIdleDevices(
  db: D1Database,
  before: string,
  after: DeviceCursor | null,
  limit: number,
): Promise<IdleStep> {
  const { results } = await db
    .prepare(
      `SELECT id, seen_at FROM devices
       WHERE seen_at < ?1 AND (seen_at, id) > (?2, ?3)
       ORDER BY seen_at, id LIMIT ?4`,
    )
    .bind(before, after?.seenAt ?? '', after?.id ?? '', limit)
    .all<{ id: string; seen_at: string }>();
  const lastRow = results.at(-1);
  if (!lastRow) return { read: 0, removed: 0, last: null };
  const unattached = ATTACHED.map(
    (table) => `NOT EXISTS (SELECT 1 FROM ${table} WHERE device_id = devices.id)`,
  ).join(' AND ');
  const removal = await db
    .prepare(
      `DELETE FROM devices WHERE id IN (SELECT value FROM json_each(?1)) AND seen_at < ?2 AND ${unattached}`,
    )
    .bind(JSON.stringify(results.map((row) => row.id)), before)
    .run();
  return {
    read: results.length,
    removed: removal.meta.changes,
    last: { seenAt: lastRow.seen_at, id: lastRow.id },
  };
}
