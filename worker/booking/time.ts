/**
 * A store's local time and the instants it names (docs/booking.md "Time"). Pure: Intl with the
 * store's time zone (client/lib/sites.ts TIME_ZONES) does the arithmetic, so the zone the
 * server runs in never counts. A local date is 'YYYY-MM-DD', a time 'HH:MM', a weekday 0 is
 * Monday (ISO order, like store_hours).
 */

const MINUTE = 60_000;

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (building one is the expensive part). */
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The wall clock of `timeZone` at `instant`, as if it were UTC (milliseconds). */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(instant))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The zone's offset from UTC at `instant`, in minutes (Bangkok: 420). */
export function offsetMinutes(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return Math.round((wallClock(whole, timeZone) - whole) / MINUTE);
}

function parseDate(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number);
  return [year, month, day];
}

function parseTime(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * The instant of a local date and time in `timeZone`. A time skipped by a daylight-saving
 * change is read with the offset before it (02:30 on a spring-forward night is 03:30).
 */
export function localToInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = parseDate(date);
  const wall = Date.UTC(year, month - 1, day) + parseTime(time) * MINUTE;
  // The offset at the guess, then at the answer: two looks settle every zone.
  const first = wall - offsetMinutes(wall, timeZone) * MINUTE;
  const second = wall - offsetMinutes(first, timeZone) * MINUTE;
  return new Date(second);
}

/** The local date, time and weekday in `timeZone` at `instant`. */
export function instantToLocal(
  instant: Date,
  timeZone: string,
): { date: string; time: string; weekday: number } {
  const wall = new Date(wallClock(instant.getTime(), timeZone));
  const iso = wall.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16), weekday: (wall.getUTCDay() + 6) % 7 };
}

/** The ISO weekday (0 = Monday) of a local date. */
export function weekdayOf(date: string): number {
  const [year, month, day] = parseDate(date);
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/** The local date `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** `instant` in ISO 8601 with the zone's offset there: '2026-12-01T09:00:00+07:00'. */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const offset = offsetMinutes(instant.getTime(), timeZone);
  const wall = new Date(instant.getTime() + offset * MINUTE).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${wall}${sign}${hours}:${minutes}`;
}

/** The first instant of a local date and of the next one: the day as a UTC range. */
export function dayRange(date: string, timeZone: string): { from: Date; to: Date } {
  return {
    from: localToInstant(date, '00:00', timeZone),
    to: localToInstant(addDays(date, 1), '00:00', timeZone),
  };
}

/** Minutes since local midnight of 'HH:MM'. */
export const minutesOf = parseTime;
