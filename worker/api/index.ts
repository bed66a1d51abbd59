import type { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { resolveShopper } from '../auth/shopper-middleware';
import { apiSite } from '../site/middleware';
import type { AppEnv } from '../env';
import { translatorFor } from '../i18n';
import { account } from './account';
import { confirmSignUp } from './confirm-sign-up';
import { contentful } from './contentful';
import { addresses } from './addresses';
import { auth, sessions, verifyToken } from './auth';
import { password } from './password';
import { social } from './social';
import { sandboxUsers } from './sandbox-users';
import { brands } from './brands';
import { cart, giftOffers } from './cart';
import { methodNotAllowed } from './allowed-methods';
import { bodyLimit } from './body-limit';
import { csrfGuard } from './csrf';
import { sharedCache } from './shared-cache';
import { errorBody, HttpError, httpErrorBody } from './errors';
import { observe } from '../observability';
import { layouts } from './layouts';
import { notificationSubscription } from './notification-subscription';
import { categories, featuredProducts, productFilters, searchResults, variants } from './listing';
import { openApiDocument } from './openapi';
import { apiApp } from './route-kit';
import { pages } from './pages';
import { products } from './products';
import { popularSearches, searchDropdown } from './search-dropdown';
import { storeLocations } from './stores';
import {
  beautyClasses,
  beautyServices,
  bookingService,
  happening,
  storeServicesLayout,
} from './booking';
import { accountBookings, reservations } from './reservations';
import { sandboxBooking } from './sandbox-booking';
import { booxi, sandboxBooxi } from './booxi';
import { checkout } from './checkout';
import { orders } from './orders';
import { paymentCallbacks } from './payment-callbacks';
import { sandboxPayments } from './sandbox-payments';
import { sandboxBeautyPass } from './sandbox-beauty-pass';
import { rewards } from './rewards';
import { user } from './user';
import { waitlist } from './waitlist';
import { wishlist } from './wishlist';
import { clock } from '../clock';

const root = apiApp<AppEnv>();

// Here as well as in the app: the render's in-process calls enter the API directly.
root
  .use(observe)
  .use(clock)
  .use(apiSite)
  .use(resolveShopper)
  .use(csrfGuard)
  .use(bodyLimit)
  .use(sharedCache);

/** Every operation, each a `createRoute` definition of its sub-app; the type a client derives. */
export const operations = root
  .route('/layouts/store-services', storeServicesLayout)
  .route('/layouts', layouts)
  .route('/pages', pages)
  .route('/contentful', contentful)
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
  // The bag, at the spec's `cart` paths.
  .route('/cart', cart)
  .route('/rewards', rewards)
  .route('/multiple-gwps', giftOffers)
  .route('/store-locations', storeLocations)
  .route('/happening', happening)
  .route('/booking-service', bookingService)
  .route('/booking-services', beautyClasses)
  .route('/beauty-services', beautyServices)
  .route('/account/addresses', addresses)
  .route('/account/bookings', accountBookings)
  .route('/reservation-service', reservations)
  .route('/booxi', booxi)
  .route('/account', account)
  .route('/account', confirmSignUp)
  .route('/account', password)
  .route('/auth', auth)
  .route('/auth', social)
  .route('/auth', verifyToken)
  .route('/sessions', sessions)
  .route('/checkout', checkout)
  .route('/orders', orders)
  .route('/payments', paymentCallbacks)
  // Development only (routes/developer-surfaces.ts).
  .route('/sandbox/booxi', sandboxBooxi)
  .route('/sandbox', sandboxUsers)
  .route('/sandbox', sandboxPayments)
  .route('/sandbox', sandboxBeautyPass)
  .route('/sandbox', sandboxBooking);
export type ApiOperations = typeof operations;

root
  .get(
    '/openapi.json',
    openApiDocument(() => root),
  )
  // Last: a known path asked with another method is a 405; any other path is a JSON 404
  // (never the HTML 404 page).
  .all(
    '*',
    methodNotAllowed((): Hono<AppEnv> => root),
  )
  .all('*', (c) =>
    c.json(
      errorBody(404, 'NOT_FOUND', c.get('site').t('errors.notFound'), {
        requestId: c.get('obs').requestId,
      }),
      404,
    ),
  );

/**
 * The embedded storefront API, mounted at /api/web/v1. One sub-app per resource group, each
 * operation a `createRoute` definition; every error is an Error body (README "Errors") in the
 * request's language. The OpenAPI document is generated from the same definitions.
 */
export const api = root;

api.onError((error, c) => {
  const t = c.get('site')?.t ?? translatorFor('en');
  const obs = c.get('obs');
  if (error instanceof HttpError) {
    // An answer on purpose; only a 5xx among them is the server's fault.
    if (error.status >= 500) obs.report(error, { source: 'api', status: error.status });
    if (error.details.retryAfter !== undefined)
      c.header('retry-after', String(Math.max(1, Math.ceil(error.details.retryAfter))));
    return c.json(httpErrorBody(error, t, obs.requestId), error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    // Hono's own refusals (a body of another media type than the operation declares).
    const code = error.status === 415 ? 'JSON_ONLY' : 'BAD_REQUEST';
    const message = error.status === 415 ? t('errors.jsonOnly') : error.message;
    return c.json(
      errorBody(error.status, code, message, { requestId: obs.requestId }),
      error.status,
    );
  }
  obs.report(error, { source: 'api', status: 500 });
  return c.json(errorBody(500, 'INTERNAL', t('errors.server'), { requestId: obs.requestId }), 500);
});
