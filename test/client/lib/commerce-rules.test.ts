import { readLocale } from '../../locales/read-locale';
import { describe, expect, it } from 'vitest';
import {
  lineCapacity,
  lineLimitBreach,
  MAX_LINE_QUANTITY,
  PRIORITY_TIERS,
  purchasability,
  ruleTime,
  tierRank,
  TIERS,
  type LineLimitInput,
  type PurchaseInput,
} from '../../../client/lib/commerce-rules';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const FUTURE = '2030-01-01T00:00:00Z';
const PAST = '2026-01-01T00:00:00Z';

function input(overrides: Partial<PurchaseInput> = {}): PurchaseInput {
  return { stock: 10, launchAt: null, priority: null, shopperTier: null, now: NOW, ...overrides };
}

describe('tiers', () => {
  it('ranks the entry tiers (pink, white) alike, then black, then gold, guests below all', () => {
    expect(TIERS).toEqual(['pink', 'white', 'black', 'gold']);
    expect([null, ...TIERS].map(tierRank)).toEqual([-1, 0, 0, 1, 2]);
  });

  it('lets a Pink member (AU, NZ) meet a White minimum, as the same rung', () => {
    expect(tierRank('pink') >= tierRank('white')).toBe(true);
    expect(tierRank('white') >= tierRank('pink')).toBe(true);
    expect(tierRank('pink') >= tierRank('black')).toBe(false);
  });

  it('are named in every language, and nothing else is', () => {
    for (const language of ['en', 'zh', 'id', 'th']) {
      const messages = readLocale(language) as { product: { tiers: Record<string, string> } };
      expect(Object.keys(messages.product.tiers), language).toEqual([...TIERS]);
    }
  });

  it('reserves products for white, black or gold only (the entry tier pink never)', () => {
    expect(PRIORITY_TIERS).toEqual(['white', 'black', 'gold']);
  });
});

describe('purchasability', () => {
  it('not sold here, then not launched, then priority access, then sold out', () => {
    const everything = {
      launchAt: FUTURE,
      priority: { tier: 'gold' as const, until: FUTURE },
    };
    expect(purchasability(input({ ...everything, stock: null }))).toBe('not_sold_here');
    expect(purchasability(input({ ...everything, stock: 0 }))).toBe('not_launched');
    expect(purchasability(input({ priority: everything.priority, stock: 0 }))).toBe(
      'priority_access',
    );
    expect(purchasability(input({ stock: 0 }))).toBe('sold_out');
    expect(purchasability(input({ stock: -2 }))).toBe('sold_out');
    expect(purchasability(input())).toBe('purchasable');
  });

  it('a launch at now is launched; a priority window ending now is over', () => {
    const now = new Date(NOW).toISOString();
    expect(purchasability(input({ launchAt: now }))).toBe('purchasable');
    expect(purchasability(input({ launchAt: new Date(NOW + 1).toISOString() }))).toBe(
      'not_launched',
    );
    expect(purchasability(input({ priority: { tier: 'white', until: now } }))).toBe('purchasable');
    expect(purchasability(input({ priority: { tier: 'white', until: PAST } }))).toBe('purchasable');
  });

  it('a shopper at or above the tier buys during the window', () => {
    const priority = { tier: 'black' as const, until: FUTURE };
    expect(TIERS.map((shopperTier) => purchasability(input({ priority, shopperTier })))).toEqual([
      'priority_access',
      'priority_access',
      'purchasable',
      'purchasable',
    ]);
  });
});

describe('ruleTime', () => {
  it('reads ISO 8601 as SQLite does: no zone is UTC, offsets are honoured', () => {
    expect(ruleTime('2030-01-01')).toBe(Date.UTC(2030, 0, 1));
    expect(ruleTime('2030-01-01T08:30')).toBe(Date.UTC(2030, 0, 1, 8, 30));
    expect(ruleTime('2030-01-01 08:30:15.5')).toBe(Date.UTC(2030, 0, 1, 8, 30, 15, 500));
    expect(ruleTime('2030-01-01T08:00:00+08:00')).toBe(Date.UTC(2030, 0, 1));
    expect(ruleTime('2030-01-01T00:00:00.000Z')).toBe(Date.UTC(2030, 0, 1));
    expect(ruleTime('2030-01-01T00:00:00.1235Z')).toBe(Date.UTC(2030, 0, 1, 0, 0, 0, 124));
  });

  it('treats anything else as absent', () => {
    for (const value of [
      null,
      undefined,
      '',
      'soon',
      'Jan 1 2030',
      '1893456000000',
      '2030-13-01',
      '2030-01-01T00:00:60Z',
    ])
      expect(ruleTime(value), String(value)).toBeNull();
  });
});

describe('lineCapacity', () => {
  it('is what lineLimitBreach lets a line hold, brand limits aside', () => {
    for (const maxPerOrder of [0, 1, 3, 6, 9])
      for (const stock of [0, 2, 6, 40])
        for (let wanted = 0; wanted <= 8; wanted += 1) {
          const breach = lineLimitBreach({
            quantity: wanted,
            inBag: 0,
            maxPerOrder,
            stock,
            brandLimit: null,
            brandInBag: 0,
          });
          expect(breach === null, `${wanted} of ${maxPerOrder}/${stock}`).toBe(
            wanted <= lineCapacity(maxPerOrder, stock),
          );
        }
  });
});

describe('lineLimitBreach', () => {
  const line = (overrides: Partial<LineLimitInput> = {}): LineLimitInput => ({
    quantity: 1,
    inBag: 0,
    maxPerOrder: 10,
    stock: 50,
    brandLimit: null,
    brandInBag: 0,
    ...overrides,
  });

  it(`keeps a line at ${MAX_LINE_QUANTITY} at most, then the variant limit, the stock, the brand`, () => {
    expect(MAX_LINE_QUANTITY).toBe(6);
    expect(lineLimitBreach(line({ inBag: 5 }))).toBeNull();
    expect(lineLimitBreach(line({ inBag: 6 }))).toEqual({ code: 'MAX_QUANTITY', max: 6 });
    // The line cap comes first even where the variant limit and the stock are broken as well.
    expect(lineLimitBreach(line({ inBag: 6, maxPerOrder: 2, stock: 1, brandLimit: 1 }))).toEqual({
      code: 'MAX_QUANTITY',
      max: 6,
    });
    expect(lineLimitBreach(line({ maxPerOrder: 2, inBag: 2, stock: 1 }))).toEqual({
      code: 'VARIANT_LIMIT',
      limit: 2,
    });
    expect(lineLimitBreach(line({ stock: 3, inBag: 3, brandLimit: 1 }))).toEqual({
      code: 'NOT_ENOUGH_STOCK',
      stock: 3,
    });
    expect(lineLimitBreach(line({ brandLimit: 3, brandInBag: 3 }))).toEqual({
      code: 'BRAND_LIMIT',
      limit: 3,
    });
  });
});
