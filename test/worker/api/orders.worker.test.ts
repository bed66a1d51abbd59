import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { PricedBag } from '../../../client/api/bag-contract';
import type { Checkout, OrderAnswer, OrderList } from '../../../client/api/order-contract';
import {
  errorOf,
  guest,
  member,
  shopperWith,
  signIn,
  variantOn,
  type Shopper,
} from './cart/cart-helpers';
import { deviceCookie, json } from './shopper-helpers';
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
    const cookie = `${await deviceCookie(shopper.device)}; ${accessCookie(response)}`;
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

  it('mails the confirmation with a link that opens the order on another browser, in the site language', async () => {
    const variant = await variantOn('th', { offset: 1 });
    const shopper = await guestWith('th', variant.id);
    const email = `link-${Date.now()}@example.com`;
    const body = await placement(shopper, 'th');
    const answer = await placed(
      await place(shopper, { ...body, contact: { ...body.contact, email } }),
    );
    const mail = await env.DB.prepare(
      'SELECT subject, body, language FROM outbox WHERE to_address = ?1',
    )
      .bind(email)
      .first<{ subject: string; body: string; language: string }>();
    expect(mail!.subject).toContain(answer.order.number);
    const link = /https?:\/\/\S+\/orders\/([A-Z0-9]+)\?access=([\w-]{43})/.exec(mail!.body);
    expect(link?.[1]).toBe(answer.order.number);
    const elsewhere = await SELF.fetch(`http://localhost/orders/${link![1]}?access=${link![2]}`, {
      redirect: 'manual',
    });
    const cookie = elsewhere.headers
      .getSetCookie()
      .find((value) => value.startsWith('order-access='))!;
    const read = await guest('th').call(`orders/${answer.order.number}`, {
      headers: { cookie: cookie.split(';')[0] },
    });
    expect(read.status).toBe(200);
  });

  it('a click-and-collect order names its store in the page’s language, each line from one language', async () => {
    // Mong Kok's English address has two lines, its Chinese one: the Chinese page showed the
    // English second line under the Chinese one.
    const store = await env.DB.prepare(`SELECT id FROM stores WHERE slug = 'hk-mong-kok'`).first<{
      id: number;
    }>();
    const variant = await variantOn('hk');
    const shopper = await guestWith('hk', variant.id);
    const checkout = await json<Checkout>(
      await shopper.call('checkout/?delivery=click_and_collect'),
    );
    const response = await place(shopper, {
      ...(await placement(shopper, 'hk')),
      delivery: { kind: 'click_and_collect', storeId: store!.id },
      expectedTotal: checkout.bag.totals.total,
    });
    const answer = await placed(response);
    const zh = await shopper.call(`orders/${answer.order.number}`, {
      site: { country: 'hk', language: 'zh' },
      headers: { cookie: accessCookie(response) },
    });
    const { delivery } = (await json<OrderAnswer>(zh)).order;
    expect(delivery.addressLines).toEqual(['彌敦道688號1樓3號舖', '旺角']);
    expect(delivery.store?.name).toMatch(/旺角店$/);
  });

  it('a member finds the order in their list, newest first, and buys it again', async () => {
    const shopper = await member('sg');
    const variant = await variantOn('sg', { offset: 2 });
    const numbers: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      await shopper.add(variant.id);
      numbers.push(
        (await placed(await place(shopper, await placement(shopper, 'sg')))).order.number,
      );
    }
    const list = await json<OrderList>(await shopper.call('orders/'));
    expect(list.orders.map((order) => order.number)).toEqual([...numbers].reverse());
    expect(list.orders[0]).toMatchObject({ state: 'paid', count: 1, currency: 'SGD' });
    // Another member sees none of them, and cannot open one.
    const other = await member('sg');
    expect((await json<OrderList>(await other.call('orders/'))).orders).toEqual([]);
    expect((await other.call(`orders/${numbers[0]}`)).status).toBe(404);
    // The same press sent twice (a retry the network forced) adds the items once.
    const press = { method: 'POST', body: {}, headers: { 'idempotency-key': newKey() } } as const;
    const again = await shopper.call(`orders/${numbers[0]}/buy-again`, press);
    expect(again.status).toBe(200);
    const retried = await json<PricedBag>(
      await shopper.call(`orders/${numbers[0]}/buy-again`, press),
    );
    expect(retried.lines.map((line) => [line.variantId, line.quantity])).toEqual([[variant.id, 1]]);
  });

  it('checking a payment’s status asks the provider: a QR the bank paid without a callback is paid', async () => {
    const variant = await variantOn('sg', { offset: 3 });
    const shopper = await guestWith('sg', variant.id);
    const response = await place(
      shopper,
      await placement(shopper, 'sg', { paymentMethod: 'paynow', card: undefined }),
    );
    const answer = await placed(response);
    // The bank app pays, but its callback is lost: the provider's books say paid, ours do not.
    await env.DB.prepare(`UPDATE sandbox_payments SET status = 'succeeded' WHERE order_number = ?1`)
      .bind(answer.order.number)
      .run();
    const cookie = `${await deviceCookie(shopper.device)}; ${accessCookie(response)}`;
    const enquired = await shopper.call('orders/enquireKbankPayment', {
      method: 'POST',
      body: { orderNumber: answer.order.number },
      headers: { cookie },
    });
    expect(enquired.status).toBe(200);
    expect((await json<OrderAnswer>(enquired)).order.state).toBe('paid');
    // Someone else's order number is not theirs to ask about.
    const stranger = await guest('sg').call('orders/enquireKbankPayment', {
      method: 'POST',
      body: { orderNumber: answer.order.number },
    });
    expect(stranger.status).toBe(404);
  });

  it('the checkout answers the bag priced for express, the options with their fees, the site’s methods', async () => {
    const variant = await variantOn('id', { offset: 1 });
    const shopper = await guestWith('id', variant.id);
    const checkout = await json<Checkout>(await shopper.call('checkout/?delivery=express'));
    expect(checkout.delivery.kind).toBe('express');
    expect(checkout.bag.totals.shipping).toBe(50000);
    expect(checkout.delivery.options.map((option) => option.kind)).toEqual([
      'standard',
      'express',
      'click_and_collect',
    ]);
    expect(checkout.delivery.options[2].fee).toBe(0);
    expect(checkout.paymentMethods).toEqual(['card', 'qris', 'va_bca', 'va_mandiri', 'va_bni']);
    expect(checkout.contact).toBeNull();
  });
});

