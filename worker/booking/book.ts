import type { Store } from '../../client/api/store-contract';
import type {
  Activity,
  CreateReservation,
  Reservation,
  SlotChoice,
} from '../../client/api/booking-contract';
import type { ContactValues } from '../../client/lib/booking-contact';
import type { Tier } from '../../client/lib/commerce-rules';
import { SITES, type Country, type Language } from '../../client/lib/sites';
import { storeTimeZone } from '../../client/lib/store-time-zone';
import { sha256Hex } from '../auth/secret-tokens';
import { failedConstraint } from '../db/constraint-error';
import { RETRY, runGuardedChange } from '../db/guarded-change';
import { accountOwner } from '../db/owner';
import { readStore } from '../stores/stores';
import { readActivity, readQuestions } from './activities';
import { findSlots } from './availability';
import { checkAnswers, type AnswerProblem } from '../../client/lib/booking-answers';
import { refusalFor, type BookingRefusal } from './booking-rules';
import { bookingMailStatements } from './booking-mail';
import { chooseSlot, newConfirmationNumber, randomPick, type ChosenSlot } from './choose-slot';
import {
  presentReservation,
  readReservationRow,
  reservationSelect,
  type ReservationRow,
} from './reservation-view';
import { instantToLocal } from './time';
// Service value (docs/booking.md "Service value"): Beauty Pass's statements, called in the batch.
import { serviceValueStatements } from '../loyalty/service-value';

/**
 * Booking a free time and holding one (docs/booking.md "Booking" and "Nothing double-booked"):
 * each one guarded change (docs/architecture.md) whose batch takes the slot's claims, so two
 * members for one unit cannot both win: the loser's batch fails on the claims' primary key, it
 * decides again from the new state and is answered NO_SLOTS when nothing is left.
 */

export type BookOutcome =
  | { kind: 'booked'; reservation: Reservation; replayed: boolean }
  | { kind: 'refused'; refusal: BookRefusal }
  | { kind: 'answers'; problems: AnswerProblem[] };

export type BookRefusal =
  BookingRefusal | 'unknown-activity' | 'unknown-store' | 'busy' | 'key-reused';

export interface Member {
  accountId: number;
  tier: Tier | null;
}

interface Site {
  country: Country;
  language: Language;
}

/** The activity, its store and the store's zone, or why the member may not book there. */
export type Prelude =
  { refusal: BookRefusal } | { activity: Activity; store: Store; timeZone: string };

export async function prelude(
  db: D1Database,
  site: Site,
  member: Member,
  choice: Pick<SlotChoice, 'activityId' | 'storeId'>,
): Promise<Prelude> {
  const [activity, store] = await Promise.all([
    readActivity(db, site.country, site.language, choice.activityId),
    readStore(db, site.country, site.language, choice.storeId),
  ]);
  if (!activity) return { refusal: 'unknown-activity' };
  if (!store) return { refusal: 'unknown-store' };
  const refusal = refusalFor(activity, store.id, member.tier);
  if (refusal) return { refusal: refusal };
  return { activity, store, timeZone: storeTimeZone(site.country, store.slug) };
}

/** The free slot the choice names, with the member's own holds read as free. */
export async function choose(
  db: D1Database,
  site: Site,
  context: { activityId: number; durationMinutes: number; store: Store; timeZone: string },
  choice: { start: Date; artistId: number | null },
  own: { holdIds?: number[]; reservationId?: number },
  now: Date,
): Promise<ChosenSlot | null> {
  const found = await findSlots(db, {
    country: site.country,
    activityId: context.activityId,
    store: context.store,
    date: instantToLocal(choice.start, context.timeZone).date,
    now,
    own,
  });
  if (found.outcome !== 'slots') return null;
  return chooseSlot(found, choice, context.durationMinutes, now, randomPick);
}

