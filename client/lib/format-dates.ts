import { formatDate, keepTogether } from './format';
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

/** The date style of site dates: "5 Mar 2026", "2026年3月5日", "5 มี.ค. 2569". */
const DATE_STYLE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

/**
 * A span of site dates in the style of one date ("5–7 Mar 2026", "2026年12月1日至3日"), or the
 * one date when both ends are the same day. Intl's range, except where it leaves the single
 * date's style: for Chinese, CLDR's range patterns are numeric and day first ("1/12/2026 至
 * 3/12/2026") while its date reads 2026年12月1日. A language that writes the year first gets
 * the range composed as CLDR's zh long form does: the first date whole, Intl's word for "to"
 * (至, without spaces: Chinese sets none), then the second date from its first field that
 * differs (3日, 1月2日).
 */
export function formatDateSpan(from: string, to: string, locale: string): string {
  const format = new Intl.DateTimeFormat(formatConventions(locale).locale, DATE_STYLE);
  if (from === to) return keepTogether(format.format(siteDay(from)), locale);
  const start = format.formatToParts(siteDay(from));
  const range = format.formatRangeToParts(siteDay(from), siteDay(to));
  // The separator: the shared part between the start's last part and the end's first.
  const separator = range.find(
    (part, index) =>
      part.source === 'shared' &&
      range[index - 1]?.source === 'startRange' &&
      range[index + 1]?.source === 'endRange',
  )?.value;
  if (start.find((part) => part.type !== 'literal')?.type === 'year' && separator) {
    const end = format.formatToParts(siteDay(to));
    const differs = end.findIndex(
      (part, index) => part.type !== 'literal' && part.value !== start[index]?.value,
    );
    const text = (parts: Intl.DateTimeFormatPart[]) => parts.map((part) => part.value).join('');
    return text(start) + separator.trim() + text(end.slice(differs));
  }
  // Each date stays whole; the line may break only beside the separator.
  return range
    .map((part) => (part.value === separator ? part.value : keepTogether(part.value, locale)))
    .join('');
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
