import { Hono } from 'hono';
import { apiSite } from '../site/middleware';
import type { AppEnv } from '../env';
import { translatorFor } from '../i18n';
import { brands } from './brands';
import { csrfGuard } from './csrf';
import { errorBody, HttpError, httpErrorBody } from './errors';
import { layouts } from './layouts';
import { openapi } from './openapi';
import { pages } from './pages';
import { user } from './user';

/**
 * The embedded storefront API, mounted at /api/web/v1 (spec §7). One sub-app per resource
 * group; every error is a spec §3 Error in the request's language.
 */
export const api = new Hono<AppEnv>({ strict: false })
  .use(apiSite)
  .use(csrfGuard)
  .route('/layouts', layouts)
  .route('/pages', pages)
  .route('/brands', brands)
  .route('/user', user)
  .route('/openapi.json', openapi)
  // Last: any other API path is a JSON 404 (never the HTML 404 page).
  .all('*', (c) => c.json(errorBody(404, 'NOT_FOUND', c.get('site').t('errors.notFound')), 404));

api.onError((error, c) => {
  const t = c.get('site')?.t ?? translatorFor('en');
  if (error instanceof HttpError) return c.json(httpErrorBody(error, t), error.status);
  console.error('api error', c.req.method, c.req.path, error);
  return c.json(errorBody(500, 'INTERNAL', t('errors.server')), 500);
});