/** The claims a batch takes: lapsed holds of those units go first, then the new rows. */
export function claimStatements(
  db: D1Database,
  chosen: ChosenSlot,
  owner: { reservationConfirmation: string } | { holdExpiresAt: string },
  now: Date,
): D1PreparedStatement[] {
  const units = JSON.stringify(chosen.units);
  return [
    db
      .prepare(
        `DELETE FROM booking_claims
         WHERE resource = ?1 AND unit IN (SELECT value FROM json_each(?2))
           AND hold_id IS NOT NULL AND expires_at <= ?3`,
      )
      .bind(chosen.resource, units, now.toISOString()),
    'reservationConfirmation' in owner
      ? db
          .prepare(
            `INSERT INTO booking_claims (resource, unit, reservation_id)
             SELECT ?1, value, (SELECT id FROM reservations WHERE confirmation_number = ?3)
             FROM json_each(?2)`,
          )
          .bind(chosen.resource, units, owner.reservationConfirmation)
      : db
          .prepare(
            `INSERT INTO booking_claims (resource, unit, hold_id, expires_at)
             SELECT ?1, value, last_insert_rowid(), ?3 FROM json_each(?2)`,
          )
          .bind(chosen.resource, units, owner.holdExpiresAt),
  ];
}

/** The one race a booking's batch can lose: a unit claimed, or a number drawn twice. */
export function lostBookingRace(error: unknown): boolean {
  const failed = failedConstraint(error);
  return (
    failed !== null &&
    (failed.kind === 'UNIQUE' || failed.kind === 'PRIMARY KEY') &&
    (failed.detail.startsWith('booking_claims.') ||
      failed.detail.startsWith('reservations.confirmation_number'))
  );
}

/** The member's live holds (the slot they chose before the form). */
const ownHolds = (db: D1Database, accountId: number, now: Date) =>
  db
    .prepare('SELECT id FROM holds WHERE account_id = ?1 AND expires_at > ?2')
    .bind(accountId, now.toISOString());

