import { pricedProductLines } from '../../../../../client/lib/pricing/product-lines';
import type { AppliedCode } from '../../../../../client/lib/pricing/promotions/code';
import type { LaneContext } from '../../../../../client/lib/pricing/promotions/lane-context';
import type { PricingInput } from '../../../../../client/lib/pricing/types';

/**
 * A lane's context for a pricing input, as if the discount lanes left each line at its shelf
 * amount (or at `amounts`), every line counted unless `counted` says otherwise.
 */
export function laneContext(
  input: PricingInput,
  options: { amounts?: number[]; counted?: boolean[]; applied?: AppliedCode | null } = {},
): LaneContext {
  const bagLines = input.bag.lines;
  const zeros = bagLines.map(() => 0);
  const counted = options.counted ?? bagLines.map(() => true);
  const lines = pricedProductLines(
    bagLines,
    {
      bases: options.amounts ?? bagLines.map((line) => line.unitPrice * line.quantity),
      staff: zeros,
      code: zeros,
      counted,
      problems: bagLines.map(() => []),
    },
    input.site.taxPercent,
  );
  return {
    input,
    lines,
    counted,
    hasMerchandise: counted.some(Boolean),
    applied: options.applied ?? null,
  };
}
