import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../../client/api/contract';
import {
  ListingFacetsSchema,
  ListingPageSchema,
  type ListingPage,
} from '../../../client/api/catalogue-contract';
import { apiHeaders } from '../../../client/api/client';
import { deviceCookie } from './shopper-helpers';
import type { Country, Language } from '../../../client/lib/sites';

type Site = { country: Country; language: Language };
const SG: Site = { country: 'sg', language: 'en' };

async function call(path: string, site: Site = SG) {
  return SELF.fetch(`http://localhost/api/web/v1/${path}`, { headers: apiHeaders(site) });
}
async function listing(query: string, site: Site = SG): Promise<ListingPage> {
  const response = await call(`variants?${query}`, site);
  expect(response.status, query).toBe(200);
  return ListingPageSchema.parse(await response.json());
}
async function facets(query: string, site: Site = SG) {
  const response = await call(`products/filters/?${query}`, site);
  expect(response.status, query).toBe(200);
  return ListingFacetsSchema.parse(await response.json());
}
async function error(path: string) {
  const response = await call(path);
  return { status: response.status, body: ApiErrorSchema.parse(await response.json()) };
}

describe('GET variants: filters', () => {
  it('lists a brand page with the brand’s products only', async () => {
    const page = await listing('brand=solenne&per_page=96');
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((card) => card.brand.slug === 'solenne')).toBe(true);
  });

  it('filters by brands, categories at any level, price, others and sale', async () => {
    const two = await listing('brands=solenne,brume&per_page=96');
    expect(new Set(two.items.map((card) => card.brand.slug))).toEqual(
      new Set(['solenne', 'brume']),
    );
    const makeup = await listing('categories=makeup');
    const lips = await listing('categories=lips');
    const lipstick = await listing('categories=lipstick');
    expect(makeup.total).toBeGreaterThan(lips.total);
    expect(lips.total).toBeGreaterThan(lipstick.total);
    expect(lipstick.total).toBeGreaterThan(0);
    const cheap = await listing('price_min=1000&price_max=2999&per_page=96');
    expect(
      cheap.items.every((card) => card.price.amount >= 1000 && card.price.amount <= 2999),
    ).toBe(true);
    const fresh = await listing('others=new,vegan&per_page=96');
    expect(fresh.total).toBeGreaterThan(0);
    expect(fresh.items.every((card) => card.flags.new)).toBe(true);
    const sale = await listing('sale=1&per_page=96');
    expect(sale.total).toBeGreaterThan(0);
    expect(sale.items.every((card) => card.flags.onSale)).toBe(true);
    const inStock = await listing('others=in_stock&per_page=96');
    expect(inStock.items.every((card) => card.inStock)).toBe(true);
  });

  it('narrows a category page by its path', async () => {
    const page = await listing('category=makeup/lips&per_page=96');
    const all = await listing('categories=lips');
    expect(page.total).toBe(all.total);
  });
});

describe('GET variants: sorts', () => {
  it('orders by price both ways and by rating', async () => {
    const up = (await listing('sort=price_asc&per_page=96')).items.map((card) => card.price.amount);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await listing('sort=price_desc&per_page=96')).items.map(
      (card) => card.price.amount,
    );
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const rated = (await listing('sort=top_rated&per_page=96')).items.map(
      (card) => card.rating.average,
    );
    for (let i = 1; i < rated.length; i += 1)
      expect(rated[i]).toBeLessThanOrEqual(rated[i - 1] + 0.051);
  });

  it('orders newest first and featured by rank', async () => {
    const newest = (await listing('sort=newest&per_page=30')).items.map((card) => card.id);
    const { results } = await env.DB.prepare(
      "SELECT product_id FROM listing WHERE country = 'sg' ORDER BY created_at DESC, product_id DESC LIMIT 30",
    ).all<{ product_id: number }>();
    expect(newest).toEqual(results.map((row) => row.product_id));
    const featured = (await listing('per_page=30')).items.map((card) => card.id);
    const ranked = await env.DB.prepare(
      "SELECT product_id FROM listing WHERE country = 'sg' ORDER BY featured_rank, product_id LIMIT 30",
    ).all<{ product_id: number }>();
    expect(featured).toEqual(ranked.results.map((row) => row.product_id));
  });
});

describe('GET variants: pagination', () => {
  it('pages through: page 2 does not repeat page 1’s first card, and the last page holds the rest', async () => {
    const first = await listing('brand=solenne&per_page=5');
    const second = await listing('brand=solenne&per_page=5&page=2');
    expect(first.items).toHaveLength(5);
    expect(second.items.map((c) => c.id)).not.toContain(first.items[0].id);
    const last = await listing(`brand=solenne&per_page=5&page=${first.pages}`);
    expect(last.items.length).toBe(first.total - (first.pages - 1) * 5);
  });

  it('answers a page past the end with a 400 naming page', async () => {
    const { status, body } = await error('variants?brand=solenne&page=999');
    expect(status).toBe(400);
    expect(body.data.field).toBe('page');
  });
});

