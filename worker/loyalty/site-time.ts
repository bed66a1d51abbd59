import { TIME_ZONES, type Country } from '../../client/lib/sites';

/**
 * Instants of a site's calendar days. The ledger stores instants (UTC ISO) so jobs compare one
 * column with the clock; the rules speak in site days (client/lib/loyalty/), and a day starts
 * at midnight where the shopper lives, daylight saving included (Sydney, Auckland).
 */

const parts = new Map<string, Intl.DateTimeFormat>();

/** Minutes the site's clock is ahead of UTC at `at`. */
function offsetMinutes(country: Country, at: number): number {
  const zone = TIME_ZONES[country];
  let format = parts.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    parts.set(zone, format);
  }
  const field = Object.fromEntries(
    format.formatToParts(new Date(at)).map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(field.year),
    Number(field.month) - 1,
    Number(field.day),
    Number(field.hour),
    Number(field.minute),
    Number(field.second),
  );
  return Math.round((asUtc - Math.floor(at / 1000) * 1000) / 60_000);
}

/** The instant a site day (`YYYY-MM-DD`) begins. */
export function siteDayStart(country: Country, day: string): Date {
  const guess = Date.parse(`${day}T00:00:00Z`);
  // The offset at the guess, then again at the result: right across a daylight-saving change.
  const first = guess - offsetMinutes(country, guess) * 60_000;
  return new Date(guess - offsetMinutes(country, first) * 60_000);
}
