import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { OrderAnswer } from '../../../client/api/order-contract';
import { errorOf, guest, variantOn } from './cart/cart-helpers';
import { json } from './shopper-helpers';
import {
  accessCookie,
  CARDS,
  guestWith,
  newKey,
  place,
  placed,
  placement,
  sandboxPay,
} from '../orders/order-helpers';

const stockOf = async (variantId: number, country: string) =>
  (await env.DB.prepare('SELECT stock FROM variant_offers WHERE variant_id = ?1 AND country = ?2')
    .bind(variantId, country)
    .first<{ stock: number }>())!.stock;

describe('placing an order', () => {
  it('a guest pays by card: paid, stock taken, the bag emptied, the order readable with its cookie only', async () => {
    const variant = await variantOn('sg');
    const before = await stockOf(variant.id, 'sg');
    const shopper = await guestWith('sg', variant.id, 2);
    const body = await placement(shopper, 'sg');
    const response = await place(shopper, body);
    expect(response.status, await response.clone().text()).toBe(201);
    const answer = await placed(response);
    expect(answer.order.number).toMatch(/^SG[0-9]{9}$/);
    expect(answer.order.state).toBe('paid');
    expect(answer.order.view).toBe('confirmation');
    expect(answer.payment.card).toEqual({ brand: 'visa', last4: '4242' });
    expect(answer.order.summary.total).toBe(body.expectedTotal);
    expect(await stockOf(variant.id, 'sg')).toBe(before - 2);
    expect((await shopper.bag()).lines).toHaveLength(0);

    const cookie = accessCookie(response);
    const mine = await shopper.call(`orders/${answer.order.number}`, { headers: { cookie } });
    expect(mine.status).toBe(200);
    expect((await json<OrderAnswer>(mine)).order.state).toBe('paid');
    const stranger = await guest('sg').call(`orders/${answer.order.number}`);
    expect(stranger.status).toBe(404);
  });

  it('a declined card keeps the stock for another try, and another card pays it', async () => {
    const variant = await variantOn('nz');
    const shopper = await guestWith('nz', variant.id);
    const response = await place(shopper, await placement(shopper, 'nz', { card: CARDS.decline }));
    const answer = await placed(response);
    expect(answer.order.state).toBe('payment_failed_with_inventory');
    expect(answer.payment.declineMessage).toMatch(/declined/);
    const cookie = `device-id=${shopper.device}; ${accessCookie(response)}`;
    const retry = await shopper.call(`orders/${answer.order.number}/payments`, {
      method: 'POST',
      body: { paymentMethod: 'card', card: CARDS.approve },
      headers: { cookie, 'idempotency-key': newKey() },
    });
    expect(retry.status, await retry.clone().text()).toBe(200);
    expect((await json<OrderAnswer>(retry)).order.state).toBe('paid');
  });

  it('a PromptPay QR waits, and the sandbox bank app pays it through a signed callback', async () => {
    const variant = await variantOn('th');
    const shopper = await guestWith('th', variant.id);
    const response = await place(
      shopper,
      await placement(shopper, 'th', { paymentMethod: 'promptpay', card: undefined }),
    );
    const answer = await placed(response);
    expect(answer.order.state).toBe('payment_pending');
    expect(answer.order.view).toBe('payment_instruction');
    expect(answer.payment.qr?.payload).toMatch(/^000201/);
    expect(answer.payment.qr?.svg).toContain('role="img"');
    const paid = await sandboxPay(answer.order.number, 'pay');
    expect(paid.status, await paid.clone().text()).toBe(200);
    const after = await shopper.call(`orders/${answer.order.number}`, {
      headers: { cookie: accessCookie(response) },
    });
    expect((await json<OrderAnswer>(after)).order.state).toBe('paid');
  });

  it('refuses a changed total with the new one, and writes nothing', async () => {
    const variant = await variantOn('sg');
    const shopper = await guestWith('sg', variant.id);
    const body = await placement(shopper, 'sg');
    const response = await place(shopper, { ...body, expectedTotal: body.expectedTotal + 1 });
    expect(response.status).toBe(409);
    const error = await errorOf(response);
    expect(error.data.code).toBe('TOTAL_CHANGED');
    expect((await shopper.bag()).lines).toHaveLength(1);
  });
});
