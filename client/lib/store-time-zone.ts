import { TIME_ZONES, type Country } from './sites';

/**
 * The time zone a store's hours and schedules are written in (docs/booking.md "Time"): its
 * site's (TIME_ZONES), but for the stores of a country that spans zones. Australia's site
 * counts days in Sydney's time, but Perth is three hours behind it and Brisbane keeps no
 * summer time: a 10:00 class in Perth is 10:00 in Perth. Keyed by the store's slug, which is
 * stable (its page's address).
 */
const OWN_ZONES: Readonly<Record<string, string>> = {
  'au-brisbane': 'Australia/Brisbane',
  'au-perth': 'Australia/Perth',
};

export function storeTimeZone(country: Country, slug: string): string {
  return OWN_ZONES[slug] ?? TIME_ZONES[country];
}
