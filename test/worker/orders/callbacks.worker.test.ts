import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { OrderAnswer, PaymentEvent } from '../../../client/api/order-contract';
import { COUNTRIES, SITES } from '../../../client/lib/sites';
import { variantOn } from '../api/cart/cart-helpers';
import { json } from '../api/shopper-helpers';
import { signPayload } from '../../../worker/payments/signature';
import { accessCookie, guestWith, place, placed, placement, sandboxPay } from './order-helpers';

/**
 * The provider's callbacks (docs/business-rules.md#callbacks-and-reconciliation): signed,
 * deduplicated, applied in any order, forged ones refused; and the money charged is the frozen cost
 * summary.
 */

const CALLBACK = 'http://localhost/api/web/v1/payments/callbacks';

async function send(
  event: PaymentEvent,
  options: { at?: Date; secret?: string; signature?: string } = {},
) {
  const body = JSON.stringify(event);
  const signature =
    options.signature ??
    (await signPayload(
      options.secret ?? env.PAYMENT_CALLBACK_SECRET,
      body,
      options.at ?? new Date(),
    ));
  return SELF.fetch(CALLBACK, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'payment-signature': signature },
    body,
  });
}

/** A QR order waiting for its money, and what a callback about it carries. */
async function pendingQr(country: 'sg' | 'th' = 'th', offset = 0) {
  const variant = await variantOn(country, { offset });
  const shopper = await guestWith(country, variant.id);
  const method = country === 'th' ? 'promptpay' : 'paynow';
  const response = await place(
    shopper,
    await placement(shopper, country, { paymentMethod: method, card: undefined }),
  );
  const answer = await placed(response);
  const attempt = await env.DB.prepare(
    `SELECT a.psp_reference, a.amount_minor, a.currency FROM payment_attempts a JOIN orders o ON o.id = a.order_id WHERE o.number = ?1`,
  )
    .bind(answer.order.number)
    .first<{ psp_reference: string; amount_minor: number; currency: string }>();
  const read = async () =>
    json<OrderAnswer>(
      await shopper.call(`orders/${answer.order.number}`, {
        headers: { cookie: accessCookie(response) },
      }),
    );
  const event = (
    type: PaymentEvent['type'],
    id = `${attempt!.psp_reference}:${type}`,
  ): PaymentEvent => ({
    id,
    type,
    pspReference: attempt!.psp_reference,
    amount: attempt!.amount_minor,
    currency: attempt!.currency,
    occurredAt: new Date().toISOString(),
  });
  return { answer, read, event, variant };
}

describe('payment callbacks', () => {
  it('a signed success pays the order; the same event again is acknowledged and changes nothing', async () => {
    const { read, event } = await pendingQr();
    const first = await send(event('payment.succeeded'));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    expect((await read()).order.state).toBe('paid');
    const again = await send(event('payment.succeeded'));
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect((await read()).order.state).toBe('paid');
  });

  it('reordered: a late "expired" after the success does not undo it, nor does a failure sent later', async () => {
    const { read, event } = await pendingQr('th', 1);
    await send(event('payment.succeeded'));
    await send(event('payment.expired'));
    await send(event('payment.failed'));
    expect((await read()).order.state).toBe('paid');
  });

  it('forged: a wrong secret, an old timestamp, no signature, a malformed one: 401 and nothing applied', async () => {
    const { read, event } = await pendingQr('th', 2);
    const wrong = await send(event('payment.succeeded'), { secret: 'not-the-secret' });
    expect(wrong.status).toBe(401);
    const old = await send(event('payment.succeeded', 'old-event-1'), {
      at: new Date(Date.now() - 10 * 60_000),
    });
    expect(old.status).toBe(401);
    const none = await SELF.fetch(CALLBACK, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event('payment.succeeded', 'unsigned-1')),
    });
    expect(none.status).toBe(401);
    const malformed = await send(event('payment.succeeded', 'malformed-1'), {
      signature: 't=1,v1=zz',
    });
    expect(malformed.status).toBe(401);
    expect((await read()).order.state).toBe('payment_pending');
    const stored = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM payment_events WHERE event_id IN ('old-event-1', 'unsigned-1', 'malformed-1')`,
    ).first<{ n: number }>();
    expect(stored!.n).toBe(0);
  });

  it('an event for a payment nobody started is acknowledged and kept, never applied to anything', async () => {
    const response = await send({
      id: 'ghost-event-0001',
      type: 'payment.succeeded',
      pspReference: 'sbx_unknown',
      amount: 100,
      currency: 'SGD',
      occurredAt: new Date().toISOString(),
    });
    expect(response.status).toBe(200);
  });

  it('a success for another amount does not pay the order', async () => {
    const { read, event } = await pendingQr('th', 3);
    await send({ ...event('payment.succeeded'), amount: 1 });
    expect((await read()).order.state).toBe('payment_pending');
  });

  it('a malformed event body, correctly signed, is a 400 naming the field', async () => {
    const body = JSON.stringify({ id: 'bad-body-0001', type: 'payment.stolen' });
    const response = await SELF.fetch(CALLBACK, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'payment-signature': await signPayload(env.PAYMENT_CALLBACK_SECRET, body, new Date()),
      },
      body,
    });
    expect(response.status).toBe(400);
  });

  it('card review: fraud_check_pending, then approved to paid or blocked with the stock back', async () => {
    for (const [outcome, state] of [
      ['review_approve', 'paid'],
      ['review_block', 'payment_blocked'],
    ] as const) {
      const variant = await variantOn('nz', { offset: outcome === 'review_approve' ? 1 : 2 });
      const stock = async () =>
        (await env.DB.prepare(
          `SELECT stock FROM variant_offers WHERE variant_id = ?1 AND country = 'nz'`,
        )
          .bind(variant.id)
          .first<{ stock: number }>())!.stock;
      const before = await stock();
      const shopper = await guestWith('nz', variant.id);
      const response = await place(
        shopper,
        await placement(shopper, 'nz', {
          card: {
            number: '4000000000000259',
            expMonth: 12,
            expYear: 2030,
            cvc: '123',
            name: 'Mei Tan',
          },
        }),
      );
      const answer = await placed(response);
      expect(answer.order.state).toBe('fraud_check_pending');
      expect((await sandboxPay(answer.order.number, outcome)).status).toBe(200);
      const after = await json<OrderAnswer>(
        await shopper.call(`orders/${answer.order.number}`, {
          headers: { cookie: accessCookie(response) },
        }),
      );
      expect(after.order.state).toBe(state);
      expect(await stock()).toBe(state === 'paid' ? before - 1 : before);
    }
  });
});

describe('the money charged', () => {
  it('equals the frozen cost summary, the lines and shipping, in every currency', async () => {
    for (const country of COUNTRIES) {
      const variant = await variantOn(country, { offset: 9 });
      const shopper = await guestWith(country, variant.id, 2);
      const answer = await placed(await place(shopper, await placement(shopper, country)));
      const { summary, lines } = answer.order;
      expect(summary.currency).toBe(SITES[country].currency);
      expect(answer.payment.amount).toBe(summary.total);
      expect(lines.reduce((sum, line) => sum + line.amount, 0) + summary.shipping).toBe(
        summary.total,
      );
      expect(summary.beforeTax + summary.tax).toBe(summary.total);
      const charged = await env.DB.prepare(
        `SELECT amount_minor, currency FROM sandbox_payments WHERE order_number = ?1`,
      )
        .bind(answer.order.number)
        .first<{ amount_minor: number; currency: string }>();
      expect(charged).toEqual({ amount_minor: summary.total, currency: summary.currency });
    }
  });
});
