import type { Reservation } from '../../client/api/booking-contract';
import { SITES, type Country, type Language } from '../../client/lib/sites';
import { storeTimeZone } from '../../client/lib/store-time-zone';
import { readStore } from '../stores/stores';
import { readActivity } from './activities';
import { claimStatements, insertReservation, lostBookingRace } from './book';
import { newConfirmationNumber, type ChosenSlot } from './choose-slot';
import {
  listBookingsOfAll,
  presentReservation,
  reservationSelect,
  type ReservationRow,
} from './reservation-view';
import {
  artistResource,
  serviceUnits,
  sessionResource,
  sessionsOn,
  type SessionRule,
} from './slots';
import { instantToLocal, weekdayOf } from './time';
import { serviceValueStatements } from '../loyalty/service-value';

/**
 * The developer sandbox's bookings (POST sandbox/reservations; 404 in production,
 * routes/developer-surfaces.ts): a member's booking at any time, the past included, so an
 * expired booking can be tried. No notice, horizon, hours or hold apply; the claims still do
 * (a taken time is refused), so the sandbox never makes a double booking either. A service
 * takes the first artist of the store who does it; a class or an event needs a start its
 * schedule has (one of the day's sessions).
 */

export type SandboxBookOutcome =
  | { kind: 'booked'; reservation: Reservation }
  | {
      kind: 'refused';
      refusal:
        | 'unknown-activity'
        | 'unknown-store'
        | 'not-offered'
        | 'no-session'
        | 'no-artist'
        | 'no-slots';
    };

export async function sandboxBook(
  db: D1Database,
  input: {
    site: { country: Country; language: Language };
    accountId: number;
    activityId: number;
    storeId: number;
    start: Date;
    contact: { fullName: string; email: string; phone: string };
    now: Date;
  },
): Promise<SandboxBookOutcome> {
  const { site, accountId, start, now } = input;
  const [activity, store] = await Promise.all([
    readActivity(db, site.country, site.language, input.activityId),
    readStore(db, site.country, site.language, input.storeId),
  ]);
  if (!activity) return { kind: 'refused', refusal: 'unknown-activity' };
  if (!store) return { kind: 'refused', refusal: 'unknown-store' };
  if (!activity.storeIds.includes(store.id)) return { kind: 'refused', refusal: 'not-offered' };
  const timeZone = storeTimeZone(site.country, store.slug);
  const end = new Date(start.getTime() + activity.durationMinutes * 60_000);
  let chosen: ChosenSlot;
  if (activity.kind === 'service') {
    const artist = await db
      .prepare(
        `SELECT r.id, r.name FROM activity_artists x JOIN artists r ON r.id = x.artist_id
         WHERE x.activity_id = ?1 AND x.store_id = ?2 ORDER BY r.id LIMIT 1`,
      )
      .bind(activity.id, store.id)
      .first<{ id: number; name: string }>();
    if (!artist) return { kind: 'refused', refusal: 'no-artist' };
    chosen = {
      kind: 'service',
      start,
      end,
      artist,
      resource: artistResource(artist.id),
      units: serviceUnits(start, activity.durationMinutes),
    };
  } else {
    const date = instantToLocal(start, timeZone).date;
    const { results } = await db
      .prepare(
        `SELECT id, starts, seats, first_day AS firstDay, last_day AS lastDay FROM session_rules
         WHERE activity_id = ?1 AND store_id = ?2 AND weekday = ?3`,
      )
      .bind(activity.id, store.id, weekdayOf(date))
      .all<SessionRule>();
    const session = sessionsOn(date, timeZone, results).find(
      (candidate) => candidate.start.getTime() === start.getTime(),
    );
    if (!session) return { kind: 'refused', refusal: 'no-session' };
    const resource = sessionResource(session.ruleId, session.start);
    const { results: taken } = await db
      .prepare('SELECT unit FROM booking_claims WHERE resource = ?1')
      .bind(resource)
      .all<{ unit: string }>();
    const used = new Set(taken.map((row) => row.unit));
    let seat = 1;
    while (used.has(`seat:${seat}`)) seat += 1;
    if (seat > session.seats) return { kind: 'refused', refusal: 'no-slots' };
    chosen = {
      kind: 'session',
      start,
      end,
      ruleId: session.ruleId,
      resource,
      units: [`seat:${seat}`],
      remainingSeats: session.seats - seat,
    };
  }
  const number = newConfirmationNumber();
  const stamp = now.toISOString();
  const row: Omit<ReservationRow, 'id'> = {
    confirmation_number: number,
    account_id: accountId,
    activity_id: activity.id,
    store_id: store.id,
    artist_id: chosen.kind === 'service' ? chosen.artist.id : null,
    artist_name: chosen.kind === 'service' ? chosen.artist.name : null,
    session_rule_id: chosen.kind === 'session' ? chosen.ruleId : null,
    seats: null,
    taken: null,
    starts_at: start.toISOString(),
    ends_at: end.toISOString(),
    state: 'confirmed',
    full_name: input.contact.fullName,
    email: input.contact.email,
    phone: input.contact.phone,
    answers: '{}',
    price: activity.price,
    currency: SITES[site.country].currency,
    version: 1,
    provider_ref: null,
  };
  const claims = claimStatements(db, chosen, { reservationConfirmation: number }, now);
  try {
    const results = await db.batch([
      claims[0],
      insertReservation(db, row, stamp),
      claims[1],
      db.prepare(`${reservationSelect(2)} WHERE r.confirmation_number = ?1`).bind(number, stamp),
      // A paid service's value, as a booking made by the member gets it (book.ts).
      ...serviceValueStatements(db, {
        country: site.country,
        confirmationNumber: number,
        kind: activity.kind,
        price: activity.price,
        startsAt: start,
      }),
    ]);
    const written = results[3].results[0] as ReservationRow;
    return {
      kind: 'booked',
      reservation: presentReservation(written, activity, store, site.country, now),
    };
  } catch (error) {
    if (lostBookingRace(error)) return { kind: 'refused', refusal: 'no-slots' };
    throw error;
  }
}

export { listBookingsOfAll };
