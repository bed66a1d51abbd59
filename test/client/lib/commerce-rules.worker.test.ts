import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  lineLimitBreach,
  MAX_LINE_QUANTITY,
  PRIORITY_TIERS,
  purchasability,
  purchasabilitySql,
  purchasableSql,
  tierRank,
  TIERS,
  withinLineLimitsSql,
  type LineLimitInput,
  type PurchaseInput,
  type Tier,
} from '../../../client/lib/commerce-rules';

/**
 * The TypeScript rules and the SQL generated from them, run over every combination of their
 * inputs in workerd's own SQLite (D1), must agree row for row: the SQL guard of a write can
 * never let in what the API refuses, nor refuse what the product button offers.
 */

const NOWS = [Date.parse('2026-11-21T12:00:00.000Z'), Date.parse('2031-06-30T23:59:59.999Z')];

/** Dates around `now` in every form the rules read, and forms they must ignore. */
function datesAround(now: number): (string | null)[] {
  const iso = (ms: number) => new Date(ms).toISOString();
  const offset = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 19) + '+08:00';
  return [
    null,
    '',
    'soon',
    '12345',
    iso(now - 86_400_000),
    iso(now - 1),
    iso(now),
    iso(now + 1),
    iso(now + 86_400_000),
    offset(now),
    offset(now + 1000),
    iso(now).slice(0, 10),
    iso(now + 86_400_000 * 2).slice(0, 10),
    iso(now + 60_000).slice(0, 16),
    iso(now - 60_000)
      .replace('T', ' ')
      .slice(0, 19),
    // More than three digits of a second: rounded to the millisecond, half up.
    iso(now).slice(0, 23) + '4999Z',
    iso(now - 1).slice(0, 23) + '5Z',
    iso(now).slice(0, 19) + '.5',
    // Not a time: 61 seconds.
    iso(now).slice(0, 17) + '61Z',
  ];
}

type Case = Omit<PurchaseInput, 'now'> & { now: number };

function purchaseCases(): Case[] {
  const cases: Case[] = [];
  for (const now of NOWS) {
    const dates = datesAround(now);
    const windows = [
      null,
      ...PRIORITY_TIERS.flatMap((tier) =>
        dates.filter((until) => until !== null).map((until) => ({ tier, until: until as string })),
      ),
    ];
    for (const stock of [null, -1, 0, 1, 7])
      for (const launchAt of dates)
        for (const priority of windows)
          for (const shopperTier of [null, ...TIERS] as (Tier | null)[])
            cases.push({ stock, launchAt, priority, shopperTier, now });
  }
  return cases;
}

/** Runs `select` (over `j.value`, one JSON case) on every case, in chunks. */
async function overCases<T>(cases: readonly unknown[], select: string): Promise<T[]> {
  const out: T[] = [];
  const CHUNK = 2000;
  for (let start = 0; start < cases.length; start += CHUNK) {
    const { results } = await env.DB.prepare(`SELECT ${select} FROM json_each(?1) j ORDER BY j.key`)
      .bind(JSON.stringify(cases.slice(start, start + CHUNK)))
      .all<T>();
    out.push(...results);
  }
  return out;
}

const field = (name: string) => `json_extract(j.value, '$.${name}')`;

