import { createRoute, z } from '@hono/zod-openapi';
import { CallbackAnswerSchema, PaymentEventSchema } from '../../client/api/order-contract';
import { CACHE } from '../cache-policy';
import type { AppEnv } from '../env';
import { applyEvent } from '../orders/settle-attempt';
import { checkSignature, SIGNATURE_HEADER } from '../payments/signature';
import { SandboxProvider } from '../payments/sandbox-provider';
import { HttpError } from './errors';
import { apiApp, endpoint, errors, ok, validationError } from './route-kit';

/**
 * The provider's callbacks (issue 10; commerce-anchors §6.2 step 5): HMAC-signed with
 * PAYMENT_CALLBACK_SECRET inside a five-minute window, recorded once by event id, applied in
 * any order (the attempt's outcome is recomputed from all its events), the order moved
 * compare-and-set, and answered 2xx at once: a duplicate or an event for an unknown payment
 * is acknowledged (the provider would otherwise retry it forever), a forged one is a 401.
 */

export const paymentCallbackRoute = createRoute({
  ...endpoint('paymentCallback', '/payments'),
  summary:
    'A signed event from the payment provider (`Payment-Signature: t=…,v1=…`): recorded once, applied in any order',
  // The body (a PaymentEvent) is checked after the signature, over the exact bytes sent, so it
  // is not declared for the validator that would parse it first.
  request: { headers: z.object({ 'payment-signature': z.string().max(200).optional() }) },
  responses: { 200: ok(CallbackAnswerSchema, 'Received'), ...errors(401) },
});

/** The text of a callback and its signature header, checked, then applied. */
export async function receiveCallback(
  env: Env,
  body: string,
  signature: string | undefined,
  now: Date,
): Promise<{ duplicate: boolean }> {
  const verdict = await checkSignature(env.PAYMENT_CALLBACK_SECRET, body, signature, now);
  if (verdict !== 'ok')
    throw new HttpError(401, 'BAD_SIGNATURE', 'orderRules.refusals.signature', {
      field: SIGNATURE_HEADER,
      data: { reason: verdict },
    });
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new HttpError(400, 'INVALID_JSON', 'errors.invalidJson');
  }
  const parsed = PaymentEventSchema.safeParse(json);
  if (!parsed.success) throw validationError(parsed.error);
  const { duplicate } = await applyEvent(env.DB, new SandboxProvider(env.DB), parsed.data, now);
  return { duplicate };
}

export const paymentCallbacks = apiApp<AppEnv>().openapi(paymentCallbackRoute, async (c) => {
  c.header('cache-control', CACHE.private);
  // The signature is over the exact bytes sent: read the text, not a re-serialised object.
  const body = await c.req.text();
  const { duplicate } = await receiveCallback(
    c.env,
    body,
    c.req.header(SIGNATURE_HEADER),
    new Date(),
  );
  return c.json({ received: true as const, duplicate }, 200);
});
