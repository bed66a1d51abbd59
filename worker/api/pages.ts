import { Hono } from 'hono';
import { ContentQuerySchema } from '../../client/api/contract';
import { CACHE } from '../cache-policy';
import { findContentPage } from '../db/content';
import type { AppEnv } from '../env';
import { HttpError } from './errors';
import { validQuery } from './validate';

/** GET pages?slug=: a content page of the request's site (drafts in preview). */
export const pages = new Hono<AppEnv>().get('/', async (c) => {
  const query = validQuery(c, ContentQuerySchema);
  const site = c.get('site');
  const page = await findContentPage(c.env.DB, {
    slug: query.slug,
    country: site.country,
    language: site.language,
    segments: site.segments,
    preview: site.preview,
  });
  if (!page) throw new HttpError(404, 'LANDING_PAGE_NOT_FOUND', 'errors.landingNotFound');
  c.header('cache-control', site.preview ? CACHE.private : CACHE.apiShared);
  return c.json(page);
});
