import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders } from '../../../client/api/client';
import { ListingQuerySchema, OTHER_FILTERS } from '../../../client/api/catalogue-contract';
import { MINOR_DIGITS } from '../../../client/lib/sites';
import { facetStatements } from '../../../worker/catalogue/facets';
import { listingSql, resolveSelection } from '../../../worker/catalogue/listing';
import { priceBuckets } from '../../../worker/rules/price-buckets';

/** D1 refuses a statement with more bound parameters than this. */
const D1_MAX_PARAMS = 100;
/** Subcategories added for this file: a catalogue with a bigger tree than the seed's. */
const EXTRA_CATEGORIES = 80;

const SG = { country: 'sg', language: 'en' } as const;
let brandSlugs: string[] = [];
let categorySlugs: string[] = [];

beforeAll(async () => {
  const parent = await env.DB.prepare(
    "SELECT id FROM categories WHERE slug = 'lips' AND level = 2",
  ).first<number>('id');
  const top = await env.DB.prepare('SELECT MAX(id) AS id FROM categories').first<number>('id');
  const statements = [];
  for (let index = 1; index <= EXTRA_CATEGORIES; index += 1) {
    const id = (top ?? 0) + index;
    statements.push(
      env.DB.prepare(
        'INSERT INTO categories (id, slug, parent_id, level, position) VALUES (?, ?, ?, 3, ?)',
      ).bind(id, `extra-shade-${index}`, parent, 100 + index),
    );
    statements.push(
      env.DB.prepare(
        "INSERT INTO category_names (category_id, language, name) VALUES (?, 'en', ?)",
      ).bind(id, `Extra ${index}`),
    );
  }
  await env.DB.batch(statements);
  brandSlugs = (
    await env.DB.prepare('SELECT slug FROM brands ORDER BY id').all<{ slug: string }>()
  ).results.map((row) => row.slug);
  categorySlugs = (
    await env.DB.prepare('SELECT DISTINCT slug FROM categories ORDER BY id').all<{ slug: string }>()
  ).results.map((row) => row.slug);
});

/** Every brand, every category, every other filter, on sale, a price range. */
function everything(extra: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({
    brands: brandSlugs.join(','),
    categories: categorySlugs.join(','),
    others: OTHER_FILTERS.join(','),
    sale: '1',
    price_min: '100',
    price_max: '900000',
    ...extra,
  });
}

describe('the maximum filter selection', () => {
  it('selects more ids than D1 could bind one by one', () => {
    expect(brandSlugs.length + categorySlugs.length).toBeGreaterThan(D1_MAX_PARAMS);
  });

  it.each([
    ['variants', {}],
    ['products/filters/', {}],
    ['variants', { category: 'makeup', sort: 'price_asc' }],
    ['products/filters/', { brand: 'solenne' }],
    ['search/', { q: 'lipstick' }],
  ])('GET %s with every filter and %o answers 200', async (path, extra: Record<string, string>) => {
    const response = await SELF.fetch(`http://localhost/api/web/v1/${path}?${everything(extra)}`, {
      headers: apiHeaders(SG),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const body = (await response.json()) as { ignored?: unknown[] };
    // Every value named a real brand or category: none was dropped before reaching SQL.
    if (body.ignored) expect(body.ignored).toEqual([]);
  });

  it('binds as few parameters for every id as for one per list', async () => {
    const counts = async (params: URLSearchParams) => {
      const query = ListingQuerySchema.parse(Object.fromEntries(params));
      const { selection } = await resolveSelection(env.DB, query, SG);
      return [
        ...listingSql(selection, query),
        ...facetStatements(selection, priceBuckets('SGD', MINOR_DIGITS.SGD)),
      ].map((statement) => statement.params.length);
    };
    const all = await counts(everything({ q: 'lipstick', brand: 'solenne', category: 'makeup' }));
    const one = await counts(
      new URLSearchParams({
        q: 'lipstick',
        brand: 'solenne',
        category: 'makeup',
        brands: 'brume',
        categories: 'makeup,lips,lipstick',
        others: 'new',
        sale: '1',
        price_min: '1',
        price_max: '2',
      }),
    );
    expect(all).toEqual(one);
    expect(Math.max(...all)).toBeLessThan(D1_MAX_PARAMS);
  });
});
