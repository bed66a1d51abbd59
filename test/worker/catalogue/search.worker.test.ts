import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Country } from '../../../client/lib/sites';
import {
  logSearch,
  matchingBrands,
  popularBrands,
  popularQueries,
  POPULAR_MIN_DEVICES,
  POPULAR_WINDOW_DAYS,
  suggestProducts,
} from '../../../worker/catalogue/search';
import { addSearchFixtures, LOG_NEWEST } from './search-fixtures';

beforeAll(addSearchFixtures);

/** A log for the calls whose failures are not under test. */
const quiet = { warn: () => undefined };

const SG = { country: 'sg', language: 'en' } as const;
const TH = { country: 'th', language: 'th' } as const;
const HK_ZH = { country: 'hk', language: 'zh' } as const;
const NOW = new Date().toISOString();

async function slugs(
  q: string,
  site: { country: Country; language: 'en' | 'zh' | 'id' | 'th' },
  limit = 6,
) {
  return (await suggestProducts(env.DB, q, site, limit)).map((card) => card.slug);
}

describe('popularQueries', () => {
  it('counts the log of the site: most frequent first, only searches that found something, only the last 90 days', async () => {
    expect(POPULAR_WINDOW_DAYS).toBe(90);
    expect(await popularQueries(env.DB, SG, 8)).toEqual([
      'quorvex lip',
      'blimmer',
      'quorvex serum',
    ]);
    expect(await popularQueries(env.DB, SG, 2)).toEqual(['quorvex lip', 'blimmer']);
  });

  it('is per country and language', async () => {
    expect(await popularQueries(env.DB, TH, 8)).toEqual(['ลิปสติก quorvex']);
    expect(await popularQueries(env.DB, { country: 'th', language: 'en' }, 8)).toEqual([
      'blimmer cream',
    ]);
    expect(await popularQueries(env.DB, HK_ZH, 8)).toEqual(['唇膏']);
  });

  it('follows the log: searches logged now move the window and change the list', async () => {
    // A fresh site of its own: nothing logged, nothing popular.
    const site = { country: 'nz', language: 'en' } as const;
    const before = await popularQueries(env.DB, site, 8);
    for (let device = 1; device <= POPULAR_MIN_DEVICES + 1; device += 1) {
      const deviceId = device.toString(16).padStart(32, 'c');
      await logSearch(
        env.DB,
        {
          ...site,
          deviceId,
          query: '  Zz  NEW   Thing ',
          results: 3,
          at: '2032-01-01T00:00:00.000Z',
        },
        quiet,
      );
      if (device <= POPULAR_MIN_DEVICES)
        await logSearch(
          env.DB,
          { ...site, deviceId, query: 'zz other', results: 1, at: '2032-01-03T00:00:00.000Z' },
          quiet,
        );
    }
    const after = await popularQueries(env.DB, site, 8);
    expect(after.slice(0, 2)).toEqual(['zz new thing', 'zz other']);
    expect(after).not.toEqual(before);
  });

  it('offers only queries that at least POPULAR_MIN_DEVICES devices searched, however often one device did', async () => {
    expect(POPULAR_MIN_DEVICES).toBe(5);
    const all = await popularQueries(env.DB, SG, 20, 'quorvex');
    expect(all).toContain('quorvex serum'); // five devices
    expect(all).not.toContain('quorvex rare'); // four devices
    expect(all).not.toContain('quorvex spam'); // one device, six days
  });

  it('keeps only the completions of a prefix when one is given', async () => {
    expect(await popularQueries(env.DB, SG, 8, 'Quorvex ')).toEqual([
      'quorvex lip',
      'quorvex serum',
    ]);
    expect(await popularQueries(env.DB, SG, 8, 'quorvex s')).toEqual(['quorvex serum']);
    expect(await popularQueries(env.DB, SG, 8, '%')).toEqual([]);
  });

  it('has the fixture log as its newest entries', async () => {
    const row = await env.DB.prepare(
      "SELECT MAX(created_at) AS at FROM search_log WHERE country = 'sg' AND language = 'en'",
    ).first<{ at: string }>();
    expect(row?.at).toBe(LOG_NEWEST);
  });
});

