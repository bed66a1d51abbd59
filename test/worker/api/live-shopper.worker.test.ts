import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PricedBag } from '../../../client/api/bag-contract';
import { newKey, place, placed, placement } from '../orders/order-helpers';
import { errorOf, member, signIn, variantOn, type Shopper } from './cart/cart-helpers';
import { PASSWORD, sessionCookie } from './member-helpers';
import { call, json, type CallOptions } from './shopper-helpers';

/**
 * Every answer that is the member's own checks the sign-in is live, in one place
 * (worker/api/live-shopper.ts): a copied access token (its two cookies) stops working at once
 * when its owner signs out everywhere or changes the password, not 15 minutes later. And what
 * changes money (the staff flag, the tier) is the account's now, not the token's.
 */

const countOf = async (sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>())!.n;

/**
 * The ways a member ends every sign-in, each from the victim's own browser (its cookie);
 * answers the cookie of the sign-in the member holds afterwards.
 */
const REVOCATIONS: Record<string, (victim: { id: number; cookie: string }) => Promise<string>> = {
  'signing out everywhere': async (victim) => {
    const out = await call('sessions?scope=all', {
      method: 'DELETE',
      headers: { cookie: victim.cookie },
    });
    expect(out.status).toBe(200);
    return signIn(victim.id);
  },
  // A password change ends every other sign-in and starts a new one for this browser.
  'changing the password': async (victim) => {
    const changed = await call('account/password', {
      method: 'PATCH',
      headers: { cookie: victim.cookie },
      body: {
        currentPassword: PASSWORD,
        password: 'Peony#2026-new',
        passwordConfirmation: 'Peony#2026-new',
      },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    return sessionCookie(changed);
  },
};

describe.each(Object.entries(REVOCATIONS))('after %s', (_, revoke) => {
  let victim: Shopper & { id: number; cookie: string };
  let copied: string;
  let fresh: string;
  let order: string;
  let variantId: number;
  let productId: number;
  let body: unknown;

  beforeAll(async () => {
    victim = await member('sg');
    const variant = await variantOn('sg');
    variantId = variant.id;
    productId = variant.product_id;
    await victim.add(variantId);
    order = (await placed(await place(victim, await placement(victim, 'sg')))).order.number;
    await victim.add(variantId);
    body = await placement(victim, 'sg', {
      contact: {
        email: 'attacker@example.net',
        firstName: 'A',
        lastName: 'B',
        mobile: '+65 8123 4567',
      },
    });
    // The attacker's copy of the access token: the two jwt cookies, without the refresh token.
    copied = victim.cookie
      .split('; ')
      .filter((pair) => pair.startsWith('jwt-data=') || pair.startsWith('jwt-signature='))
      .join('; ');
    expect(copied).toMatch(/jwt-data=.+; jwt-signature=.+/);
    expect((await call('cart/', { headers: { cookie: copied } })).status).toBe(200);
    fresh = await revoke(victim);
  });

  const replays: [string, () => [string, CallOptions]][] = [
    ['the bag', () => ['cart/', {}]],
    ['the mini-bag', () => ['cart/bag/', {}]],
    [
      'a bag change',
      () => ['cart/line-items/', { method: 'POST', body: { variantId, quantity: 1 } }],
    ],
    ['checkout', () => ['checkout/', {}]],
    ['the orders list', () => ['orders/', {}]],
    ['an order', () => [`orders/${order}`, {}]],
    ['buying an order again', () => [`orders/${order}/buy-again`, { method: 'POST', body: {} }]],
    [
      'placing an order',
      () => ['orders/', { method: 'POST', body, headers: { 'idempotency-key': newKey() } }],
    ],
    ['the rewards', () => ['rewards/', {}]],
    ["the bag's rewards", () => ['cart/beauty-pass-offers/', {}]],
    ['the wish list', () => ['wishlist/', {}]],
    ['a wish', () => ['wishlist', { method: 'PUT', body: { productId, wished: true } }]],
    ['the waitlist', () => ['waitlist/', {}]],
    ['the account', () => ['account', {}]],
    ['GET user (points, tier, analytics)', () => ['user', {}]],
  ];

  it.each(replays)('the copied token is refused on %s: 401 SESSION_EXPIRED', async (_, request) => {
    const [path, options] = request();
    const ordersBefore = await countOf(
      'SELECT COUNT(*) AS n FROM orders WHERE account_id = ?1',
      victim.id,
    );
    const response = await call(path, {
      ...options,
      headers: { ...options.headers, cookie: copied },
    });
    expect(response.status, await response.clone().text()).toBe(401);
    expect((await errorOf(response)).data.code).toBe('SESSION_EXPIRED');
    expect(await countOf('SELECT COUNT(*) AS n FROM orders WHERE account_id = ?1', victim.id)).toBe(
      ordersBefore,
    );
  });

  it('the copied token cannot sign the member out of the sign-in they hold now', async () => {
    const out = await call('sessions?scope=all', { method: 'DELETE', headers: { cookie: copied } });
    expect(out.status).toBe(200);
    expect((await call('account', { headers: { cookie: fresh } })).status).toBe(200);
    expect((await call('cart/', { headers: { cookie: fresh } })).status).toBe(200);
  });
});

describe('what changes money is read from the account, not the token', () => {
  it('a staff flag removed: the next bag, and an order placed with the same token, have no staff discount', async () => {
    const staff = await member('sg', { isEmployee: true });
    const variant = await variantOn('sg', { offset: 3 });
    const before = await staff.add(variant.id);
    expect(before.staff).toBe(true);
    expect(before.lines[0].staffDiscount).toBeGreaterThan(0);

    await env.DB.prepare('UPDATE accounts SET is_employee = 0 WHERE id = ?1').bind(staff.id).run();
    const after = await json<PricedBag>(await staff.call('cart/'));
    expect(after.staff).toBe(false);
    expect(after.lines[0].staffDiscount ?? 0).toBe(0);
    expect(after.totals.total).toBeGreaterThan(before.totals.total);

    // A placement expecting the staff price is refused with the price now; at that price it goes.
    const stale = await place(
      staff,
      await placement(staff, 'sg', { expectedTotal: before.totals.total }),
    );
    expect(stale.status).toBe(409);
    const order = await placed(await place(staff, await placement(staff, 'sg')));
    expect(order.order.summary.total).toBe(after.totals.total);
  });

  it('a tier lowered: the next bag of the same token no longer ships free as Gold', async () => {
    const gold = await member('sg', { tier: 'gold' });
    const cheap = await env.DB.prepare(
      `SELECT v.id FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg'
       JOIN products p ON p.id = v.product_id
       WHERE o.price_minor < 3000 AND o.stock > 5 AND p.launch_at IS NULL AND p.priority_tier IS NULL
       ORDER BY v.id LIMIT 1`,
    ).first<{ id: number }>();
    const before = await gold.add(cheap!.id);
    expect(before.freeShipping.reason).toBe('gold');
    await env.DB.prepare("UPDATE accounts SET tier = 'white' WHERE id = ?1").bind(gold.id).run();
    const after = await json<PricedBag>(await gold.call('cart/'));
    expect(after.freeShipping.reason).not.toBe('gold');
    expect(after.totals.shipping).toBeGreaterThan(0);
  });

  it('a staff flag given: the next bag has the staff discount without signing in again', async () => {
    const shopper = await member('sg');
    const variant = await variantOn('sg', { offset: 4 });
    expect((await shopper.add(variant.id)).staff).toBe(false);
    await env.DB.prepare('UPDATE accounts SET is_employee = 1 WHERE id = ?1')
      .bind(shopper.id)
      .run();
    expect((await json<PricedBag>(await shopper.call('cart/'))).staff).toBe(true);
  });
});
