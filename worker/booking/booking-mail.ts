import type { Reservation } from '../../client/api/booking-contract';
import type { Language } from '../../client/lib/sites';

/**
 * The mails of a booking (docs/booking.md "Mails"): queued in the batch of the change that
 * causes them.
 */
export function bookingMailStatements(
  _db: D1Database,
  _mail: {
    kind: 'booked' | 'rescheduled' | 'cancelled' | 'reminder';
    reservation: Reservation;
    language: Language;
    now: Date;
    /** Queued only if the change happened: the booking then has these (manage.ts CHANGED). */
    guard?: { reservationId: number; version: number; state: string; updatedAt: string };
  },
): D1PreparedStatement[] {
  return [];
}
