import { CACHE } from '../cache-policy';
import { findContentPage } from '../content/content';
import type { AppEnv } from '../env';
import { HttpError } from './errors';
import { apiApp, routeOf } from './route-kit';

export const contentPageRoute = routeOf('contentPage', '/pages');

/** GET pages?slug=: a content page of the request's site (drafts in preview). */
export const pages = apiApp<AppEnv>().openapi(contentPageRoute, async (c) => {
  const query = c.req.valid('query');
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
  return c.json(page, 200);
});
