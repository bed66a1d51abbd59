import { env } from 'cloudflare:test';
import { SITES, type Country, type Language } from '../../../client/lib/sites';
import { searchDocument } from '../../../worker/catalogue/search-text';

/**
 * Products and search-log rows of the search tests, added to the seeded database. Their words
 * ("Quorvex", "Blimmer") are made up, so the seeded catalogue never matches them, and their
 * log entries are dated 2031, after anything the seed writes: the popular-search window (90
 * days up to a site's newest entry) then holds these entries only.
 */

interface FixtureProduct {
  id: number;
  slug: string;
  brandSlug: string;
  subSlug: string;
  names: Record<Language, string>;
  shade: string;
  countries: Country[];
}

export const FIXTURE_PRODUCTS: readonly FixtureProduct[] = [
  {
    id: 990001,
    slug: 'test-quorvex-velvet-lip',
    brandSlug: 'maison-veloure',
    subSlug: 'lipstick',
    names: {
      en: 'Quorvex Velvet Lip Colour',
      zh: 'Quorvex 絲絨唇膏',
      id: 'Quorvex Lipstik Beludru',
      th: 'ลิปสติกเนื้อกำมะหยี่ Quorvex',
    },
    shade: 'Ember Rose',
    countries: ['sg', 'hk', 'th'],
  },
  {
    id: 990002,
    slug: 'test-quorvex-glow-serum',
    brandSlug: 'maison-veloure',
    subSlug: 'serums',
    names: {
      en: 'Quorvex Glow Serum',
      zh: 'Quorvex 光采精華',
      id: 'Quorvex Serum Cerah',
      th: 'เซรั่มผิวโกลว์ Quorvex',
    },
    shade: '',
    countries: ['sg'],
  },
  {
    id: 990003,
    slug: 'test-blimmer-night-cream',
    brandSlug: 'coralline',
    subSlug: 'night-cream',
    names: {
      en: 'Blimmer Night Cream',
      zh: 'Blimmer 修護晚霜',
      id: 'Blimmer Krim Malam',
      th: 'ไนท์ครีมบำรุง Blimmer',
    },
    shade: '',
    countries: ['sg', 'hk', 'th'],
  },
];

/** When the fixture's log entries happened: the newest is LOG_NEWEST; OLD is outside the 90-day window. */
export const LOG_NEWEST = '2031-06-30T12:00:00.000Z';
const RECENT = ['2031-06-30T12:00:00.000Z', '2031-05-15T08:00:00.000Z', '2031-04-02T00:00:00.000Z'];
const OLD = '2031-03-01T00:00:00.000Z';

/**
 * Log rows: [country, language, query, results, devices]: `devices` distinct devices searched
 * the query once each, on the RECENT days in turn (or OLD ones). Popular searches need
 * POPULAR_MIN_DEVICES (5) devices.
 */
const LOG: [Country, Language, string, number, number, 'recent' | 'old'][] = [
  ['sg', 'en', 'quorvex lip', 12, 8, 'recent'],
  ['sg', 'en', 'blimmer', 4, 6, 'recent'],
  ['sg', 'en', 'quorvex serum', 2, 5, 'recent'],
  // Searched by too few devices: never offered.
  ['sg', 'en', 'quorvex rare', 2, 4, 'recent'],
  // Frequent but older than the window: not popular any more.
  ['sg', 'en', 'last season', 30, 8, 'old'],
  // Frequent but found nothing (rows from before nothing-found searches stopped being logged): never offered.
  ['sg', 'en', 'qqqq', 0, 9, 'recent'],
  ['th', 'th', 'ลิปสติก quorvex', 9, 5, 'recent'],
  ['th', 'en', 'blimmer cream', 3, 5, 'recent'],
  ['hk', 'zh', '唇膏', 5, 5, 'recent'],
];

/** One device searching every day: many rows, one device, never popular. */
const ONE_DEVICE: [Country, Language, string, number, string[]] = [
  'sg',
  'en',
  'quorvex spam',
  3,
  ['2031-06-01', '2031-06-02', '2031-06-03', '2031-06-04', '2031-06-05', '2031-06-06'],
];

