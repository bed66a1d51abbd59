import { createRoute, z } from '@hono/zod-openapi';
import { ProductDetailSchema } from '../../client/api/catalogue-contract';
import { CACHE } from '../cache-policy';
import { loadProductDetail } from '../catalogue/product-detail';
import type { AppEnv } from '../env';
import { HttpError } from './errors';
import { apiApp, endpoint, errors, ok, SiteHeadersSchema } from './route-kit';

/** A product slug as the catalogue stores it (products.slug). */
export const ProductSlugSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,159}$/, 'a product slug is lower-case letters, digits and "-"'),
});

export const productRoute = createRoute({
  ...endpoint('productBySlug', '/products'),
  summary: 'A product page: variants with the country offer, reviews, points, limits',
  request: { params: ProductSlugSchema, headers: SiteHeadersSchema },
  responses: { 200: ok(ProductDetailSchema, 'The product in the site language'), ...errors(404) },
});

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
