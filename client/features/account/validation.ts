import { isCalendarDate } from '../../lib/sign-up-rules';

/**
 * Checks the forms make before sending, so the shopper hears of a missing or mistyped field at
 * once and in words about that field. The API checks all of them again (client/api/account-contract.ts).
 */

/** An e-mail address as the API takes it: something@domain.tld, at most 254 characters. */
export function isEmailAddress(text: string): boolean {
  const value = text.trim();
  return value.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}

/** The API's pattern for a mobile number (digits, spaces, brackets, dashes, a leading +). */
export function isMobileNumber(text: string): boolean {
  return /^\+?[0-9 ()-]{6,20}$/.test(text.trim());
}

/** The Buddhist era is 543 years ahead: Thai shoppers often write their birth year in it. */
const BUDDHIST_ERA_OFFSET = 543;

/**
 * A date of birth typed as day, month and year, written `YYYY-MM-DD`; undefined when it is not
 * a calendar date. A year of 2400 or later can only be a Buddhist-era year (a Gregorian one
 * would be centuries ahead), so it is converted.
 */
export function birthDateOf(parts: {
  day: string;
  month: string;
  year: string;
}): string | undefined {
  const day = Number(parts.day.trim());
  const month = Number(parts.month);
  let year = Number(parts.year.trim());
  if (![day, month, year].every(Number.isInteger)) return undefined;
  if (year >= 2400) year -= BUDDHIST_ERA_OFFSET;
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isCalendarDate(text) ? text : undefined;
}
