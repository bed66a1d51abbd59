import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { TIER_THRESHOLDS } from '../../../client/lib/loyalty/tiers';
import { reviewTiers } from '../../../worker/loyalty/scheduled';
import { expectConsistent, runJob, sandboxMember, siteYear, tierRow } from './loyalty-helpers';

/**
 * The Beauty Pass jobs where their batches meet the rest of the world: work a job cannot do
 * must not hold up the work behind it, and a write between a job's read and its write must not
 * be overwritten by what the job decided from the read.
 */

const HOUR = 3_600_000;

describe('the maturing job', () => {
  it('is not held up by earns that refunds took whole (more than a batch of them)', async () => {
    const member = await sandboxMember({ country: 'sg' });
    const now = new Date();
    const early = new Date(now.getTime() - 2 * HOUR).toISOString();
    const later = new Date(now.getTime() - HOUR).toISOString();
    const day = early.slice(0, 10);
    await env.DB.batch([
      // 250 pending earns due first, each taken back whole by a refund before maturing.
      env.DB.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 250)
         INSERT INTO points_ledger (account_id, source, movement, pending_delta, lifetime_delta,
           key, available_at, available_on, occurred_at)
         SELECT ?1, 'purchase_points', 'earn', 10, 10, 'test-earn:' || i, ?2, ?3, ?2 FROM n`,
      ).bind(member.id, early, day),
      env.DB.prepare(
        `INSERT INTO points_ledger (account_id, source, movement, pending_delta, lifetime_delta,
           key, earn_id, occurred_at)
         SELECT account_id, 'purchase_points', 'reverse', -10, -10, 'test-reverse:' || id, id, ?2
         FROM points_ledger WHERE account_id = ?1 AND key LIKE 'test-earn:%'`,
      ).bind(member.id, early),
      // Then one that has its points still pending.
      env.DB.prepare(
        `INSERT INTO points_ledger (account_id, source, movement, pending_delta, lifetime_delta,
           key, available_at, available_on, occurred_at)
         VALUES (?1, 'purchase_points', 'earn', 40, 40, 'test-earn:last', ?2, ?3, ?2)`,
      ).bind(member.id, later, day),
    ]);
    expect(await expectConsistent(member.id)).toMatchObject({ pending: 40, available: 0 });
    expect(await runJob('mature', now)).toBe(1);
    expect(await runJob('mature', now)).toBe(0);
    expect(await expectConsistent(member.id)).toMatchObject({ pending: 0, available: 40 });
  });
});

describe('the review', () => {
  it('leaves a member whose spend changed between its read and its write to the next run', async () => {
    const year = siteYear('sg');
    const at = new Date(`${year + 1}-01-01T00:30:00+08:00`);
    // Black, nothing spent last year: the read decides White.
    const black = await sandboxMember({ country: 'sg', tier: 'black' });
    let paid = false;
    // Between the read and the batch, the member pays their way back to Black in the new year.
    const racing = new Proxy(env.DB, {
      get(target, key) {
        if (key === 'batch')
          return async (statements: D1PreparedStatement[]) => {
            if (!paid) {
              paid = true;
              await target
                .prepare(
                  `INSERT INTO tier_spend (account_id, key, year, amount_minor, occurred_at)
                   VALUES (?1, 'test:race', ?2, ?3, ?4)`,
                )
                .bind(black.id, year + 1, TIER_THRESHOLDS.sg.black, at.toISOString())
                .run();
            }
            return target.batch(statements);
          };
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function'
          ? (value as (...args: unknown[]) => unknown).bind(target)
          : value;
      },
    });
    await reviewTiers(racing, at);
    expect(paid).toBe(true);
    // Not written from the stale read: still Black, and still to be reviewed.
    expect(await tierRow(black.id)).toMatchObject({ tier: 'black', reviewed_year: year });
    await reviewTiers(env.DB, at);
    expect(await tierRow(black.id)).toEqual({
      tier: 'black',
      tier_previous: null,
      tier_changed_at: null,
      reviewed_year: year + 1,
    });
  });
});
