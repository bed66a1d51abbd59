import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { PricedBag } from '../../../client/api/bag-contract';
import type { Rewards } from '../../../client/api/beauty-pass-contract';
import type { Country } from '../../../client/lib/sites';
import { seedStatements } from '../../../worker/db/seed';
import { expireOrders } from '../../../worker/jobs/expire-orders';
import { errorOf, guest, member, variantOn } from '../api/cart/cart-helpers';
import { call, json } from '../api/shopper-helpers';
import { place, placement, placed } from '../orders/order-helpers';
import { accountOf, expectConsistent, type Member } from './loyalty-helpers';

/**
 * Rewards redeemed in the bag (docs/business-rules.md#rewards): members only, each state refused
 * with its reason, the points reserved at placement, spent when paid, released when the order
 * expires unpaid, and never spent twice when two orders race for the last points.
 */

async function withPoints(points: number, country: Country = 'sg'): Promise<Member> {
  const buyer = await member(country);
  const given = await call(`sandbox/users/${buyer.id}/points`, {
    method: 'POST',
    body: { source: 'manual_points_adjustment', points, key: `gift-${points}` },
  });
  expect(given.status).toBe(200);
  return buyer;
}

async function rewardsOf(buyer: { call: Member['call'] }): Promise<Rewards> {
  const response = await buyer.call('cart/beauty-pass-offers/');
  expect(response.status).toBe(200);
  return json<Rewards>(response);
}

function addReward(
  buyer: { call: Member['call'] },
  rewardId: number,
  path = 'cart/beauty-pass-offers/',
) {
  return buyer.call(path, { method: 'POST', body: { rewardId } });
}

