import type { Reservation, Reschedule } from '../../client/api/booking-contract';
import type { Country, Language } from '../../client/lib/sites';
import { readStore } from '../stores/stores';
import { readActivity } from './activities';
import { choose, claimStatements, lostBookingRace } from './book';
import { bookingMailStatements } from './booking-mail';
// Service value (docs/booking.md "Service value"): Beauty Pass's statements, called in the batch.
import { moveServiceValue, withdrawServiceValue } from '../loyalty/service-value';
import { RETRY, runGuardedChange } from '../db/guarded-change';
import {
  presentReservation,
  reservationRowStatement,
  stateAt,
  type ReservationRow,
} from './reservation-view';
import { storeTimeZone } from '../../client/lib/store-time-zone';

/**
 * Cancelling and rescheduling a booking (docs/booking.md "States"): its owner only, never once
 * its time has passed (expired), each a compare-and-set on the booking's version, so a cancel
 * racing a reschedule gives one of the two orders, never a mix: the loser reads the new state
 * and decides again (a cancelled booking is not moved; a moved one is cancelled).
 */

export type ManageOutcome =
  | { kind: 'done'; reservation: Reservation }
  | {
      kind: 'refused';
      refusal: 'not-found' | 'expired' | 'cancelled' | 'service-only' | 'no-slots' | 'busy';
    };

interface Site {
  country: Country;
  language: Language;
}

/** The row as presented, with its activity and store read in the request's language. */
async function present(db: D1Database, row: ReservationRow, site: Site, now: Date) {
  const [activity, store] = await Promise.all([
    readActivity(db, site.country, site.language, row.activity_id),
    readStore(db, site.country, site.language, row.store_id),
  ]);
  return presentReservation(row, activity ?? undefined, store ?? undefined, site.country, now);
}

/** Refuses what may not be changed: another's or unknown, cancelled, or past its start. */
function refusalOf(row: ReservationRow | null, now: Date) {
  if (!row) return 'not-found' as const;
  const state = stateAt(row, now);
  if (state === 'cancelled') return 'cancelled' as const;
  if (state === 'expired') return 'expired' as const;
  return null;
}

/** The booking, read in the guarded change's batch (owner and site in the WHERE). */
function rowReading(db: D1Database, accountId: number, site: Site, id: number, now: Date) {
  return {
    statements: [reservationRowStatement(db, accountId, site.country, id, now)],
    read: ([result]: D1Result[]) => (result.results[0] as ReservationRow | undefined) ?? null,
  };
}

/**
 * The guard of the statements after a compare-and-set: this change's UPDATE took the row (its
 * version, state and instant are this change's), binding ?1 id, ?2 version, ?3 state, ?4 now.
 * The version alone would not do: a racing change that won sets the same next version.
 */
export const CHANGED = `EXISTS (SELECT 1 FROM reservations
  WHERE id = ?1 AND version = ?2 AND state = ?3 AND updated_at = ?4)`;

const notReplayed = (): ManageOutcome => ({ kind: 'refused', refusal: 'busy' });

/** Cancels the member's booking (DELETE reservation-service/{id}). */
export async function cancelReservation(
  db: D1Database,
  input: { site: Site; accountId: number; id: number; now: Date; origin: string },
): Promise<ManageOutcome> {
  const { site, accountId, id, now } = input;
  const stamp = now.toISOString();
  return runGuardedChange<ReservationRow | null, ManageOutcome>({
    db,
    now,
    key: null,
    read: () => rowReading(db, accountId, site, id, now),
    replay: notReplayed,
    reused: notReplayed,
    decide: async (row) => {
      const refusal = refusalOf(row, now);
      if (refusal) return { answer: { kind: 'refused', refusal } };
      const current = row!;
      const cancelled: ReservationRow = {
        ...current,
        state: 'cancelled',
        version: current.version + 1,
      };
      const reservation = await present(db, cancelled, site, now);
      return {
        write: {
          changes: [
            db
              .prepare(
                `UPDATE reservations SET state = 'cancelled', cancelled_at = ?3, updated_at = ?3,
                   version = version + 1
                 WHERE id = ?1 AND version = ?2 AND state <> 'cancelled' AND starts_at > ?3`,
              )
              .bind(id, current.version, stamp),
            // Right after the UPDATE: queued only if that UPDATE changed the row.
            ...bookingMailStatements(db, {
              kind: 'cancelled',
              reservation,
              country: site.country,
              language: site.language,
              origin: input.origin,
              now,
              guard: {
                reservationId: id,
                version: cancelled.version,
                state: 'cancelled',
                updatedAt: stamp,
              },
            }),
            // Only when the UPDATE above changed the row (not another change's same version).
            db
              .prepare(`DELETE FROM booking_claims WHERE reservation_id = ?1 AND ${CHANGED}`)
              .bind(id, cancelled.version, 'cancelled', stamp),
            // The booking's service value goes with it (only once the row is cancelled).
            withdrawServiceValue(db, id),
          ],
          keepKey: true,
          // The seats a cancel gives back show in the answer's remaining seats.
          after: rowReading(db, accountId, site, id, now).statements,
          answer: ({ changes: [updated], after: [read] }) => {
            const written = read.results[0] as ReservationRow | undefined;
            return updated.meta.changes === 1 && written
              ? {
                  kind: 'done',
                  reservation: { ...reservation, remainingSeats: presentSeats(written) },
                }
              : RETRY;
          },
        },
      };
    },
    lostRace: () => false,
    exhausted: notReplayed,
  });
}

