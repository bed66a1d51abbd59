import type { Context } from 'hono';
import type { AppEnv } from '../env';

import { formatMoney } from '../../client/lib/format';
import { displayState } from '../../client/lib/orders/display-state';
import { siteUrl } from '../../client/lib/site-url';
import { SITES } from '../../client/lib/sites';
import { queueMail } from '../mail/outbox';
import {
  accessTokens,
  grantAccess,
  holdsToken,
  mayRead,
  orderAccessToken,
} from '../orders/order-access';
import { orderCursor, readOrderCursor } from '../orders/order-cursor';
import { placeOrder } from '../orders/place-order';
import { openRetry, reconcile, startPayment } from '../orders/payments';
import { claimRefusal, claimStatements } from '../orders/claim-order';
import { closeUnpaid, dueToClose } from '../orders/close-unpaid';
import { readOrder, type StoredOrder } from '../orders/read-order';
import { publicOriginOf } from '../site/public-origin';
import { bagRequest, explainerOf } from './bag-request';
import { pricedBagView } from '../bag/bag-view';
import { readBagSnapshot } from '../bag/snapshot';
import { tierOf } from '../auth/shopper';
import { HttpError } from './errors';
import { orderView } from '../orders/order-view';
import { refusePlacement } from './order-refusals';
import { changeOwner, personal, type PersonalEnv } from './personal';
import { apiApp, readJson, routeOf } from './route-kit';
import { deliverSoon } from '../mail/deliver';
import { buyAgain } from '../orders/buy-again';
import { listOrders } from '../orders/list-orders';
import { accountEmailKey } from '../accounts/accounts';
import { countHits } from '../rate-limit/counter';
import { elapsedMark, epochSeconds } from '../clock';
import { paymentProviderFor } from '../payments/provider-for';

/**
 * Orders (`orders/`, `orders/enquireKbankPayment`): placement from the bag,
 * an order read by its owner, the member's list, paying a declined order again, checking a
 * payment's status with the provider, and "buy again". Every answer is private; every read
 * checks the owner (the account, or the guest's order-access token) and answers anyone else
 * the same 404 as an order that does not exist.
 */

/** The payment provider of this deployment: the sandbox (the only one there is, for now). */
export const providerOf = (c: Context<PersonalEnv>) => paymentProviderFor(c.env);

const notFound = () =>
  new HttpError(404, 'NOT_FOUND', 'orderRules.refusals.orderNotFound', { field: 'number' });

/**
 * The order, if this request may read it; else the 404 of an order that does not exist.
 * `placedNow`: the order this very request placed (its access cookie is only on the answer).
 */
async function ownOrder(
  c: Context<PersonalEnv>,
  number: string,
  placedNow = false,
): Promise<StoredOrder> {
  const order = await readOrder(c.env.DB, number, c.get('site').language);
  if (!order || order.country !== c.get('site').country) throw notFound();
  if (!placedNow && !(await mayRead(order, c.get('shopper'), accessTokens(c).get(number))))
    throw notFound();
  return order;
}

/**
 * A replay's or a double's answer carries the order's access cookie too: the request is the same
 * shopper's (placement matched it by their device or account), and a guest's page must open the
 * order whichever answer lands first. An order whose token was not derived (placed before
 * tokens were) keeps the cookie its first answer set.
 */
async function grantAgain(c: Context<PersonalEnv>, order: StoredOrder): Promise<void> {
  const token = await orderAccessToken(c.env.JWT_SECRET, order.number);
  if (await holdsToken(order, token)) grantAccess(c, order.number, token);
}

/** How long a double waits for the first request's provider call: its own timeout's share. */
const SIBLING_WAIT_MS = 5_000;

/** The order this request's double placed, once its payment has started (or a while passed). */
async function paymentStarted(c: Context<PersonalEnv>, number: string): Promise<StoredOrder> {
  const until = elapsedMark() + SIBLING_WAIT_MS;
  let order = await ownOrder(c, number, true);
  while (order.attempt.pspReference === null && elapsedMark() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    order = await ownOrder(c, number, true);
  }
  return order;
}

async function answerOrder(c: Context<PersonalEnv>, number: string, placedNow = false) {
  const now = c.get('now');
  const order = await ownOrder(c, number, placedNow);
  // Past its time and not yet closed by the minute job: closed now (its items back in the bag).
  const due = dueToClose(order.axes, now);
  if (due && (await closeUnpaid(c.env.DB, due, order.id, now)))
    return orderView(
      (await readOrder(c.env.DB, number, c.get('site').language))!,
      c.get('site'),
      now,
    );
  return orderView(order, c.get('site'), now);
}

