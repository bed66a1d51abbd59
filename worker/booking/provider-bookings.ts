import type { Reservation } from '../../client/api/booking-contract';
import { PHONE_EXAMPLE } from '../../client/lib/address-fields';
import { SITES, type Country, type Language } from '../../client/lib/sites';
import { readStore } from '../stores/stores';
import { readActivity } from './activities';
import { insertReservation } from './book';
import { newConfirmationNumber } from './choose-slot';
import type { ProviderBooking } from './provider';
import { presentReservation, reservationSelect, type ReservationRow } from './reservation-view';

/**
 * A booking the external provider made, recorded when its member comes back with the signed
 * reference (docs/booking.md "The external provider"): once, whoever arrives first with it (the
 * reference is the row's unique `provider_ref`), and shown to that member only. A reference of
 * another member, of another site, or of an activity not booked at the provider shows nothing.
 */
export async function recordProviderReturn(
  db: D1Database,
  input: {
    site: { country: Country; language: Language };
    accountId: number;
    booking: ProviderBooking;
    now: Date;
  },
): Promise<Reservation | null> {
  const { site, accountId, booking, now } = input;
  if (booking.accountId !== accountId || booking.country !== site.country) return null;
  const [activity, store, account] = await Promise.all([
    readActivity(db, site.country, site.language, booking.activityId),
    readStore(db, site.country, site.language, booking.storeId),
    db
      .prepare('SELECT email, first_name, last_name, mobile FROM accounts WHERE id = ?1')
      .bind(accountId)
      .first<{ email: string; first_name: string; last_name: string; mobile: string | null }>(),
  ]);
  if (!activity || !store || !account || activity.provider === 'store') return null;
  if (!activity.storeIds.includes(store.id)) return null;
  const stamp = now.toISOString();
  const row: Omit<ReservationRow, 'id'> = {
    confirmation_number: newConfirmationNumber(),
    account_id: accountId,
    activity_id: activity.id,
    store_id: store.id,
    artist_id: null,
    artist_name: null,
    session_rule_id: null,
    seats: null,
    taken: null,
    starts_at: booking.start.toISOString(),
    ends_at: booking.end.toISOString(),
    state: 'confirmed',
    full_name: `${account.first_name} ${account.last_name}`.trim().slice(0, 120) || account.email,
    email: account.email,
    phone:
      account.mobile && /^\+?[0-9 -]{6,20}$/.test(account.mobile)
        ? account.mobile
        : PHONE_EXAMPLE[site.country],
    answers: '{}',
    price: activity.price,
    currency: SITES[site.country].currency,
    version: 1,
    provider_ref: booking.reference,
  };
  const [, read] = await db.batch([
    // The same reference again (the member's refresh) records nothing new.
    insertReservation(
      db,
      row,
      stamp,
      'ON CONFLICT (provider_ref) WHERE provider_ref IS NOT NULL DO NOTHING',
    ),
    db
      .prepare(`${reservationSelect(3)} WHERE r.provider_ref = ?1 AND r.account_id = ?2`)
      .bind(booking.reference, accountId, stamp),
  ]);
  const written = read.results[0] as ReservationRow | undefined;
  return written ? presentReservation(written, activity, store, site.country, now) : null;
}
