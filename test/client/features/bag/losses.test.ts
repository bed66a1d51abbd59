import { describe, expect, it } from 'vitest';
import { couldLoseSomething, losesSomething } from '../../../../client/features/bag/losses';
import { line, pricedBag } from './bag-fixtures';

const set = { id: 3, name: 'Glow Set' };

describe('what a smaller bag could lose', () => {
  it('asks the API only when the bag holds a code, a gift, samples, free shipping or a set', () => {
    const plain = pricedBag();
    expect(couldLoseSomething(plain, plain.lines[0])).toBe(false);
    expect(couldLoseSomething({ ...plain, samples: { max: 2, chosen: 1 } }, plain.lines[0])).toBe(
      true,
    );
    expect(
      couldLoseSomething(
        { ...plain, freeShipping: { threshold: 3500, remaining: 0, reason: 'threshold' } },
        plain.lines[0],
      ),
    ).toBe(true);
    const inSet = line({ id: '2', kind: 'bundle', bundle: set });
    expect(couldLoseSomething(pricedBag({ lines: [inSet] }), inSet)).toBe(true);
    expect(
      losesSomething({ gifts: [], promo: null, freeShipping: false, samples: false, bundle: null }),
    ).toBe(false);
    expect(
      losesSomething({ gifts: [], promo: null, freeShipping: true, samples: false, bundle: null }),
    ).toBe(true);
  });
});
