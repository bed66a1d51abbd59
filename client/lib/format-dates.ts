import { formatDate } from './format';
import { formatConventions, TIME_ZONES, type Country } from './sites';

/*
 * The calendar side of ./format.ts, in a module of its own so that only the pages that show
 * site dates and opening hours (the checkout, the order pages, the store locator) load it: the
 * first load stays as small as it was.
 */

/**
 * Site dates (`YYYY-MM-DD`: a day in the site's calendar, no time of day) and local times of
 * day (`HH:MM`) are read as UTC and written in UTC, so no time zone of the browser moves them.
 */
const siteDay = (date: string) => new Date(`${date}T00:00:00Z`);
const timeOfDay = (time: string) => new Date(`2024-01-01T${time}:00Z`);

/** A span of site dates ("5–7 Mar 2026"), or the one date when both ends are the same day. */
export function formatDateSpan(from: string, to: string, locale: string): string {
  const format = new Intl.DateTimeFormat(formatConventions(locale).locale, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return from === to
    ? format.format(siteDay(from))
    : format.formatRange(siteDay(from), siteDay(to));
}

/** One site date, by default as "5 Mar 2026". */
export function formatSiteDate(
  date: string,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return formatDate(siteDay(date), locale, { ...options, timeZone: 'UTC' });
}

/** Opening hours as the locale writes a span of times ("10:00 am – 10:00 pm", "10:00–22:00"). */
export function formatTimeSpan(opens: string, closes: string, locale: string): string {
  return new Intl.DateTimeFormat(formatConventions(locale).locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).formatRange(timeOfDay(opens), timeOfDay(closes));
}

/** The name of an ISO weekday (0 Monday … 6 Sunday) in the page's language. */
export function formatWeekday(
  weekday: number,
  locale: string,
  width: 'long' | 'short' = 'short',
): string {
  // 1 January 2024 was a Monday.
  return formatDate(Date.UTC(2024, 0, 1 + weekday), locale, { weekday: width, timeZone: 'UTC' });
}

/**
 * A moment (an ISO timestamp) as the site's shoppers read it: in the site's time zone, so the
 * server's HTML and the browser's render agree, whatever the shopper's own zone.
 */
export function siteTime(
  value: string,
  site: { country: Country; locale: string },
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return formatDate(value, site.locale, { ...options, timeZone: TIME_ZONES[site.country] });
}
