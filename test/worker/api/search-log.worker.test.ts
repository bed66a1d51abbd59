import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PopularQueriesSchema } from '../../../client/api/search-contract';
import { POPULAR_MIN_DEVICES, POPULAR_WINDOW_DAYS } from '../../../worker/catalogue/search';
import { normaliseQuery } from '../../../worker/catalogue/search-text';
import { LIMITS } from '../../../worker/rate-limit/limits';
import { call, json } from './shopper-helpers';

/**
 * Popular searches can no longer be written by one client (no "search-log
 * poisoning"): a search counts once per device and day, only when it found products, in its
 * normalised form without control characters, and a query shows only once enough devices
 * searched it.
 */

/** `n` distinct well-formed device ids of this test (hex, 32 digits). */
function devices(n: number, seed: number): string[] {
  return Array.from({ length: n }, (_, index) =>
    (seed * 1000 + index).toString(16).padStart(32, 'e'),
  );
}

async function search(
  q: string,
  device?: string,
  site = { country: 'sg', language: 'en' } as const,
) {
  const response = await call(`search/?q=${encodeURIComponent(q)}`, { device, site });
  expect(response.status).toBe(200);
  return json<{ total: number }>(response);
}

async function popular(site = { country: 'sg', language: 'en' } as const): Promise<string[]> {
  return PopularQueriesSchema.parse(
    await json(await call('search/popular-queries/?limit=20', { site })),
  ).items;
}

/** A product's English name as the log keeps it: it finds products, and no seeded search ever used it. */
async function productName(offset: number): Promise<string> {
  const row = await env.DB.prepare(
    "SELECT t.name FROM product_texts t JOIN listing l ON l.product_id = t.product_id AND l.country = 'sg' WHERE t.language = 'en' ORDER BY t.product_id LIMIT 1 OFFSET ?",
  )
    .bind(offset)
    .first<{ name: string }>();
  return normaliseQuery(row!.name);
}

/** Rows the log holds for a query as stored. */
async function logged(query: string): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM search_log WHERE query = ?')
    .bind(query)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe('the search log behind popular searches', () => {
  it('needs a handful of devices: the threshold is a named constant', () => {
    expect(POPULAR_MIN_DEVICES).toBe(5);
  });

  it('is not moved by thirty anonymous requests for a junk query (the poisoning attack)', async () => {
    for (let i = 0; i < 30; i += 1) await search('serum ☠☠☠ >>> !!!');
    const items = await popular();
    expect(items.filter((item) => /[☠>!]/u.test(item))).toEqual([]);
  });

  it('counts one device once for thirty searches on one day', async () => {
    const name = await productName(10);
    const [device] = devices(1, 1);
    for (let i = 0; i < 30; i += 1) await search(name, device);
    expect(await logged(name)).toBe(1);
    expect(await popular()).not.toContain(name);
  });

  it('shows a query only once enough distinct devices searched it', async () => {
    const name = await productName(20);
    const crowd = devices(5, 2);
    for (const device of crowd.slice(0, -1)) await search(name, device);
    const completions = async () =>
      (
        await json<{ popularQueries: string[] }>(
          await call(`components/search-input-dropdown/?q=${encodeURIComponent(name)}`),
        )
      ).popularQueries;
    expect(await completions()).not.toContain(name);
    await search(name, crowd[crowd.length - 1]);
    expect(await completions()).toContain(name);
  });

  it('stores a query without control characters, normalised as search reads it', async () => {
    const name = await productName(30);
    const crowd = devices(5, 3);
    for (const device of crowd) await search(`  ${name.toUpperCase()}\u0000\u0007\u202e `, device);
    const { results } = await env.DB.prepare(
      'SELECT DISTINCT query FROM search_log WHERE device_id IN (SELECT value FROM json_each(?))',
    )
      .bind(JSON.stringify(crowd))
      .all<{ query: string }>();
    expect(results.map((row) => row.query)).toEqual([name]);
    expect(results.every((row) => !/[\p{Cc}\p{Cf}]/u.test(row.query))).toBe(true);
  });

  it('does not count a search that found nothing', async () => {
    for (const device of devices(6, 4))
      expect((await search('zzqxw nothing', device)).total).toBe(0);
    expect(await logged('zzqxw nothing')).toBe(0);
  });

  it('does not count a search from a browser that has no device yet', async () => {
    const name = await productName(40);
    await search(name);
    expect(await logged(name)).toBe(0);
  });

  it('is not moved by six searches under device ids a client made up (unsigned, or signed by nobody)', async () => {
    const name = await productName(50);
    const invented = devices(6, 5);
    // The attack as it was (six bare ids), then the same ids with a signature of the client's own.
    const cookies = [...invented, ...invented.map((id) => `${id}.${'x'.repeat(43)}`)];
    for (const value of cookies) {
      const response = await call(`search/?q=${encodeURIComponent(name)}`, {
        headers: { cookie: `device-id=${value}` },
      });
      expect((await json<{ total: number }>(response)).total).toBeGreaterThan(0);
    }
    expect(await logged(name)).toBe(0);
    expect(await popular()).not.toContain(name);
    const dropdown = await json<{ popularQueries: string[] }>(
      await call(`components/search-input-dropdown/?q=${encodeURIComponent(name.slice(0, 4))}`),
    );
    expect(dropdown.popularQueries).not.toContain(name);
  });
});

