import { includedTax } from './money';
import type { PricedBag, PricedLine, PricingSite } from './types';

/**
 * The last lane of the bag (docs/business-rules.md "Promotions"): the figures of the counted
 * lines and shipping. Shelf prices include tax, so the tax is extracted from each line's final
 * amount and from shipping, never added.
 */
export function bagTotals(
  counted: readonly PricedLine[],
  charges: { merchandise: number; shipping: number },
  site: PricingSite,
): PricedBag['totals'] {
  const sum = (figure: (line: PricedLine) => number) =>
    counted.reduce((total, line) => total + figure(line), 0);
  const { merchandise, shipping } = charges;
  const tax = sum((line) => line.tax) + includedTax(shipping, site.taxPercent);
  const total = merchandise + shipping;
  const staffDiscount = sum((line) => line.staffDiscount);
  const codeDiscount = sum((line) => line.codeDiscount);
  return {
    subtotal: sum((line) => line.base),
    staffDiscount,
    codeDiscount,
    discount: staffDiscount + codeDiscount,
    merchandise,
    shipping,
    tax,
    taxPercent: site.taxPercent,
    beforeTax: total - tax,
    total,
    currency: site.currency,
  };
}
