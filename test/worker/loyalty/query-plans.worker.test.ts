import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { TIER_THRESHOLDS } from '../../../client/lib/loyalty/tiers';
import { siteToday } from '../../../client/lib/sites';
import {
  expireInactivePoints,
  matureDuePoints,
  reviewTiers,
} from '../../../worker/loyalty/scheduled';
import { giveInsiderGifts } from '../../../worker/loyalty/insider-gifts';
import { earnStatement, refundStatements } from '../../../worker/loyalty/order-points';
import { paidOrderStatements } from '../../../worker/loyalty/order-spend';
import { findAccountWithPoints } from '../../../worker/accounts/accounts';
import { readBeautyPass, readPointsHistory } from '../../../worker/loyalty/read-beauty-pass';
import { call } from '../api/shopper-helpers';
import { recordingDb, tableScans } from '../query-plans';
import { buy, deliver, sandboxMember, siteYear, withoutWelcomeVoucher } from './loyalty-helpers';

/**
 * Beauty Pass's jobs and reads go through indexes: no statement scans a table (accounts, the
 * ledgers and the gifts grow with every member; a daily job that scanned them would slow as
 * they do). Each job runs here with work to do, so its writes are recorded too.
 */

const DAY = 86_400_000;

async function recorded(run: (db: D1Database) => Promise<unknown>) {
  const { db, seen } = recordingDb();
  await run(db);
  return seen;
}

describe('Beauty Pass statements', () => {
  it('the jobs never scan a table', async () => {
    const now = new Date();
    // Maturing: a delivered order's pending points.
    const buyer = await sandboxMember({ country: 'sg', spend: TIER_THRESHOLDS.sg.gold - 1 });
    const order = await buy(buyer, 'sg', 1);
    await deliver(order.number);
    // Expiry: points and 18 months without activity.
    const idle = await sandboxMember({ country: 'sg', points: 100 });
    await call(`sandbox/users/${idle.id}/clock`, {
      method: 'POST',
      body: { lastActivityDaysAgo: 560 },
    });
    // Review: a Gold member with nothing spent; gifts: a birthday this month, a new member
    // without a welcome voucher, and the buyer who reached Gold.
    await sandboxMember({ country: 'sg', tier: 'gold' });
    await sandboxMember({ country: 'sg', birthDate: `1990-${siteToday('sg').slice(5, 7)}-02` });
    await withoutWelcomeVoucher((await sandboxMember({ country: 'sg' })).id);

    const seen = [
      ...(await recorded((db) => matureDuePoints(db, new Date(now.getTime() + 10 * DAY), 60))),
      ...(await recorded((db) => matureDuePoints(db, now, 1))),
      ...(await recorded((db) => expireInactivePoints(db, now))),
      ...(await recorded((db) =>
        reviewTiers(db, new Date(`${siteYear('sg') + 1}-01-01T00:30:00+08:00`)),
      )),
      ...(await recorded((db) => giveInsiderGifts(db, now))),
    ];
    const sql = seen.map(({ sql: text }) => text.replace(/\s+/g, ' '));
    // Every part had work: its writes were made, and are in the plans checked.
    expect(sql.some((text) => text.includes("'mature'") && text.startsWith('INSERT'))).toBe(true);
    expect(sql.some((text) => text.includes("'expire'") && text.startsWith('INSERT'))).toBe(true);
    expect(sql.some((text) => text.startsWith('UPDATE beauty_pass SET reviewed_year'))).toBe(true);
    const kinds = seen
      .filter(({ sql: text }) => text.trim().startsWith('INSERT INTO insider_gifts'))
      .map(({ binds }) => binds[1]);
    expect(new Set(kinds)).toEqual(
      new Set(['welcome_voucher', 'birthday_voucher', 'gold_welcome']),
    );
    expect(await tableScans(seen)).toEqual([]);
  });

  it("a paid order's statements and the member's reads never scan a table", async () => {
    const buyer = await sandboxMember({ country: 'sg', spend: TIER_THRESHOLDS.sg.black - 1 });
    const order = await buy(buyer, 'sg', 1);
    await deliver(order.number);
    await call(`sandbox/users/${buyer.id}/points`, {
      method: 'POST',
      body: { source: 'manual_points_adjustment', points: 20, key: 'plans-1' },
    });
    const id = (await env.DB.prepare('SELECT id FROM orders WHERE number = ?1')
      .bind(order.number)
      .first<{ id: number }>())!.id;
    const now = new Date();
    const seen = [
      ...(await recorded((db) => db.batch(paidOrderStatements(db, id, now)))),
      ...(await recorded((db) => earnStatement(db, { id, country: 'sg' }, now).run())),
      ...(await recorded((db) =>
        db.batch(refundStatements(db, { orderId: id, amount: 100, key: 'plans-refund' }, now)),
      )),
      ...(await recorded((db) => readBeautyPass(db, buyer.id, now))),
      ...(await recorded((db) => readPointsHistory(db, buyer.id, { limit: 1 }))),
      ...(await recorded((db) => readPointsHistory(db, buyer.id, { before: 1e6, limit: 20 }))),
      ...(await recorded((db) => findAccountWithPoints(db, buyer.id))),
    ];
    expect(seen.length).toBeGreaterThanOrEqual(13);
    expect(await tableScans(seen)).toEqual([]);
  });
});
