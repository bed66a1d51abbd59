import { Hono } from 'hono';
import { CACHE } from '../cache-policy';
import { listBrands } from '../db/navigation';
import type { AppEnv } from '../env';

/** GET brands/: the brand directory. */
export const brands = new Hono<AppEnv>().get('/', async (c) => {
  const items = await listBrands(c.env.DB);
  c.header('cache-control', CACHE.apiShared);
  return c.json({ items, total: items.length });
});
