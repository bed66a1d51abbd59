import { percentOf } from '../money';
import { STAFF_HOUSE_BRAND_PERCENT, STAFF_PERCENT } from '../rules';
import type { BagLineInput, PricingShopper } from '../types';

/**
 * Staff prices, lane 2 of the bag (docs/business-rules.md "Promotions"): an automatic
 * promotion, before any code.
 */

/** Eligibility: a staff account, on a discountable line. */
export function staffEligible(shopper: PricingShopper, discountable: boolean): boolean {
  return shopper.isEmployee && discountable;
}

/** Calculator: the percent off, more on the house brand. */
export function staffPercent(line: BagLineInput): number {
  return line.houseBrand ? STAFF_HOUSE_BRAND_PERCENT : STAFF_PERCENT;
}

/** Action: what the staff price takes off each line, by its position in the bag. */
export function staffDiscounts(
  lines: readonly BagLineInput[],
  shopper: PricingShopper,
  bases: readonly number[],
  discountable: readonly boolean[],
): number[] {
  return lines.map((line, i) =>
    staffEligible(shopper, discountable[i]) ? percentOf(bases[i], staffPercent(line)) : 0,
  );
}
