import { describe, expect, it } from 'vitest';
import {
  PRODUCT_BUTTON_STATES,
  productButtonState,
  type ProductButtonInput,
  type ProductButtonState,
} from '../../../client/lib/product-button';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const PAST = '2026-01-01T00:00:00Z';
const FUTURE = '2030-01-01T00:00:00Z';

/** A plain product in stock, sold here, nothing pending: add to bag. */
function input(overrides: Partial<ProductButtonInput> = {}): ProductButtonInput {
  return {
    availableInCountry: true,
    stock: 10,
    limited: false,
    launchAt: null,
    priority: null,
    shopperTier: null,
    waitlisted: false,
    reminderSet: false,
    adding: false,
    now: NOW,
    ...overrides,
  };
}

describe('productButtonState: one case per state', () => {
  const cases: [ProductButtonState, Partial<ProductButtonInput>][] = [
    ['add_to_bag', {}],
    ['adding', { adding: true }],
    ['out_of_stock', { stock: 0, limited: true }],
    ['waitlist_me', { stock: 0 }],
    ['waitlisted', { stock: 0, waitlisted: true }],
    ['remind_me', { launchAt: FUTURE }],
    ['coming_soon', { launchAt: FUTURE, reminderSet: true }],
    ['priority_access', { priority: { tier: 'black', until: FUTURE } }],
    ['unavailable', { availableInCountry: false }],
  ];
  it('covers every state', () => {
    expect(cases.map(([state]) => state).sort()).toEqual([...PRODUCT_BUTTON_STATES].sort());
  });
  it.each(cases)('%s', (state, overrides) => {
    expect(productButtonState(input(overrides))).toBe(state);
  });
});

describe('productButtonState: precedence and edges', () => {
  it('a pending add stays "adding" when the stock runs out or the country stops selling meanwhile', () => {
    expect(productButtonState(input({ adding: true, stock: 0 }))).toBe('adding');
    expect(productButtonState(input({ adding: true, availableInCountry: false }))).toBe('adding');
  });

  it('not sold in the country wins over launch, priority and stock', () => {
    expect(
      productButtonState(
        input({
          availableInCountry: false,
          launchAt: FUTURE,
          priority: { tier: 'gold', until: FUTURE },
          stock: 0,
        }),
      ),
    ).toBe('unavailable');
  });

  it('a future launch wins over priority access and stock, even for a gold member', () => {
    expect(
      productButtonState(
        input({ launchAt: FUTURE, priority: { tier: 'gold', until: FUTURE }, stock: 0 }),
      ),
    ).toBe('remind_me');
    expect(
      productButtonState(input({ launchAt: FUTURE, shopperTier: 'gold', reminderSet: true })),
    ).toBe('coming_soon');
  });

  it('a launch in the past, or exactly now, is launched', () => {
    expect(productButtonState(input({ launchAt: PAST }))).toBe('add_to_bag');
    expect(productButtonState(input({ launchAt: new Date(NOW).toISOString() }))).toBe('add_to_bag');
    expect(productButtonState(input({ launchAt: new Date(NOW + 1).toISOString() }))).toBe(
      'remind_me',
    );
  });

  it('priority access: below the tier waits; at or above the tier buys; after the date everybody buys', () => {
    const priority = { tier: 'black' as const, until: FUTURE };
    expect(productButtonState(input({ priority, shopperTier: null }))).toBe('priority_access');
    expect(productButtonState(input({ priority, shopperTier: 'pink' }))).toBe('priority_access');
    expect(productButtonState(input({ priority, shopperTier: 'white' }))).toBe('priority_access');
    expect(productButtonState(input({ priority, shopperTier: 'black' }))).toBe('add_to_bag');
    expect(productButtonState(input({ priority, shopperTier: 'gold' }))).toBe('add_to_bag');
    expect(productButtonState(input({ priority: { tier: 'gold', until: PAST } }))).toBe(
      'add_to_bag',
    );
    expect(
      productButtonState(input({ priority: { tier: 'gold', until: new Date(NOW).toISOString() } })),
    ).toBe('add_to_bag');
  });

  it('a member with access still sees the stock states', () => {
    expect(
      productButtonState(
        input({ priority: { tier: 'white', until: FUTURE }, shopperTier: 'gold', stock: 0 }),
      ),
    ).toBe('waitlist_me');
  });

  it('a limited product that sold out is out of stock, never a waitlist (even if the shopper had joined one)', () => {
    expect(productButtonState(input({ stock: 0, limited: true, waitlisted: true }))).toBe(
      'out_of_stock',
    );
    expect(productButtonState(input({ stock: 3, limited: true }))).toBe('add_to_bag');
  });

  it('negative stock counts as none; waitlisted means nothing while in stock', () => {
    expect(productButtonState(input({ stock: -1 }))).toBe('waitlist_me');
    expect(productButtonState(input({ waitlisted: true }))).toBe('add_to_bag');
  });

  it('dates that do not parse are ignored, and `now` may be a Date', () => {
    expect(productButtonState(input({ launchAt: 'not a date' }))).toBe('add_to_bag');
    expect(productButtonState(input({ priority: { tier: 'gold', until: 'soon' } }))).toBe(
      'add_to_bag',
    );
    expect(productButtonState(input({ launchAt: FUTURE, now: new Date(NOW) }))).toBe('remind_me');
  });
});
