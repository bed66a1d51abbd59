import type { Country } from '../sites';
import { holidaysOf } from './holidays';
import { addWorkingDays } from './working-days';

/**
 * Beauty Pass points rules (docs/business-rules.md#points), pure: the ledger, the jobs and
 * the account page apply them. Dates are site calendar days, `YYYY-MM-DD`, computed on the bare
 * date (never the machine's time zone); points and money are integers.
 */

/** The whole available balance expires this many months after the last purchase or redemption. */
export const POINTS_EXPIRY_MONTHS = 18;
/** Points earned at delivery are pending for this many working days, then available. */
export const PENDING_WORKING_DAYS = 3;
/** How long "just upgraded" and "just downgraded" show after a tier change (progress.ts). */
export const TIER_CHANGE_NOTICE_DAYS = 30;
/** The expiring amount is shown from this many months before the expiry date. */
export const EXPIRY_NOTICE_MONTHS = 1;

const DATE = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

function daysInMonth(year: number, monthIndex: number): number {
  // Day 0 of the next month is the last day of this one.
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * `date` plus `months` calendar months (negative goes back). A day the target month lacks is
 * clamped to its last day, as people count months: 31 August + 18 months is 28 February 2027,
 * and 31 January + 1 month is 29 February in a leap year.
 */
export function addMonths(date: string, months: number): string {
  const match = DATE.exec(date);
  if (!match || !Number.isInteger(months)) throw new RangeError(`addMonths(${date}, ${months})`);
  const total = Number(match[1]) * 12 + Number(match[2]) - 1 + months;
  const year = Math.floor(total / 12);
  const monthIndex = total - year * 12;
  const day = Math.min(Number(match[3]), daysInMonth(year, monthIndex));
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(monthIndex + 1, 2)}-${pad(day, 2)}`;
}

/** The day the available balance expires when nothing happens after `lastActivityDate`. */
export function pointsExpireOn(lastActivityDate: string): string {
  return addMonths(lastActivityDate, POINTS_EXPIRY_MONTHS);
}

/**
 * What the account shows about expiry: the date whenever there is a balance to lose, and the
 * amount (the whole available balance: it expires all at once) only from a month before that
 * date, so the warning comes when it can still be acted on and not for 17 months before.
 */
export function expiringPoints(input: {
  available: number;
  lastActivityDate: string | null;
  today: string;
}): { expiring: number; expiresOn: string | null } {
  if (!(input.available > 0) || input.lastActivityDate === null)
    return { expiring: 0, expiresOn: null };
  const expiresOn = pointsExpireOn(input.lastActivityDate);
  // ISO dates compare as strings.
  const shown = input.today >= addMonths(expiresOn, -EXPIRY_NOTICE_MONTHS);
  return { expiring: shown ? input.available : 0, expiresOn };
}

/** The day points written as pending at delivery become available on the member's site. */
export function pointsAvailableOn(deliveredDate: string, country: Country): string {
  return addWorkingDays(deliveredDate, PENDING_WORKING_DAYS, holidaysOf(country));
}

/** Whether `today` falls in the month of `birthDate` (any year): purchases then earn double. */
export function isBirthdayMonth(birthDate: string, today: string): boolean {
  const birth = DATE.exec(birthDate);
  const now = DATE.exec(today);
  return birth !== null && now !== null && birth[2] === now[2];
}

/**
 * The points to take back for one refund of `refund` minor units, when `refundedBefore` of the
 * `paid` merchandise was already refunded and the purchase earned `earned` points.
 *
 * The points reversed so far are always floor(earned × refunded / paid) of the total refunded,
 * and this refund takes the difference that its amount adds. So however a purchase is refunded,
 * in one go or in many parts, the sum of the reversals is that same floor of the total: never
 * more than `earned`, and exactly `earned` once everything is refunded (a refund past `paid`
 * counts only up to `paid`). Summing per-refund roundings instead would drift by a point per
 * refund. BigInt because earned (to 10^6) × amounts (to 10^10) exceeds 2^53.
 *
 * Input that is not a whole number, a non-positive `earned`, `paid` or `refund`, or a negative
 * `refundedBefore` takes nothing back (0).
 */
export function reversalPoints(input: {
  earned: number;
  paid: number;
  refundedBefore: number;
  refund: number;
}): number {
  const { earned, paid, refundedBefore, refund } = input;
  if (![earned, paid, refundedBefore, refund].every(Number.isSafeInteger)) return 0;
  if (earned <= 0 || paid <= 0 || refund <= 0 || refundedBefore < 0) return 0;
  const total = BigInt(paid);
  const reversedAt = (refunded: bigint) =>
    (BigInt(earned) * (refunded < total ? refunded : total)) / total;
  const before = BigInt(refundedBefore);
  return Number(reversedAt(before + BigInt(refund)) - reversedAt(before));
}