describe('the member’s order list, page by page', () => {
  /** `n` orders of `accountId` on SG, copies of a seeded one placed a minute apart. */
  async function ordersOf(accountId: number, n: number, from: number): Promise<string[]> {
    const numbers = Array.from({ length: n }, (_, i) => `SG8${String(from + i).padStart(8, '0')}`);
    await env.DB.batch(
      numbers.map((number, i) =>
        env.DB.prepare(
          `INSERT INTO orders (number, country, language, currency, account_id, email_key, access_hash,
             bag_signature, status, payment, stock, delivery_kind, store_id, address, contact, summary,
             estimated_from, estimated_to, total_minor, placed_at, updated_at)
           SELECT ?1, country, language, currency, ?2, email_key, access_hash, lower(hex(randomblob(32))),
             'placed', 'pending', 'reserved', delivery_kind, store_id, address, contact, summary,
             estimated_from, estimated_to, total_minor, ?3, ?3
           FROM orders WHERE number = 'SG900000001'`,
        ).bind(number, accountId, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()),
      ),
    );
    return numbers.reverse();
  }

  const list = async (shopper: Pick<Shopper, 'call'>, before?: string) =>
    shopper.call(before ? `orders/?before=${encodeURIComponent(before)}` : 'orders/');

  it('pages with an opaque cursor: every order once, newest first', async () => {
    const shopper = await member('sg');
    const numbers = await ordersOf(shopper.id, 25, 0);
    const first = await json<OrderList>(await list(shopper));
    expect(first.orders.map((order) => order.number)).toEqual(numbers.slice(0, 20));
    expect(first.next).not.toBeNull();
    // The cursor names no order.
    expect(first.next).not.toMatch(/[A-Z]{2}\d{9}/);
    const second = await json<OrderList>(await list(shopper, first.next!));
    expect(second.orders.map((order) => order.number)).toEqual(numbers.slice(20));
    expect(second.next).toBeNull();
  });

  it('a cursor naming an order, another member’s, another site’s or a forged one is a 400 naming `before`', async () => {
    const owner = await member('sg');
    const stranger = await member('sg');
    const [newest] = await ordersOf(owner.id, 21, 100);
    await ordersOf(stranger.id, 21, 200);
    const ownCursor = (await json<OrderList>(await list(owner))).next!;
    const strangerCursor = (await json<OrderList>(await list(stranger))).next!;
    const [position, signature] = ownCursor.split('.');
    const elsewhere = btoa(`2030-01-01T00:00:00.000Z|${Number.MAX_SAFE_INTEGER}`);
    const refused = async (shopper: Shopper, before: string) => {
      const response = await list(shopper, before);
      expect(response.status, before).toBe(400);
      expect((await errorOf(response)).data.field, before).toBe('before');
    };
    // Order numbers are no cursors: the member's own, and anyone else's, answer alike.
    await refused(owner, newest);
    await refused(stranger, newest);
    await refused(owner, 'SG900000001');
    // Another member's cursor, in either direction.
    await refused(owner, strangerCursor);
    await refused(stranger, ownCursor);
    // A position of one's own making under a real signature, or a signature of one's own.
    await refused(owner, `${elsewhere.replace(/=+$/, '')}.${signature}`);
    await refused(owner, `${position}.${'A'.repeat(43)}`);
    // The member's own cursor on another site's list.
    const onMy = shopperWith({ headers: { cookie: await signIn(owner.id) } }, 'my');
    await refused(onMy, ownCursor);
  });
});