/**
 * A browser's genuine device from GET user, asked from `client` (CF-Connecting-IP) without a
 * cookie, as a script can ask it as often as it likes: the signed cookie value it was issued.
 */
async function issuedTo(client: string): Promise<string> {
  const response = await call('user', { headers: { 'cf-connecting-ip': client } });
  // GET user answers as ever, and issues every request without a device its own.
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('device-id='));
  const value = /^device-id=([0-9a-f]{32}\.[A-Za-z0-9_-]{43});/.exec(cookie ?? '')?.[1];
  expect(value).toBeDefined();
  return value!;
}

/** The search box's completions for what was typed: popular searches starting with it. */
async function completions(typed: string): Promise<string[]> {
  const response = await call(`components/search-input-dropdown/?q=${encodeURIComponent(typed)}`);
  return (await json<{ popularQueries: string[] }>(response)).popularQueries;
}

/** A search as a browser at `client` sends it under its issued device. */
async function searchFrom(client: string, device: string, q: string) {
  const response = await call(`search/?q=${encodeURIComponent(q)}`, {
    headers: { cookie: `device-id=${device}`, 'cf-connecting-ip': client },
  });
  expect(response.status).toBe(200);
  expect((await json<{ total: number }>(response)).total).toBeGreaterThan(0);
}

describe('popular searches count one device per client (README "Search")', () => {
  it('is not moved by thirty genuine devices one client collected from GET user', async () => {
    const name = await productName(60);
    const client = '203.0.113.7';
    const collected: string[] = [];
    for (let i = 0; i < 30; i += 1) collected.push(await issuedTo(client));
    expect(new Set(collected).size).toBe(30);
    for (const device of collected) await searchFrom(client, device, name);
    await expect.poll(() => logged(name)).toBe(1);
    expect(await completions(name)).not.toContain(name);
  });

  it('is not moved by devices searching from thirty addresses of one IPv6 network (/64)', async () => {
    const name = await productName(80);
    for (let i = 0; i < 30; i += 1) {
      const client = `2001:db8:7:1::${(i + 1).toString(16)}`;
      await searchFrom(client, await issuedTo(client), name);
    }
    await expect.poll(() => logged(name)).toBe(1);
    expect(await completions(name)).not.toContain(name);
  });

  it('still counts another phrase a shopper behind the same address searches', async () => {
    const [first, second] = [await productName(90), await productName(100)];
    const client = '203.0.113.9';
    await searchFrom(client, await issuedTo(client), first);
    await searchFrom(client, await issuedTo(client), second);
    await expect.poll(async () => [await logged(first), await logged(second)]).toEqual([1, 1]);
  });

  it('counts shoppers at different clients: five of them make a phrase popular', async () => {
    const name = await productName(70);
    const clients = Array.from({ length: POPULAR_MIN_DEVICES }, (_, i) => `198.51.100.${i + 1}`);
    for (const client of clients) await searchFrom(client, await issuedTo(client), name);
    await expect.poll(() => logged(name)).toBe(POPULAR_MIN_DEVICES);
    expect(await completions(name)).toContain(name);
  });

  it("keeps a client's share for the popular searches' whole window", () => {
    expect(LIMITS['popular-search-client']).toEqual({
      max: 1,
      windowSeconds: POPULAR_WINDOW_DAYS * 24 * 60 * 60,
    });
  });
});

describe('migration 0027', () => {
  it('forgets searches logged under ids the store never recorded as devices, and keeps the rest', async () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0027_'))!;
    const issued = 'f0'.repeat(16);
    await env.DB.prepare(
      "INSERT INTO devices (id, created_at, seen_at) VALUES (?1, '2026-01-02T00:00:00.000Z', '2026-01-02T00:00:00.000Z')",
    )
      .bind(issued)
      .run();
    const insert = (device: string | null) =>
      env.DB.prepare(
        "INSERT INTO search_log (country, language, query, results, device_id, created_at) VALUES ('sg', 'en', 'planted phrase', 3, ?1, '2026-01-03T00:00:00.000Z')",
      ).bind(device);
    await env.DB.batch([
      insert(issued),
      insert('0f'.repeat(16)),
      insert('1e'.repeat(16)),
      insert(null),
    ]);
    await env.DB.batch(migration.queries.map((sql) => env.DB.prepare(sql)));
    const { results } = await env.DB.prepare(
      "SELECT device_id FROM search_log WHERE query = 'planted phrase' ORDER BY device_id",
    ).all<{ device_id: string | null }>();
    expect(results.map((row) => row.device_id)).toEqual([null, issued]);
  });
});
