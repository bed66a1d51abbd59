import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../../client/api/contract';
import type { Store, StoreList } from '../../../client/api/store-contract';
import { COUNTRIES, SITES } from '../../../client/lib/sites';
import { CACHE } from '../../../worker/cache-policy';
import { readStore, readStores } from '../../../worker/stores/stores';
import { translatorFor } from '../../../worker/i18n';
import { recordingDb, tableScans } from '../query-plans';
import { member, signIn } from './cart/cart-helpers';
import { all, call, one } from './shopper-helpers';

/**
 * The store locations API: each site's seeded stores in order, texts in the site's
 * language (English where a store has none), one store by id only on its own site, and the
 * click and collect filter the checkout lists stores with.
 */

async function list(
  country: (typeof COUNTRIES)[number],
  language = SITES[country].languages[0],
  query = '',
) {
  const response = await call(`store-locations${query}`, { site: { country, language } });
  expect(response.status).toBe(200);
  return response.json<StoreList>();
}

/** Forms of characters of the Hong Kong addresses that exist only in Simplified Chinese. */
const SIMPLIFIED_ONLY = '号铺铜锣湾轩诗弥层楼环库';

describe('GET store-locations', () => {
  it.each(COUNTRIES)('lists 3 to 6 stores of the %s site, in order, complete', async (country) => {
    const { items, total } = await list(country);
    expect(total).toBe(items.length);
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.length).toBeLessThanOrEqual(6);
    const rows = await all<{ id: number }>(
      'SELECT id FROM stores WHERE country = ?1 ORDER BY position',
      country,
    );
    expect(items.map((store) => store.id)).toEqual(rows.map((row) => row.id));
    expect(items[0].slug).toBe(`${country}-flagship`);
    expect(items.some((store) => !store.clickAndCollect)).toBe(true);
    for (const store of items) {
      expect(store.name).toMatch(/^Beauty Storefront /);
      expect(store.addressLines.length).toBeGreaterThanOrEqual(1);
      expect(store.phone).toMatch(/^\+\d/);
      expect(store.hours.length).toBeGreaterThan(0);
      for (const day of store.hours) expect(day.opens < day.closes).toBe(true);
      expect(store.services.length).toBeGreaterThan(0);
      expect(store.postcode === null).toBe(country === 'hk');
    }
  });

  it('answers in the site language: Thai in Thailand, Indonesian in Indonesia, English on request', async () => {
    const [thai] = (await list('th', 'th')).items;
    expect(thai.name).toBe('Beauty Storefront สยาม');
    expect(thai.city).toBe('กรุงเทพมหานคร');
    const [english] = (await list('th', 'en')).items;
    expect(english.name).toBe('Beauty Storefront Siam');
    expect(english.city).toBe('Bangkok');
    const [indonesian] = (await list('id', 'id')).items;
    expect(indonesian.addressLines[0]).toBe('Unit L2-17, Lantai 2');
    expect(indonesian.city).toBe('Jakarta Selatan');
  });

  it('answers Hong Kong Traditional Chinese in zh', async () => {
    const { items } = await list('hk', 'zh');
    expect(items[0]).toMatchObject({
      name: 'Beauty Storefront 銅鑼灣店',
      addressLines: ['軒尼詩道500號2樓208號舖'],
      city: '銅鑼灣',
    });
    for (const store of items) {
      const text = [store.name, ...store.addressLines, store.city].join(' ');
      expect(text).toMatch(/\p{Script=Han}/u);
      expect([...SIMPLIFIED_ONLY].filter((character) => text.includes(character))).toEqual([]);
    }
  });

  it('falls back to English, the whole text, for a store without texts in the language', async () => {
    const { id } = await one<{ id: number }>("SELECT id FROM stores WHERE slug = 'hk-central'");
    await env.DB.prepare("DELETE FROM store_texts WHERE store_id = ?1 AND language = 'zh'")
      .bind(id)
      .run();
    const { items } = await list('hk', 'zh');
    expect(items.find((store) => store.id === id)).toMatchObject({
      name: 'Beauty Storefront Central',
      addressLines: ['Shop 7, B/F', "18 Queen's Road Central"],
      city: 'Central',
    });
    expect(items[0].name).toBe('Beauty Storefront 銅鑼灣店');
    // A language the site does not have (as the checkout might ask): English throughout.
    const stores = await readStores(env.DB, 'sg', 'th');
    expect(stores.map((store) => store.name)).toEqual(
      (await list('sg', 'en')).items.map((store) => store.name),
    );
  });

  it('with clickAndCollect=true lists only the stores that collect orders, in the same order', async () => {
    const everything = (await list('sg')).items;
    for (const query of ['?clickAndCollect=true', '?clickAndCollect=1']) {
      const { items, total } = await list('sg', 'en', query);
      expect(items).toEqual(everything.filter((store) => store.clickAndCollect));
      expect(total).toBe(items.length);
      expect(total).toBeLessThan(everything.length);
    }
    const refused = await call('store-locations?clickAndCollect=yes');
    expect(refused.status).toBe(400);
    expect((await refused.json<ApiError>()).data.field).toBe('clickAndCollect');
  });

  it('is a shared answer for the edge cache', async () => {
    const response = await call('store-locations');
    expect(response.headers.get('cache-control')).toBe(CACHE.apiShared);
  });
});

