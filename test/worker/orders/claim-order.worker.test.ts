import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { OrderAnswer } from '../../../client/api/order-contract';
import { variantOn } from '../api/cart/cart-helpers';
import { newMember } from '../api/member-helpers';
import { call, json } from '../api/shopper-helpers';
import { accessCookie, CONTACT, guestWith, place, placed, placement } from './order-helpers';

/**
 * A guest's order claimed by the account created from its confirmation
 * (worker/orders/claim-order.ts): only with the order's token and the same e-mail, once, and
 * its points then earned by the normal rules (pending at delivery, available 3 working days on).
 */

let serial = 0;

/** A guest's paid and delivered SG order placed with a fresh e-mail. */
async function deliveredGuestOrder() {
  serial += 1;
  const email = `guest-${Date.now()}-${serial}@example.com`;
  const variant = await variantOn('sg', { offset: serial });
  const shopper = await guestWith('sg', variant.id, 2);
  const response = await place(
    shopper,
    await placement(shopper, 'sg', { contact: { ...CONTACT, email } }),
  );
  const { order } = await placed(response);
  expect(order.state).toBe('paid');
  expect(order.summary.pointsEarned).toBe(0);
  expect(order.summary.pointsOnJoining).toBeGreaterThan(0);
  for (const step of ['ship', 'deliver'])
    expect(
      (
        await call(`sandbox/orders/${order.number}/fulfilment`, {
          method: 'POST',
          body: { step },
        })
      ).status,
    ).toBe(200);
  return {
    email,
    number: order.number,
    access: accessCookie(response),
    points: order.summary.pointsOnJoining!,
  };
}

const claim = (number: string, cookie: string) =>
  call(`orders/${number}/claim`, { method: 'POST', body: {}, headers: { cookie } });

const earned = async (accountId: number) =>
  (
    await env.DB.prepare(
      `SELECT pending_delta AS pending, available_on FROM points_ledger
       WHERE account_id = ?1 AND movement = 'earn' AND source = 'purchase_points'`,
    )
      .bind(accountId)
      .all<{ pending: number; available_on: string }>()
  ).results;

describe('claiming a guest order', () => {
  it('the new member with its token and e-mail takes the order and its points as pending, once', async () => {
    const order = await deliveredGuestOrder();
    const member = await newMember({ email: order.email });
    const response = await claim(order.number, `${member.cookie}; ${order.access}`);
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await json<OrderAnswer>(response)).order.summary.pointsEarned).toBe(order.points);
    expect((await earned(member.id)).map((row) => row.pending)).toEqual([order.points]);
    // Again (a second tab): nothing more.
    expect((await claim(order.number, `${member.cookie}; ${order.access}`)).status).toBe(200);
    expect((await earned(member.id)).map((row) => row.pending)).toEqual([order.points]);
    const list = await json<{ orders: { number: string }[] }>(await member.as('orders/'));
    expect(list.orders.map((listed) => listed.number)).toContain(order.number);
  });

  it('is refused without the order’s token, with another e-mail, to a guest, and once claimed', async () => {
    const order = await deliveredGuestOrder();
    const member = await newMember({ email: order.email });
    expect((await claim(order.number, member.cookie)).status).toBe(404);
    const other = await newMember();
    const differs = await claim(order.number, `${other.cookie}; ${order.access}`);
    expect(differs.status).toBe(403);
    expect((await json<{ data: { field: string } }>(differs)).data.field).toBe('email');
    // A guest (no session; here not even a device) cannot claim.
    expect([401, 428]).toContain((await claim(order.number, order.access)).status);
    expect((await claim(order.number, `${member.cookie}; ${order.access}`)).status).toBe(200);
    // Another account can never take it afterwards.
    expect((await claim(order.number, `${other.cookie}; ${order.access}`)).status).toBe(404);
    expect(await earned(other.id)).toEqual([]);
    const claims = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM order_claims WHERE order_id = (SELECT id FROM orders WHERE number = ?1)`,
    )
      .bind(order.number)
      .first<{ n: number }>();
    expect(claims!.n).toBe(1);
  });
});
