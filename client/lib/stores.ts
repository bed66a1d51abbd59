import type { OpeningHours } from '../api/store-contract';
import type { Country } from './sites';
import { storeTimeZone } from './store-time-zone';

/**
 * The store locator's pure rules: distance, the store's local day and time, today's hours and
 * whether a store is open now. A store keeps its hours in its own local time (`storeTimeZone`:
 * its site's, but Perth's and Brisbane's own, given the store's slug), so every answer here is computed in that zone with Intl, whatever zone the
 * machine (the server, the shopper's browser) runs in. Open-now depends on the clock: pages
 * compute it in the browser after hydration (client/features/stores/), never in the server's
 * HTML, and the stores API answer never holds it.
 */

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The Earth's mean radius in km (IUGG), as the haversine formula uses it. */
const EARTH_RADIUS_KM = 6371.0088;

/** The great-circle distance between two points in km (haversine). */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(to.latitude - from.latitude);
  const dLng = rad(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** `items` ordered nearest first from `from` (a stable sort: equal distances keep their order). */
export function byDistance<T extends { coordinates: Coordinates }>(
  items: readonly T[],
  from: Coordinates,
): { item: T; km: number }[] {
  return items
    .map((item) => ({ item, km: distanceKm(from, item.coordinates) }))
    .sort((a, b) => a.km - b.km);
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The store's local weekday (0 Monday … 6 Sunday, ISO order) and time `HH:MM` at `at`. */
export function localMoment(
  country: Country,
  at: Date,
  slug = '',
): { weekday: number; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: storeTimeZone(country, slug),
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    weekday: WEEKDAYS.indexOf(part('weekday')),
    time: `${part('hour').padStart(2, '0')}:${part('minute').padStart(2, '0')}`,
  };
}

/** The hours of one weekday, or undefined when the store is closed that day. */
export function hoursOn(hours: readonly OpeningHours[], weekday: number): OpeningHours | undefined {
  return hours.find((day) => day.weekday === weekday);
}

/** Today's hours in the store's own time zone, or undefined when it is closed all day. */
export function todaysHours(
  hours: readonly OpeningHours[],
  country: Country,
  at: Date,
  slug = '',
): OpeningHours | undefined {
  return hoursOn(hours, localMoment(country, at, slug).weekday);
}

/** Whether the store is open at `at`: from its opening time, until (not at) its closing time. */
export function isOpenNow(
  hours: readonly OpeningHours[],
  country: Country,
  at: Date,
  slug = '',
): boolean {
  const { weekday, time } = localMoment(country, at, slug);
  const today = hoursOn(hours, weekday);
  return today !== undefined && today.opens <= time && time < today.closes;
}

/** The directions link: Google Maps' route to the store's coordinates. */
export function directionsUrl({ latitude, longitude }: Coordinates): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}

/** A phone number in international form as a `tel:` URL (spaces and dashes dropped). */
export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}
