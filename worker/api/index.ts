import { Hono } from 'hono';
import { apiSite } from '../site/middleware';
import type { AppEnv } from '../env';
import { translatorFor } from '../i18n';
import { brands } from './brands';
import { cart } from './cart';
import { csrfGuard } from './csrf';
import { sharedCache } from './shared-cache';
import { errorBody, HttpError, httpErrorBody } from './errors';
import { layouts } from './layouts';
import { notificationSubscription } from './notification-subscription';
import { categories, featuredProducts, productFilters, searchResults, variants } from './listing';
import { openapi } from './openapi';
import { pages } from './pages';
import { products } from './products';
import { popularSearches, searchDropdown } from './search-dropdown';
import { user } from './user';
import { waitlist } from './waitlist';
import { wishlist } from './wishlist';

/**
 * The embedded storefront API, mounted at /api/web/v1 (spec §7). One sub-app per resource
 * group; every error is a spec §3 Error in the request's language.
 */
export const api = new Hono<AppEnv>({ strict: false })
  .use(apiSite)
  .use(csrfGuard)
  .use(sharedCache)
  .route('/layouts', layouts)
  .route('/pages', pages)
  .route('/brands', brands)
  .route('/user', user)
  .route('/variants', variants)
  .route('/products/filters', productFilters)
  .route('/categories', categories)
  .route('/search', searchResults)
  .route('/featured-products', featuredProducts)
  .route('/search/popular-queries', popularSearches)
  .route('/components/search-input-dropdown', searchDropdown)
  // After /products/filters: a product slug is whatever else follows /products/.
  .route('/products', products)
  .route('/wishlist', wishlist)
  .route('/waitlist', waitlist)
  .route('/notification-subscription', notificationSubscription)
  .route('/cart', cart)
  .route('/openapi.json', openapi)
  // Last: any other API path is a JSON 404 (never the HTML 404 page).
  .all('*', (c) => c.json(errorBody(404, 'NOT_FOUND', c.get('site').t('errors.notFound')), 404));

api.onError((error, c) => {
  const t = c.get('site')?.t ?? translatorFor('en');
  if (error instanceof HttpError) return c.json(httpErrorBody(error, t), error.status);
  console.error('api error', c.req.method, c.req.path, error);
  return c.json(errorBody(500, 'INTERNAL', t('errors.server')), 500);
});
