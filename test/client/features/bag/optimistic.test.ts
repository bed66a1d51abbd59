import { describe, expect, it } from 'vitest';
import { withoutLine, withQuantity } from '../../../../client/features/bag/optimistic';
import { line, pricedBag } from './bag-fixtures';

const set = { id: 3, name: 'Glow Set' };
const bag = () =>
  pricedBag({
    lines: [
      line({ id: '1', quantity: 2, codeDiscount: 400, amount: 3600 }),
      line({ id: '2', kind: 'bundle', bundle: set, amount: 1500 }),
      line({ id: '3', kind: 'bundle', bundle: set, amount: 1700 }),
    ],
  });

describe('the optimistic bag', () => {
  it('changes a line and its amounts in proportion, and the count', () => {
    const next = withQuantity(bag(), bag().lines[0], 3);
    expect(next.lines[0]).toMatchObject({
      quantity: 3,
      base: 6000,
      codeDiscount: 600,
      amount: 5400,
    });
    expect(next.count).toBe(bag().count + 1);
    expect(next.totals).toEqual(bag().totals);
  });

  it('changes and removes a set as one group', () => {
    const before = bag();
    const changed = withQuantity(before, before.lines[1], 2);
    expect(changed.lines.map((each) => each.quantity)).toEqual([2, 2, 2]);
    expect(changed.count).toBe(before.count + 2);
    const removed = withoutLine(before, before.lines[2]);
    expect(removed.lines.map((each) => each.id)).toEqual(['1']);
    expect(removed.count).toBe(2);
  });
});
