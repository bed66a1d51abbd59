import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH } from '../../../client/api/catalogue-contract';
import { ApiErrorSchema } from '../../../client/api/contract';
import { apiHeaders } from '../../../client/api/client';
import { PopularQueriesSchema, SearchDropdownSchema } from '../../../client/api/search-contract';
import type { Country, Language } from '../../../client/lib/sites';
import { addSearchFixtures } from '../catalogue/search-fixtures';

beforeAll(addSearchFixtures);

const base = 'http://localhost/api/web/v1';

function api(
  path: string,
  site: { country: Country; language: Language } = { country: 'sg', language: 'en' },
) {
  return SELF.fetch(`${base}/${path}`, { headers: apiHeaders(site) });
}

async function dropdown(q: string | undefined, site?: { country: Country; language: Language }) {
  const response = await api(
    `components/search-input-dropdown/${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`,
    site,
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return { response, body: SearchDropdownSchema.parse(await response.json()) };
}

describe('GET search/popular-queries/', () => {
  it('answers the site’s most frequent searches from the log, shared-cacheable per site', async () => {
    const response = await api('search/popular-queries/');
    expect(response.status).toBe(200);
    expect(PopularQueriesSchema.parse(await response.json())).toEqual({
      items: ['quorvex lip', 'blimmer', 'quorvex serum'],
    });
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=60\b/);
    expect(response.headers.get('vary')).toMatch(/accept-language/);
    expect(response.headers.get('vary')).toMatch(/x-site-country/);
  });

  it('follows the site’s language', async () => {
    const response = await api('search/popular-queries/?limit=3', {
      country: 'hk',
      language: 'zh',
    });
    expect(await response.json()).toEqual({ items: ['唇膏'] });
  });

  it.each(['0', '21', 'many', '1.5'])(
    'rejects limit=%s with a 400 naming the field',
    async (limit) => {
      const response = await api(`search/popular-queries/?limit=${limit}`);
      expect(response.status).toBe(400);
      expect(ApiErrorSchema.parse(await response.json()).data.field).toBe('limit');
    },
  );
});

describe('on the seeded catalogue', () => {
  it('popular searches of a site are its most frequent logged searches that found products, in the 90 days to its newest entry', async () => {
    const { results: log } = await env.DB.prepare(
      "SELECT query, results, created_at FROM search_log WHERE country = 'au' AND language = 'en'",
    ).all<{ query: string; results: number; created_at: string }>();
    expect(log.length, 'the seed logs searches on the AU site').toBeGreaterThan(20);
    const newest = Date.parse(
      log
        .map((row) => row.created_at)
        .sort()
        .at(-1)!,
    );
    const from = newest - 90 * 24 * 3600 * 1000;
    const tally = new Map<string, { count: number; last: string }>();
    for (const row of log) {
      if (row.results <= 0 || Date.parse(row.created_at) < from) continue;
      const entry = tally.get(row.query) ?? { count: 0, last: '' };
      tally.set(row.query, {
        count: entry.count + 1,
        last: row.created_at > entry.last ? row.created_at : entry.last,
      });
    }
    const expected = [...tally]
      .sort(
        ([qa, a], [qb, b]) =>
          b.count - a.count ||
          (a.last < b.last ? 1 : a.last > b.last ? -1 : 0) ||
          (qa < qb ? -1 : qa > qb ? 1 : 0),
      )
      .slice(0, 8)
      .map(([query]) => query);
    const response = await api('search/popular-queries/', { country: 'au', language: 'en' });
    expect(((await response.json()) as { items: string[] }).items).toEqual(expected);
  });

  it('suggests seeded products in English on SG, in Thai on TH and in Chinese on HK', async () => {
    const sg = (await dropdown('lipst')).body;
    expect(sg.suggestions).toHaveLength(6);
    for (const item of sg.suggestions) expect(item.price.currency).toBe('SGD');
    const th = (await dropdown('ลิปสติก', { country: 'th', language: 'th' })).body;
    expect(th.suggestions.length).toBeGreaterThan(0);
    for (const item of th.suggestions) expect(item.name).toMatch(/[\u0E00-\u0E7F]/);
    const hk = (await dropdown('唇膏', { country: 'hk', language: 'zh' })).body;
    expect(hk.suggestions.length).toBeGreaterThan(0);
    for (const item of hk.suggestions) expect(item.name).toMatch(/[\u4E00-\u9FFF]/);
  });
});

