/**
 * The sign-up rules that are not about the password, one home for the form and the API.
 */

/** The spec's "the user must be over 14", read as: the 14th birthday has come. */
export const MIN_SIGN_UP_AGE = 14;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date written `YYYY-MM-DD` that exists (no 31 April, 29 February only in leap years). */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/**
 * Whole years from `birthDate` to `today` (both `YYYY-MM-DD`, today in the shopper's site's
 * time zone). Someone born on 29 February turns a year older on 1 March in common years.
 */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** Whether someone born on `birthDate` may sign up on `today`; a date in the future may not. */
export function oldEnoughToSignUp(birthDate: string, today: string): boolean {
  return (
    isCalendarDate(birthDate) && birthDate <= today && ageOn(birthDate, today) >= MIN_SIGN_UP_AGE
  );
}
