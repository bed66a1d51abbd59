import type { Activity, Reservation, ReservationState } from '../../client/api/booking-contract';
import type { Store } from '../../client/api/store-contract';
import type { Country, Language } from '../../client/lib/sites';
import { storeTimeZone } from '../../client/lib/store-time-zone';
import { readStores } from '../stores/stores';
import { readActivities } from './activities';
import { sessionResource } from './slots';
import { isoWithOffset } from './time';

/**
 * A member's bookings as they see them (docs/booking.md "States"): the row, its activity and
 * store in the request's language, and what may still be done with it at the request's instant.
 */

export interface ReservationRow {
  id: number;
  confirmation_number: string;
  account_id: number;
  activity_id: number;
  store_id: number;
  artist_id: number | null;
  artist_name: string | null;
  session_rule_id: number | null;
  seats: number | null;
  taken: number | null;
  starts_at: string;
  ends_at: string;
  state: 'confirmed' | 'rescheduled' | 'cancelled';
  full_name: string;
  email: string;
  phone: string;
  answers: string;
  price: number | null;
  currency: string;
  version: number;
  provider_ref: string | null;
}

/**
 * The columns of a reservation with its artist's name and, for a session, its seats and the
 * live claims of its seats at `?{now}` (the statement binds `now` at that position).
 */
export const reservationSelect = (now: number) => `
  SELECT r.id, r.confirmation_number, r.account_id, r.activity_id, r.store_id, r.artist_id,
         a.name AS artist_name, r.session_rule_id, s.seats,
         (SELECT COUNT(*) FROM booking_claims c
            WHERE c.resource = 'session:' || r.session_rule_id || ':' || r.starts_at
              AND (c.expires_at IS NULL OR c.expires_at > ?${now})) AS taken,
         r.starts_at, r.ends_at, r.state, r.full_name, r.email, r.phone, r.answers, r.price,
         r.currency, r.version, r.provider_ref
  FROM reservations r
  LEFT JOIN artists a ON a.id = r.artist_id
  LEFT JOIN session_rules s ON s.id = r.session_rule_id`;

/** One of the account's reservations on this site, or null (anyone else's is not found). */
export function readReservationRow(
  db: D1Database,
  accountId: number,
  country: Country,
  id: number,
  now: Date,
): Promise<ReservationRow | null> {
  return reservationRowStatement(db, accountId, country, id, now).first<ReservationRow>();
}

/** The read of one of the account's reservations on this site, for a batch (a guarded change). */
export function reservationRowStatement(
  db: D1Database,
  accountId: number,
  country: Country,
  id: number,
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      `${reservationSelect(4)}
       WHERE r.id = ?1 AND r.account_id = ?2
         AND r.activity_id IN (SELECT id FROM activities WHERE country = ?3)`,
    )
    .bind(id, accountId, country, now.toISOString());
}

/** What a member sees of a state: a booking whose start has passed is expired. */
export function stateAt(
  row: Pick<ReservationRow, 'state' | 'starts_at'>,
  now: Date,
): ReservationState {
  if (row.state === 'cancelled') return 'cancelled';
  return row.starts_at <= now.toISOString() ? 'expired' : row.state;
}

const ADDRESS_SEPARATOR = ', ';

/** The store's address on one line: its lines, city and postcode. */
export function storeAddress(store: Store): string {
  return [...store.addressLines, [store.city, store.postcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(ADDRESS_SEPARATOR);
}

/** A row as the API answers it, with its activity and store (read in the request's language). */
export function presentReservation(
  row: ReservationRow,
  activity: Activity | undefined,
  store: Store | undefined,
  country: Country,
  now: Date,
): Reservation {
  const slug = store?.slug ?? '';
  const timeZone = storeTimeZone(country, slug);
  const state = stateAt(row, now);
  const live = state === 'confirmed' || state === 'rescheduled';
  const duration = (Date.parse(row.ends_at) - Date.parse(row.starts_at)) / 60_000;
  const sessionId = row.session_rule_id;
  return {
    id: row.id,
    confirmationNumber: row.confirmation_number,
    state,
    start: isoWithOffset(new Date(row.starts_at), timeZone),
    end: isoWithOffset(new Date(row.ends_at), timeZone),
    timeZone,
    durationMinutes: duration,
    activity: {
      id: row.activity_id,
      kind: activity?.kind ?? (sessionId === null ? 'service' : 'class'),
      name: activity?.name ?? '',
    },
    store: {
      id: row.store_id,
      slug,
      name: store?.name ?? '',
      address: store ? storeAddress(store) : '',
    },
    artist: row.artist_id !== null ? { id: row.artist_id, name: row.artist_name ?? '' } : null,
    price: row.price,
    currency: row.currency,
    remainingSeats:
      sessionId !== null && row.seats !== null ? Math.max(0, row.seats - (row.taken ?? 0)) : null,
    contact: { fullName: row.full_name, email: row.email, phone: row.phone },
    answers: JSON.parse(row.answers) as Record<string, string>,
    canReschedule: live && sessionId === null && row.provider_ref === null,
    canCancel: live,
  };
}

/** Rows presented with the site's activities and stores, read once for all of them. */
export async function presentReservations(
  db: D1Database,
  rows: readonly ReservationRow[],
  country: Country,
  language: Language,
  now: Date,
): Promise<Reservation[]> {
  if (!rows.length) return [];
  const [activities, stores] = await Promise.all([
    readActivities(db, country, language),
    readStores(db, country, language),
  ]);
  const activityById = new Map(activities.map((activity) => [activity.id, activity]));
  const storeById = new Map(stores.map((store) => [store.id, store]));
  return rows.map((row) =>
    presentReservation(
      row,
      activityById.get(row.activity_id),
      storeById.get(row.store_id),
      country,
      now,
    ),
  );
}

/**
 * The member's bookings of this site: upcoming ones soonest first, then past and cancelled
 * ones latest first (at most 100: a member's history, not an archive).
 */
export async function listBookings(
  db: D1Database,
  accountId: number,
  country: Country,
  language: Language,
  now: Date,
): Promise<Reservation[]> {
  const { results } = await db
    .prepare(
      `${reservationSelect(3)}
       WHERE r.account_id = ?1
         AND r.activity_id IN (SELECT id FROM activities WHERE country = ?2)
       ORDER BY (r.state <> 'cancelled' AND r.starts_at > ?3) DESC,
         CASE WHEN r.state <> 'cancelled' AND r.starts_at > ?3 THEN r.starts_at END ASC,
         r.starts_at DESC
       LIMIT 100`,
    )
    .bind(accountId, country, now.toISOString())
    .all<ReservationRow>();
  return presentReservations(db, results, country, language, now);
}

/** The claims' resource of a session booking (its rule and start). */
export const rowSessionResource = (row: ReservationRow) =>
  row.session_rule_id === null
    ? null
    : sessionResource(row.session_rule_id, new Date(row.starts_at));

/** The newest bookings of the site, every member's (the developer sandbox's list only). */
export async function listBookingsOfAll(
  db: D1Database,
  country: Country,
  language: Language,
  now: Date,
  limit: number,
): Promise<Reservation[]> {
  const { results } = await db
    .prepare(
      `${reservationSelect(2)}
       WHERE r.activity_id IN (SELECT id FROM activities WHERE country = ?1)
       ORDER BY r.id DESC LIMIT ?3`,
    )
    .bind(country, now.toISOString(), limit)
    .all<ReservationRow>();
  return presentReservations(db, results, country, language, now);
}