describe('GET components/search-input-dropdown/', () => {
  it('without q: popular searches and popular brands, no suggestions, no tips', async () => {
    const { response, body } = await dropdown(undefined);
    expect(body.query).toBe('');
    expect(body.popularQueries).toEqual(['quorvex lip', 'blimmer', 'quorvex serum']);
    expect(body.popularBrands.length).toBeGreaterThan(0);
    expect(body.popularBrands.length).toBeLessThanOrEqual(8);
    expect(body.popularBrands[0]).toEqual({ slug: expect.any(String), name: expect.any(String) });
    expect(body.suggestions).toEqual([]);
    expect(body.tips).toEqual([]);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=60\b/);
  });

  it('an empty or blank q is the same as none', async () => {
    const none = (await dropdown(undefined)).body;
    expect((await dropdown('')).body).toEqual(none);
    expect((await dropdown('   ')).body).toEqual(none);
  });

  it('with q: up to 6 product suggestions by prefix, matching brands and popular completions; no tips', async () => {
    const { body } = await dropdown('  quorv ');
    expect(body.query).toBe('quorv');
    expect(body.suggestions.map((card) => card.slug)).toEqual(
      expect.arrayContaining(['test-quorvex-velvet-lip', 'test-quorvex-glow-serum']),
    );
    expect(body.suggestions.length).toBeLessThanOrEqual(6);
    expect(body.popularQueries).toEqual(['quorvex lip', 'quorvex serum']);
    expect(body.tips).toEqual([]);
    expect(body.suggestions[0]).toMatchObject({
      price: { currency: 'SGD' },
      brand: { slug: 'maison-veloure' },
    });
  });

  it('suggests a brand by the start of its name', async () => {
    const { body } = await dropdown('coral');
    expect(body.popularBrands).toContainEqual({ slug: 'coralline', name: 'Coralline' });
  });

  it('suggests Thai products in Thai on the Thai site', async () => {
    const { body } = await dropdown('ลิปสติกเนื้อ', { country: 'th', language: 'th' });
    const card = body.suggestions.find((item) => item.slug === 'test-quorvex-velvet-lip');
    expect(card).toMatchObject({ name: 'ลิปสติกเนื้อกำมะหยี่ Quorvex', price: { currency: 'THB' } });
  });

  it('suggests in Chinese on the Hong Kong site in Chinese, and in English in English', async () => {
    const zh = (await dropdown('絲絨', { country: 'hk', language: 'zh' })).body;
    expect(zh.suggestions.find((item) => item.slug === 'test-quorvex-velvet-lip')?.name).toBe(
      'Quorvex 絲絨唇膏',
    );
    const en = (await dropdown('quorvex velvet', { country: 'hk', language: 'en' })).body;
    expect(en.suggestions.map((item) => item.name)).toEqual(['Quorvex Velvet Lip Colour']);
  });

  it('when nothing matches: no suggestions, translated tips, and the site’s popular searches to try', async () => {
    const { body } = await dropdown('xyzzyplugh');
    expect(body.suggestions).toEqual([]);
    expect(body.popularBrands).toEqual([]);
    expect(body.tips).toEqual([
      'Check the spelling.',
      'Try fewer or more general words.',
      'Search for a brand or a kind of product, such as lipstick.',
    ]);
    expect(body.popularQueries).toEqual(['quorvex lip', 'blimmer', 'quorvex serum']);

    const th = (await dropdown('xyzzyplugh', { country: 'th', language: 'th' })).body;
    expect(th.tips).toHaveLength(3);
    for (const tip of th.tips) expect(tip).toMatch(/[\u0E00-\u0E7F]/);
    const zh = (await dropdown('xyzzyplugh', { country: 'hk', language: 'zh' })).body;
    for (const tip of zh.tips) expect(tip).toMatch(/[\u4E00-\u9FFF]/);
  });

  it(`rejects a q longer than ${MAX_QUERY_LENGTH} characters with a 400 naming q, in the shopper’s language`, async () => {
    const response = await api(
      `components/search-input-dropdown/?q=${'a'.repeat(MAX_QUERY_LENGTH + 1)}`,
      { country: 'th', language: 'th' },
    );
    expect(response.status).toBe(400);
    const error = ApiErrorSchema.parse(await response.json());
    expect(error).toMatchObject({
      statusCode: 400,
      data: { code: 'VALIDATION_FAILED', field: 'q' },
    });
    expect(error.message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('accepts exactly the longest query, and measures it after trimming', async () => {
    expect((await dropdown('a'.repeat(MAX_QUERY_LENGTH))).body.query).toHaveLength(
      MAX_QUERY_LENGTH,
    );
    expect((await dropdown(`  ${'a'.repeat(MAX_QUERY_LENGTH)}  `)).body.query).toHaveLength(
      MAX_QUERY_LENGTH,
    );
  });

  it.each([
    '"',
    '"quorvex',
    'quorvex"',
    '*',
    'quor*',
    '(',
    'quorvex)',
    'NEAR',
    'NEAR(quorvex blimmer, 2)',
    'quorvex OR blimmer',
    'AND NOT',
    '-',
    '^',
    ':',
    'text:x',
    "'",
    '%',
    '_',
    '\\',
    '\u0000',
    '🙂🙂',
    'ก'.repeat(100),
  ])('never fails on FTS5 or SQL syntax in q: %j', async (q) => {
    const response = await api(`components/search-input-dropdown/?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    SearchDropdownSchema.parse(await response.json());
  });

  it('is listed in the OpenAPI document with its query parameter', async () => {
    const response = await api('openapi.json');
    const document = (await response.json()) as {
      paths: Record<string, { get?: { parameters: { name: string }[] } }>;
    };
    expect(
      document.paths['/components/search-input-dropdown']?.get?.parameters.map((p) => p.name),
    ).toContain('q');
    expect(document.paths['/search/popular-queries']?.get?.parameters.map((p) => p.name)).toContain(
      'limit',
    );
  });
});
