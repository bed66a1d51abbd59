import { formatDate, formatMoney } from '../../lib/format';
import type { Translate } from '../../lib/i18n';

/**
 * How the happening pages write an activity's price and a booking's times: money through the
 * project's formatter (Intl, the site's conventions), times in the store's own zone (a booking
 * is at the store's clock, whatever the shopper's), dates as the store's calendar days.
 */

/** A price in minor units, or "Free" when there is none. */
export function priceText(
  price: number | null,
  currency: string,
  locale: string,
  t: Translate,
): string {
  return price === null ? t('activity.free') : formatMoney(price, currency, locale);
}

/** A time of day of a slot, at the store ("10:00", "10:00 am"). */
export function slotTime(instant: string, timeZone: string, locale: string): string {
  return formatDate(instant, locale, { hour: 'numeric', minute: '2-digit', timeZone });
}

/** A booking's date and time at the store, in full ("Tuesday 1 December 2026 at 10:00"). */
export function bookingWhen(instant: string, timeZone: string, locale: string): string {
  return formatDate(instant, locale, { dateStyle: 'full', timeStyle: 'short', timeZone });
}

/** A day button's text: the store's date, short ("Tue 1 Dec"). */
export function dayLabel(date: string, locale: string): string {
  // A calendar date read and written in UTC: no zone moves it (lib/format-dates.ts's rule).
  return formatDate(`${date}T00:00:00Z`, locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}
