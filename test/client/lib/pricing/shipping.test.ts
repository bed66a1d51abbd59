import { describe, expect, it } from 'vitest';
import {
  freeShippingReason,
  shippingOf,
  type ShippingFacts,
} from '../../../../client/lib/pricing/shipping';
import { GUEST, member, site } from './bag-fixtures';

const SG = site('sg');
const FACTS: ShippingFacts = {
  hasMerchandise: true,
  fulfilment: 'delivery',
  shopper: GUEST,
  codeKind: null,
  merchandise: 1000,
};

describe('freeShippingReason', () => {
  it('is charged below the threshold, and free at it', () => {
    expect(freeShippingReason(FACTS, 5000)).toBeNull();
    expect(freeShippingReason({ ...FACTS, merchandise: 5000 }, 5000)).toBe('threshold');
  });

  it('takes the first reason: empty, collect, Gold, a code, the threshold', () => {
    const all: ShippingFacts = {
      hasMerchandise: true,
      fulfilment: 'collect',
      shopper: member({ tier: 'gold' }),
      codeKind: 'free_shipping',
      merchandise: 9000,
    };
    expect(freeShippingReason({ ...all, hasMerchandise: false }, 5000)).toBe('empty');
    expect(freeShippingReason(all, 5000)).toBe('collect');
    expect(freeShippingReason({ ...all, fulfilment: 'delivery' }, 5000)).toBe('gold');
    expect(
      freeShippingReason(
        { ...all, fulfilment: 'delivery', shopper: member({ tier: 'black' }) },
        5000,
      ),
    ).toBe('code');
  });
});

describe('shippingOf', () => {
  it("charges the site's fee and says what is left to spend", () => {
    expect(shippingOf(FACTS, SG)).toEqual({
      fee: SG.shippingFee,
      free: null,
      threshold: SG.freeShippingThreshold,
      remaining: SG.freeShippingThreshold - 1000,
    });
  });

  it('charges express even when shipping would be free, but not on an empty bag', () => {
    const gold = { ...FACTS, shopper: member({ tier: 'gold' }), fulfilment: 'express' as const };
    expect(shippingOf(gold, SG)).toMatchObject({ fee: SG.expressFee, free: 'gold', remaining: 0 });
    expect(shippingOf({ ...gold, hasMerchandise: false, merchandise: 0 }, SG)).toMatchObject({
      fee: 0,
      free: 'empty',
      remaining: SG.freeShippingThreshold,
    });
  });
});