export const placeOrderRoute = routeOf('placeOrder', '/orders', {
  middleware: [personal, readJson],
});

export const ordersRoute = routeOf('orders', '/orders', { middleware: [personal] });

export const orderRoute = routeOf('order', '/orders', { middleware: [personal] });

export const retryPaymentRoute = routeOf('retryPayment', '/orders', {
  middleware: [personal, readJson],
});

export const enquirePaymentRoute = routeOf('enquirePayment', '/orders', {
  middleware: [personal, readJson],
});

export const claimOrderRoute = routeOf('claimOrder', '/orders', {
  middleware: [personal, readJson],
});

export const buyAgainRoute = routeOf('buyAgain', '/orders', { middleware: [personal, readJson] });

const PAGE = 20;

/** The request as the site-wide helpers take it (they read nothing of PersonalEnv's own). */
const appContext = (c: Context<PersonalEnv>) => c as unknown as Context<AppEnv>;

export const orders = apiApp<PersonalEnv>()
  .openapi(placeOrderRoute, async (c) => {
    const site = c.get('site');
    const body = c.req.valid('json');
    const request = bagRequest(c);
    const db = c.env.DB;
    const outcome = await placeOrder(
      db,
      {
        ...request,
        owner: changeOwner(c),
        idempotencyKey: c.req.valid('header')['Idempotency-Key'],
        accessTokenFor: (number) => orderAccessToken(c.env.JWT_SECRET, number),
        // The confirmation mail, in the placement's own batch: an order is never without it.
        confirmation: (number, token, total) =>
          queueMail(
            db,
            body.contact.email,
            site.language,
            {
              kind: 'orderConfirmation',
              firstName: body.contact.firstName,
              number,
              total: formatMoney(total, SITES[site.country].currency, site.locale),
              link: siteUrl(`/orders/${number}`, site, {
                origin: publicOriginOf(appContext(c)),
                query: new URLSearchParams({ access: token }),
              }),
            },
            request.now,
          ),
      },
      body,
    );
    if (outcome.kind === 'refused') throw refusePlacement(outcome.refusal, appContext(c));
    if (outcome.kind === 'replayed') {
      // A key seen before, or the other tab's order for the same bag: the order as it is. A
      // replay while the first request still waits for the provider is a 409 (in flight).
      const order = await ownOrder(c, outcome.number, true);
      if (
        order.attempt.pspReference === null &&
        c.get('now').getTime() - Date.parse(order.attempt.createdAt) < 60_000
      )
        throw new HttpError(409, 'IN_FLIGHT', 'orderRules.refusals.inFlight');
      await grantAgain(c, order);
      return c.json({ ...orderView(order, site, c.get('now')), replayed: true }, 200);
    }
    if (outcome.kind === 'sibling') {
      // The same request under another key (a double click, a second tab) found its bag
      // already placed: the order, as a replay, so this page goes to it too, with the guest's
      // access cookie of its own. Answered once the first request has started the payment, so
      // the order it shows has its payment.
      const order = await paymentStarted(c, outcome.number);
      await grantAgain(c, order);
      return c.json({ ...orderView(order, site, c.get('now')), replayed: true }, 200);
    }
    grantAccess(c, outcome.number, outcome.accessToken);
    deliverSoon(appContext(c));
    await startPayment(
      db,
      providerOf(c),
      {
        id: outcome.attemptId,
        providerKey: `${outcome.number}-1`,
        orderNumber: outcome.number,
        country: site.country,
        method: body.paymentMethod,
        amount: outcome.total,
        currency: SITES[site.country].currency,
        expiresAt: outcome.expiresAt,
      },
      body.card,
      request.now,
    ).catch((error: unknown) => {
      // The order stands: its payment shows as pending and the expiry job closes it if the
      // provider never answers. The fault is reported with the request's ID.
      c.get('obs').report(error, { source: 'api', status: 502 });
    });
    return c.json(await answerOrder(c, outcome.number, true), 201);
  })
  .openapi(ordersRoute, async (c) => {
    const shopper = c.get('shopper');
    if (shopper.kind !== 'member') return c.json({ orders: [], next: null }, 200);
    const { before } = c.req.valid('query');
    const { country } = c.get('site');
    const secret = c.env.JWT_SECRET;
    // A cursor this server gave this member on this site, else the 400 of a malformed one.
    const after = before ? await readOrderCursor(secret, shopper.accountId, country, before) : null;
    if (before && !after)
      throw new HttpError(400, 'VALIDATION_FAILED', 'errors.field', { field: 'before' });
    const results = await listOrders(c.env.DB, {
      accountId: shopper.accountId,
      country,
      after,
      limit: PAGE + 1,
    });
    const now = c.get('now');
    const page = results.slice(0, PAGE);
    return c.json(
      {
        orders: page.map((row) => ({
          number: row.number,
          state: displayState(
            {
              status: row.status,
              cancelReason: row.cancel_reason,
              payment: row.payment,
              risk: row.risk,
              stock: row.stock,
              fulfilment: row.fulfilment,
              retryUntil: row.retry_until,
              paymentExpiresAt: row.expires_at,
            },
            now,
          ),
          placedAt: row.placed_at,
          total: row.total_minor,
          currency: row.currency,
          count: row.count ?? 0,
          fulfilment: row.fulfilment,
          delivery: row.delivery_kind,
        })),
        next:
          results.length > PAGE
            ? await orderCursor(secret, shopper.accountId, country, {
                placedAt: page[page.length - 1].placed_at,
                id: page[page.length - 1].id,
              })
            : null,
      },
      200,
    );
  })
  .openapi(enquirePaymentRoute, async (c) => {
    const { orderNumber } = c.req.valid('json');
    const order = await ownOrder(c, orderNumber);
    // Each enquiry is a call to the provider: a few a minute per order (README "Rate limits").
    // Counted after the ownership check, so a stranger cannot use up an order's enquiries.
    const [enquiry] = await countHits(
      c.env.DB,
      [{ purpose: 'payment-enquiry', subject: orderNumber }],
      epochSeconds(c.get('now')),
    );
    if (!enquiry.allowed)
      throw new HttpError(429, 'TOO_MANY_REQUESTS', 'order.pay.checkTooSoon', {
        params: { seconds: enquiry.retryAfter },
        retryAfter: enquiry.retryAfter,
      });
    if (order.attempt.pspReference)
      await reconcile(c.env.DB, providerOf(c), order.attempt.pspReference, c.get('now'));
    return c.json(await answerOrder(c, orderNumber), 200);
  })
  .openapi(orderRoute, async (c) => c.json(await answerOrder(c, c.req.valid('param').number), 200))
  .openapi(retryPaymentRoute, async (c) => {
    const { number } = c.req.valid('param');
    const body = c.req.valid('json');
    const site = c.get('site');
    const order = await ownOrder(c, number);
    const refusal = refusePlacement.forRetry(body, site.country, c.get('now'));
    if (refusal) throw refusePlacement(refusal, appContext(c));
    const now = c.get('now');
    const attempt = await openRetry(
      c.env.DB,
      {
        id: order.id,
        number,
        country: order.country,
        total: order.total,
        currency: order.currency,
      },
      body.paymentMethod,
      now,
    );
    if (!attempt) throw new HttpError(409, 'RETRY_CLOSED', 'orderRules.refusals.retryClosed');
    await startPayment(c.env.DB, providerOf(c), attempt, body.card, now).catch((error: unknown) => {
      c.get('obs').report(error, { source: 'api', status: 502 });
    });
    return c.json(await answerOrder(c, number), 200);
  })
  .openapi(claimOrderRoute, async (c) => {
    const { number } = c.req.valid('param');
    const shopper = c.get('shopper');
    if (shopper.kind !== 'member')
      throw new HttpError(401, 'SIGN_IN_REQUIRED', 'auth.signInRequired');
    const order = await readOrder(c.env.DB, number, c.get('site').language);
    // Without the order's own token it is answered as an order that does not exist.
    if (!order || order.country !== c.get('site').country) throw notFound();
    if (order.accountId === shopper.accountId) return c.json(await answerOrder(c, number), 200);
    if (!(await holdsToken(order, accessTokens(c).get(number)))) throw notFound();
    const refusal = claimRefusal(order, (await accountEmailKey(c.env.DB, shopper.accountId)) ?? '');
    if (refusal === 'not_a_guest_order') throw notFound();
    if (refusal === 'email_differs')
      throw new HttpError(403, 'EMAIL_DIFFERS', 'orderRules.refusals.claimEmailDiffers', {
        field: 'email',
      });
    await c.env.DB.batch(claimStatements(c.env.DB, order, shopper.accountId, c.get('now')));
    return c.json(await answerOrder(c, number), 200);
  })
  .openapi(buyAgainRoute, async (c) => {
    const order = await ownOrder(c, c.req.valid('param').number);
    const shopper = {
      owner: changeOwner(c),
      country: c.get('site').country,
      tier: tierOf(c.get('liveShopper')),
      now: c.get('now'),
    };
    await buyAgain(c.env.DB, shopper, order, c.req.valid('header')['Idempotency-Key']);
    const snapshot = await readBagSnapshot(c.env.DB, bagRequest(c));
    return c.json(pricedBagView(snapshot, explainerOf(c)), 200);
  });
