import { managedLine } from '../managed-line';
import { MAX_SAMPLES } from '../rules';
import type { BagInput, PricedBag, PricedLine, SampleInput } from '../types';
import type { LaneContext } from './lane-context';

/**
 * Free samples, lane 4 (docs/business-rules.md "Promotions"): the shopper's choices, each cut
 * to its sample's own limit and to what is left of the order's `MAX_SAMPLES`, in the order
 * chosen. A sample no longer in stock says so but does not block.
 */

export function chosenSamples(
  choices: BagInput['samples'],
  samples: readonly SampleInput[],
): { sample: SampleInput; quantity: number }[] {
  const chosen: { sample: SampleInput; quantity: number }[] = [];
  let taken = 0;
  for (const choice of choices) {
    const sample = samples.find((candidate) => candidate.id === choice.sampleId);
    if (!sample) continue;
    const quantity = Math.min(choice.quantity, sample.maxCount, MAX_SAMPLES - taken);
    if (quantity <= 0) continue;
    taken += quantity;
    chosen.push({ sample, quantity });
  }
  return chosen;
}

/** The samples chosen, and their lines only alongside merchandise that will be ordered. */
export function sampleLane(context: LaneContext): {
  samples: PricedBag['samples'];
  lines: PricedLine[];
} {
  const chosen = chosenSamples(context.input.bag.samples, context.input.samples);
  const lines = context.hasMerchandise
    ? chosen.map(({ sample, quantity }) =>
        managedLine('sample', `sample:${sample.id}`, sample.variantId, quantity, {
          sampleId: sample.id,
          problems: sample.stock < quantity ? [{ code: 'sample_fully_redeemed' }] : [],
        }),
      )
    : [];
  return {
    samples: { max: MAX_SAMPLES, chosen: chosen.reduce((sum, { quantity }) => sum + quantity, 0) },
    lines,
  };
}
