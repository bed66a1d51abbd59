import { birthdayPoints } from '../loyalty/birthday-points';
import { MINOR_DIGITS } from '../sites';

/**
 * Beauty Pass points a purchase earns (shown on the product page as "points to earn").
 *
 * The rule: 1 point per whole Singapore-dollar-sized unit of the price. Each currency names
 * how many of its whole units make one such unit, a round figure close to the exchange rate,
 * so the same product earns about the same points in every country:
 *
 * | currency | whole units per point |
 * |---|---|
 * | SGD, AUD, NZD | 1 |
 * | MYR | 3 |
 * | HKD | 5 |
 * | THB | 25 |
 * | PHP | 40 |
 * | IDR | 10,000 |
 *
 * Points are whole: the remainder is dropped (rounding down, never up: a shopper is never
 * promised a point the order will not give). A price below one unit earns 0. Birthday
 * purchases earn double. Quantity multiplies the line price first, then the rule
 * applies, so two items of S$9.50 earn 19 points, not 18. A currency that is not listed earns
 * nothing rather than a wrong figure.
 */
export const UNITS_PER_POINT: Readonly<Record<string, number>> = {
  SGD: 1,
  AUD: 1,
  NZD: 1,
  MYR: 3,
  HKD: 5,
  THB: 25,
  PHP: 40,
  IDR: 10_000,
};

export function pointsToEarn(
  priceMinor: number,
  currency: string,
  options: { quantity?: number; birthday?: boolean } = {},
): number {
  const units = UNITS_PER_POINT[currency];
  const digits = MINOR_DIGITS[currency];
  if (units === undefined || digits === undefined) return 0;
  const quantity = options.quantity ?? 1;
  if (
    !Number.isInteger(priceMinor) ||
    priceMinor <= 0 ||
    !Number.isInteger(quantity) ||
    quantity <= 0
  )
    return 0;
  const minorPerPoint = units * 10 ** digits;
  const points = Math.floor((priceMinor * quantity) / minorPerPoint);
  return birthdayPoints(points, options.birthday === true);
}
