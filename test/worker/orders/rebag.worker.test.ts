import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { OrderAnswer } from '../../../client/api/order-contract';
import { expireOrders } from '../../../worker/jobs/expire-orders';
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
} from './order-helpers';

/**
 * An unpaid order cancelled for good gives its items back to the bag it came from
 * (worker/orders/rebag.ts): in the cancelling batch, once however often expiry runs, merged
 * with the bag and capped by the bag's rules; the order says what went back.
 */

const bagOf = async (number: string) =>
  (
    await env.DB.prepare(
      `SELECT c.variant_id AS variantId, c.quantity FROM cart_lines c JOIN orders o ON o.id = ?1
       WHERE c.device_id = o.device_id AND c.country = o.country ORDER BY c.variant_id`,
    )
      .bind(await idOf(number))
      .all<{ variantId: number; quantity: number }>()
  ).results;

const idOf = async (number: string) =>
  (await env.DB.prepare('SELECT id FROM orders WHERE number = ?1')
    .bind(number)
    .first<{ id: number }>())!.id;

/** A guest's QR order (MY DuitNow) of `quantity` of a variant, whose 15 minutes are over. */
async function expiredQr(offset: number, quantity: number, collect = false) {
  const variant = await variantOn('my', { offset });
  const shopper = await guestWith('my', variant.id, quantity);
  const store = await env.DB.prepare(
    `SELECT id FROM stores WHERE country = 'my' AND click_and_collect = 1 LIMIT 1`,
  ).first<{ id: number }>();
  const { totals } = await shopper.bag();
  const response = await place(
    shopper,
    await placement(shopper, 'my', {
      paymentMethod: 'duitnow',
      card: undefined,
      // Collected at a store: no delivery fee.
      ...(collect
        ? {
            delivery: { kind: 'click_and_collect', storeId: store!.id },
            expectedTotal: totals.total - totals.shipping,
          }
        : {}),
    }),
  );
  const { order } = await placed(response);
  expect(await bagOf(order.number)).toEqual([]);
  await env.DB.prepare(`UPDATE payment_attempts SET expires_at = ?2 WHERE order_id = ?1`)
    .bind(await idOf(order.number), new Date(Date.now() - 60_000).toISOString())
    .run();
  const read = async () =>
    json<OrderAnswer>(
      await shopper.call(`orders/${order.number}`, {
        headers: { cookie: accessCookie(response) },
      }),
    );
  return { variant, shopper, number: order.number, read };
}

describe('items back in the bag', () => {
  it('an expired QR order puts its lines back in the bag, once however often expiry runs', async () => {
    const { variant, number } = await expiredQr(10, 2);
    await expireOrders(env.DB, new Date());
    expect(await bagOf(number)).toEqual([{ variantId: variant.id, quantity: 2 }]);
    await expireOrders(env.DB, new Date());
    await sandboxPay(number, 'expire');
    expect(await bagOf(number)).toEqual([{ variantId: variant.id, quantity: 2 }]);
  });

  it('the page that finds the order past its time closes it and says the items are back', async () => {
    const { variant, number, read } = await expiredQr(11, 1);
    const answer = await read();
    expect(answer.order.state).toBe('payment_expired');
    expect(answer.order.backInBag).toEqual([{ variantId: variant.id, ordered: 1, returned: 1 }]);
    expect(await bagOf(number)).toEqual([{ variantId: variant.id, quantity: 1 }]);
    expect(await expireOrders(env.DB, new Date())).toEqual({ expired: 0, closed: 0 });
    await read();
    expect(await bagOf(number)).toEqual([{ variantId: variant.id, quantity: 1 }]);
  });

  it('a cancelled click-and-collect order is no longer held for the shopper', async () => {
    const { read } = await expiredQr(16, 1, true);
    const answer = await read();
    expect(answer.order.state).toBe('payment_expired');
    expect(answer.order.delivery.kind).toBe('click_and_collect');
    expect(answer.order.delivery.heldUntil).toBeNull();
  });

  it('merges with what the bag holds, capped by the stock left', async () => {
    const { variant, shopper, number, read } = await expiredQr(12, 3);
    await shopper.add(variant.id, 1);
    // Others bought the rest meanwhile: after the order's 3 come back, 3 are left in all.
    await setStock(variant.id, 'my', 0);
    await expireOrders(env.DB, new Date());
    expect(await bagOf(number)).toEqual([{ variantId: variant.id, quantity: 3 }]);
    expect((await read()).order.backInBag).toEqual([
      { variantId: variant.id, ordered: 3, returned: 2 },
    ]);
  });

  it('never past 6 on a line', async () => {
    const { variant, shopper, number } = await expiredQr(13, 4);
    await shopper.add(variant.id, 5);
    await expireOrders(env.DB, new Date());
    expect(await bagOf(number)).toEqual([{ variantId: variant.id, quantity: 6 }]);
  });

  it('a card that failed for good gives its items back too', async () => {
    const variant = await variantOn('nz', { offset: 14 });
    const shopper = await guestWith('nz', variant.id, 2);
    const { order } = await placed(
      await place(shopper, await placement(shopper, 'nz', { card: CARDS.funds })),
    );
    expect(order.state).toBe('payment_failed_with_inventory');
    await expireOrders(env.DB, new Date(Date.now() + 31 * 60_000));
    expect(await bagOf(order.number)).toEqual([{ variantId: variant.id, quantity: 2 }]);
  });

  it('money after expiry takes the returned items back out of the bag', async () => {
    const { variant, shopper, number, read } = await expiredQr(15, 2);
    await expireOrders(env.DB, new Date());
    await shopper.add(variant.id, 1);
    expect(await bagOf(number)).toEqual([{ variantId: variant.id, quantity: 3 }]);
    expect((await sandboxPay(number, 'pay')).status).toBe(200);
    const answer = await read();
    expect(answer.order.state).toBe('paid');
    expect(answer.order.backInBag).toBeNull();
    expect(await bagOf(number)).toEqual([{ variantId: variant.id, quantity: 1 }]);
  });
});
