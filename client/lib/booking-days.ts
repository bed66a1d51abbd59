/**
 * The days a shopper may pick in the booking flow, as the store's local dates (`YYYY-MM-DD`,
 * what GET booking-service/available-slots takes): a store's day is its own, not the
 * browser's, so a shopper in another zone still sees the store's calendar (docs/booking.md
 * "Time").
 */

/** How many days the flow offers, from the store's today. */
export const BOOKING_DAYS = 14;

/** The store's local date of an instant. */
export function localDate(instant: Date | string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The store's today and the days after it: `count` local dates in order. */
export function bookingDays(now: Date, timeZone: string, count = BOOKING_DAYS): string[] {
  const [year, month, day] = localDate(now, timeZone).split('-').map(Number);
  // Calendar arithmetic on UTC noon-free dates: no zone can move a date written this way.
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(year, month - 1, day + index)).toISOString().slice(0, 10),
  );
}
