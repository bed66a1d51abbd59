import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { deviceOwner } from '../../../worker/db/owner';
import { expireOrders } from '../../../worker/jobs/expire-orders';
import { placeOrder } from '../../../worker/orders/place-order';
import { orderAccessToken } from '../../../worker/orders/order-access';
import { reconcile, startPayment } from '../../../worker/orders/payments';
import { readOrder } from '../../../worker/orders/read-order';
import { SandboxProvider } from '../../../worker/payments/sandbox-provider';
import { variantOn } from '../api/cart/cart-helpers';
import { recordingDb, tableScans } from '../query-plans';
import { addressFor, CONTACT, guestWith, newKey } from './order-helpers';

/**
 * Placement, payment, reading an order and the expiry job read and write through indexes: no
 * statement scans a table (the orders tables grow without bound; a scan would slow every
 * placement as they do).
 */
describe('the orders’ statements', () => {
  it('never scan a table', async () => {
    const variant = await variantOn('th');
    const shopper = await guestWith('th', variant.id);
    const total = (await shopper.bag()).totals.total;
    const { db, seen } = recordingDb();
    const now = new Date();
    const outcome = await placeOrder(
      db,
      {
        owner: deviceOwner(shopper.device),
        shopper: { kind: 'guest', tier: null, isEmployee: false },
        country: 'th',
        language: 'th',
        now,
        idempotencyKey: newKey(),
        accessTokenFor: (number) => orderAccessToken(env.JWT_SECRET, number),
      },
      {
        paymentMethod: 'promptpay',
        delivery: { kind: 'standard', address: addressFor('th') },
        contact: CONTACT,
        expectedTotal: total,
      },
    );
    if (outcome.kind !== 'placed') throw new Error(`not placed: ${JSON.stringify(outcome)}`);
    const provider = new SandboxProvider(db);
    const order = await readOrder(db, outcome.number, 'th');
    await startPayment(
      db,
      provider,
      {
        id: outcome.attemptId,
        providerKey: `${outcome.number}-1`,
        orderNumber: outcome.number,
        country: 'th',
        method: 'promptpay',
        amount: total,
        currency: 'THB',
        expiresAt: new Date(order!.attempt.expiresAt),
      },
      undefined,
      now,
    );
    await provider.act(outcome.number, 'pay', now);
    const paid = await readOrder(db, outcome.number, 'th');
    await reconcile(db, provider, paid!.attempt.pspReference!, now);
    await expireOrders(db, new Date(now.getTime() + 3_600_000));
    expect(seen.length).toBeGreaterThan(20);
    expect(await tableScans(seen)).toEqual([]);
    expect(
      (await env.DB.prepare('SELECT payment FROM orders WHERE number = ?1')
        .bind(outcome.number)
        .first<{ payment: string }>())!.payment,
    ).toBe('paid');
  });
});
