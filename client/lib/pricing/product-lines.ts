import { includedTax } from './money';
import type { BagLineInput, LineProblem, PricedLine } from './types';

/** What the lanes before it found for each product line, by its position in the bag. */
export interface ProductLaneResults {
  bases: readonly number[];
  staff: readonly number[];
  code: readonly number[];
  counted: readonly boolean[];
  problems: readonly LineProblem[][];
}

/**
 * The bag's product and bundle lines once the discount lanes have run: what the shopper pays
 * for each, and its tax (none on a line that is not counted: it will not be ordered as it is).
 */
export function pricedProductLines(
  lines: readonly BagLineInput[],
  lanes: ProductLaneResults,
  taxPercent: number,
): PricedLine[] {
  return lines.map((line, i) => {
    const amount = lanes.bases[i] - lanes.staff[i] - lanes.code[i];
    return {
      id: String(line.id),
      kind: line.bundleId === null ? 'product' : 'bundle',
      variantId: line.variantId,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      base: lanes.bases[i],
      staffDiscount: lanes.staff[i],
      codeDiscount: lanes.code[i],
      amount,
      tax: lanes.counted[i] ? includedTax(amount, taxPercent) : 0,
      bundleId: line.bundleId,
      offerId: null,
      sampleId: null,
      problems: lanes.problems[i],
    };
  });
}
