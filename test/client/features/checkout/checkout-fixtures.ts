import type { Checkout, OrderAnswer } from '../../../../client/api/order-contract';
import type { Store } from '../../../../client/api/store-contract';
import type { DeliveryKind } from '../../../../client/lib/orders/delivery';
import { checkAnswer, unscripted } from '../../scripted-answers';
import { line, pricedBag } from '../bag/bag-fixtures';

export { refusal } from '../bag/bag-fixtures';

/**
 * Answers of the checkout API as GET checkout/, GET store-locations and POST orders/ give them
 * (each checked against its schema by the scripted API), small enough to read in a test.
 */

/** The contact a guest gives in these tests, as the API takes it. */
export const CONTACT = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Tan',
  mobile: '+65 9123 4567',
};

const FEES: Record<DeliveryKind, number> = { standard: 500, express: 1200, click_and_collect: 0 };

/** The checkout answer of the SG site for a delivery option: one $20 line, its fee, GST 9%. */
export function checkoutAnswer(
  kind: DeliveryKind = 'standard',
  overrides: Partial<Checkout> = {},
): Checkout {
  const bag = pricedBag({
    lines: [line({ id: '1', product: { ...line({ id: '1' }).product, name: 'Rose Serum' } })],
  });
  const shipping = FEES[kind];
  const total = 2000 + shipping;
  return {
    bag: { ...bag, totals: { ...bag.totals, shipping, beforeTax: total, total } },
    delivery: {
      kind,
      collectOnly: false,
      options: (['standard', 'express', 'click_and_collect'] as const).map((option) => ({
        kind: option,
        fee: FEES[option],
        estimatedFrom: option === 'standard' ? '2026-03-05' : '2026-03-04',
        estimatedTo: option === 'standard' ? '2026-03-09' : '2026-03-04',
        heldUntil: option === 'click_and_collect' ? '2026-03-11' : null,
        available: true,
      })),
    },
    paymentMethods: ['card', 'paynow'],
    contact: null,
    address: null,
    member: false,
    ...overrides,
  };
}

export function store(id: number, name: string): Store {
  return {
    id,
    slug: `sg-${id}`,
    name,
    addressLines: [`#0${id}-12, ${id} Orchard Road`],
    city: 'Singapore',
    postcode: '238872',
    phone: '+65 6123 4567',
    coordinates: { latitude: 1.3, longitude: 103.8 },
    clickAndCollect: true,
    hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      opens: weekday === 6 ? '11:00' : '10:00',
      closes: '22:00',
    })),
    services: [],
  };
}

export function orderAnswer(number = 'SG123456789'): OrderAnswer {
  const at = '2026-03-03T10:00:00.000Z';
  return {
    order: {
      number,
      state: 'paid',
      view: 'confirmation',
      placedAt: at,
      country: 'sg',
      delivery: {
        kind: 'standard',
        estimatedFrom: '2026-03-05',
        estimatedTo: '2026-03-09',
        heldUntil: null,
        addressLines: ['1 Orchard Road', 'Singapore 238859'],
        store: null,
      },
      recipient: { name: 'Ada Tan', email: 'ada@example.com', mobile: '+65 9123 4567' },
      fulfilment: {
        state: 'none',
        shippedAt: null,
        deliveredAt: null,
        readyAt: null,
        collectedAt: null,
      },
      retryUntil: null,
      cancelMessage: null,
      backInBag: null,
      lines: [],
      summary: {
        subtotal: 2000,
        discount: 0,
        beforeTax: 2500,
        tax: 206,
        taxPercent: 9,
        shipping: 500,
        giftCard: 0,
        pointsEarned: 20,
        total: 2500,
        currency: 'SGD',
        promoCode: null,
      },
      retryMethods: [],
    },
    payment: {
      method: 'card',
      kind: 'card',
      status: 'succeeded',
      amount: 2500,
      currency: 'SGD',
      expiresAt: at,
      card: { brand: 'visa', last4: '4242' },
      qr: null,
      virtualAccount: null,
      declineMessage: null,
    },
  };
}

type Reply = { status?: number; body: unknown } | Error;
/** A reply, or one held until the test releases it. */
type Answer = Reply | (() => Promise<Reply>);

export interface Sent {
  method: string;
  path: string;
  search: string;
  body: unknown;
  key: string | null;
}

/**
 * A scripted checkout API: GET checkout/ answers by the `delivery` asked (from `checkout`), GET
 * user a guest (unless `user` is given), GET store-locations and POST orders/ from their queues
 * (the last answer repeats; an Error is a network failure, as fetch throws it; a function holds
 * its answer until the promise it returns settles). Every request
 * but GET user is recorded with its query, body and Idempotency-Key.
 */
export function checkoutApi(script: {
  checkout?: (kind: DeliveryKind) => Reply;
  stores?: Store[];
  orders?: Answer[];
  user?: unknown;
}) {
  const sent: Sent[] = [];
  const orders = [...(script.orders ?? [])];
  const reply = (method: string, path: string, answer: Reply): Response => {
    if (answer instanceof Error) throw answer;
    checkAnswer(method, path, answer.status ?? 200, answer.body);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  const fetcher = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/web\/v1\//, '');
    const text = await request.text();
    const route = `${request.method} ${path}`;
    if (route === 'GET user')
      return reply('GET', path, {
        body: script.user ?? { signedIn: false, geoCountry: null, segments: [] },
      });
    sent.push({
      method: request.method,
      path,
      search: url.search,
      body: text ? JSON.parse(text) : undefined,
      key: request.headers.get('idempotency-key'),
    });
    if (route === 'GET checkout/') {
      const kind = (url.searchParams.get('delivery') ?? 'standard') as DeliveryKind;
      return reply(
        'GET',
        path,
        (script.checkout ?? ((asked) => ({ body: checkoutAnswer(asked) })))(kind),
      );
    }
    if (route === 'GET store-locations')
      return reply('GET', path, {
        body: { items: script.stores ?? [], total: script.stores?.length ?? 0 },
      });
    if (route === 'POST orders/' && orders.length) {
      const next = orders.length > 1 ? orders.shift()! : orders[0];
      return reply('POST', path, typeof next === 'function' ? await next() : next);
    }
    unscripted(request.method, path);
    return new Response('{}', { status: 599 });
  };
  return { fetcher, sent, posts: () => sent.filter((request) => request.method === 'POST') };
}