describe('the rewards tab', () => {
  it("lists the site's rewards in two groups with the member's state for each", async () => {
    const buyer = await withPoints(450);
    const list = await rewardsOf(buyer);
    expect(list).toMatchObject({ signedIn: true, tier: 'white', available: 450, inBagPoints: 0 });
    expect(list.rewards).toHaveLength(12);
    expect(list.rewards.filter((reward) => reward.group === 'under_500')).toHaveLength(6);
    const states = Object.fromEntries(list.rewards.map((reward) => [reward.points, reward.state]));
    expect(states).toMatchObject({
      100: 'available',
      300: 'fully_redeemed',
      450: 'available',
      500: 'not_enough_points',
      1000: 'tier_locked',
    });
    expect(list.rewards.find((reward) => reward.points === 500)!.missing).toBe(50);
  });

  it('a guest sees the rewards but cannot redeem one', async () => {
    const shopper = guest('sg');
    await shopper.add((await variantOn('sg')).id, 1);
    const list = await rewardsOf(shopper);
    expect(list.signedIn).toBe(false);
    expect(list.rewards.every((reward) => reward.state === 'members_only')).toBe(true);
    const refused = await addReward(shopper, list.rewards[0].id);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe('Samples or rewards not available');
  });

  it('refuses each reason with its words and field, and adds a reward once', async () => {
    const buyer = await withPoints(450);
    const { rewards } = await rewardsOf(buyer);
    const byPoints = (points: number) => rewards.find((reward) => reward.points === points)!;
    const short = await addReward(buyer, byPoints(500).id, 'rewards/');
    expect(short.status).toBe(409);
    expect(await errorOf(short)).toMatchObject({
      message: 'You need 50 more points for this reward.',
      data: { code: 'POINTS_SHORT', field: 'rewardId' },
    });
    expect((await addReward(buyer, byPoints(300).id)).status).toBe(409);
    const locked = await addReward(buyer, byPoints(1000).id);
    expect(locked.status).toBe(403);
    expect((await errorOf(locked)).message).toBe('This reward is for Black members and above.');
    expect((await addReward(buyer, 999_999)).status).toBe(404);
    expect((await buyer.call('rewards/', { method: 'POST', body: { rewardId: 'x' } })).status).toBe(
      400,
    );

    // The same add thirty times at once: every answer is the bag, with the reward once.
    const added = await Promise.all(
      Array.from({ length: 30 }, () => addReward(buyer, byPoints(400).id)),
    );
    expect(added.map((response) => response.status)).toEqual(Array(30).fill(200));
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM bag_rewards WHERE account_id = ?1')
      .bind(buyer.id)
      .first<{ n: number }>();
    expect(rows!.n).toBe(1);
    const list = await rewardsOf(buyer);
    expect(list.inBagPoints).toBe(400);
    // 400 in the bag: another 100 fits (500 > 450 does not).
    expect(list.rewards.find((reward) => reward.points === 100)!.state).toBe('not_enough_points');
    // Removed twice: the bag as it is each time.
    const removed = await buyer.call(`cart/beauty-pass-offers/${byPoints(400).id}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect((await json<PricedBag>(removed)).rewards.points).toBe(0);
  });

  it('with an Idempotency-Key: a retry is replayed, and the key for another reward is a 422', async () => {
    const buyer = await withPoints(450);
    const { rewards } = await rewardsOf(buyer);
    const [first, second] = rewards.filter((reward) => reward.state === 'available');
    const keyed = (rewardId: number) =>
      buyer.call('cart/beauty-pass-offers/', {
        method: 'POST',
        body: { rewardId },
        headers: { 'Idempotency-Key': 'reward-key-0001' },
      });
    const answers = await Promise.all(Array.from({ length: 5 }, () => keyed(first.id)));
    expect(answers.map((response) => response.status)).toEqual(Array(5).fill(200));
    for (const answer of answers)
      expect((await json<PricedBag>(answer)).rewards.points).toBe(first.points);
    const reused = await keyed(second.id);
    expect(reused.status).toBe(422);
    expect((await errorOf(reused)).data).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      field: 'idempotencyKey',
    });
    expect((await rewardsOf(buyer)).inBagPoints).toBe(first.points);
  });
});

describe('a reward chosen before any product', () => {
  it('is in the bag at once with its points, waiting for a product to ride on', async () => {
    const buyer = await withPoints(450);
    const { rewards } = await rewardsOf(buyer);
    const reward = rewards.find((candidate) => candidate.points === 400)!;
    const added = await addReward(buyer, reward.id);
    expect(added.status).toBe(200);
    const bag = await json<PricedBag>(added);
    expect(bag.rewards.points).toBe(400);
    expect(bag.lines).toEqual([
      expect.objectContaining({
        kind: 'reward',
        rewardId: reward.id,
        points: 400,
        problems: [
          expect.objectContaining({
            code: 'reward_needs_products',
            blocking: true,
            message: 'Rewards come with an order: add a product to your bag to redeem this reward',
          }),
        ],
      }),
    ]);
    expect(bag.checkoutBlocked).toBe(true);
    // The bag as read says the same; a product added lifts the problem.
    expect((await json<PricedBag>(await buyer.call('cart/'))).rewards.points).toBe(400);
    await buyer.add((await variantOn('sg')).id, 1);
    const withProduct = await json<PricedBag>(await buyer.call('cart/'));
    expect(withProduct.lines.find((line) => line.kind === 'reward')?.problems).toEqual([]);
    expect(withProduct.checkoutBlocked).toBe(false);
  });
});

describe('redeeming', () => {
  it('reserves at placement and spends on payment: the points move from available to spent', async () => {
    const buyer = await withPoints(500);
    await buyer.add((await variantOn('sg')).id, 1);
    const reward = (await rewardsOf(buyer)).rewards.find((item) => item.points === 450)!;
    const bag = await json<PricedBag>(await addReward(buyer, reward.id));
    const line = bag.lines.find((item) => item.kind === 'reward')!;
    expect(line).toMatchObject({ amount: 0, points: 450, rewardId: reward.id, problems: [] });
    expect(bag.rewards).toEqual({ points: 450, available: 500 });
    // The mini-bag names its points too.
    const mini = await json<{ lines: { kind: string; points?: number }[] }>(
      await buyer.call('cart/bag/'),
    );
    expect(mini.lines.find((item) => item.kind === 'reward')).toMatchObject({ points: 450 });
    const stockBefore = await stockOf(reward.id);

    const order = (await placed(await place(buyer, await placement(buyer, 'sg')))).order;
    expect(order.state).toBe('paid');
    const pass = (await accountOf(buyer)).beautyPass.points;
    expect(pass).toMatchObject({ available: 50, reserved: 0 });
    expect(await stockOf(reward.id)).toBe(stockBefore - 1);
    const history = await (
      await buyer.call('account/points')
    ).json<{
      items: { source: string; status: string; points: number; orderNumber: string }[];
    }>();
    expect(history.items[0]).toMatchObject({
      source: 'used_points',
      status: 'spent',
      points: -450,
      orderNumber: order.number,
    });
    await expectConsistent(buyer.id);
    // The bag is empty again: the reward went with the order.
    expect((await rewardsOf(buyer)).inBagPoints).toBe(0);
  });

  it('releases the points (and the reward) when a QR order expires unpaid, once', async () => {
    const buyer = await withPoints(500);
    await buyer.add((await variantOn('sg')).id, 1);
    const reward = (await rewardsOf(buyer)).rewards.find((item) => item.points === 200)!;
    await addReward(buyer, reward.id);
    const stockBefore = await stockOf(reward.id);
    const order = (
      await placed(
        await place(
          buyer,
          await placement(buyer, 'sg', { paymentMethod: 'paynow', card: undefined }),
        ),
      )
    ).order;
    expect(order.state).toBe('payment_pending');
    expect((await accountOf(buyer)).beautyPass.points).toMatchObject({
      available: 300,
      reserved: 200,
    });
    await env.DB.prepare(
      `UPDATE payment_attempts SET expires_at = ?2 WHERE order_id = (SELECT id FROM orders WHERE number = ?1)`,
    )
      .bind(order.number, new Date(Date.now() - 60_000).toISOString())
      .run();
    await expireOrders(env.DB, new Date());
    await expireOrders(env.DB, new Date());
    expect((await accountOf(buyer)).beautyPass.points).toMatchObject({
      available: 500,
      reserved: 0,
    });
    expect(await stockOf(reward.id)).toBe(stockBefore);
    await expectConsistent(buyer.id);
  });

  it('two orders racing for the last points: one is placed, the other is refused whole', async () => {
    const buyer = await withPoints(500);
    // The same member's bags on two sites, each with a reward of 400 (800 > 500).
    const sgBag = buyer;
    await sgBag.add((await variantOn('sg')).id, 1);
    const sgReward = (await rewardsOf(sgBag)).rewards.find((item) => item.points === 400)!;
    expect((await addReward(sgBag, sgReward.id)).status).toBe(200);
    const myShopper = memberOnSite(sgBag, 'my');
    await myShopper.add((await variantOn('my')).id, 1);
    const myReward = (await rewardsOf(myShopper)).rewards.find((item) => item.points === 400)!;
    expect((await addReward(myShopper, myReward.id)).status).toBe(200);

    const [first, second] = await Promise.all([
      place(sgBag, await placement(sgBag, 'sg')),
      place(myShopper, await placement(myShopper, 'my')),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([201, 409]);
    const refused = first.status === 409 ? first : second;
    expect((await errorOf(refused)).data.code).toBe('BAG_PROBLEMS');
    expect((await accountOf(sgBag)).beautyPass.points).toMatchObject({
      available: 100,
      reserved: 0,
    });
    await expectConsistent(sgBag.id);
  });
});

describe('a local re-seed', () => {
  it('deletes the orders and keeps the ledger: its rows lose only their order reference', async () => {
    const buyer = await withPoints(500);
    await buyer.add((await variantOn('sg')).id, 1);
    const reward = (await rewardsOf(buyer)).rewards.find((item) => item.points === 100)!;
    await addReward(buyer, reward.id);
    await placed(await place(buyer, await placement(buyer, 'sg')));
    const before = await expectConsistent(buyer.id);
    const statements = seedStatements();
    await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
    expect(await expectConsistent(buyer.id)).toEqual(before);
    const rows = await env.DB.prepare(
      `SELECT COUNT(*) AS n, COUNT(order_id) AS linked FROM points_ledger WHERE account_id = ?1`,
    )
      .bind(buyer.id)
      .first<{ n: number; linked: number }>();
    expect(rows).toEqual({ n: 3, linked: 0 });
  });
});

/** The same member shopping on another site (their session on that site's bag). */
function memberOnSite(buyer: Member, country: Country) {
  const call = (path: string, options: Parameters<Member['call']>[1] = {}) =>
    buyer.call(path, { ...options, site: { country, language: 'en' } });
  return {
    ...buyer,
    call,
    async bag() {
      return json<PricedBag>(await call('cart/'));
    },
    async add(variantId: number, quantity = 1) {
      const response = await call('cart/line-items/', {
        method: 'POST',
        body: { variantId, quantity },
      });
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      return json<PricedBag>(await call('cart/'));
    },
  } as Member;
}

async function stockOf(rewardId: number): Promise<number> {
  const row = await env.DB.prepare('SELECT stock FROM rewards WHERE id = ?1')
    .bind(rewardId)
    .first<{ stock: number }>();
  return row!.stock;
}
