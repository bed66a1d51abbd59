import { MAX_LINE_QUANTITY } from '../commerce-rules';
import type { BagLineInput, LineProblem } from './types';

/**
 * Lane 1 of the bag (docs/business-rules.md "Promotions"): what is wrong with each product
 * line now. A line with a blocking problem is shown but not counted until the shopper fixes it.
 */

/** Each line's problems, the blocking ones first. */
export function lineProblems(lines: readonly BagLineInput[]): LineProblem[][] {
  // A brand's limit is on its units in the whole bag, not on one line.
  const brandUnits = new Map<number, number>();
  for (const line of lines)
    brandUnits.set(line.brandId, (brandUnits.get(line.brandId) ?? 0) + line.quantity);
  return lines.map((line) => {
    const found: LineProblem[] = [];
    switch (line.purchasability) {
      case 'not_sold_here':
        found.push({ code: 'not_available_in_country' });
        break;
      case 'not_launched':
        found.push({ code: 'not_launched' });
        break;
      case 'priority_access':
        found.push({ code: 'priority_access' });
        break;
      case 'sold_out':
        found.push({ code: 'out_of_stock' });
        break;
      default:
        if (line.quantity > MAX_LINE_QUANTITY)
          found.push({ code: 'max_quantity', max: MAX_LINE_QUANTITY });
        else if (line.quantity > line.maxPerOrder)
          found.push({ code: 'variant_limit', limit: line.maxPerOrder });
        else if (line.quantity > line.stock)
          found.push({ code: 'not_enough_stock', stock: line.stock });
        if (line.brandLimit !== null && (brandUnits.get(line.brandId) ?? 0) > line.brandLimit)
          found.push({ code: 'brand_limit', limit: line.brandLimit, brand: line.brandName });
    }
    if (line.clickAndCollectOnly) found.push({ code: 'click_and_collect_only' });
    if (line.nonDiscountable) found.push({ code: 'non_discountable' });
    return found;
  });
}

/** Said to the shopper, but the order can be placed with them. */
const NOT_BLOCKING = new Set<LineProblem['code']>([
  'click_and_collect_only',
  'non_discountable',
  'sample_fully_redeemed',
  'gift_out_of_stock',
]);

/** Whether a problem keeps secure checkout closed until the shopper fixes the line. */
export function isBlocking(problem: LineProblem): boolean {
  return !NOT_BLOCKING.has(problem.code);
}
