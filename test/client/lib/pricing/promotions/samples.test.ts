import { describe, expect, it } from 'vitest';
import { chosenSamples, sampleLane } from '../../../../../client/lib/pricing/promotions/samples';
import { line, pricingInput, sample } from '../bag-fixtures';
import { laneContext } from './lane-fixtures';

const SAMPLES = [
  sample({ id: 1, maxCount: 1 }),
  sample({ id: 2, maxCount: 3, stock: 1 }),
  sample({ id: 3 }),
];

describe('chosenSamples', () => {
  it("cuts each choice to its sample's limit and to the order's two, in the order chosen", () => {
    const chosen = chosenSamples(
      [
        { sampleId: 9, quantity: 1 },
        { sampleId: 1, quantity: 3 },
        { sampleId: 2, quantity: 3 },
        { sampleId: 3, quantity: 1 },
      ],
      SAMPLES,
    );
    expect(chosen.map(({ sample: s, quantity }) => [s.id, quantity])).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });
});

describe('sampleLane', () => {
  const input = pricingInput('sg', {
    samples: SAMPLES,
    bag: { lines: [line({ id: 1 })], samples: [{ sampleId: 2, quantity: 2 }] },
  });

  it('adds the chosen samples as zero-price lines, one out of stock said but not blocking', () => {
    const lane = sampleLane(laneContext(input));
    expect(lane.samples).toEqual({ max: 2, chosen: 2 });
    expect(lane.lines).toEqual([
      expect.objectContaining({
        id: 'sample:2',
        kind: 'sample',
        quantity: 2,
        sampleId: 2,
        problems: [{ code: 'sample_fully_redeemed' }],
      }),
    ]);
  });

  it('counts the choices but adds no line without merchandise to ride on', () => {
    const lane = sampleLane(laneContext(input, { counted: [false] }));
    expect(lane).toEqual({ samples: { max: 2, chosen: 2 }, lines: [] });
  });
});