describe('GET store-locations/{id}', () => {
  it("answers one of the site's stores, as the list does", async () => {
    const [, second] = (await list('my')).items;
    const response = await call(`store-locations/${second.id}`, {
      site: { country: 'my', language: 'en' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(CACHE.apiShared);
    expect(await response.json<Store>()).toEqual(second);
  });

  it("is not found on another site, nor when unknown, in the request's language", async () => {
    const [sg] = (await list('sg')).items;
    for (const id of [sg.id, 999_999]) {
      const response = await call(`store-locations/${id}`, {
        site: { country: 'hk', language: 'zh' },
      });
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).not.toBe(CACHE.apiShared);
      const error = await response.json<ApiError>();
      expect(error.data).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
      expect(error.message).toBe(translatorFor('zh')('errors.notFound'));
    }
  });

  it.each(['abc', '0', '-1', '01', '1.5', '1e3', '99999999999999999'])(
    'refuses the id %s with a 400 naming the field',
    async (id) => {
      const response = await call(`store-locations/${id}`);
      expect(response.status).toBe(400);
      expect((await response.json<ApiError>()).data).toMatchObject({
        code: 'VALIDATION_FAILED',
        field: 'id',
      });
    },
  );
});

describe('readStore and readStores (the checkout reads them)', () => {
  it("read a store of the site, and nothing of another site's", async () => {
    const [sg] = await readStores(env.DB, 'sg', 'en');
    expect(await readStore(env.DB, 'sg', 'en', sg.id)).toEqual(sg);
    expect(await readStore(env.DB, 'my', 'en', sg.id)).toBeNull();
    const collecting = await readStores(env.DB, 'sg', 'en', { clickAndCollect: true });
    expect(collecting.every((store) => store.clickAndCollect)).toBe(true);
  });

  it('read every table through an index', async () => {
    const { db, seen } = recordingDb();
    const [store] = await readStores(db, 'th', 'th');
    await readStores(db, 'th', 'en', { clickAndCollect: true });
    await readStore(db, 'th', 'th', store.id);
    expect(seen.length).toBeGreaterThan(0);
    expect(await tableScans(seen)).toEqual([]);
  });
});

describe('GET and PUT store-locations/selected (the selected store)', () => {
  const put = (storeId: unknown, options: { cookie?: string; country?: 'sg' | 'hk' } = {}) =>
    call('store-locations/selected', {
      method: 'PUT',
      body: { storeId },
      site: { country: options.country ?? 'sg', language: 'en' },
      headers: options.cookie ? { cookie: options.cookie } : {},
    });
  const get = (cookie?: string, country: 'sg' | 'hk' = 'sg') =>
    call('store-locations/selected', {
      site: { country, language: 'en' },
      headers: cookie ? { cookie } : {},
    });
  /** The `store_{country}` cookie an answer set, as the browser would send it back. */
  const storeCookie = (response: Response) =>
    /(store_[a-z]{2}=[^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];

  it('is none for a new visitor, privately', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(CACHE.private);
    expect(await response.json()).toEqual({ storeId: null });
  });

  it("keeps a guest's store in the site's cookie, idempotently", async () => {
    const [, second] = (await list('sg')).items;
    const first = await put(second.id);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(CACHE.private);
    expect(await first.json()).toEqual({ storeId: second.id });
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/store_sg=\d+/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = storeCookie(first)!;
    const again = await put(second.id, { cookie });
    expect(await again.json()).toEqual({ storeId: second.id });
    expect(await (await get(cookie)).json()).toEqual({ storeId: second.id });
    // The cookie is the Singapore site's: Hong Kong has none chosen.
    expect(await (await get(cookie, 'hk')).json()).toEqual({ storeId: null });
  });

  it("refuses another site's store, or an unknown one, with a 400 naming storeId", async () => {
    const [hk] = (await list('hk', 'en')).items;
    for (const storeId of [hk.id, 999_999]) {
      const response = await put(storeId);
      expect(response.status).toBe(400);
      expect(response.headers.get('set-cookie') ?? '').not.toMatch(/store_/);
      expect((await response.json<ApiError>()).data).toMatchObject({
        code: 'STORE_NOT_ON_SITE',
        field: 'storeId',
      });
    }
  });

  it.each([['1'], [0], [-3], [1.5], [null]])(
    'refuses storeId %j with a 400 naming it',
    async (id) => {
      const response = await put(id);
      expect(response.status).toBe(400);
      expect((await response.json<ApiError>()).data.field).toBe('storeId');
    },
  );

  it('ignores a cookie that names no store of the site', async () => {
    const [hk] = (await list('hk', 'en')).items;
    for (const value of [String(hk.id), 'abc', '999999'])
      expect(await (await get(`store_sg=${value}`)).json()).toEqual({ storeId: null });
  });

  it('is refused without our Origin (CSRF) and unless JSON', async () => {
    const [sg] = (await list('sg')).items;
    const foreign = await call('store-locations/selected', {
      method: 'PUT',
      body: { storeId: sg.id },
      noOrigin: true,
    });
    expect(foreign.status).toBe(403);
    const evil = await call('store-locations/selected', {
      method: 'PUT',
      body: { storeId: sg.id },
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.status).toBe(403);
    const form = await call('store-locations/selected', {
      method: 'PUT',
      body: `storeId=${sg.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(form.headers.get('set-cookie') ?? '').not.toMatch(/store_/);
  });

  it("keeps a member's store on the account: a new device signed in gets it", async () => {
    const [, , third] = (await list('sg')).items;
    const shopper = await member('sg');
    const saved = await put(third.id, { cookie: shopper.cookie });
    expect(saved.status).toBe(200);
    const row = await one<{ selected_store_id: number }>(
      'SELECT selected_store_id FROM accounts WHERE id = ?1',
      shopper.id,
    );
    expect(row.selected_store_id).toBe(third.id);
    // Another browser: no store cookie, a new sign-in.
    const elsewhere = await signIn(shopper.id);
    expect(await (await get(elsewhere)).json()).toEqual({ storeId: third.id });
    // The account's store wins over a cookie this browser kept from before.
    const [first] = (await list('sg')).items;
    expect(await (await get(`${elsewhere}; store_sg=${first.id}`)).json()).toEqual({
      storeId: third.id,
    });
    // Another site reads the account's store only when it is one of its own.
    expect(await (await get(elsewhere, 'hk')).json()).toEqual({ storeId: null });
  });
});
