import { CACHE } from '../cache-policy';
import { readStore, readStores } from '../stores/stores';
import type { AppEnv } from '../env';
import { HttpError } from './errors';
import { apiApp, routeOf } from './route-kit';

/**
 * The site's stores: the same answer for every visitor of a site and language, so
 * both are kept by the edge cache (./shared-cache.ts). Click and collect lists the stores with
 * `clickAndCollect=true`; the store locator (the booking issue) lists them all.
 */

export const storeLocationsRoute = routeOf('storeLocations', '/store-locations');

export const storeLocationRoute = routeOf('storeLocation', '/store-locations');

export const storeLocations = apiApp<AppEnv>()
  .openapi(storeLocationsRoute, async (c) => {
    const site = c.get('site');
    const items = await readStores(c.env.DB, site.country, site.language, {
      clickAndCollect: c.req.valid('query').clickAndCollect !== undefined,
    });
    c.header('cache-control', CACHE.apiShared);
    return c.json({ items, total: items.length }, 200);
  })
  .openapi(storeLocationRoute, async (c) => {
    const site = c.get('site');
    const store = await readStore(c.env.DB, site.country, site.language, c.req.valid('param').id);
    // Another site's store is not found here: a shopper can collect only in their country.
    if (!store) throw new HttpError(404, 'NOT_FOUND', 'errors.notFound', { field: 'id' });
    c.header('cache-control', CACHE.apiShared);
    return c.json(store, 200);
  });
