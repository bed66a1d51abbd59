import { isDeveloperPath } from './developer-surfaces';
import { matchPattern } from './match';
import type { RouteDef, RouteMatch } from './types';

const on = { analytics: true } as const;
const off = { analytics: false } as const;

/**
 * THE route table. Order matters: the first route whose pattern matches wins, so
 * literal paths come before parameters. Modules load lazily: each page is its own chunk.
 */
export const ROUTES: readonly RouteDef[] = [
  {
    id: 'home',
    paths: ['/'],
    layout: 'default',
    access: 'public',
    cache: 'shared',
    meta: on,
    module: () => import('./home'),
  },
  {
    id: 'about',
    paths: ['/about'],
    layout: 'default',
    access: 'public',
    cache: 'shared',
    meta: on,
    module: () => import('./about'),
  },
  {
    // The bag, at the spec's URL /cart.
    id: 'bag',
    paths: ['/cart'],
    layout: 'default',
    meta: { analytics: false, trackingName: 'bag' },
    access: 'public',
    cache: 'shared',
    messages: ['bag-page'],
    module: () => import('./bag'),
  },
  {
    // Guests check out too (public), but what it shows is the visitor's own (private). It shows
    // the bag's cost summary and the account's address fields: their words come with it.
    id: 'checkout',
    paths: ['/checkout'],
    layout: 'default',
    meta: on,
    access: 'public',
    cache: 'private',
    messages: ['account', 'bag-page', 'checkout-page'],
    module: () => import('./checkout'),
  },
  {
    id: 'order',
    paths: [
      '/orders/:id',
      '/orders/:id/confirmation',
      '/orders/:id/payment_pending',
      '/orders/:id/payment_failed',
      '/orders/:id/payment_instruction',
    ],
    layout: 'default',
    meta: off,
    // Guests see the orders they placed (their order-access cookie): the API decides, and
    // answers anyone else with the 404 page (routes/order.tsx), never a sign-in prompt.
    access: 'public',
    cache: 'private',
    // Paying again uses checkout's card form (its words are checkout's).
    messages: ['order-page', 'checkout-page'],
    module: () => import('./order'),
  },
  {
    // The pages e-mailed links open (worker/auth/mail-links.ts). The reset, unlock and sign-up links
    // carry a single-use token in the URL: those pages are never stored and push no page view
    // (whose event holds the URL).
    id: 'unlock',
    paths: ['/users/unlock'],
    layout: 'default',
    meta: off,
    access: 'public',
    cache: 'private',
    messages: ['account'],
    module: () => import('./unlock'),
  },
  {
    id: 'forgot-password',
    paths: ['/users/password/new'],
    layout: 'default',
    meta: on,
    access: 'public',
    cache: 'private',
    messages: ['account'],
    module: () => import('./forgot-password'),
  },
  {
    id: 'reset-password',
    paths: ['/users/password/edit'],
    layout: 'default',
    meta: off,
    access: 'public',
    cache: 'private',
    messages: ['account'],
    module: () => import('./reset-password'),
  },
  {
    id: 'confirm-sign-up',
    paths: ['/users/confirmation'],
    layout: 'default',
    meta: off,
    access: 'public',
    cache: 'private',
    messages: ['account'],
    module: () => import('./confirm-sign-up'),
  },
  {
    id: 'sign-in',
    paths: ['/sign_in'],
    layout: 'default',
    meta: on,
    access: 'public',
    cache: 'shared',
    messages: ['account'],
    module: () => import('./sign-in'),
  },
  {
    // The wish list is kept per device: guests have one too (no sign-in), but it is theirs.
    id: 'wishlist',
    paths: ['/account/wishlist'],
    layout: 'default',
    meta: on,
    access: 'public',
    cache: 'private',
    module: () => import('./wishlist'),
  },
  {
    id: 'account',
    paths: ['/account/:section?'],
    layout: 'default',
    meta: on,
    access: 'member',
    cache: 'private',
    // The orders section names the orders' states: the order pages' words come along.
    messages: ['account', 'order-page'],
    module: () => import('./account'),
  },
  {
    id: 'swagger',
    paths: ['/swagger'],
    layout: 'blank',
    meta: off,
    access: 'public',
    cache: 'shared',
    module: () => import('./swagger'),
  },
  {
    // The store locator (its tabs are links: `?show=collect`, `?show=services`) and a store's
    // page: one entry and one lazy chunk, as the first load carries this table.
    id: 'store-location',
    paths: ['/store-locations/:slug?'],
    layout: 'default',
    meta: on,
    access: 'public',
    cache: 'shared',
    messages: ['booking'],
    module: () => import('./store-location'),
  },
  {
    // A member's booking to cancel or reschedule (./booking-manage.tsx).
    id: 'booking-manage',
    paths: [
      '/happening/events/cancel/:id',
      '/happening/classes/cancel/:id',
      '/happening/services/cancel/:id',
      '/happening/services/reschedule/:id',
    ],
    layout: 'default',
    meta: on,
    access: 'owner',
    cache: 'private',
    messages: ['booking'],
    module: () => import('./booking-manage'),
  },
  {
    // The lists, an activity and its booking flow, the provider's return pages: one entry and
    // one chunk (./happening.tsx), as the first load carries this table.
    id: 'happening',
    paths: [
      '/happening/services/booxi/cancel',
      '/happening/services/booxi/success',
      '/happening/services',
      '/happening/beauty-services',
      '/happening/events/:id',
      '/happening/classes/:id',
      '/happening/services/:id',
    ],
    layout: 'default',
    meta: on,
    access: 'public',
    cache: 'shared',
    messages: ['booking'],
    module: () => import('./happening'),
  },
  {
    id: 'product',
    paths: ['/products/:slug'],
    layout: 'default',
    meta: on,
    access: 'public',
    cache: 'shared',
    module: () => import('./product'),
  },
  {
    id: 'pages',
    paths: ['/pages/:slug?/:top?/:category?/:sub?'],
    layout: 'default',
    meta: on,
    access: 'public',
    cache: 'shared',
    module: () => import('./pages'),
  },
  {
    id: 'search',
    paths: ['/search'],
    layout: 'default',
    meta: on,
    access: 'public',
    cache: 'shared',
    module: () => import('./search'),
  },
  {
    id: 'categories',
    paths: ['/categories/:top/:category?/:sub?'],
    layout: 'default',
    meta: on,
    access: 'public',
    cache: 'shared',
    module: () => import('./categories'),
  },
  {
    id: 'brands',
    paths: ['/brands/:slug?/:top?/:category?/:sub?'],
    layout: 'default',
    meta: on,
    access: 'public',
    cache: 'shared',
    module: () => import('./brands'),
  },
  {
    id: 'preview-layout',
    paths: ['/preview/layout'],
    layout: 'preview',
    meta: off,
    access: 'public',
    cache: 'private',
    module: () => import('./preview-layout'),
  },
  {
    id: 'preview-overlay',
    paths: ['/preview/overlay/:id'],
    layout: 'preview',
    meta: off,
    access: 'public',
    cache: 'private',
    module: () => import('./preview-overlay'),
  },
  {
    // The fixture pages, and the sandbox bank app at /sandbox/payments (it names payment
    // methods and states in the order pages' words).
    id: 'sandbox',
    // The sandbox booking provider's page is /sandbox/booxi (docs/booking.md).
    paths: [
      '/sandbox',
      '/sandbox/payments',
      '/sandbox/booxi',
      '/sandbox/bookings',
      '/sandbox/:country/:language/:pageType/:variant?',
    ],
    layout: 'default',
    meta: off,
    access: 'public',
    cache: 'shared',
    messages: ['order-page', 'booking'],
    module: () => import('./sandbox'),
  },
];

