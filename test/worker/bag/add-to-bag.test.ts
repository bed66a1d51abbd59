import { describe, expect, it } from 'vitest';
import { addVerdict, type AddState } from '../../../worker/bag/add-to-bag';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const FUTURE = '2030-01-01T00:00:00Z';

function state(overrides: Partial<AddState> = {}): AddState {
  return {
    stock: 50,
    maxPerOrder: 6,
    launchAt: null,
    priority: null,
    brandName: 'Lumen',
    brandLimit: null,
    inBag: 0,
    brandInBag: 0,
    ...overrides,
  };
}
const guest = { now: NOW, shopperTier: null };

describe('addVerdict', () => {
  it('lets an item in stock in', () => {
    expect(addVerdict(state(), 1, guest)).toBeNull();
    expect(addVerdict(state({ inBag: 5 }), 1, guest)).toBeNull();
  });

  it('refuses a variant not sold in the country, not launched, or reserved for a tier', () => {
    expect(addVerdict(state({ stock: null }), 1, guest)).toEqual({
      code: 'NOT_AVAILABLE_IN_COUNTRY',
    });
    expect(addVerdict(state({ launchAt: FUTURE }), 1, guest)).toEqual({ code: 'NOT_LAUNCHED' });
    expect(addVerdict(state({ priority: { tier: 'white', until: FUTURE } }), 1, guest)).toEqual({
      code: 'PRIORITY_ACCESS',
      tier: 'white',
    });
    expect(
      addVerdict(state({ priority: { tier: 'white', until: FUTURE } }), 1, {
        now: NOW,
        shopperTier: 'black',
      }),
    ).toBeNull();
    expect(
      addVerdict(state({ priority: { tier: 'gold', until: '2026-01-01T00:00:00Z' } }), 1, guest),
    ).toBeNull();
  });

  it('refuses a line past 6 (before the variant limit), past the variant limit, past the stock, and sold out', () => {
    expect(addVerdict(state({ inBag: 6 }), 1, guest)).toEqual({ code: 'MAX_QUANTITY', max: 6 });
    expect(addVerdict(state(), 7, guest)).toEqual({ code: 'MAX_QUANTITY', max: 6 });
    expect(addVerdict(state({ maxPerOrder: 2, inBag: 2 }), 1, guest)).toEqual({
      code: 'VARIANT_LIMIT',
      limit: 2,
    });
    expect(addVerdict(state({ stock: 3, inBag: 3 }), 1, guest)).toEqual({
      code: 'NOT_ENOUGH_STOCK',
      stock: 3,
    });
    expect(addVerdict(state({ stock: 0 }), 1, guest)).toEqual({ code: 'SOLD_OUT' });
  });

  it('counts every line of the brand against its limit', () => {
    expect(addVerdict(state({ brandLimit: 3, brandInBag: 2 }), 1, guest)).toBeNull();
    expect(addVerdict(state({ brandLimit: 3, brandInBag: 3 }), 1, guest)).toEqual({
      code: 'BRAND_LIMIT',
      limit: 3,
      brand: 'Lumen',
    });
  });
});