/** The fixture's n-th device id (hex, 32 digits). */
function fixtureDevice(n: number): string {
  return n.toString(16).padStart(32, 'f');
}

async function one<T>(sql: string, ...binds: unknown[]): Promise<T> {
  const row = await env.DB.prepare(sql)
    .bind(...binds)
    .first<T>();
  if (!row) throw new Error(`fixture lookup found nothing: ${sql} ${JSON.stringify(binds)}`);
  return row;
}

/** Adds the fixture products (with texts, a variant, offers, listing rows and FTS documents) and the log. */
export async function addSearchFixtures(): Promise<void> {
  const statements: D1PreparedStatement[] = [];
  const add = (sql: string, ...binds: unknown[]) =>
    statements.push(env.DB.prepare(sql).bind(...binds));
  for (const product of FIXTURE_PRODUCTS) {
    const brand = await one<{ id: number; name: string }>(
      'SELECT id, name FROM brands WHERE slug = ?',
      product.brandSlug,
    );
    const sub = await one<{ id: number; parent_id: number }>(
      'SELECT id, parent_id FROM categories WHERE slug = ? AND level = 3',
      product.subSlug,
    );
    const mid = await one<{ id: number; parent_id: number }>(
      'SELECT id, parent_id FROM categories WHERE id = ?',
      sub.parent_id,
    );
    add(
      `INSERT INTO products (id, slug, brand_id, category_id, created_at, rating_sum, rating_count, featured_rank)
       VALUES (?, ?, ?, ?, '2031-01-01T00:00:00.000Z', 9, 2, 1)`,
      product.id,
      product.slug,
      brand.id,
      sub.id,
    );
    const variantId = product.id * 10;
    add(
      "INSERT INTO variants (id, product_id, sku, shade_name, shade_hex, size_label, position) VALUES (?, ?, ?, ?, ?, '30 ml', 0)",
      variantId,
      product.id,
      `TEST-${product.id}`,
      product.shade || null,
      product.shade ? '#b5475a' : null,
    );
    for (const [language, name] of Object.entries(product.names) as [Language, string][]) {
      add(
        'INSERT INTO product_texts (product_id, language, name, description) VALUES (?, ?, ?, ?)',
        product.id,
        language,
        name,
        name,
      );
      const categoryNames = await env.DB.prepare(
        'SELECT name FROM category_names WHERE category_id IN (?, ?, ?) AND language = ?',
      )
        .bind(sub.id, mid.id, mid.parent_id, language)
        .all<{ name: string }>();
      add(
        'INSERT INTO product_search (text, product_id, language) VALUES (?, ?, ?)',
        searchDocument([
          name,
          brand.name,
          ...categoryNames.results.map((row) => row.name),
          product.shade,
        ]),
        product.id,
        language,
      );
    }
    for (const country of product.countries) {
      add(
        'INSERT INTO variant_offers (variant_id, country, currency, price_minor, stock) VALUES (?, ?, ?, 4200, 5)',
        variantId,
        country,
        SITES[country].currency,
      );
      add(
        `INSERT INTO listing (country, product_id, brand_id, top_id, category_id, sub_id, price_minor, on_sale, in_stock,
           is_new, is_exclusive, is_limited, is_vegan, rating, created_at, featured_rank)
         VALUES (?, ?, ?, ?, ?, ?, 4200, 0, 1, 0, 0, 0, 0, 450, '2031-01-01T00:00:00.000Z', 1)`,
        country,
        product.id,
        brand.id,
        mid.parent_id,
        mid.id,
        sub.id,
      );
    }
  }
  const log =
    'INSERT INTO search_log (country, language, query, results, device_id, created_at) VALUES (?, ?, ?, ?, ?, ?)';
  let device = 0;
  for (const [country, language, query, results, devices, when] of LOG) {
    for (let index = 0; index < devices; index += 1) {
      device += 1;
      add(
        log,
        country,
        language,
        query,
        results,
        fixtureDevice(device),
        when === 'old' ? OLD : RECENT[index % RECENT.length],
      );
    }
  }
  const [country, language, query, results, days] = ONE_DEVICE;
  for (const day of days)
    add(log, country, language, query, results, fixtureDevice(0), `${day}T10:00:00.000Z`);
  await env.DB.batch(statements);
}
