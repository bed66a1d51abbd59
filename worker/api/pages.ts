import { createRoute } from '@hono/zod-openapi';
import { ContentPageSchema, ContentQuerySchema } from '../../client/api/contract';
import { CACHE } from '../cache-policy';
import { findContentPage } from '../content/content';
import type { AppEnv } from '../env';
import { HttpError } from './errors';
import { apiApp, endpoint, errors, ok, SiteHeadersSchema } from './route-kit';

export const contentPageRoute = createRoute({
  ...endpoint('contentPage', '/pages'),
  summary: 'A content page by slug (drafts in preview)',
  request: { query: ContentQuerySchema, headers: SiteHeadersSchema },
  responses: { 200: ok(ContentPageSchema, 'The page in the site language'), ...errors(404) },
});

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
