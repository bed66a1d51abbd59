import type { MiddlewareHandler } from 'hono';
import { PaymentEventSchema } from '../../client/api/order-contract';
import { CACHE } from '../cache-policy';
import type { AppEnv } from '../env';
import { applyEvent } from '../orders/settle-attempt';
import { checkSignature, SIGNATURE_HEADER } from '../payments/signature';
import { HttpError } from './errors';
import { apiApp, validationError, routeOf } from './route-kit';
import { paymentProviderFor } from '../payments/provider-for';

/**
 * The provider's callbacks (docs/business-rules.md#callbacks-and-reconciliation): HMAC-signed with
 * PAYMENT_CALLBACK_SECRET inside a five-minute window, recorded once by event id, applied in
 * any order (the attempt's outcome is recomputed from all its events), the order moved
 * compare-and-set, and answered 2xx at once: a duplicate or an event for an unknown payment
 * is acknowledged (the provider would otherwise retry it forever), a forged one is a 401.
 */

/**
 * Before anything reads the body: its exact bytes checked against the signature (a forged or
 * stale callback is a 401 before it is even parsed), then kept as text so the validator parses
 * those same bytes (Hono caches the text it read).
 */
const signedBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  await assertSigned(c.env, await c.req.text(), c.req.header(SIGNATURE_HEADER), c.get('now'));
  await next();
};

/** The 401 of a callback whose signature is missing, malformed, stale or wrong. */
async function assertSigned(env: Env, body: string, header: string | undefined, now: Date) {
  const verdict = await checkSignature(env.PAYMENT_CALLBACK_SECRET, body, header, now);
  if (verdict !== 'ok')
    throw new HttpError(401, 'BAD_SIGNATURE', 'orderRules.refusals.signature', {
      field: SIGNATURE_HEADER,
      data: { reason: verdict },
    });
}

export const paymentCallbackRoute = routeOf('paymentCallback', '/payments', {
  middleware: [signedBody],
});

/**
 * A callback as the sandbox provider sends it (worker/api/sandbox-payments.ts): the same checks
 * as the route's, in process: the signature over the text, the event's shape, then applied.
 */
export async function receiveCallback(
  env: Env,
  body: string,
  signature: string | undefined,
  now: Date,
): Promise<{ duplicate: boolean }> {
  await assertSigned(env, body, signature, now);
  const parsed = PaymentEventSchema.safeParse(JSON.parse(body));
  if (!parsed.success) throw validationError(parsed.error);
  const { duplicate } = await applyEvent(env.DB, paymentProviderFor(env), parsed.data, now);
  return { duplicate };
}

export const paymentCallbacks = apiApp<AppEnv>().openapi(paymentCallbackRoute, async (c) => {
  c.header('cache-control', CACHE.private);
  const event = c.req.valid('json');
  const { duplicate } = await applyEvent(c.env.DB, paymentProviderFor(c.env), event, c.get('now'));
  return c.json({ received: true as const, duplicate }, 200);
});
