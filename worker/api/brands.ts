import { createRoute } from '@hono/zod-openapi';
import { BrandListSchema } from '../../client/api/contract';
import { CACHE } from '../cache-policy';
import { listBrands } from '../catalogue/brands';
import type { AppEnv } from '../env';
import { apiApp, endpoint, errors, ok, SiteHeadersSchema } from './route-kit';

export const listBrandsRoute = createRoute({
  ...endpoint('brands', '/brands'),
  summary: 'The brand directory',
  request: { headers: SiteHeadersSchema },
  responses: { 200: ok(BrandListSchema, 'Every brand, by name'), ...errors() },
});

/** GET brands/: the brand directory. */
export const brands = apiApp<AppEnv>().openapi(listBrandsRoute, async (c) => {
  const items = await listBrands(c.env.DB);
  c.header('cache-control', CACHE.apiShared);
  return c.json({ items, total: items.length }, 200);
});
