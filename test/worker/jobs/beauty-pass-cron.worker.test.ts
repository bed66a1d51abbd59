import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../../worker/index';
import { EXPIRY_CRON } from '../../../worker/jobs/expire-orders';
import { RETENTION_CRON } from '../../../worker/jobs/retention';
import { call } from '../api/shopper-helpers';
import {
  accountOf,
  buy,
  deliver,
  expectConsistent,
  newBuyer,
  orderFigures,
} from '../loyalty/loyalty-helpers';

/**
 * Beauty Pass's work runs on the Cron Triggers (wrangler.toml): the minute one matures pending
 * points whose day has come, the daily one expires the points of inactive members (and reviews
 * tiers, gives insider gifts: worker/loyalty/scheduled.ts, tested there through the sandbox).
 * Here through the worker's own `scheduled` handler, each run twice.
 */

async function cron(name: string, at: number) {
  for (let run = 0; run < 2; run += 1) {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: name, scheduledTime: at }), env, ctx);
    await waitOnExecutionContext(ctx);
  }
}

describe('the Beauty Pass Cron Triggers', () => {
  it('the minute trigger matures pending purchase points on their day, once', async () => {
    const buyer = await newBuyer('sg');
    const order = await buy(buyer);
    const { points } = await orderFigures(order.number);
    await deliver(order.number);
    expect((await accountOf(buyer)).beautyPass.points).toMatchObject({ pending: points });
    // A minute before its day: not yet; a minute into it: available.
    const earn = await env.DB.prepare(
      `SELECT available_at FROM points_ledger WHERE account_id = ?1 AND movement = 'earn'`,
    )
      .bind(buyer.id)
      .first<{ available_at: string }>();
    const day = Date.parse(earn!.available_at);
    await cron(EXPIRY_CRON, day - 60_000);
    expect((await accountOf(buyer)).beautyPass.points).toMatchObject({ pending: points });
    await cron(EXPIRY_CRON, day + 60_000);
    expect((await accountOf(buyer)).beautyPass.points).toMatchObject({
      available: points,
      pending: 0,
    });
    await expectConsistent(buyer.id);
  });

  it('the daily trigger expires the balance of a member inactive for 18 months, once', async () => {
    const buyer = await newBuyer('sg');
    await call(`sandbox/users/${buyer.id}/points`, {
      method: 'POST',
      body: { source: 'manual_points_adjustment', points: 700, key: 'cron-expiry' },
    });
    await call(`sandbox/users/${buyer.id}/clock`, {
      method: 'POST',
      body: { lastActivityDaysAgo: 560 },
    });
    await cron(RETENTION_CRON, Date.now());
    expect((await accountOf(buyer)).beautyPass.points.available).toBe(0);
    const rows = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM points_ledger WHERE account_id = ?1 AND movement = 'expire'`,
    )
      .bind(buyer.id)
      .first<{ n: number }>();
    expect(rows!.n).toBe(1);
    await expectConsistent(buyer.id);
  });
});
