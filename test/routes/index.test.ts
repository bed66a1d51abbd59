import { describe, expect, it } from 'vitest';
import { matchRoute, ROUTES } from '../../routes';
import { matchPattern } from '../../routes/match';
import { ruleFor } from '../../routes/rules';

const dev = { production: false };

describe('matchPattern', () => {
  it('matches literals, parameters and trailing optional parameters', () => {
    expect(matchPattern('/orders/:id', '/orders/A1')).toEqual({ id: 'A1' });
    expect(matchPattern('/brands/:slug?/:top?', '/brands')).toEqual({
      slug: undefined,
      top: undefined,
    });
    expect(matchPattern('/brands/:slug?/:top?', '/brands/a/b')).toEqual({ slug: 'a', top: 'b' });
    expect(matchPattern('/brands/:slug?', '/brands/a/b')).toBeUndefined();
    expect(matchPattern('/orders/:id', '/orders')).toBeUndefined();
    expect(matchPattern('/orders/:id', '/orders/%E0%A4%A')).toBeUndefined();
  });
});

describe('matchRoute', () => {
  it.each([
    ['/', 'home'],
    ['/about', 'about'],
    ['/cart', 'bag'],
    ['/checkout', 'checkout'],
    ['/orders/SG1', 'order'],
    ['/orders/SG1/confirmation', 'order'],
    ['/orders/SG1/payment_pending', 'order'],
    ['/orders/SG1/payment_failed', 'order'],
    ['/orders/SG1/payment_instruction', 'order'],
    ['/users/unlock', 'unlock'],
    ['/users/password/new', 'forgot-password'],
    ['/users/password/edit', 'reset-password'],
    ['/sign_in', 'sign-in'],
    ['/swagger', 'swagger'],
    ['/store-locations', 'store-location'],
    ['/store-locations/sg-flagship', 'store-location'],
    ['/happening/events/7', 'happening'],
    ['/happening/classes/7', 'happening'],
    ['/happening/services/7', 'happening'],
    ['/happening/events/cancel/7', 'booking-manage'],
    ['/happening/classes/cancel/7', 'booking-manage'],
    ['/happening/services/cancel/7', 'booking-manage'],
    ['/happening/services/reschedule/7', 'booking-manage'],
    ['/happening/services', 'happening'],
    ['/happening/beauty-services', 'happening'],
    ['/happening/services/booxi/cancel', 'happening'],
    ['/happening/services/booxi/success', 'happening'],
    ['/pages/sale', 'pages'],
    ['/pages/sale/makeup/face/blush', 'pages'],
    ['/brands', 'brands'],
    ['/brands/solenne/makeup/face/blush', 'brands'],
    ['/categories/makeup/face', 'categories'],
    ['/account', 'account'],
    ['/account/orders', 'account'],
    ['/account/wishlist', 'wishlist'],
    ['/account/wishlist/', 'wishlist'],
    ['/sandbox', 'sandbox'],
    ['/sandbox/bookings', 'sandbox'],
    ['/sandbox/booxi', 'sandbox'],
    ['/sandbox/payments', 'sandbox'],
    ['/sandbox/au/en/order/confirmation', 'sandbox'],
    ['/about/', 'about'],
  ])('%s is %s', (path, id) => {
    const match = matchRoute(path, dev);
    expect(match?.route.id).toBe(id);
    expect(match?.preview).toBe(false);
  });

  it('puts the sandbox page type in the fourth path segment', () => {
    expect(matchRoute('/sandbox/au/en/order/confirmation', dev)?.params).toEqual({
      country: 'au',
      language: 'en',
      pageType: 'order',
      variant: 'confirmation',
    });
  });

  it('finds no route for unknown paths', () => {
    for (const path of [
      '/nope',
      '/orders',
      '/orders/1/shipped',
      '/happening/services/booxi/other/x',
      '/brands/a/b/c/d/e',
    ])
      expect(matchRoute(path, dev)).toBeUndefined();
  });

  it('maps preview paths to the normal page on the preview layout', () => {
    expect(matchRoute('/preview/pages/sale', dev)).toMatchObject({
      route: { id: 'pages' },
      params: { slug: 'sale' },
      preview: true,
      layout: 'preview',
      path: '/pages/sale',
    });
    expect(matchRoute('/preview/brands/solenne', dev)).toMatchObject({
      route: { id: 'brands' },
      preview: true,
    });
    expect(matchRoute('/preview/homepage', dev)).toMatchObject({
      route: { id: 'home' },
      preview: true,
      path: '/',
    });
    expect(matchRoute('/preview/homepage/holiday', dev)).toMatchObject({
      route: { id: 'home' },
      params: { slug: 'holiday' },
    });
    expect(matchRoute('/preview/layout', dev)).toMatchObject({
      route: { id: 'preview-layout' },
      layout: 'preview',
    });
    expect(matchRoute('/preview/overlay/welcome', dev)).toMatchObject({
      route: { id: 'preview-overlay' },
      params: { id: 'welcome' },
    });
    expect(matchRoute('/preview/cart', dev)).toBeUndefined();
    expect(matchRoute('/layout', dev)).toBeUndefined();
  });

  it('hides developer routes in production', () => {
    expect(matchRoute('/swagger', { production: true })).toBeUndefined();
    expect(matchRoute('/sandbox/au/en/cart', { production: true })).toBeUndefined();
    expect(matchRoute('/sandbox/payments', { production: true })).toBeUndefined();
    expect(matchRoute('/about', { production: true })?.route.id).toBe('about');
  });

  it('never stores the pages e-mailed links open, and pushes no page view (with its URL) from those that carry a token', () => {
    const route = (id: string) => ROUTES.find((candidate) => candidate.id === id);
    for (const id of ['forgot-password', 'reset-password', 'unlock'])
      expect(route(id)).toMatchObject({ access: 'public', cache: 'private' });
    expect(route('reset-password')?.meta.analytics).toBe(false);
    expect(route('unlock')?.meta.analytics).toBe(false);
  });

  it('loads the account messages with every page that shows them, and with no other', () => {
    const withAccount = ROUTES.filter((route) => route.messages?.includes('account')).map(
      (route) => route.id,
    );
    expect(withAccount.sort()).toEqual(
      // The checkout asks for the address with the account's address fields.
      [
        'account',
        'checkout',
        'confirm-sign-up',
        'forgot-password',
        'reset-password',
        'sign-in',
        'unlock',
      ].sort(),
    );
  });

  it('lets guests check out, never stores the checkout, and counts its page views', () => {
    expect(ROUTES.find((route) => route.id === 'checkout')).toMatchObject({
      access: 'public',
      cache: 'private',
      meta: { analytics: true },
      messages: ['account', 'bag-page', 'checkout-page'],
    });
  });

  it("shows an order to whoever the API lets see it (a guest with its cookie too), never stored, with the order pages' words", () => {
    const route = (id: string) => ROUTES.find((candidate) => candidate.id === id);
    expect(route('order')).toMatchObject({
      access: 'public',
      cache: 'private',
      // Paying again is checkout's card form: its words come along.
      messages: ['order-page', 'checkout-page'],
    });
    const withOrders = ROUTES.filter((candidate) => candidate.messages?.includes('order-page'));
    expect(withOrders.map((candidate) => candidate.id).sort()).toEqual(
      ['account', 'order', 'sandbox'].sort(),
    );
  });

  it('turns analytics off for the bag and orders, and keeps it on for home', () => {
    const off = ROUTES.filter((route) => !route.meta.analytics).map((route) => route.id);
    expect(off).toEqual(expect.arrayContaining(['bag', 'order']));
    expect(ROUTES.find((route) => route.id === 'home')?.meta.analytics).toBe(true);
  });
});

describe('route rules', () => {
  it('merges headers from every matching pattern and picks the redirect', () => {
    expect(ruleFor('/sale')).toEqual({ redirect: { to: '/pages/sale', status: 301 } });
    expect(ruleFor('/sandbox/au/en/cart').headers).toEqual({ 'x-robots-tag': 'noindex, nofollow' });
    expect(ruleFor('/sandbox').headers).toEqual({ 'x-robots-tag': 'noindex, nofollow' });
    expect(ruleFor('/sandboxes')).toEqual({});
    expect(
      ruleFor('/x/y', { '/x/**': { headers: { a: '1', b: '1' } }, '/x/y': { headers: { b: '2' } } })
        .headers,
    ).toEqual({ a: '1', b: '2' });
  });
});
