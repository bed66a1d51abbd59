import type { AvailableSlots } from '../../client/api/booking-contract';
import type { Store } from '../../client/api/store-contract';
import type { Country } from '../../client/lib/sites';
import { storeTimeZone } from '../../client/lib/store-time-zone';
import {
  artistResource,
  serviceSlots,
  sessionResource,
  sessionSlots,
  sessionsOn,
  type Claim,
  type SessionRule,
  type Slot,
} from './slots';
import { dayRange, isoWithOffset, weekdayOf } from './time';

/**
 * The free times of an activity at a store on the store's local day (GET
 * booking-service/available-slots/{activityId}): two batches of reads through indexes (the
 * activity, its artists and their hours, its session rules; then the claims and the day's
 * bookings), decided by ./slots.ts at the request's instant.
 */

export type AvailabilityOutcome =
  | { outcome: 'unknown-activity' }
  | { outcome: 'not-offered' }
  | { outcome: 'slots'; slots: AvailableSlots['slots'] };

/** The free times as the write side decides from them: instants, and the claims read. */
export type FoundSlots =
  | { outcome: 'unknown-activity' }
  | { outcome: 'not-offered' }
  | { outcome: 'slots'; slots: Slot[]; claims: Claim[]; timeZone: string };

/**
 * Claims to read as free: the member's own holds (the slot they are booking) and, when
 * rescheduling, the booking's own claims (it may move by a quarter hour into its own time).
 */
export interface OwnClaims {
  holdIds?: readonly number[];
  reservationId?: number;
}

interface ClaimRow {
  resource: string;
  unit: string;
  expires_at: string | null;
  hold_id: number | null;
  reservation_id: number | null;
}

const claimsOf = (rows: unknown[], own: OwnClaims): Claim[] =>
  (rows as ClaimRow[])
    .filter(
      (row) =>
        !(row.hold_id !== null && own.holdIds?.includes(row.hold_id)) &&
        !(row.reservation_id !== null && row.reservation_id === own.reservationId),
    )
    .map((row) => ({ resource: row.resource, unit: row.unit, expiresAt: row.expires_at }));

/** The free times of an activity at a store on a local day, in the API's words. */
export async function availableSlots(
  db: D1Database,
  request: Parameters<typeof findSlots>[1],
): Promise<AvailabilityOutcome> {
  const found = await findSlots(db, request);
  if (found.outcome !== 'slots') return found;
  return {
    outcome: 'slots',
    slots: found.slots.map((slot) => ({
      start: isoWithOffset(slot.start, found.timeZone),
      end: isoWithOffset(slot.end, found.timeZone),
      remainingSeats: slot.remainingSeats,
      artists: slot.artists,
    })),
  };
}

/** The free times, decided by ./slots.ts from two batches of reads. */
export async function findSlots(
  db: D1Database,
  request: {
    country: Country;
    activityId: number;
    /** A store of the site (worker/stores/stores.ts readStore). */
    store: Store;
    /** The store's local date. */
    date: string;
    now: Date;
    own?: OwnClaims;
  },
): Promise<FoundSlots> {
  const { country, activityId, store, date, now, own = {} } = request;
  const timeZone = storeTimeZone(country, store.slug);
  const weekday = weekdayOf(date);
  const [activity, offered, artists, rules] = await db.batch([
    db
      .prepare('SELECT kind, duration_minutes FROM activities WHERE id = ?1 AND country = ?2')
      .bind(activityId, country),
    db
      .prepare('SELECT 1 AS offered FROM activity_stores WHERE activity_id = ?1 AND store_id = ?2')
      .bind(activityId, store.id),
    db
      .prepare(
        `SELECT r.id, r.name, h.starts, h.ends
         FROM activity_artists x
         JOIN artists r ON r.id = x.artist_id
         LEFT JOIN artist_hours h ON h.artist_id = r.id AND h.weekday = ?3
         WHERE x.activity_id = ?1 AND x.store_id = ?2`,
      )
      .bind(activityId, store.id, weekday),
    db
      .prepare(
        `SELECT id, starts, seats, first_day, last_day FROM session_rules
         WHERE activity_id = ?1 AND store_id = ?2 AND weekday = ?3`,
      )
      .bind(activityId, store.id, weekday),
  ]);
  const found = activity.results[0] as
    { kind: 'service' | 'class' | 'event'; duration_minutes: number } | undefined;
  if (!found) return { outcome: 'unknown-activity' };
  if (!offered.results.length) return { outcome: 'not-offered' };
  const durationMinutes = found.duration_minutes;
  let slots: Slot[];
  let serviceClaims: Claim[] = [];
  let sessionClaims: Claim[] = [];
  if (found.kind === 'service') {
    const team = (
      artists.results as { id: number; name: string; starts: string | null; ends: string | null }[]
    ).map((row) => ({
      id: row.id,
      name: row.name,
      hours: row.starts && row.ends ? { starts: row.starts, ends: row.ends } : null,
    }));
    const { from, to } = dayRange(date, timeZone);
    const ids = JSON.stringify(team.map((artist) => artist.id));
    const [claims, bookings] = await db.batch([
      db
        .prepare(
          `SELECT resource, unit, expires_at, hold_id, reservation_id FROM booking_claims
           WHERE resource IN (SELECT value FROM json_each(?1)) AND unit >= ?2 AND unit < ?3`,
        )
        .bind(
          JSON.stringify(team.map((artist) => artistResource(artist.id))),
          from.toISOString(),
          to.toISOString(),
        ),
      db
        .prepare(
          `SELECT artist_id, COUNT(*) AS bookings FROM reservations
           WHERE artist_id IN (SELECT value FROM json_each(?1))
             AND starts_at >= ?2 AND starts_at < ?3 AND state <> 'cancelled'
           GROUP BY artist_id`,
        )
        .bind(ids, from.toISOString(), to.toISOString()),
    ]);
    const hours = store.hours.find((day) => day.weekday === weekday);
    serviceClaims = claimsOf(claims.results, own);
    slots = serviceSlots({
      date,
      timeZone,
      now,
      durationMinutes,
      store: hours ? { starts: hours.opens, ends: hours.closes } : null,
      artists: team,
      claims: serviceClaims,
      bookings: new Map(
        (bookings.results as { artist_id: number; bookings: number }[]).map((row) => [
          row.artist_id,
          row.bookings,
        ]),
      ),
    });
  } else {
    const sessions = sessionsOn(
      date,
      timeZone,
      (
        rules.results as {
          id: number;
          starts: string;
          seats: number;
          first_day: string | null;
          last_day: string | null;
        }[]
      ).map((row): SessionRule => ({
        id: row.id,
        starts: row.starts,
        seats: row.seats,
        firstDay: row.first_day,
        lastDay: row.last_day,
      })),
    );
    const claims = sessions.length
      ? await db
          .prepare(
            `SELECT resource, unit, expires_at, hold_id, reservation_id FROM booking_claims
             WHERE resource IN (SELECT value FROM json_each(?1))`,
          )
          .bind(JSON.stringify(sessions.map((s) => sessionResource(s.ruleId, s.start))))
          .all<ClaimRow>()
      : { results: [] };
    sessionClaims = claimsOf(claims.results, own);
    slots = sessionSlots({ now, durationMinutes, sessions, claims: sessionClaims });
  }
  return { outcome: 'slots', slots, claims: [...serviceClaims, ...sessionClaims], timeZone };
}