/** Books a free time for the member (POST reservation-service/create). */
export async function createReservation(
  db: D1Database,
  input: {
    site: Site;
    member: Member;
    request: CreateReservation;
    contact: ContactValues;
    idempotencyKey: string | null;
    now: Date;
    /** The site's public origin: the mail's links (booking-mail.ts). */
    origin: string;
  },
): Promise<BookOutcome> {
  const { site, member, request, contact, now } = input;
  const context = await prelude(db, site, member, request);
  if ('refusal' in context) return { kind: 'refused', refusal: context.refusal };
  const { activity, store, timeZone } = context;
  const questions = (await readQuestions(db, site.country, site.language, activity.id)) ?? [];
  const checked = checkAnswers(questions, request.answers ?? {});
  if (checked.problems.length) return { kind: 'answers', problems: checked.problems };
  const start = new Date(request.start);
  const artistId = request.artistId ?? null;

  const present = async (row: ReservationRow | null, replayed: boolean): Promise<BookOutcome> =>
    row
      ? {
          kind: 'booked',
          replayed,
          reservation: presentReservation(row, activity, store, site.country, now),
        }
      : { kind: 'refused', refusal: 'busy' };
  const byNumber = (number: string) =>
    db
      .prepare('SELECT id FROM reservations WHERE confirmation_number = ?1 AND account_id = ?2')
      .bind(number, member.accountId)
      .first<{ id: number }>();

  return runGuardedChange<number[], BookOutcome>({
    db,
    now,
    key: input.idempotencyKey
      ? {
          scope: 'booking',
          owner: accountOwner(member.accountId),
          key: input.idempotencyKey,
          bodyHash: await sha256Hex(
            JSON.stringify([
              site.country,
              activity.id,
              store.id,
              start.toISOString(),
              artistId,
              contact,
              checked.answers,
            ]),
          ),
        }
      : null,
    read: () => ({
      statements: [ownHolds(db, member.accountId, now)],
      read: ([holds]) => (holds.results as { id: number }[]).map((row) => row.id),
    }),
    replay: async (_, number) => {
      const found = number ? await byNumber(number) : null;
      return present(
        found ? await readReservationRow(db, member.accountId, site.country, found.id, now) : null,
        true,
      );
    },
    reused: () => ({ kind: 'refused', refusal: 'key-reused' }),
    decide: async (holdIds) => {
      const chosen = await choose(
        db,
        site,
        { activityId: activity.id, durationMinutes: activity.durationMinutes, store, timeZone },
        { start, artistId },
        { holdIds },
        now,
      );
      if (!chosen) return { answer: { kind: 'refused', refusal: 'no-slots' } };
      const number = newConfirmationNumber();
      const stamp = now.toISOString();
      const claims = claimStatements(db, chosen, { reservationConfirmation: number }, now);
      const row: Omit<ReservationRow, 'id'> = {
        confirmation_number: number,
        account_id: member.accountId,
        activity_id: activity.id,
        store_id: store.id,
        artist_id: chosen.kind === 'service' ? chosen.artist.id : null,
        artist_name: chosen.kind === 'service' ? chosen.artist.name : null,
        session_rule_id: chosen.kind === 'session' ? chosen.ruleId : null,
        seats: null,
        taken: null,
        starts_at: chosen.start.toISOString(),
        ends_at: chosen.end.toISOString(),
        state: 'confirmed',
        full_name: contact.fullName,
        email: contact.email,
        phone: contact.phone,
        answers: JSON.stringify(checked.answers),
        price: activity.price,
        currency: SITES[site.country].currency,
        version: 1,
        provider_ref: null,
      };
      return {
        write: {
          storedAnswer: number,
          changes: [
            // The member's holds end with the booking (their claims go with them).
            db
              .prepare(
                'DELETE FROM holds WHERE account_id = ?1 AND id IN (SELECT value FROM json_each(?2))',
              )
              .bind(member.accountId, JSON.stringify(holdIds)),
            claims[0],
            insertReservation(db, row, stamp),
            claims[1],
            // A paid service's value for products that day, from the row just inserted.
            ...serviceValueStatements(db, {
              country: site.country,
              confirmationNumber: number,
              kind: activity.kind,
              price: activity.price,
              startsAt: chosen.start,
            }),
            ...bookingMailStatements(db, {
              kind: 'booked',
              reservation: presentReservation(
                { ...row, id: 0 },
                activity,
                store,
                site.country,
                now,
              ),
              country: site.country,
              language: site.language,
              origin: input.origin,
              now,
            }),
          ],
          keepKey: true,
          after: [
            db
              .prepare(`${reservationSelect(2)} WHERE r.confirmation_number = ?1`)
              .bind(number, stamp),
          ],
          answer: ({ after: [read] }) => {
            const written = read.results[0] as ReservationRow | undefined;
            return written
              ? {
                  kind: 'booked',
                  replayed: false,
                  reservation: presentReservation(written, activity, store, site.country, now),
                }
              : RETRY;
          },
        },
      };
    },
    lostRace: lostBookingRace,
    exhausted: () => ({ kind: 'refused', refusal: 'busy' }),
  });
}

/** The INSERT of a new reservation row (its id is the table's). */
export function insertReservation(
  db: D1Database,
  row: Omit<ReservationRow, 'id'>,
  stamp: string,
  /** An upsert clause (a provider's booking recorded once). */
  onConflict = '',
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO reservations (confirmation_number, account_id, activity_id, store_id,
         artist_id, session_rule_id, starts_at, ends_at, state, full_name, email, phone,
         answers, price, currency, provider_ref, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?17)
       ${onConflict}`,
    )
    .bind(
      row.confirmation_number,
      row.account_id,
      row.activity_id,
      row.store_id,
      row.artist_id,
      row.session_rule_id,
      row.starts_at,
      row.ends_at,
      row.state,
      row.full_name,
      row.email,
      row.phone,
      row.answers,
      row.price,
      row.currency,
      row.provider_ref,
      stamp,
    );
}
