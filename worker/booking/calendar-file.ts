import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { Reservation } from '../../client/api/booking-contract';

/**
 * A booking's calendar file (docs/booking.md "Mails and the calendar file"), made with
 * ical-generator: one event whose UID is the confirmation number's, so a calendar that imported
 * the booking updates it from a later file (SEQUENCE is the booking's version: it rises with
 * each change) and removes it from a cancelled one's (STATUS:CANCELLED).
 *
 * Times are written in UTC (`DTSTART:20261201T020000Z`): ical-generator writes a TZID only
 * with a VTIMEZONE generator from another package (or a date library for the local time), and
 * a TZID without its VTIMEZONE is not a valid file. An instant in UTC is the same moment in
 * every calendar, which shows it in its reader's zone; the mail and the description say the
 * time in the store's zone.
 */

/** The file's name, as the mail and the endpoint give it. */
export const calendarFileName = (confirmationNumber: string) => `booking-${confirmationNumber}.ics`;

/** The calendar file's media type. */
export const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

export function calendarFile(
  reservation: Pick<
    Reservation,
    'confirmationNumber' | 'start' | 'end' | 'activity' | 'store' | 'artist' | 'state'
  >,
  details: {
    /** The booking's version: the event's SEQUENCE. */
    version: number;
    /** DTSTAMP: when this file was made (the request's or the job's instant). */
    now: Date;
    /** The description's words, in the reader's language (the mail's details). */
    description: string;
  },
): string {
  const calendar = ical({
    prodId: { company: 'Beauty Storefront', product: 'Booking', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `${reservation.confirmationNumber}@storefront`,
    sequence: details.version,
    stamp: details.now,
    start: new Date(reservation.start),
    end: new Date(reservation.end),
    summary: reservation.activity.name,
    location: [reservation.store.name, reservation.store.address].filter(Boolean).join(', '),
    description: details.description,
    status:
      reservation.state === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