describe('logSearch', () => {
  const device = 'ab'.repeat(16);

  it('stores the normalised query and ignores an empty one', async () => {
    const site = { country: 'ph', language: 'en' } as const;
    await logSearch(
      env.DB,
      {
        ...site,
        deviceId: device,
        query: 'ＬＩＰ　Gloss',
        results: 7,
        at: '2032-02-01T00:00:00.000Z',
      },
      quiet,
    );
    await logSearch(
      env.DB,
      { ...site, deviceId: device, query: '   ', results: 7, at: NOW },
      quiet,
    );
    await logSearch(
      env.DB,
      { ...site, deviceId: device, query: '☠☠☠ >>> !!!', results: 7, at: NOW },
      quiet,
    );
    const { results } = await env.DB.prepare(
      "SELECT query, results FROM search_log WHERE country = 'ph' AND device_id IS NOT NULL",
    ).all();
    expect(results).toEqual([{ query: 'lip gloss', results: 7 }]);
  });

  it('counts a device once per site and UTC day, by the log’s unique index', async () => {
    const site = { country: 'my', language: 'en' } as const;
    const rows = async () =>
      (
        await env.DB.prepare(
          "SELECT created_at FROM search_log WHERE country = 'my' AND query = 'once a day' ORDER BY created_at",
        ).all()
      ).results;
    await Promise.all(
      ['2032-03-01T00:00:00.000Z', '2032-03-01T08:00:00.000Z', '2032-03-01T23:59:59.999Z'].map(
        (at) =>
          logSearch(
            env.DB,
            { ...site, deviceId: device, query: 'Once a day', results: 2, at },
            quiet,
          ),
      ),
    );
    await logSearch(
      env.DB,
      {
        ...site,
        deviceId: device,
        query: 'once a day',
        results: 2,
        at: '2032-03-02T00:00:00.000Z',
      },
      quiet,
    );
    await logSearch(
      env.DB,
      {
        ...site,
        language: 'zh',
        deviceId: device,
        query: 'once a day',
        results: 2,
        at: '2032-03-02T00:00:00.000Z',
      },
      quiet,
    );
    expect(await rows()).toHaveLength(3);
    // The rule is the database's, not a read before the write: a plain insert is refused.
    await expect(
      env.DB.prepare(
        "INSERT INTO search_log (country, language, query, results, device_id, created_at) VALUES ('my', 'en', 'once a day', 2, ?, '2032-03-02T12:00:00.000Z')",
      )
        .bind(device)
        .run(),
    ).rejects.toThrow(/UNIQUE/);
  });

  it('does not log a search that found nothing', async () => {
    await logSearch(
      env.DB,
      {
        country: 'au',
        language: 'en',
        deviceId: device,
        query: 'found nothing',
        results: 0,
        at: NOW,
      },
      quiet,
    );
    expect(
      await env.DB.prepare(
        "SELECT COUNT(*) AS n FROM search_log WHERE query = 'found nothing'",
      ).first('n'),
    ).toBe(0);
  });

  it('does not throw when the database fails, and says so in the log', async () => {
    const log = { warn: vi.fn() };
    await expect(
      logSearch(
        {
          prepare: () => {
            throw new Error('down');
          },
        } as unknown as D1Database,
        { ...SG, deviceId: device, query: 'x', results: 1, at: NOW },
        log,
      ),
    ).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith('search log insert failed', { error: new Error('down') });
  });
});

