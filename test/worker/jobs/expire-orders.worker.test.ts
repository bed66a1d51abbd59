import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { OrderAnswer } from '../../../client/api/order-contract';
import worker from '../../../worker/index';
import { EXPIRY_CRON, expireOrders } from '../../../worker/jobs/expire-orders';
import { variantOn } from '../api/cart/cart-helpers';
import { json, setStock } from '../api/shopper-helpers';
import {
  accessCookie,
  CARDS,
  guestWith,
  place,
  placed,
  placement,
  sandboxPay,
} from '../orders/order-helpers';

/**
 * The minute job that cancels unpaid orders: stock, samples and code use back in the
 * same batch, safe to run twice, never touching an order paid meanwhile; and money that
 * arrives after expiry (docs/business-rules.md#late-payments: the stock is taken again if it can
 * be, else refunded).
 */

const stockOf = async (variantId: number, country: string) =>
  (await env.DB.prepare('SELECT stock FROM variant_offers WHERE variant_id = ?1 AND country = ?2')
    .bind(variantId, country)
    .first<{ stock: number }>())!.stock;

/** A QR order (MY DuitNow) whose 15 minutes are over: its attempt's expiry moved to the past. */
async function expiredQr(offset: number, code?: string) {
  const variant = await variantOn('my', { offset });
  const before = await stockOf(variant.id, 'my');
  const shopper = await guestWith('my', variant.id);
  if (code) await shopper.call('cart/discount-coupon/', { method: 'POST', body: { code } });
  const response = await place(
    shopper,
    await placement(shopper, 'my', { paymentMethod: 'duitnow', card: undefined }),
  );
  const answer = await placed(response);
  expect(answer.order.state).toBe('payment_pending');
  expect(await stockOf(variant.id, 'my')).toBe(before - 1);
  await env.DB.prepare(
    `UPDATE payment_attempts SET expires_at = ?2 WHERE order_id = (SELECT id FROM orders WHERE number = ?1)`,
  )
    .bind(answer.order.number, new Date(Date.now() - 60_000).toISOString())
    .run();
  const read = async () =>
    json<OrderAnswer>(
      await shopper.call(`orders/${answer.order.number}`, {
        headers: { cookie: accessCookie(response) },
      }),
    );
  return { variant, before, number: answer.order.number, read };
}

describe('the expiry job', () => {
  it('cancels an expired QR order and gives back its stock and code use, once however often it runs', async () => {
    const used = async () =>
      (await env.DB.prepare(
        `SELECT used_count FROM promotions WHERE country = 'my' AND code = 'BEAUTY10'`,
      ).first<{ used_count: number }>())!.used_count;
    const usedBefore = await used();
    const { variant, before, read } = await expiredQr(0, 'BEAUTY10');
    expect(await used()).toBe(usedBefore + 1);
    // Not read through the API first: a page that reads it past its time closes it itself.
    const first = await expireOrders(env.DB, new Date());
    expect(first.expired).toBeGreaterThanOrEqual(1);
    const second = await expireOrders(env.DB, new Date());
    expect(second).toEqual({ expired: 0, closed: 0 });
    expect(await stockOf(variant.id, 'my')).toBe(before);
    expect(await used()).toBe(usedBefore);
    const answer = await read();
    expect(answer.order.state).toBe('payment_expired');
    expect(answer.order.cancelMessage).toMatch(/time to pay ran out/);
    expect(answer.payment.qr).toBeNull();
  });

  it('runs from its Cron Trigger', async () => {
    const { read } = await expiredQr(1);
    const ctx = createExecutionContext();
    await worker.scheduled!(
      createScheduledController({ cron: EXPIRY_CRON, scheduledTime: Date.now() }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const row = await env.DB.prepare(`SELECT status FROM orders WHERE number = ?1`)
      .bind((await read()).order.number)
      .first<{ status: string }>();
    expect(row!.status).toBe('cancelled');
  });

  it('money after expiry takes the stock again and pays the order', async () => {
    const { variant, before, number, read } = await expiredQr(2);
    await expireOrders(env.DB, new Date());
    expect(await stockOf(variant.id, 'my')).toBe(before);
    expect((await sandboxPay(number, 'pay')).status).toBe(200);
    expect((await read()).order.state).toBe('paid');
    expect(await stockOf(variant.id, 'my')).toBe(before - 1);
  });

  it('money after expiry when the stock is gone is refunded, and the order says so', async () => {
    const { variant, number, read } = await expiredQr(3);
    await expireOrders(env.DB, new Date());
    await setStock(variant.id, 'my', 0);
    expect((await sandboxPay(number, 'pay')).status).toBe(200);
    const answer = await read();
    expect(answer.order.state).toBe('cancelled');
    expect(answer.order.cancelMessage).toMatch(/refunded in full/);
    const provider = await env.DB.prepare(
      `SELECT status FROM sandbox_payments WHERE order_number = ?1`,
    )
      .bind(number)
      .first<{ status: string }>();
    expect(provider!.status).toBe('refunded');
    expect(await stockOf(variant.id, 'my')).toBe(0);
  });

  it('expiry racing a payment ends paid with the stock taken exactly once', async () => {
    const { variant, before, number, read } = await expiredQr(4);
    await Promise.all([expireOrders(env.DB, new Date()), sandboxPay(number, 'pay')]);
    expect((await read()).order.state).toBe('paid');
    expect(await stockOf(variant.id, 'my')).toBe(before - 1);
  });

  it('a declined card nobody paid again within 30 minutes is closed as payment_failed, stock back', async () => {
    const variant = await variantOn('nz', { offset: 5 });
    const before = await stockOf(variant.id, 'nz');
    const shopper = await guestWith('nz', variant.id);
    const response = await place(shopper, await placement(shopper, 'nz', { card: CARDS.funds }));
    const answer = await placed(response);
    expect(answer.order.state).toBe('payment_failed_with_inventory');
    expect(await stockOf(variant.id, 'nz')).toBe(before - 1);
    const result = await expireOrders(env.DB, new Date(Date.now() + 31 * 60_000));
    expect(result.closed).toBeGreaterThanOrEqual(1);
    expect(await stockOf(variant.id, 'nz')).toBe(before);
    const after = await json<OrderAnswer>(
      await shopper.call(`orders/${answer.order.number}`, {
        headers: { cookie: accessCookie(response) },
      }),
    );
    expect(after.order.state).toBe('payment_failed');
  });
});