/** Routes reachable only with the `/preview` prefix (they have no public twin). */
const PREVIEW_ONLY = new Set(['preview-layout', 'preview-overlay']);

function firstMatch(
  path: string,
  routes: readonly RouteDef[],
): Omit<RouteMatch, 'preview' | 'layout'> | undefined {
  for (const route of routes) {
    for (const pattern of route.paths) {
      const params = matchPattern(pattern, path);
      if (params) return { route, params, path };
    }
  }
  return undefined;
}

/**
 * Matches a path to its route. Preview paths first try their own routes, then drop
 * the `/preview` prefix (and map `/homepage` to `/`) to find the normal page, shown on the
 * preview layout. `production` (anything but development and test) hides the developer
 * surfaces (routes/developer-surfaces.ts).
 */
export function matchRoute(path: string, options: { production: boolean }): RouteMatch | undefined {
  if (options.production && isDeveloperPath(path)) return undefined;
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (normalised === '/preview' || normalised.startsWith('/preview/')) {
    const own = firstMatch(
      normalised,
      ROUTES.filter((route) => PREVIEW_ONLY.has(route.id)),
    );
    if (own) return { ...own, preview: true, layout: 'preview' };
    const inner = normalised.slice('/preview'.length) || '/';
    const homepage = /^\/homepage(?:\/([^/]+))?$/.exec(inner);
    if (homepage) {
      const home = firstMatch('/', ROUTES);
      return home && { ...home, params: { slug: homepage[1] }, preview: true, layout: 'preview' };
    }
    if (!/^\/(pages|brands)(\/|$)/.test(inner)) return undefined;
    const found = firstMatch(inner, ROUTES);
    return found ? { ...found, preview: true, layout: 'preview' } : undefined;
  }
  const found = firstMatch(
    normalised,
    ROUTES.filter((route) => !PREVIEW_ONLY.has(route.id)),
  );
  return found ? { ...found, preview: false, layout: found.route.layout } : undefined;
}