describe('popularBrands', () => {
  it('lists brands sold in the country, those with the most products first', async () => {
    const brands = await popularBrands(env.DB, 'sg', 5);
    expect(brands.length).toBeGreaterThan(0);
    expect(brands.length).toBeLessThanOrEqual(5);
    const counts: number[] = [];
    for (const brand of brands) {
      const row = await env.DB.prepare(
        'SELECT COUNT(*) AS n FROM listing l JOIN brands b ON b.id = l.brand_id WHERE l.country = ? AND b.slug = ?',
      )
        .bind('sg', brand.slug)
        .first<{ n: number }>();
      counts.push(row?.n ?? 0);
    }
    expect(counts.every((n) => n > 0)).toBe(true);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('gives nothing for a country that sells nothing', async () => {
    // The seed sells in every country: Malaysia (no other test of this file lists it) stops.
    await env.DB.prepare("DELETE FROM listing WHERE country = 'my'").run();
    expect(await popularBrands(env.DB, 'my', 5)).toEqual([]);
  });
});

describe('matchingBrands', () => {
  it('matches the start of the name or of a word in it, ignoring case and accents', async () => {
    expect((await matchingBrands(env.DB, 'MAISON', 'sg', 3)).map((b) => b.slug)).toContain(
      'maison-veloure',
    );
    expect((await matchingBrands(env.DB, 'velo', 'sg', 3)).map((b) => b.slug)).toContain(
      'maison-veloure',
    );
    expect((await matchingBrands(env.DB, 'corállíne', 'th', 3)).map((b) => b.slug)).toEqual([
      'coralline',
    ]);
    expect(await matchingBrands(env.DB, 'eloure', 'sg', 3)).toEqual([]);
    expect(await matchingBrands(env.DB, '   ', 'sg', 3)).toEqual([]);
  });
});

describe('suggestProducts', () => {
  it('finds products by name, brand, category and shade, with the last word as a prefix', async () => {
    expect(await slugs('quorvex', SG)).toEqual(
      expect.arrayContaining(['test-quorvex-velvet-lip', 'test-quorvex-glow-serum']),
    );
    expect(await slugs('quorv', SG)).toEqual(
      expect.arrayContaining(['test-quorvex-velvet-lip', 'test-quorvex-glow-serum']),
    );
    expect(await slugs('quorvex ser', SG)).toEqual(['test-quorvex-glow-serum']);
    expect(await slugs('blimmer night', SG)).toEqual(['test-blimmer-night-cream']);
    expect(await slugs('ember rose quorvex', SG)).toEqual(['test-quorvex-velvet-lip']);
    // The brand (Coralline) and the top category (Skincare) are in the document too.
    expect(await slugs('coralline blimmer', SG)).toEqual(['test-blimmer-night-cream']);
    expect(await slugs('skincare quorvex', SG)).toEqual(['test-quorvex-glow-serum']);
    expect(await slugs('quorvex coralline', SG)).toEqual([]);
  });

  it('returns full product cards (name, brand, price) for what it finds', async () => {
    const cards = await suggestProducts(env.DB, 'quorvex velvet', SG, 6);
    expect(cards[0]).toMatchObject({
      slug: 'test-quorvex-velvet-lip',
      name: 'Quorvex Velvet Lip Colour',
      brand: { slug: 'maison-veloure' },
      price: { amount: 4200, currency: 'SGD' },
    });
  });

  it('only suggests products sold in the country', async () => {
    expect(await slugs('quorvex', { country: 'hk', language: 'en' })).toEqual([
      'test-quorvex-velvet-lip',
    ]);
    expect(await slugs('quorvex', { country: 'au', language: 'en' })).toEqual([]);
  });

  it('searches Thai text on the Thai site, a run of Thai characters matching inside words', async () => {
    const cards = await suggestProducts(env.DB, 'ลิปสติกเนื้อ', TH, 6);
    expect(cards.map((card) => card.slug)).toContain('test-quorvex-velvet-lip');
    expect(cards.find((card) => card.slug === 'test-quorvex-velvet-lip')?.name).toBe(
      'ลิปสติกเนื้อกำมะหยี่ Quorvex',
    );
    expect(await slugs('ไนท์ครีม', TH)).toContain('test-blimmer-night-cream');
    expect(await slugs('quorvex', TH)).toEqual(['test-quorvex-velvet-lip']);
  });

  // NFKC splits SARA AM (ำ, U+0E33) into NIKHAHIT + SARA AA: indexed and typed text must be
  // normalised alike (worker/catalogue/search-text.ts normaliseText) or no Thai word with ำ is found.
  it('finds Thai words written with SARA AM (ำ)', async () => {
    expect(await slugs('กำมะหยี่', TH)).toContain('test-quorvex-velvet-lip');
  });

  it('searches Chinese text on the Hong Kong site in Chinese', async () => {
    const cards = await suggestProducts(env.DB, '絲絨', HK_ZH, 6);
    expect(cards.map((card) => card.slug)).toContain('test-quorvex-velvet-lip');
    expect(cards.find((card) => card.slug === 'test-quorvex-velvet-lip')).toMatchObject({
      name: 'Quorvex 絲絨唇膏',
      price: { currency: 'HKD' },
    });
    expect(await slugs('blimmer 修護晚', HK_ZH)).toEqual(['test-blimmer-night-cream']);
    expect(await slugs('修護晚', HK_ZH)).toContain('test-blimmer-night-cream');
  });

  it('falls back to the English text when the shopper’s language finds nothing', async () => {
    // The Thai text has "Quorvex" but not "velvet": only the English text has both.
    expect(await slugs('quorvex velvet', TH)).toEqual(['test-quorvex-velvet-lip']);
  });

  it.each([
    '"',
    '""',
    '*',
    '(',
    ')',
    'NEAR',
    'NEAR(quorvex blimmer)',
    'quorvex OR blimmer',
    'quorvex NOT',
    'AND',
    '-quorvex',
    '^quorvex',
    'text:quorvex',
    '{text}: x',
    "'; DROP TABLE products; --",
    '\\',
    '🙂',
    '   ',
  ])('answers %j without an FTS5 error', async (q) => {
    const cards = await suggestProducts(env.DB, q, SG, 6);
    expect(Array.isArray(cards)).toBe(true);
  });

  it('reads NEAR and OR as words to find, not operators', async () => {
    expect(await slugs('quorvex OR blimmer', SG)).toEqual([]);
    expect(await slugs('NEAR(quorvex', SG)).toEqual([]);
  });
});

/** Records every statement the search functions prepare, with its bindings. */
function recordingDb(db: D1Database) {
  const seen: { sql: string; binds: unknown[] }[] = [];
  const wrap = (
    sql: string,
    statement: D1PreparedStatement,
    binds: unknown[],
  ): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, key) {
        if (key === 'bind')
          return (...values: unknown[]) => wrap(sql, target.bind(...values), values);
        if (key === 'all' || key === 'first' || key === 'run' || key === 'raw') {
          seen.push({ sql, binds });
        }
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function'
          ? (value as (...args: unknown[]) => unknown).bind(target)
          : value;
      },
    });
  const proxy = new Proxy(db, {
    get(target, key) {
      if (key === 'prepare') return (sql: string) => wrap(sql, target.prepare(sql), []);
      const value = Reflect.get(target, key) as unknown;
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
  return { db: proxy, seen };
}

describe('query plans', () => {
  it('every statement reads through an index or the FTS index, never scanning products, variants, listing or the log', async () => {
    const { db, seen } = recordingDb(env.DB);
    await popularQueries(db, SG, 8);
    await popularQueries(db, SG, 4, 'quor');
    await popularBrands(db, 'sg', 8);
    await matchingBrands(db, 'maison', 'sg', 3);
    await suggestProducts(db, 'quorvex velvet', SG, 6);
    await suggestProducts(db, 'quorvex velvet', TH, 6);
    expect(seen.length).toBeGreaterThanOrEqual(7);
    const scans: string[] = [];
    for (const { sql, binds } of seen) {
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...binds)
        .all<{ detail: string }>();
      for (const { detail } of results) {
        // Allowed scans: the FTS5 virtual table (its index does the work), json_each of the ids
        // asked for, subquery and CTE results, and the brand directory (tens of rows).
        if (
          /^SCAN /.test(detail) &&
          !/VIRTUAL TABLE|json_each|^SCAN (sold|w|wanted|offers|b)\b|^SCAN \(subquery|^SCAN brands\b/.test(
            detail,
          )
        )
          scans.push(`${detail}  ←  ${sql.replace(/\s+/g, ' ').slice(0, 120)}`);
        if (/SCAN (products|variants|variant_offers|listing|search_log)\b(?! USING)/.test(detail))
          scans.push(detail);
      }
    }
    expect(scans).toEqual([]);
  });
});
