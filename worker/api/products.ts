import { Hono } from 'hono';
import { z } from 'zod';
import { CACHE } from '../cache-policy';
import { loadProductDetail } from '../db/product-detail';
import type { AppEnv } from '../env';
import { HttpError } from './errors';
import { parseOr400 } from './validate';

/** A product slug as the catalogue stores it (products.slug). */
export const ProductSlugSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,159}$/, 'a product slug is lower-case letters, digits and "-"'),
});

/**
 * GET products/{slug}: the product page in the shopper's language and country. The same for
 * every visitor of a site, so shared caches may keep it briefly; it varies on the site
 * headers. An unknown slug is 404 'Resource not found!'.
 */
export const products = new Hono<AppEnv>().get('/:slug', async (c) => {
  const { slug } = parseOr400(ProductSlugSchema, { slug: c.req.param('slug') });
  const site = c.get('site');
  const detail = await loadProductDetail(c.env.DB, slug, site);
  if (!detail) throw new HttpError(404, 'NOT_FOUND', 'errors.notFound');
  c.header('cache-control', site.preview ? CACHE.private : CACHE.apiShared);
  c.header('vary', 'x-site-country, accept-language, cookie');
  return c.json(detail);
});