describe('GET products/filters/', () => {
  it('counts options under the current selection as the listing finds them (brands, a price bucket, sale, a category)', async () => {
    const all = await listing('category=makeup');
    const counts = await facets('category=makeup');
    expect(counts.brands.reduce((sum, option) => sum + option.count, 0)).toBe(all.total);
    const top = counts.brands[0];
    expect((await listing(`category=makeup&brands=${top.value}`)).total).toBe(top.count);
    const bucket = counts.price.find((option) => option.count > 0)!;
    const priced = await listing(
      `category=makeup&price_min=${bucket.min}${bucket.max === null ? '' : `&price_max=${bucket.max}`}`,
    );
    expect(priced.total).toBe(bucket.count);
    const sale = await listing('category=makeup&sale=1');
    expect(counts.sale.count).toBe(sale.total);
    const lips = counts.categories.find((option) => option.value === 'lips');
    expect(lips?.count).toBe((await listing('category=makeup&categories=lips')).total);
  });

  it('keeps the other brands countable when one is chosen', async () => {
    const counts = await facets('category=makeup&brands=solenne');
    expect(counts.brands.filter((option) => option.count > 0).length).toBeGreaterThan(1);
    expect(counts.currency).toBe('SGD');
  });

  it('buckets prices in the currency of the site', async () => {
    expect((await facets('', { country: 'id', language: 'id' })).currency).toBe('IDR');
    const th = await facets('', { country: 'th', language: 'th' });
    expect(th.price[0]).toMatchObject({ min: 0, max: 49999 });
  });
});

describe('GET search/', () => {
  it('finds products by an English word with prefix matching', async () => {
    const full = ListingPageSchema.parse(await (await call('search/?q=solenne')).json());
    expect(full.total).toBeGreaterThan(0);
    expect(
      full.items.every((card) => card.brand.slug === 'solenne' || /solenne/i.test(card.name)),
    ).toBe(true);
    const prefix = ListingPageSchema.parse(await (await call('search/?q=solen')).json());
    expect(prefix.total).toBe(full.total);
  });

  it('finds products in Thai on the Thai site and in Chinese on the Hong Kong site', async () => {
    const th = ListingPageSchema.parse(
      await (
        await call(`search/?q=${encodeURIComponent('ลิปสติก')}`, { country: 'th', language: 'th' })
      ).json(),
    );
    expect(th.total).toBeGreaterThan(0);
    expect(th.items[0].name).toMatch(/[\u0E00-\u0E7F]/);
    const zh = ListingPageSchema.parse(
      await (
        await call(`search/?q=${encodeURIComponent('唇膏')}`, { country: 'hk', language: 'zh' })
      ).json(),
    );
    expect(zh.total).toBeGreaterThan(0);
    expect(zh.items[0].name).toMatch(/[\u4E00-\u9FFF]/);
  });

  it('logs the first page of a search for popular searches, under the browser’s device', async () => {
    const device = 'b'.repeat(32);
    await SELF.fetch('http://localhost/api/web/v1/search/?q=brume', {
      headers: { ...apiHeaders(SG), cookie: await deviceCookie(device) },
    });
    const row = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM search_log WHERE query = 'brume' AND device_id = ?",
    )
      .bind(device)
      .first<{ n: number }>();
    expect(row?.n).toBe(1);
  });

  it('needs words to search for', async () => {
    expect((await error('search/')).body.data.field).toBe('q');
  });
});

describe('bad input', () => {
  it.each([
    ['variants?sort=cheapest', 'sort'],
    ['variants?price_min=5000&price_max=100', 'price_min'],
    [`variants?q=${'x'.repeat(101)}`, 'q'],
    ['variants?page=0', 'page'],
    ['variants?page=abc', 'page'],
    ['variants?per_page=500', 'per_page'],
    ['variants?others=shiny', 'others.0'],
    ['variants?category=makeup/../../etc', 'category'],
    ['products/filters/?price_min=-1', 'price_min'],
  ])('%s is a 400 naming %s', async (path, field) => {
    const { status, body } = await error(path);
    expect(status).toBe(400);
    expect(body.data.field).toBe(field);
  });

  it('ignores filter values that do not exist, and says so', async () => {
    const page = await listing('brands=solenne,no-such-brand&categories=nothing');
    expect(page.total).toBeGreaterThan(0);
    expect(page.ignored).toEqual([
      { field: 'brands', value: 'no-such-brand' },
      { field: 'categories', value: 'nothing' },
    ]);
  });

  it('answers 404 for a brand or category page that does not exist', async () => {
    expect((await error('variants?brand=no-such-brand')).status).toBe(404);
    expect((await error('variants?category=makeup/feet')).status).toBe(404);
  });

  it.each(['"', '*', 'NEAR(a b)', 'a OR b', '(', ')', "'; DROP TABLE products; --", '^x', 'col:x'])(
    'never fails on FTS syntax in %j',
    async (q) => {
      const response = await call(`search/?q=${encodeURIComponent(q)}`);
      expect(response.status).toBeLessThan(500);
    },
  );
});

describe('POST featured-products/', () => {
  const post = (body: unknown, site: Site = SG) =>
    SELF.fetch('http://localhost/api/web/v1/featured-products/', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { ...apiHeaders(site), origin: 'http://localhost' },
    });

  it('answers the first products of the featured order, of a brand if asked', async () => {
    const response = await post({ limit: 4 });
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as {
      items: { id: number; brand: { slug: string } }[];
    };
    const first = (await listing('per_page=4')).items.map((card) => card.id);
    expect(items.map((card) => card.id)).toEqual(first);
    const brand = (await (await post({ brand: 'solenne', limit: 3 })).json()) as {
      items: { brand: { slug: string } }[];
    };
    expect(brand.items.map((card) => card.brand.slug)).toEqual(['solenne', 'solenne', 'solenne']);
  });

  it('rejects a bad limit with a 400 naming it, and a foreign origin with a 403', async () => {
    const response = await post({ limit: 500 });
    expect(response.status).toBe(400);
    expect(ApiErrorSchema.parse(await response.json()).data.field).toBe('limit');
    const foreign = await SELF.fetch('http://localhost/api/web/v1/featured-products/', {
      method: 'POST',
      body: '{}',
      headers: { ...apiHeaders(SG), origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });
});
