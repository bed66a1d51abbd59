/**
 * Which lines a cost summary shows, in which order: one rule for the bag, the checkout's review,
 * the confirmation and the order pages (docs/business-rules.md#tax).
 *
 * The order reads top to bottom as arithmetic: the subtotal, less each discount, plus shipping,
 * is what the shopper pays; the price before tax and the tax are that amount split (shelf prices
 * include tax, extracted at the end), so they follow shipping, whose tax they include, and add
 * up to the total under them. A line that says nothing is left out: a discount, gift card or
 * points of zero, and the tax where the rate is 0% (Hong Kong), where "price before tax" would
 * only repeat the total. Subtotal, shipping ("Free" is news) and total always show.
 */

export type SummaryLineKind =
  | 'subtotal'
  | 'staffDiscount'
  | 'codeDiscount'
  | 'discount'
  | 'shipping'
  | 'beforeTax'
  | 'tax'
  | 'giftCard'
  | 'total'
  | 'pointsEarned'
  | 'pointsRedeemed';

/** The figures of a summary, in minor units (points in points); a missing one is zero. */
export interface SummaryFigures {
  subtotal: number;
  /** The bag's discounts by kind; an order keeps one frozen `discount`. */
  staffDiscount?: number;
  codeDiscount?: number;
  discount?: number;
  shipping: number;
  beforeTax: number;
  tax: number;
  taxPercent: number;
  /** A tender: paid from the total, after tax was extracted from it. */
  giftCard?: number;
  total: number;
  pointsEarned?: number;
  pointsRedeemed?: number;
}

export interface SummaryLine {
  kind: SummaryLineKind;
  value: number;
}

/** The lines to show, in order (the total among them; points after it, as they are not money). */
export function summaryLines(figures: SummaryFigures): SummaryLine[] {
  const taxed = figures.taxPercent > 0;
  const some = (value: number | undefined) => (value ?? 0) > 0;
  const lines: [SummaryLineKind, number | undefined, boolean][] = [
    ['subtotal', figures.subtotal, true],
    ['staffDiscount', figures.staffDiscount, some(figures.staffDiscount)],
    ['codeDiscount', figures.codeDiscount, some(figures.codeDiscount)],
    ['discount', figures.discount, some(figures.discount)],
    ['shipping', figures.shipping, true],
    ['beforeTax', figures.beforeTax, taxed],
    ['tax', figures.tax, taxed],
    ['giftCard', figures.giftCard, some(figures.giftCard)],
    ['total', figures.total, true],
    ['pointsEarned', figures.pointsEarned, some(figures.pointsEarned)],
    ['pointsRedeemed', figures.pointsRedeemed, some(figures.pointsRedeemed)],
  ];
  return lines.filter(([, , shown]) => shown).map(([kind, value]) => ({ kind, value: value ?? 0 }));
}