describe('the purchasability verdict and its SQL agree', () => {
  it('on every stock × launch × priority tier × window × shopper tier × now', async () => {
    const cases = purchaseCases();
    expect(cases.length).toBeGreaterThan(10_000);
    const columns = {
      stock: field('stock'),
      launchAt: field('launchAt'),
      priorityTier: field('priorityTier'),
      priorityUntil: field('priorityUntil'),
      shopperRank: field('shopperRank'),
      now: field('now'),
    };
    const rows = await overCases<{ verdict: string; guard: number }>(
      cases.map((c) => ({
        stock: c.stock,
        launchAt: c.launchAt,
        priorityTier: c.priority?.tier ?? null,
        priorityUntil: c.priority?.until ?? null,
        shopperRank: tierRank(c.shopperTier),
        now: new Date(c.now).toISOString(),
      })),
      `${purchasabilitySql(columns)} AS verdict, ${purchasableSql(columns)} AS guard`,
    );
    expect(rows).toHaveLength(cases.length);
    const disagreements = cases.flatMap((c, index) => {
      const ts = purchasability(c);
      const { verdict, guard } = rows[index];
      return verdict === ts && guard === (ts === 'purchasable' ? 1 : 0)
        ? []
        : [{ case: c, ts, sql: verdict, guard }];
    });
    expect(disagreements.slice(0, 5)).toEqual([]);
    // Every verdict is reached.
    expect(new Set(rows.map((row) => row.verdict)).size).toBe(5);
  });
});

describe('the line limits and their SQL agree', () => {
  it('on every quantity × line × variant limit × stock × brand limit × brand items', async () => {
    const cases: LineLimitInput[] = [];
    const around = [0, 1, 2, MAX_LINE_QUANTITY - 1, MAX_LINE_QUANTITY, MAX_LINE_QUANTITY + 1, 12];
    for (const quantity of [1, 2, MAX_LINE_QUANTITY, MAX_LINE_QUANTITY + 1])
      for (const inBag of around)
        for (const maxPerOrder of [1, 3, MAX_LINE_QUANTITY, 10])
          for (const stock of [1, 3, MAX_LINE_QUANTITY, 50])
            for (const brandLimit of [null, 2, 8])
              for (const brandInBag of [0, 1, 7]) {
                if (brandInBag < inBag && brandInBag !== 0) continue;
                cases.push({ quantity, inBag, maxPerOrder, stock, brandLimit, brandInBag });
              }
    const sql = withinLineLimitsSql({
      quantity: field('quantity'),
      inBag: field('inBag'),
      maxPerOrder: field('maxPerOrder'),
      stock: field('stock'),
      brandLimit: field('brandLimit'),
      brandInBag: field('brandInBag'),
    });
    const rows = await overCases<{ ok: number }>(cases, `${sql} AS ok`);
    const disagreements = cases.filter(
      (c, index) => (lineLimitBreach(c) === null) !== (rows[index].ok === 1),
    );
    expect(disagreements.slice(0, 5)).toEqual([]);
    expect(rows.some((row) => row.ok === 1) && rows.some((row) => row.ok === 0)).toBe(true);
  });
});

/** The CREATE statement of a table, as the migrations left it. */
async function tableSql(name: string): Promise<string> {
  const sql = await env.DB.prepare(
    "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?1",
  )
    .bind(name)
    .first<string>('sql');
  return sql ?? '';
}

describe('the schema holds the same rules', () => {
  it(`a bag line and a variant's own limit stop at MAX_LINE_QUANTITY (the migrations' CHECKs)`, async () => {
    expect(
      /quantity INTEGER NOT NULL CHECK \(quantity BETWEEN 1 AND (\d+)\)/.exec(
        await tableSql('cart_lines'),
      )?.[1],
    ).toBe(String(MAX_LINE_QUANTITY));
    expect(
      /max_per_order INTEGER NOT NULL DEFAULT (\d+) CHECK \(max_per_order BETWEEN 1 AND (\d+)\)/
        .exec(await tableSql('variants'))
        ?.slice(1),
    ).toEqual([String(MAX_LINE_QUANTITY), String(MAX_LINE_QUANTITY)]);
  });

  it("products.priority_tier accepts exactly PRIORITY_TIERS (the migration's CHECK)", async () => {
    const listed = /priority_tier IN \(([^)]*)\)/.exec(await tableSql('products'))?.[1];
    expect(listed?.split(',').map((tier) => tier.trim().replace(/'/g, ''))).toEqual([
      ...PRIORITY_TIERS,
    ]);
  });
});
