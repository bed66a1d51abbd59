import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { pointsToEarn } from '../../../client/lib/pricing/points';
import { call } from '../api/shopper-helpers';
import {
  accountOf,
  buy,
  deliver,
  expectConsistent,
  newBuyer,
  orderFigures,
  refund,
  runJob,
} from './loyalty-helpers';

const DAY = 86_400_000;

describe('purchase points', () => {
  it('are pending at delivery, available 3 working days later, and the job runs twice safely', async () => {
    const buyer = await newBuyer('sg');
    const order = await buy(buyer);
    const figures = await orderFigures(order.number);
    expect(figures.points).toBe(pointsToEarn(figures.merchandise, 'SGD'));
    expect(figures.points).toBeGreaterThan(0);
    // Paid, not delivered: nothing yet.
    expect((await accountOf(buyer)).beautyPass.points).toMatchObject({ available: 0, pending: 0 });

    await deliver(order.number);
    const pending = (await accountOf(buyer)).beautyPass.points;
    expect(pending).toMatchObject({ available: 0, pending: figures.points });
    // Delivered twice is refused and earns nothing more.
    const again = await call(`sandbox/orders/${order.number}/fulfilment`, {
      method: 'POST',
      body: { step: 'deliver' },
    });
    expect(again.status).toBe(409);
    await expectConsistent(buyer.id);

    const history = await (
      await buyer.call('account/points')
    ).json<{
      items: {
        source: string;
        status: string;
        points: number;
        availableOn: string;
        orderNumber: string;
      }[];
    }>();
    expect(history.items[0]).toMatchObject({
      source: 'purchase_points',
      status: 'pending',
      points: figures.points,
      orderNumber: order.number,
    });
    const availableOn = history.items[0].availableOn;
    // Not before its day; on its day, once, however often the job runs.
    expect(
      await runJob('mature', new Date(Date.parse(`${availableOn}T00:00:00+08:00`) - 60_000)),
    ).toBe(0);
    const dayStart = new Date(`${availableOn}T00:00:00+08:00`);
    expect(await runJob('mature', dayStart)).toBe(1);
    expect(await runJob('mature', dayStart)).toBe(0);
    expect((await accountOf(buyer)).beautyPass.points).toMatchObject({
      available: figures.points,
      pending: 0,
      lifetime: figures.points,
    });
    const after = await (
      await buyer.call('account/points')
    ).json<{ items: { status: string }[] }>();
    expect(after.items.map((item) => item.status)).toEqual(['available']);
    await expectConsistent(buyer.id);
  });

  it('are reversed proportionally by refunds, never more than earned, once per refund', async () => {
    const buyer = await newBuyer('sg');
    const order = await buy(buyer, 'sg', 3);
    const { points, merchandise } = await orderFigures(order.number);
    await deliver(order.number);

    // A refund before maturing takes from the pending points.
    const third = Math.floor(merchandise / 3);
    const first = await refund(order.number, third, 'refund-key-1');
    expect(first.status, await first.clone().text()).toBe(200);
    const taken1 = Math.floor((points * third) / merchandise);
    expect(await first.json()).toEqual({ refunded: third, pointsReversed: taken1 });
    // The same key again: the same refund, nothing more.
    expect(await (await refund(order.number, third, 'refund-key-1')).json()).toEqual({
      refunded: third,
      pointsReversed: taken1,
    });
    expect((await accountOf(buyer)).beautyPass.points.pending).toBe(points - taken1);

    // Matured, then the rest refunded: the available balance gives back the rest, exactly.
    await runJob('mature', new Date(Date.now() + 10 * DAY));
    expect((await accountOf(buyer)).beautyPass.points.available).toBe(points - taken1);
    const rest = await refund(order.number, merchandise - third, 'refund-key-2');
    expect(await rest.json()).toEqual({ refunded: merchandise, pointsReversed: points });
    // Nothing is left to refund.
    const over = await refund(order.number, 1, 'refund-key-3');
    expect(over.status).toBe(409);
    expect(await over.json()).toMatchObject({
      data: { code: 'REFUND_TOO_LARGE', field: 'amount' },
    });
    const balance = await expectConsistent(buyer.id);
    expect(balance).toMatchObject({ available: 0, pending: 0, lifetime: 0 });
    // The tier spend went back too.
    const spend = await env.DB.prepare(
      'SELECT SUM(spend_minor) AS total FROM tier_spend_years WHERE account_id = ?1',
    )
      .bind(buyer.id)
      .first<{ total: number }>();
    expect(spend!.total).toBe(0);
  });

  it('never takes the balance below zero when the points were spent (clamped reversal)', async () => {
    const buyer = await newBuyer('sg');
    const order = await buy(buyer);
    const { points, merchandise } = await orderFigures(order.number);
    await deliver(order.number);
    await runJob('mature', new Date(Date.now() + 10 * DAY));
    // Customer care takes all but one point (as a redemption would).
    const spent = await call(`sandbox/users/${buyer.id}/points`, {
      method: 'POST',
      body: { source: 'manual_points_adjustment', points: -(points - 1), key: 'spent-it' },
    });
    expect(spent.status, await spent.clone().text()).toBe(200);
    const answer = await (await refund(order.number, merchandise, 'refund-all')).json();
    expect(answer).toEqual({ refunded: merchandise, pointsReversed: 1 });
    expect(await expectConsistent(buyer.id)).toMatchObject({ available: 0 });
    const row = await env.DB.prepare(
      `SELECT json_extract(detail, '$.owed') AS owed, json_extract(detail, '$.taken') AS taken
       FROM points_ledger WHERE account_id = ?1 AND movement = 'reverse'`,
    )
      .bind(buyer.id)
      .first<{ owed: number; taken: number }>();
    expect(row).toEqual({ owed: points, taken: 1 });
  });

  it('a refund before delivery lowers the earn instead', async () => {
    const buyer = await newBuyer('sg');
    const order = await buy(buyer, 'sg', 2);
    const { points, merchandise } = await orderFigures(order.number);
    const half = Math.floor(merchandise / 2);
    expect((await refund(order.number, half, 'early-refund')).status).toBe(200);
    await deliver(order.number);
    const expected = points - Math.floor((points * half) / merchandise);
    expect((await accountOf(buyer)).beautyPass.points.pending).toBe(expected);
    await expectConsistent(buyer.id);
  });
});