/** A session's seats left as read after a change. */
function presentSeats(row: ReservationRow): number | null {
  return row.session_rule_id !== null && row.seats !== null
    ? Math.max(0, row.seats - (row.taken ?? 0))
    : null;
}

/**
 * Moves the member's service booking to another free time (PATCH reservation-service/{id}):
 * state `rescheduled`, the same confirmation number; its own claims read as free, so it may
 * move by a quarter hour into its own time. One batch: the compare-and-set, the old claims
 * out, the new in; a new time taken meanwhile fails the batch on the claims' key and nothing
 * changes.
 */
export async function rescheduleReservation(
  db: D1Database,
  input: {
    site: Site;
    accountId: number;
    id: number;
    change: Reschedule;
    now: Date;
    origin: string;
  },
): Promise<ManageOutcome> {
  const { site, accountId, id, change, now } = input;
  const stamp = now.toISOString();
  return runGuardedChange<ReservationRow | null, ManageOutcome>({
    db,
    now,
    key: null,
    read: () => rowReading(db, accountId, site, id, now),
    replay: notReplayed,
    reused: notReplayed,
    decide: async (row) => {
      const refusal = refusalOf(row, now);
      if (refusal) return { answer: { kind: 'refused', refusal } };
      const current = row!;
      if (current.session_rule_id !== null || current.provider_ref !== null)
        return { answer: { kind: 'refused', refusal: 'service-only' } };
      const [activity, store] = await Promise.all([
        readActivity(db, site.country, site.language, current.activity_id),
        readStore(db, site.country, site.language, current.store_id),
      ]);
      if (!activity || !store) return { answer: { kind: 'refused', refusal: 'not-found' } };
      const timeZone = storeTimeZone(site.country, store.slug);
      const chosen = await choose(
        db,
        site,
        { activityId: activity.id, durationMinutes: activity.durationMinutes, store, timeZone },
        { start: new Date(change.start), artistId: change.artistId ?? null },
        { reservationId: id },
        now,
      );
      if (!chosen || chosen.kind !== 'service')
        return { answer: { kind: 'refused', refusal: 'no-slots' } };
      const moved: ReservationRow = {
        ...current,
        artist_id: chosen.artist.id,
        artist_name: chosen.artist.name,
        starts_at: chosen.start.toISOString(),
        ends_at: chosen.end.toISOString(),
        state: 'rescheduled',
        version: current.version + 1,
      };
      const [lapsed] = claimStatements(
        db,
        chosen,
        { reservationConfirmation: current.confirmation_number },
        now,
      );
      return {
        write: {
          changes: [
            db
              .prepare(
                `UPDATE reservations SET artist_id = ?3, starts_at = ?4, ends_at = ?5,
                   state = 'rescheduled', updated_at = ?6, version = version + 1
                 WHERE id = ?1 AND version = ?2 AND state <> 'cancelled' AND starts_at > ?6`,
              )
              .bind(id, current.version, moved.artist_id, moved.starts_at, moved.ends_at, stamp),
            // Right after the UPDATE: queued only if that UPDATE changed the row.
            ...bookingMailStatements(db, {
              kind: 'rescheduled',
              reservation: presentReservation(moved, activity, store, site.country, now),
              country: site.country,
              language: site.language,
              origin: input.origin,
              now,
              guard: {
                reservationId: id,
                version: moved.version,
                state: 'rescheduled',
                updatedAt: stamp,
              },
            }),
            // A reschedule that lost to another at the same instant to another time finds that
            // time on the row, not its own: it moves no claim.
            db
              .prepare(
                `DELETE FROM booking_claims WHERE reservation_id = ?1 AND ${CHANGED}
                   AND (SELECT starts_at FROM reservations WHERE id = ?1) = ?5`,
              )
              .bind(id, moved.version, 'rescheduled', stamp, moved.starts_at),
            lapsed,
            // Taken only when the move happened: else the old claims stay and nothing changes.
            db
              .prepare(
                `INSERT INTO booking_claims (resource, unit, reservation_id)
                 SELECT ?5, value, ?1 FROM json_each(?6) WHERE ${CHANGED}
                   AND (SELECT starts_at FROM reservations WHERE id = ?1) = ?7`,
              )
              .bind(
                id,
                moved.version,
                'rescheduled',
                stamp,
                chosen.resource,
                JSON.stringify(chosen.units),
                moved.starts_at,
              ),
            // Its service value moves to the new day (only when the row holds the new start).
            moveServiceValue(db, {
              country: site.country,
              reservationId: id,
              startsAt: chosen.start,
            }),
          ],
          keepKey: true,
          answer: ({ changes: [updated] }) =>
            updated.meta.changes === 1
              ? {
                  kind: 'done',
                  reservation: presentReservation(moved, activity, store, site.country, now),
                }
              : RETRY,
        },
      };
    },
    lostRace: lostBookingRace,
    exhausted: () => ({ kind: 'refused', refusal: 'busy' }),
  });
}
