import { CACHE } from '../cache-policy';
import { loadProductDetail } from '../catalogue/product-detail';
import type { AppEnv } from '../env';
import { HttpError } from './errors';
import { apiApp, routeOf } from './route-kit';

export const productRoute = routeOf('productBySlug', '/products');

/**
 * GET products/{slug}: the product page in the shopper's language and country. The same for
 * every visitor of a site, so shared caches may keep it briefly; it varies on the site
 * headers. An unknown slug is 404 'Resource not found!'.
 */
export const products = apiApp<AppEnv>().openapi(productRoute, async (c) => {
  const { slug } = c.req.valid('param');
  const site = c.get('site');
  const detail = await loadProductDetail(c.env.DB, slug, site);
  if (!detail) throw new HttpError(404, 'NOT_FOUND', 'errors.notFound');
  c.header('cache-control', site.preview ? CACHE.private : CACHE.apiShared);
  c.header('vary', 'x-site-country, accept-language, cookie');
  return c.json(detail, 200);
});