describe('the ledger', () => {
  it('is append-only, and a debit larger than the balance fails whole', async () => {
    const buyer = await newBuyer('sg');
    const award = await call(`sandbox/users/${buyer.id}/points`, {
      method: 'POST',
      body: { source: 'manual_points_adjustment', points: 40, key: 'care-1' },
    });
    expect(award.status).toBe(200);
    await expect(
      env.DB.prepare('UPDATE points_ledger SET available_delta = 999 WHERE account_id = ?1')
        .bind(buyer.id)
        .run(),
    ).rejects.toThrow(/append-only/);
    const debit = await call(`sandbox/users/${buyer.id}/points`, {
      method: 'POST',
      body: { source: 'manual_points_adjustment', points: -41, key: 'care-2' },
    });
    expect(debit.status).toBe(409);
    expect(await expectConsistent(buyer.id)).toMatchObject({ available: 40 });
    // A shape no movement allows is refused by the table itself.
    await expect(
      env.DB.prepare(
        `INSERT INTO points_ledger (account_id, source, movement, available_delta, key, occurred_at)
         VALUES (?1, 'bonus_points', 'earn', 10, 'bad:1', '2026-01-01')`,
      )
        .bind(buyer.id)
        .run(),
    ).rejects.toThrow(/CHECK/);
  });

  it('awards an action once, however often it happens', async () => {
    const buyer = await newBuyer('sg');
    const profile = {
      skinType: 'dry',
      skinTone: 'medium',
      skinConcerns: ['acne'],
      hairType: 'wavy',
      hairConcerns: ['frizz'],
    };
    for (let i = 0; i < 2; i += 1) {
      const patched = await buyer.call('account', {
        method: 'PATCH',
        body: { beautyProfile: profile },
      });
      expect(patched.status, await patched.clone().text()).toBe(200);
    }
    const history = await (
      await buyer.call('account/points')
    ).json<{
      items: { source: string; points: number; status: string }[];
    }>();
    expect(history.items).toEqual([
      expect.objectContaining({
        source: 'completed_beauty_profile',
        points: 50,
        status: 'available',
      }),
    ]);
    await expectConsistent(buyer.id);
  });
});

describe('expiry', () => {
  it('expires the whole available balance 18 months after the last activity, once', async () => {
    const buyer = await newBuyer('sg');
    await call(`sandbox/users/${buyer.id}/points`, {
      method: 'POST',
      body: { source: 'manual_points_adjustment', points: 300, key: 'expiry-1' },
    });
    // 17 months and a bit: shown as expiring, not expired.
    const moved = await call(`sandbox/users/${buyer.id}/clock`, {
      method: 'POST',
      body: { lastActivityDaysAgo: 520 },
    });
    const warned = (
      (await moved.json()) as { beautyPass: { points: { expiring: number; expiresOn: string } } }
    ).beautyPass.points;
    expect(warned.expiring).toBe(300);
    expect(warned.expiresOn > new Date().toISOString().slice(0, 10)).toBe(true);
    expect(await runJob('expire')).toBe(0);

    await call(`sandbox/users/${buyer.id}/clock`, {
      method: 'POST',
      body: { lastActivityDaysAgo: 560 },
    });
    expect(await runJob('expire')).toBe(1);
    expect(await runJob('expire')).toBe(0);
    const after = (await accountOf(buyer)).beautyPass.points;
    expect(after).toMatchObject({ available: 0, expiring: 0, expiresOn: null });
    await expectConsistent(buyer.id);
    const history = await (
      await buyer.call('account/points')
    ).json<{ items: { source: string; points: number }[] }>();
    expect(history.items[0]).toMatchObject({ source: 'expired_points', points: -300 });
  });
});
