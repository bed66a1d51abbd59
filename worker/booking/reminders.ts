import { defaultLanguage, SITES, type Country, type Language } from '../../client/lib/sites';
import { storeTimeZone } from '../../client/lib/store-time-zone';
import { bookingMailStatements } from './booking-mail';
import { presentReservations, reservationSelect, type ReservationRow } from './reservation-view';
import { addDays, dayRange, instantToLocal } from './time';

/**
 * The reminder the day before a booking (docs/booking.md "Mails and the calendar file"): a
 * booking (not cancelled) whose start falls on the store's next local day is reminded once the
 * store's local time has reached REMINDER_TIME, by the ten-minute job
 * (worker/jobs/booking-reminders.ts). Each booking is one batch: the mail, selected from the
 * booking while `reminded_at` is NULL, then the stamp of `reminded_at` under the same guard.
 * A batch is one transaction, so a second run (or one beside it) finds the stamp and queues
 * nothing: one reminder a booking, however often the job runs.
 */

/** The store's local time from which tomorrow's bookings are reminded. */
export const REMINDER_TIME = '09:00';
/** Most reminders queued per run (the next run, ten minutes later, takes the rest). */
export const REMINDERS_PER_RUN = 200;

interface StoreZoneRow {
  id: number;
  country: Country;
  slug: string;
}

interface DueRow extends ReservationRow {
  country: Country;
  account_language: Language;
}

/** The stores grouped by time zone (a zone's stores share their "tomorrow"). */
async function storesByZone(db: D1Database): Promise<Map<string, number[]>> {
  const { results } = await db.prepare('SELECT id, country, slug FROM stores').all<StoreZoneRow>();
  const zones = new Map<string, number[]>();
  for (const store of results) {
    const zone = storeTimeZone(store.country, store.slug);
    zones.set(zone, [...(zones.get(zone) ?? []), store.id]);
  }
  return zones;
}

/** The language a member reads a job's mail in: their account's, when the site has it. */
function readerLanguage(country: Country, language: Language): Language {
  return SITES[country].languages.includes(language) ? language : defaultLanguage(country);
}

export interface ReminderOutcome {
  /** Reminders this run queued. */
  queued: number;
  /** Bookings another run reminded first (or that changed meanwhile). */
  skipped: number;
}

/**
 * Queues the reminders due at `now` (the job's scheduled time), at most `limit`; `originFor`
 * gives a site's public origin (the mail's links).
 */
export async function queueBookingReminders(
  db: D1Database,
  input: { now: Date; originFor: (country: Country) => string; limit?: number },
): Promise<ReminderOutcome> {
  const { now, originFor, limit = REMINDERS_PER_RUN } = input;
  const nowIso = now.toISOString();
  // Each zone past its reminder time: its stores' bookings of its next local day.
  const windows = [...(await storesByZone(db))].flatMap(([zone, storeIds]) => {
    const local = instantToLocal(now, zone);
    if (local.time < REMINDER_TIME) return [];
    const { from, to } = dayRange(addDays(local.date, 1), zone);
    return [{ storeIds, from: from.toISOString(), to: to.toISOString() }];
  });
  if (!windows.length) return { queued: 0, skipped: 0 };
  // One read a zone, each a range of the partial index reservations_reminder.
  const reads = await db.batch(
    windows.map((window) =>
      db
        .prepare(
          `${reservationSelect(1).replace(
            'SELECT r.id,',
            `SELECT ac.country, acc.language AS account_language, r.id,`,
          )}
           JOIN activities ac ON ac.id = r.activity_id
           JOIN accounts acc ON acc.id = r.account_id
           WHERE r.reminded_at IS NULL AND r.state <> 'cancelled'
             AND r.starts_at >= ?2 AND r.starts_at < ?3 AND r.starts_at > ?1
             AND r.store_id IN (SELECT value FROM json_each(?4))
           ORDER BY r.starts_at LIMIT ?5`,
        )
        .bind(nowIso, window.from, window.to, JSON.stringify(window.storeIds), limit),
    ),
  );
  const due = reads
    .flatMap((read) => read.results as DueRow[])
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.id - b.id)
    .slice(0, limit);
  const outcome: ReminderOutcome = { queued: 0, skipped: 0 };
  // Presented per site and language: the activity's and the store's names in the reader's.
  const groups = new Map<string, DueRow[]>();
  for (const row of due) {
    const language = readerLanguage(row.country, row.account_language);
    const key = `${row.country}:${language}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  for (const rows of groups.values()) {
    const country = rows[0].country;
    const language = readerLanguage(country, rows[0].account_language);
    const presented = await presentReservations(db, rows, country, language, now);
    for (const [index, row] of rows.entries()) {
      const guard = `id = ?1 AND version = ?2 AND reminded_at IS NULL AND state <> 'cancelled'
        AND starts_at > ?3`;
      const written = await db.batch([
        // The mail first, while the booking is not yet reminded; the stamp after, same guard.
        ...bookingMailStatements(db, {
          kind: 'reminder',
          reservation: presented[index],
          country,
          language,
          origin: originFor(country),
          now,
          reminded: { reservationId: row.id, version: row.version },
        }),
        db
          .prepare(`UPDATE reservations SET reminded_at = ?3 WHERE ${guard} RETURNING id`)
          .bind(row.id, row.version, nowIso),
      ]);
      if (written.at(-1)?.results.length === 1) outcome.queued += 1;
      else outcome.skipped += 1;
    }
  }
  return outcome;
}
