import type { LineProblem, PricedLine } from './types';

/**
 * A line the bag manages itself (a gift, a sample, a reward): at zero price, so it changes no
 * money figure, and it carries its own problems.
 */
export function managedLine(
  kind: 'gift' | 'sample' | 'reward',
  id: string,
  variantId: number,
  quantity: number,
  extra: { offerId?: number; sampleId?: number; problems?: LineProblem[] },
): PricedLine {
  return {
    id,
    kind,
    variantId,
    quantity,
    unitPrice: 0,
    base: 0,
    staffDiscount: 0,
    codeDiscount: 0,
    amount: 0,
    tax: 0,
    bundleId: null,
    offerId: extra.offerId ?? null,
    sampleId: extra.sampleId ?? null,
    problems: extra.problems ?? [],
  };
}
