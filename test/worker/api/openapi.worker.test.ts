import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { signPayload } from '../../../worker/payments/signature';
import { operations } from '../../../client/api/all-operations';
import { api } from '../../../worker/api';
import { bookingProviderFor } from '../../../worker/booking/provider';
import { call, DEVICE_A, deviceCookie, one, type CallOptions } from './shopper-helpers';

/**
 * The OpenAPI document is generated from the `createRoute` definitions the API is built of
 * (README "API operations are defined once"): every mounted route is in it, and every operation
 * it documents answers when called with a valid example.
 */

interface Document {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        summary?: string;
        parameters?: { name: string; in: string }[];
        requestBody?: unknown;
        responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
      }
    >
  >;
}

async function document(): Promise<Document> {
  const response = await call('openapi.json');
  expect(response.status).toBe(200);
  return response.json<Document>();
}

/** `METHOD /path/{param}` of every operation the document lists. */
function documented(doc: Document): string[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

/** `METHOD /path/{param}` of every route mounted on the API (middleware and catch-alls aside). */
function mounted(): string[] {
  const routes = api.routes
    .filter((route) => route.method !== 'ALL' && !route.path.includes('*'))
    .filter((route) => route.path !== '/openapi.json')
    .map((route) => `${route.method} ${route.path.replace(/:([^/]+)/g, '{$1}')}`);
  return [...new Set(routes)];
}

/**
 * An order placed and paid by a guest of its own (its number and the cookies that open it),
 * and a second guest's bag ready to be placed (the body and cookie of that example).
 */
async function placedOrder(variantId: number) {
  const body = async (device: string) => {
    await call('cart/line-items/', { method: 'POST', body: { variantId, quantity: 1 }, device });
    const bag = (await (await call('cart/', { device })).json()) as { totals: { total: number } };
    return {
      paymentMethod: 'card',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'A B' },
      delivery: {
        kind: 'standard',
        address: { recipient: 'A B', phone: '+65 8123 4567', line1: '1 Road', postcode: '238859' },
      },
      contact: { email: 'a@example.com', firstName: 'A', lastName: 'B', mobile: '+65 8123 4567' },
      expectedTotal: bag.totals.total,
    };
  };
  const first = 'c'.repeat(32);
  const placedBody = await body(first);
  const response = await call('orders/', {
    method: 'POST',
    body: placedBody,
    device: first,
    headers: { 'idempotency-key': 'openapi-setup-order' },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const access = response.headers
    .getSetCookie()
    .find((value) => value.startsWith('order-access='))!;
  const number = ((await response.json()) as { order: { number: string } }).order.number;
  const cookie = `${await deviceCookie(first)}; ${access.split(';')[0]}`;
  // The example placement is of the same body from an empty bag (a 409 that says so): a bag of
  // its own would take the line ids the cart's examples below count on.
  return {
    number,
    cookie,
    nextBody: { ...placedBody, expectedTotal: 0 },
    nextCookie: await deviceCookie('d'.repeat(32)),
  };
}

/** A valid call of each operation: the test fails for an operation that has none here. */
async function examples(): Promise<Record<string, { path: string } & CallOptions>> {
  const product = await one<{ slug: string; id: number; variantId: number }>(
    `SELECT p.slug, p.id, MIN(v.id) AS variantId FROM products p
       JOIN variants v ON v.product_id = p.id
       JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg'
     GROUP BY p.id ORDER BY p.id LIMIT 1`,
  );
  const change = { device: DEVICE_A };
  const offer = await one<{ id: number }>(
    "SELECT id FROM gift_offers WHERE country = 'sg' ORDER BY id LIMIT 1",
  );
  const promotion = await one<{ id: number }>(
    "SELECT id FROM promotions WHERE country = 'sg' AND code = 'BEAUTY10'",
  );
  const store = await one<{ id: number }>(
    "SELECT id FROM stores WHERE country = 'sg' ORDER BY position LIMIT 1",
  );
  const reward = await one<{ id: number }>(
    "SELECT id FROM rewards WHERE country = 'sg' ORDER BY position LIMIT 1",
  );
  const makeup = await one<{ id: number; storeId: number }>(
    `SELECT a.id, x.store_id AS storeId FROM activities a
       JOIN activity_stores x ON x.activity_id = a.id
     WHERE a.country = 'sg' AND a.kind = 'service' ORDER BY a.position, x.store_id LIMIT 1`,
  );
  const placed = await placedOrder(product.variantId);
  const provider = bookingProviderFor(env);
  const booxiStore = await one<{ activityId: number; storeId: number; slug: string }>(
    `SELECT a.id AS activityId, s.id AS storeId, s.slug FROM activities a
       JOIN activity_stores x ON x.activity_id = a.id JOIN stores s ON s.id = x.store_id
     WHERE a.country = 'sg' AND a.provider = 'booxi' ORDER BY s.id LIMIT 1`,
  );
  const providerSessionOf = {
    accountId: 1,
    country: 'sg' as const,
    language: 'en' as const,
    activityId: booxiStore.activityId,
    storeId: booxiStore.storeId,
    storeSlug: booxiStore.slug,
    durationMinutes: 30,
  };
  const providerSession = await provider
    .bookingUrl(providerSessionOf, new Date())
    .then((url) => new URL(url, 'http://localhost').searchParams.get('session')!);
  const providerStart = provider.times(providerSessionOf, new Date())[0].toISOString();
  // A member for the sandbox's booking example.
  const booker = 'openapi-booker@example.com';
  await env.DB.prepare(
    `INSERT INTO accounts (email, email_key, first_name, last_name, birth_date, country, language,
       consent_personal_at, consent_policy_at, created_at, updated_at)
     VALUES (?1, ?1, 'Open', 'Api', '1990-01-01', 'sg', 'en', ?2, ?2, ?2, ?2)`,
  )
    .bind(booker, new Date().toISOString())
    .run();
  const callback = JSON.stringify({
    id: 'openapi-example-event',
    type: 'payment.succeeded',
    pspReference: 'sbx_openapi_example',
    amount: 100,
    currency: 'SGD',
    occurredAt: new Date().toISOString(),
  });
  const owner = { headers: { cookie: placed.cookie } };
  return {
    'GET /layouts': { path: 'layouts/?user_segments=vip' },
    'GET /pages': { path: 'pages?slug=about' },
    'GET /contentful/content-entries/{id}': { path: 'contentful/content-entries/about' },
    'GET /brands': { path: 'brands/' },
    'GET /user': { path: 'user' },
    'GET /variants': { path: 'variants?sort=newest&per_page=4' },
    'GET /products/filters': { path: 'products/filters/?sale=1' },
    'GET /categories': { path: 'categories/' },
    'GET /search': { path: 'search/?q=serum' },
    'POST /featured-products': { path: 'featured-products/', method: 'POST', body: { limit: 4 } },
    'GET /search/popular-queries': { path: 'search/popular-queries/?limit=5' },
    'GET /components/search-input-dropdown': { path: 'components/search-input-dropdown/?q=li' },
    'GET /products/{slug}': { path: `products/${product.slug}` },
    'GET /wishlist': { path: 'wishlist/', ...change },
    'PUT /wishlist': {
      path: 'wishlist',
      method: 'PUT',
      body: { productId: product.id, wished: false },
      ...change,
    },
    'GET /waitlist': { path: 'waitlist/', ...change },
    'PATCH /waitlist/{variantId}': {
      path: `waitlist/${product.variantId}`,
      method: 'PATCH',
      body: { waitlisted: false },
      ...change,
    },
    'GET /notification-subscription': { path: 'notification-subscription/', ...change },
    'POST /notification-subscription/subscribe': {
      path: 'notification-subscription/subscribe',
      method: 'POST',
      body: { productId: product.id },
      ...change,
    },
    'GET /cart/items-count': { path: 'cart/items-count/', ...change },
    'POST /cart/line-items': {
      path: 'cart/line-items/',
      method: 'POST',
      body: { variantId: product.variantId, quantity: 1 },
      ...change,
    },
    'GET /cart': { path: 'cart/', ...change },
    'GET /cart/bag': { path: 'cart/bag/', ...change },
    // Line 1: the one the add above made in this file's fresh database.
    'PATCH /cart/line-items/{id}': {
      path: 'cart/line-items/1',
      method: 'PATCH',
      body: { quantity: 2 },
      ...change,
    },
    'POST /cart/preview-change': {
      path: 'cart/preview-change',
      method: 'POST',
      body: { lineId: 1, quantity: 0 },
      ...change,
    },
    'GET /cart/offers': { path: 'cart/offers', ...change },
    // The SG site's 10% code: applied (its promotion is then removed by the DELETE below).
    'POST /cart/discount-coupon': {
      path: 'cart/discount-coupon/',
      method: 'POST',
      body: { code: 'BEAUTY10' },
      ...change,
    },
    'DELETE /cart/discount-coupon/{id}': {
      path: `cart/discount-coupon/${promotion.id}`,
      method: 'DELETE',
      ...change,
    },
    'GET /cart/samples': { path: 'cart/samples', ...change },
    'POST /cart/samples': {
      path: 'cart/samples',
      method: 'POST',
      body: { samples: [] },
      ...change,
    },
    'GET /cart/bundles': { path: 'cart/bundles/', ...change },
    'POST /cart/bundles': {
      path: 'cart/bundles/',
      method: 'POST',
      body: { bundleId: 1 },
      ...change,
    },
    'GET /multiple-gwps/{id}': { path: `multiple-gwps/${offer.id}`, ...change },
    'POST /multiple-gwps/{id}': {
      path: `multiple-gwps/${offer.id}`,
      method: 'POST',
      body: { gifts: [] },
      ...change,
    },
    'DELETE /cart/line-items/{id}': { path: 'cart/line-items/1', method: 'DELETE', ...change },
    'GET /store-locations': { path: 'store-locations?clickAndCollect=true' },
    'GET /store-locations/{id}': { path: `store-locations/${store.id}` },
    'GET /store-locations/selected': { path: 'store-locations/selected' },
    'PUT /store-locations/selected': {
      path: 'store-locations/selected',
      method: 'PUT',
      body: { storeId: store.id },
    },
    'GET /happening/services/activities': { path: 'happening/services/activities/?kind=service' },
    'GET /happening/services/activities/{id}': {
      path: `happening/services/activities/${makeup.id}`,
    },
    'GET /happening/activity-groups': { path: 'happening/activity-groups/' },
    'GET /happening/banners': { path: 'happening/banners/' },
    'GET /booking-service/questions/{activityId}': {
      path: `booking-service/questions/${makeup.id}`,
    },
    'GET /booking-service/available-slots/{activityId}': {
      path: `booking-service/available-slots/${makeup.id}?storeId=${makeup.storeId}&date=2027-01-15`,
    },
    // Booking's changes are members' (a guest's example is answered 401, which it may be).
    'POST /reservation-service/holds': {
      path: 'reservation-service/holds',
      method: 'POST',
      body: { activityId: makeup.id, storeId: makeup.storeId, start: '2027-01-15T11:00:00+08:00' },
    },
    'POST /reservation-service/create': {
      path: 'reservation-service/create',
      method: 'POST',
      headers: { 'idempotency-key': 'openapi-example-booking' },
      body: {
        activityId: makeup.id,
        storeId: makeup.storeId,
        start: '2027-01-15T11:00:00+08:00',
        artistId: null,
        contact: { fullName: 'Mei Tan', email: 'mei@example.com', phone: '+65 9123 4567' },
      },
    },
    'GET /reservation-service/{id}': { path: 'reservation-service/1' },
    'DELETE /reservation-service/{id}': { path: 'reservation-service/1', method: 'DELETE' },
    'PATCH /reservation-service/{id}': {
      path: 'reservation-service/1',
      method: 'PATCH',
      body: { start: '2027-01-15T12:00:00+08:00' },
    },
    'GET /account/bookings': { path: 'account/bookings' },
    'GET /booking-service/activities': { path: 'booking-service/activities/' },
    'GET /booking-service/activities/{id}': { path: `booking-service/activities/${makeup.id}` },
    'GET /booking-services/beauty-classes': { path: 'booking-services/beauty-classes' },
    'GET /beauty-services': { path: 'beauty-services' },
    'GET /layouts/store-services/activities': { path: 'layouts/store-services/activities' },
    'GET /layouts/store-services/activity-groups': {
      path: 'layouts/store-services/activity-groups',
    },
    'GET /booking-service/time-slots/{activityId}': {
      path: `booking-service/time-slots/${makeup.id}?storeId=${makeup.storeId}&from=2027-01-15&days=3`,
    },
    'GET /sandbox/reservations': { path: 'sandbox/reservations' },
    // A guest's start and return are 401s; the sandbox provider's page takes a session it signed.
    'POST /booxi/sessions': {
      path: 'booxi/sessions',
      method: 'POST',
      body: { activityId: makeup.id, storeId: makeup.storeId },
    },
    'POST /booxi/returns': {
      path: 'booxi/returns',
      method: 'POST',
      body: { reference: 'not-signed' },
    },
    'GET /sandbox/booxi/offer': {
      path: `sandbox/booxi/offer?session=${encodeURIComponent(providerSession)}`,
    },
    'POST /sandbox/booxi/confirmations': {
      path: 'sandbox/booxi/confirmations',
      method: 'POST',
      body: { session: providerSession, start: providerStart },
    },
    'POST /sandbox/reservations': {
      path: 'sandbox/reservations',
      method: 'POST',
      body: {
        email: booker,
        activityId: makeup.id,
        storeId: makeup.storeId,
        start: '2026-01-15T11:00:00+08:00',
      },
    },
    'GET /reservation-service/{id}/calendar.ics': { path: 'reservation-service/1/calendar.ics' },
    'POST /cart/wishlist-moves': {
      path: 'cart/wishlist-moves/',
      method: 'POST',
      // Line 2: a line of the bundle added above (a bundle line is refused with 409).
      body: { lineId: 2 },
      ...change,
    },
    'POST /account': {
      path: 'account',
      method: 'POST',
      body: {
        email: 'openapi-example@example.com',
        password: 'Blossom#2026',
        passwordConfirmation: 'Blossom#2026',
        firstName: 'Mei',
        lastName: 'Tan',
        birthDate: '1990-05-17',
        consents: { personalInformation: true, policy: true, marketing: false },
      },
    },
    // A guest's answer (401) is a documented answer of a valid call.
    'GET /account': { path: 'account' },
    'PATCH /account': { path: 'account', method: 'PATCH', body: { firstName: 'Mei' } },
    'GET /account/addresses': { path: 'account/addresses' },
    'POST /account/addresses': {
      path: 'account/addresses',
      method: 'POST',
      body: {
        recipient: 'Mei Tan',
        phone: '+65 9123 4567',
        line1: '1 Orchard Road',
        postcode: '238859',
      },
    },
    'PATCH /account/addresses/{id}': {
      path: 'account/addresses/1',
      method: 'PATCH',
      body: { isDefault: true },
    },
    'DELETE /account/addresses/{id}': { path: 'account/addresses/1', method: 'DELETE' },
    'POST /auth/token': {
      path: 'auth/token',
      method: 'POST',
      body: {
        grant_type: 'password',
        email: 'openapi-example@example.com',
        password: 'Blossom#2026',
      },
    },
    // A guest's own token (none): the documented 401.
    'POST /auth/token/verify': { path: 'auth/token/verify/', method: 'POST', body: {} },
    // A token that is not Google's: the documented 401.
    'POST /auth/social': {
      path: 'auth/social',
      method: 'POST',
      body: { provider: 'google', idToken: 'not.a.token' },
    },
    'DELETE /sessions': { path: 'sessions?scope=this', method: 'DELETE' },
    'POST /account/password/forgot': {
      path: 'account/password/forgot',
      method: 'POST',
      body: { email: 'openapi-example@example.com' },
    },
    // A link that was never sent: the documented 409 "link expired".
    // An unknown link is a documented answer (409 LINK_EXPIRED) of a valid call.
    'POST /account/confirm': {
      path: 'account/confirm',
      method: 'POST',
      body: { token: 'x'.repeat(43), password: 'Blossom#2026' },
    },
    'POST /account/password/reset': {
      path: 'account/password/reset',
      method: 'POST',
      body: {
        token: 'x'.repeat(43),
        password: 'Orchid#2027x',
        passwordConfirmation: 'Orchid#2027x',
      },
    },
    // A guest's answer (401) is a documented answer of a valid call.
    'PATCH /account/password': {
      path: 'account/password',
      method: 'PATCH',
      body: {
        currentPassword: 'Blossom#2026',
        password: 'Orchid#2027x',
        passwordConfirmation: 'Orchid#2027x',
      },
    },
    'GET /sandbox/users': { path: 'sandbox/users/' },
    'POST /sandbox/users': {
      path: 'sandbox/users/',
      method: 'POST',
      body: {
        email: 'sandbox-example@example.com',
        password: 'Blossom#2026',
        country: 'th',
        tier: 'gold',
      },
    },
    // Member 1: the one the POST /account example above made in this file's fresh database.
    'GET /sandbox/users/{id}': { path: 'sandbox/users/1' },
    'PATCH /sandbox/users/{id}': {
      path: 'sandbox/users/1',
      method: 'PATCH',
      body: { isEmployee: true },
    },
    // Beauty Pass: a guest's answers (401, 403) are documented answers of valid calls.
    'GET /account/points': { path: 'account/points?limit=5' },
    'GET /rewards': { path: 'rewards/', ...change },
    'POST /rewards': { path: 'rewards/', method: 'POST', body: { rewardId: reward.id }, ...change },
    'GET /cart/beauty-pass-offers': { path: 'cart/beauty-pass-offers/', ...change },
    'POST /cart/beauty-pass-offers': {
      path: 'cart/beauty-pass-offers/',
      method: 'POST',
      body: { rewardId: reward.id },
      ...change,
    },
    'DELETE /cart/beauty-pass-offers/{id}': {
      path: `cart/beauty-pass-offers/${reward.id}`,
      method: 'DELETE',
      ...change,
    },
    'POST /sandbox/users/{id}/points': {
      path: 'sandbox/users/1/points',
      method: 'POST',
      body: { source: 'manual_points_adjustment', points: 100, key: 'openapi-example' },
    },
    'POST /sandbox/users/{id}/clock': {
      path: 'sandbox/users/1/clock',
      method: 'POST',
      body: { lastActivityDaysAgo: 10 },
    },
    'POST /sandbox/beauty-pass/jobs': {
      path: 'sandbox/beauty-pass/jobs',
      method: 'POST',
      body: { job: 'mature' },
    },
    'DELETE /sandbox/users/{id}': { path: 'sandbox/users/1', method: 'DELETE' },
    'POST /account/unlock': {
      path: 'account/unlock',
      method: 'POST',
      body: { token: 'x'.repeat(43) },
    },
    // Last: buying again adds to a bag, which would move the line ids the cart's examples use.
    'GET /checkout': { path: 'checkout/?delivery=express', ...change },
    'POST /orders': {
      path: 'orders/',
      method: 'POST',
      body: placed.nextBody,
      headers: { cookie: placed.nextCookie, 'idempotency-key': 'openapi-example-order' },
    },
    'GET /orders': { path: 'orders/' },
    'POST /orders/enquireKbankPayment': {
      path: 'orders/enquireKbankPayment',
      method: 'POST',
      body: { orderNumber: placed.number },
      ...owner,
    },
    'GET /orders/{number}': { path: `orders/${placed.number}`, ...owner },
    'POST /orders/{number}/payments': {
      path: `orders/${placed.number}/payments`,
      method: 'POST',
      body: { paymentMethod: 'paynow' },
      headers: { cookie: placed.cookie, 'idempotency-key': 'openapi-example-retry' },
    },
    'POST /orders/{number}/buy-again': {
      path: `orders/${placed.number}/buy-again`,
      method: 'POST',
      body: {},
      ...owner,
    },
    // The order's owner here is a guest: the claim asks for an account (401).
    'POST /orders/{number}/claim': {
      path: `orders/${placed.number}/claim`,
      method: 'POST',
      body: {},
      ...owner,
    },
    'POST /payments/callbacks': {
      path: 'payments/callbacks',
      method: 'POST',
      body: callback,
      headers: {
        'payment-signature': await signPayload(env.PAYMENT_CALLBACK_SECRET, callback, new Date()),
      },
    },
    'GET /sandbox/payments': { path: 'sandbox/payments/' },
    'POST /sandbox/payments/{number}': {
      path: `sandbox/payments/${placed.number}`,
      method: 'POST',
      body: { outcome: 'pay' },
    },
    'POST /sandbox/orders/{number}/fulfilment': {
      path: `sandbox/orders/${placed.number}/fulfilment`,
      method: 'POST',
      body: { step: 'ship' },
    },
    'POST /sandbox/orders/{number}/refunds': {
      path: `sandbox/orders/${placed.number}/refunds`,
      method: 'POST',
      body: { amount: 1, idempotencyKey: 'openapi-example-refund' },
    },
  };
}

describe('the generated OpenAPI document', () => {
  it('is OpenAPI 3.1 and lists every mounted route, and nothing else', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    expect(mounted().length).toBeGreaterThanOrEqual(20);
    expect(documented(doc).sort()).toEqual(mounted().sort());
  });

  it('gives every operation a summary, its success and its error answers', async () => {
    const doc = await document();
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(methods)) {
        const name = `${method} ${path}`;
        expect(operation.summary, name).toBeTruthy();
        const statuses = Object.keys(operation.responses);
        expect(
          statuses.some((status) => status.startsWith('2')),
          name,
        ).toBe(true);
        expect(statuses, name).toEqual(expect.arrayContaining(['400', '500']));
        expect(operation.responses['400'].content?.['application/json'], name).toBeDefined();
        if (method !== 'get' && method !== 'delete')
          expect(operation.requestBody, name).toBeDefined();
      }
  });

  it('every documented operation answers a valid example (not 400, 404, 405 nor 5xx)', async () => {
    const doc = await document();
    const calls = await examples();
    expect(Object.keys(calls).sort()).toEqual(documented(doc).sort());
    for (const [operation, { path, ...options }] of Object.entries(calls)) {
      const response = await call(path, options);
      expect([400, 404, 405], `${operation}: ${response.status}`).not.toContain(response.status);
      expect(response.status, operation).toBeLessThan(500);
    }
  });

  it('documents exactly the operations of the table the browser calls through, at its paths', async () => {
    const doc = await document();
    const table = Object.entries(operations)
      .filter(([name]) => name !== 'openApiDocument')
      .map(([, { method, path }]) => `${method.toUpperCase()} ${path.replace(/(.)\/$/, '$1')}`);
    expect(table.sort()).toEqual(documented(doc).sort());
  });
});
