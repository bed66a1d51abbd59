import { CACHE } from '../cache-policy';
import { findPublishedEntry } from '../content/content';
import type { AppEnv } from '../env';
import { HttpError } from './errors';
import { apiApp, routeOf } from './route-kit';

/**
 * The spec's `contentful/` paths, read from our own content entries. Only published content is
 * answered here, in preview too: a preview path of its own, with a preview token, will come.
 */

export const contentEntryRoute = routeOf('contentEntry', '/contentful');

/** GET contentful/content-entries/{id}: a published content entry of the request's site. */
export const contentful = apiApp<AppEnv>().openapi(contentEntryRoute, async (c) => {
  const site = c.get('site');
  const entry = await findPublishedEntry(c.env.DB, {
    id: c.req.valid('param').id,
    country: site.country,
    language: site.language,
    segments: site.segments,
  });
  if (!entry) throw new HttpError(404, 'CONTENT_ENTRY_NOT_FOUND', 'errors.notFound');
  // The entry for everybody is the same for every visitor of the site and language (drafts are
  // never answered here, so preview changes nothing else); a segment's variant (preview's
  // `user_segments`) is that segment's. Country and language come from headers: Vary names them.
  c.header('cache-control', entry.segment === null ? CACHE.apiShared : CACHE.private);
  c.header('vary', 'accept-language, x-site-country, x-preview-mode');
  return c.json(entry, 200);
});
