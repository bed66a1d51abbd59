import { spread } from './money';
import { isBlocking } from './line-problems';
import type { BagLineInput, BundleInput, LineProblem } from './types';

/**
 * Lane 1 of the bag (docs/business-rules.md "Promotions"): each line's shelf amount, which
 * lines count towards the order, and which ones the discount lanes may touch.
 */

/** Shelf price × quantity; a bundle's price is spread over its items by their shelf prices. */
export function baseAmounts(
  lines: readonly BagLineInput[],
  bundles: readonly BundleInput[],
): number[] {
  const bundlePrices = new Map(bundles.map((bundle) => [bundle.id, bundle.price]));
  const bases = lines.map((line) => line.unitPrice * line.quantity);
  const groups = new Map<number, number[]>();
  lines.forEach((line, i) => {
    if (line.bundleId !== null)
      groups.set(line.bundleId, [...(groups.get(line.bundleId) ?? []), i]);
  });
  for (const [bundleId, indexes] of groups) {
    const price = bundlePrices.get(bundleId);
    if (price === undefined) continue;
    // Every line of a bundle has the bundle's quantity.
    const quantity = lines[indexes[0]].quantity;
    const parts = spread(
      price * quantity,
      indexes.map((i) => lines[i].unitPrice),
    );
    indexes.forEach((i, k) => {
      bases[i] = parts[k];
    });
  }
  return bases;
}

/**
 * Whether each line counts towards the order: not while it has a blocking problem, and a
 * bundle is bought whole, so one blocked item holds back all of its bundle's lines.
 */
export function countedLines(
  lines: readonly BagLineInput[],
  problems: readonly (readonly LineProblem[])[],
): boolean[] {
  const blockedBundles = new Set(
    lines
      .filter((line, i) => line.bundleId !== null && problems[i].some(isBlocking))
      .map((line) => line.bundleId),
  );
  return lines.map(
    (line, i) =>
      !problems[i].some(isBlocking) &&
      !(line.bundleId !== null && blockedBundles.has(line.bundleId)),
  );
}

/** A counted product line a discount may touch (a bundle is already a set price). */
export function isDiscountable(line: BagLineInput, counted: boolean): boolean {
  return counted && line.bundleId === null && !line.nonDiscountable;
}
