import { CACHE } from '../cache-policy';
import type { AppEnv } from '../env';
import { earnStatement } from '../loyalty/order-points';
import { readOrder } from '../orders/read-order';
import { transition, type TransitionName } from '../orders/transitions';
import { SandboxProvider } from '../payments/sandbox-provider';
import { signPayload } from '../payments/signature';
import { HttpError } from './errors';
import { orderView } from '../orders/order-view';
import { receiveCallback } from './payment-callbacks';
import { apiApp, readJson, routeOf } from './route-kit';

/**
 * The sandbox bank app and the warehouse (development only: /api/web/v1/sandbox/** is a
 * developer surface, 404 in production, routes/developer-surfaces.ts). A person or a test
 * pays, fails, expires or rules on the risk review of a pending payment, which sends the
 * provider's signed callback through the same path a real one takes; and moves a paid order
 * through fulfilment (shipped, delivered; ready for collection, collected), with its times.
 */

export const sandboxPaymentsRoute = routeOf('sandboxPayments', '/sandbox');

export const sandboxPayRoute = routeOf('sandboxPay', '/sandbox', { middleware: [readJson] });

export const sandboxFulfilRoute = routeOf('sandboxFulfil', '/sandbox', { middleware: [readJson] });

const STEPS: Record<'ship' | 'deliver' | 'ready' | 'collect', TransitionName> = {
  ship: 'ship',
  deliver: 'deliver',
  ready: 'ready',
  collect: 'collect',
};

export const sandboxPayments = apiApp<AppEnv>()
  .openapi(sandboxPaymentsRoute, async (c) => {
    c.header('cache-control', CACHE.private);
    const rows = await new SandboxProvider(c.env.DB).open();
    return c.json(
      {
        payments: rows.map((row) => ({
          orderNumber: row.order_number,
          method: row.method,
          amount: row.amount_minor,
          currency: row.currency,
          status: row.status,
          expiresAt: row.expires_at,
        })),
      },
      200,
    );
  })
  .openapi(sandboxPayRoute, async (c) => {
    c.header('cache-control', CACHE.private);
    const { number } = c.req.valid('param');
    const now = c.get('now');
    const events = await new SandboxProvider(c.env.DB).act(
      number,
      c.req.valid('json').outcome,
      now,
    );
    if (!events)
      throw new HttpError(409, 'NOTHING_OPEN', 'orderRules.refusals.notPending', {
        field: 'outcome',
      });
    // Each event as the provider sends it: signed, then through the callback's own checks.
    for (const event of events) {
      const body = JSON.stringify(event);
      await receiveCallback(
        c.env,
        body,
        await signPayload(c.env.PAYMENT_CALLBACK_SECRET, body, now),
        now,
      );
    }
    return c.json({ events: events.length }, 200);
  })
  .openapi(sandboxFulfilRoute, async (c) => {
    c.header('cache-control', CACHE.private);
    const { number } = c.req.valid('param');
    const site = c.get('site');
    const order = await readOrder(c.env.DB, number, site.language);
    if (!order)
      throw new HttpError(404, 'NOT_FOUND', 'orderRules.refusals.orderNotFound', {
        field: 'number',
      });
    const now = c.get('now');
    const step = STEPS[c.req.valid('json').step];
    // Delivered or collected: the member's purchase points, pending, in the same batch.
    const [moved] = await c.env.DB.batch([
      transition(c.env.DB, step, order.id, now),
      ...(step === 'deliver' || step === 'collect' ? [earnStatement(c.env.DB, order, now)] : []),
    ]);
    if (moved.meta.changes !== 1)
      throw new HttpError(409, 'STEP_NOT_ALLOWED', 'orderRules.refusals.stepNotAllowed', {
        field: 'step',
      });
    const after = await readOrder(c.env.DB, number, site.language);
    return c.json(orderView(after!, site, now), 200);
  });
