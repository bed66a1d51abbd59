import type { Reservation } from '../../client/api/booking-contract';
import { formatDate, formatMoney, formatNumber } from '../../client/lib/format';
import { siteUrl } from '../../client/lib/site-url';
import { localeTag, type Country, type Language } from '../../client/lib/sites';
import { renderBookingDetails, type BookingDetails, type Mail } from '../mail/messages';
import { queueMailWhen } from '../mail/outbox';
import { calendarFile, calendarFileName, CALENDAR_TYPE } from './calendar-file';

/**
 * The mails of a booking (docs/booking.md "Mails and the calendar file"): queued in the batch
 * of the change that causes them, each with the booking's calendar file, and only when that
 * change happened (the INSERT selects from the booking's row as the change leaves it).
 */

export type BookingMailKind = 'booked' | 'rescheduled' | 'cancelled' | 'reminder';

const MAIL_KIND = {
  booked: 'bookingConfirmed',
  rescheduled: 'bookingRescheduled',
  cancelled: 'bookingCancelled',
  reminder: 'bookingReminder',
} as const satisfies Record<BookingMailKind, Mail['kind']>;

/** The activities' paths of the happening pages, by kind. */
const KIND_PATHS = { service: 'services', class: 'classes', event: 'events' } as const;

export interface BookingMailInput {
  kind: BookingMailKind;
  /**
   * The booking as it is after the change. A booking being made is presented with id 0 (its
   * row's id is not known before the batch): the links then take the id of the row with its
   * confirmation number, in SQL.
   */
  reservation: Reservation;
  /** The booking's site: its dates, money and links are written as that site writes them. */
  country: Country;
  language: Language;
  /** The site's public origin, for the links (worker/site/public-origin.ts). */
  origin: string;
  now: Date;
  /**
   * Queued only if the change happened: the booking then has these (manage.ts CHANGED), and the
   * statement just before (the change's UPDATE: put the mail right after it) changed one row.
   * The values alone would not do: a racing change at the same instant writes the same ones.
   */
  guard?: { reservationId: number; version: number; state: string; updatedAt: string };
  /**
   * The reminder's guard: queued only while the booking, at this version, is not yet reminded
   * (reminders.ts stamps it after, in the same batch).
   */
  reminded?: { reservationId: number; version: number };
}

/** The links of a booking's pages: to move it (a service) and to cancel it, while it may be. */
export function bookingLinks(
  reservation: Pick<Reservation, 'activity' | 'canReschedule' | 'canCancel'>,
  id: string,
  site: { country: Country; language: Language; origin: string },
): { rescheduleLink?: string; cancelLink?: string } {
  const url = (path: string) => siteUrl(path, site, { origin: site.origin });
  const kind = KIND_PATHS[reservation.activity.kind];
  return {
    ...(reservation.canReschedule && reservation.activity.kind === 'service'
      ? { rescheduleLink: url(`/happening/services/reschedule/${id}`) }
      : {}),
    ...(reservation.canCancel ? { cancelLink: url(`/happening/${kind}/cancel/${id}`) } : {}),
  };
}

/** A booking's details as its reader reads them: the store's time, the site's money. */
export function bookingDetails(
  reservation: Reservation,
  site: { country: Country; language: Language },
): BookingDetails {
  const locale = localeTag(site.language, site.country);
  const zone = { timeZone: reservation.timeZone };
  return {
    firstName: reservation.contact.fullName,
    number: reservation.confirmationNumber,
    activity: reservation.activity.name,
    when: formatDate(reservation.start, locale, { dateStyle: 'full', timeStyle: 'short', ...zone }),
    time: formatDate(reservation.start, locale, { timeStyle: 'short', ...zone }),
    minutes: formatNumber(reservation.durationMinutes, locale),
    store: reservation.store.name,
    address: reservation.store.address,
    ...(reservation.artist ? { artist: reservation.artist.name } : {}),
    ...(reservation.price !== null
      ? { price: formatMoney(reservation.price, reservation.currency, locale) }
      : {}),
  };
}

/** The calendar file of a booking, its description in the reader's language. */
export function bookingCalendarFile(
  reservation: Reservation,
  site: { country: Country; language: Language },
  version: number,
  now: Date,
): string {
  return calendarFile(reservation, {
    version,
    now,
    description: renderBookingDetails(site.language, bookingDetails(reservation, site)),
  });
}

/** The row the mail is selected from, and the statements' parameters (from ?9 on). */
function condition(mail: BookingMailInput): { select: string; params: unknown[] } {
  if (mail.guard)
    return {
      select: `FROM reservations r
        WHERE r.id = ?9 AND r.version = ?10 AND r.state = ?11 AND r.updated_at = ?12
          AND changes() = 1`,
      params: [
        mail.guard.reservationId,
        mail.guard.version,
        mail.guard.state,
        mail.guard.updatedAt,
      ],
    };
  if (mail.reminded)
    return {
      select: `FROM reservations r
        WHERE r.id = ?9 AND r.version = ?10 AND r.reminded_at IS NULL AND r.state <> 'cancelled'
          AND r.starts_at > ?11`,
      params: [mail.reminded.reservationId, mail.reminded.version, mail.now.toISOString()],
    };
  return {
    select: 'FROM reservations r WHERE r.confirmation_number = ?9',
    params: [mail.reservation.confirmationNumber],
  };
}

/**
 * The outbox INSERT of a booking's mail, with its calendar file, to the booking's contact
 * e-mail, in `language`; queued only when the change happened (see `condition`).
 */
export function bookingMailStatements(
  db: D1Database,
  mail: BookingMailInput,
): D1PreparedStatement[] {
  const { reservation } = mail;
  const site = { country: mail.country, language: mail.language, origin: mail.origin };
  // A booking being made has no id yet: a marker no value can contain stands for it.
  const marker = reservation.id === 0 ? `id-${crypto.randomUUID()}` : undefined;
  const version = mail.guard?.version ?? mail.reminded?.version ?? 1;
  const details: Mail = {
    kind: MAIL_KIND[mail.kind],
    ...bookingDetails(reservation, site),
    ...bookingLinks(reservation, marker ?? String(reservation.id), site),
  };
  return [
    queueMailWhen(db, reservation.contact.email, mail.language, details, mail.now, {
      ...condition(mail),
      attachments: [
        {
          filename: calendarFileName(reservation.confirmationNumber),
          contentType: CALENDAR_TYPE,
          content: bookingCalendarFile(reservation, site, version, mail.now),
        },
      ],
      ...(marker ? { idMarker: { text: marker, expression: 'r.id' } } : {}),
    }),
  ];
}
