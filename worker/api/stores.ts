import type { Context } from 'hono';
import { readAccountStore, writeAccountStore } from '../accounts/selected-store';
import type { LiveShopper } from '../auth/shopper';
import { CACHE } from '../cache-policy';
import { readCookie, writeCookie } from '../site/cookies';
import { readStore, readStores } from '../stores/stores';
import type { AppEnv } from '../env';
import { HttpError } from './errors';
import { liveShopper } from './live-shopper';
import { apiApp, readJson, routeOf } from './route-kit';

/**
 * The site's stores: the same answer for every visitor of a site and language, so
 * both are kept by the edge cache (./shared-cache.ts). Click and collect lists the stores with
 * `clickAndCollect=true`; the store locator lists them all.
 *
 * The selected store (`selected`, docs/booking.md "Stores") is the shopper's own, so private:
 * kept in the site's `store_{country}` cookie and, for a member, on the account, which wins
 * when it is one of this site's stores (a member signing in on a new device gets it). Declared
 * before `{id}`, whose digits-only parameter would refuse the word.
 */

export const storeLocationsRoute = routeOf('storeLocations', '/store-locations');

export const selectedStoreRoute = routeOf('myStore', '/store-locations');

export const selectStoreRoute = routeOf('setMyStore', '/store-locations', {
  middleware: [readJson],
});

export const storeLocationRoute = routeOf('storeLocation', '/store-locations');

/** The store the site's cookie names, when it is a store of this site. */
async function cookieStore(c: Context<AppEnv>): Promise<number | null> {
  const site = c.get('site');
  const value = readCookie(c, 'store', site.country);
  if (!value || !/^[1-9][0-9]{0,8}$/.test(value)) return null;
  const store = await readStore(c.env.DB, site.country, site.language, Number(value));
  return store?.id ?? null;
}

async function selectedStoreOf(c: Context<AppEnv>, shopper: LiveShopper): Promise<number | null> {
  if (shopper.kind === 'member') {
    const own = await readAccountStore(c.env.DB, shopper.accountId, c.get('site').country);
    if (own !== null) return own;
  }
  return cookieStore(c);
}

export const storeLocations = apiApp<AppEnv>()
  .openapi(storeLocationsRoute, async (c) => {
    const site = c.get('site');
    const items = await readStores(c.env.DB, site.country, site.language, {
      clickAndCollect: c.req.valid('query').clickAndCollect !== undefined,
    });
    c.header('cache-control', CACHE.apiShared);
    return c.json({ items, total: items.length }, 200);
  })
  .openapi(selectedStoreRoute, async (c) => {
    c.header('cache-control', CACHE.private);
    const shopper = await liveShopper(c);
    return c.json({ storeId: await selectedStoreOf(c, shopper) }, 200);
  })
  .openapi(selectStoreRoute, async (c) => {
    c.header('cache-control', CACHE.private);
    const shopper = await liveShopper(c);
    const site = c.get('site');
    const { storeId } = c.req.valid('json');
    const store = await readStore(c.env.DB, site.country, site.language, storeId);
    // An unknown store, or another site's: the shopper can only choose among this site's.
    if (!store)
      throw new HttpError(400, 'STORE_NOT_ON_SITE', 'errors.field', {
        field: 'storeId',
        params: { field: 'storeId' },
        issues: [{ field: 'storeId', message: 'not a store of this site' }],
      });
    writeCookie(c, 'store', String(store.id), site.country);
    if (shopper.kind === 'member') await writeAccountStore(c.env.DB, shopper.accountId, store.id);
    return c.json({ storeId: store.id }, 200);
  })
  .openapi(storeLocationRoute, async (c) => {
    const site = c.get('site');
    const store = await readStore(c.env.DB, site.country, site.language, c.req.valid('param').id);
    // Another site's store is not found here: a shopper can collect only in their country.
    if (!store) throw new HttpError(404, 'NOT_FOUND', 'errors.notFound', { field: 'id' });
    c.header('cache-control', CACHE.apiShared);
    return c.json(store, 200);
  });
