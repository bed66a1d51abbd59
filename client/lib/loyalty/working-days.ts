/**
 * Working days on site calendar days (`YYYY-MM-DD`): Monday to Friday, less the site's public
 * holidays (holidays.ts). Dates are computed in UTC on the bare date, never in the machine's
 * time zone, so a date cannot shift by a day wherever the code runs.
 */

const EMPTY: ReadonlySet<string> = new Set();

/** Midnight UTC of a `YYYY-MM-DD` date; a malformed or impossible one (2026-02-30) throws. */
function parse(date: string): Date {
  const at = new Date(`${date}T00:00:00Z`);
  // Date rolls 30 February over to March: only a date that reads back the same is real.
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== date)
    throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return at;
}

/** `YYYY-MM-DD` plus `days` calendar days (negative goes back). */
export function addDays(date: string, days: number): string {
  const at = parse(date);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Saturday or Sunday. */
export function isWeekend(date: string): boolean {
  const day = parse(date).getUTCDay();
  return day === 0 || day === 6;
}

/**
 * The date `count` working days after `date`: each day after it counts when it is a weekday
 * and not in `holidays`. `date` itself never counts (an order delivered on Friday has its first
 * working day on Monday), and a count of 0 is `date` unchanged, even on a weekend or holiday.
 */
export function addWorkingDays(
  date: string,
  count: number,
  holidays: ReadonlySet<string> = EMPTY,
): string {
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`A count of working days is a whole number ≥ 0: ${count}`);
  parse(date);
  let day = date;
  for (let left = count; left > 0;) {
    day = addDays(day, 1);
    if (!isWeekend(day) && !holidays.has(day)) left -= 1;
  }
  return day;
}
