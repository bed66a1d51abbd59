import { CACHE } from '../cache-policy';
import { listBrands } from '../catalogue/brands';
import type { AppEnv } from '../env';
import { apiApp, routeOf } from './route-kit';

export const listBrandsRoute = routeOf('brands', '/brands');

/** GET brands/: the brand directory. */
export const brands = apiApp<AppEnv>().openapi(listBrandsRoute, async (c) => {
  const items = await listBrands(c.env.DB);
  c.header('cache-control', CACHE.apiShared);
  return c.json({ items, total: items.length }, 200);
});
