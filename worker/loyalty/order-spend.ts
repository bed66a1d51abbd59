import { spendReservedPoints } from './reward-points';
import { tierRankSql } from '../../client/lib/commerce-rules';
import { tierForSpendSql } from './tier-sql';
import { siteYearSql } from './site-year';

/**
 * What a paid order does to its member's Beauty Pass, in the batch of the transition that paid
 * it (pay, approve, late_pay; worker/orders/settle-attempt.ts), after that transition's UPDATE:
 *
 * 1. its paid merchandise joins the spend ledger (tiers), in the site's year, when it was
 *    placed on the member's home site (a tier is in the home site's currency);
 * 2. it is a purchase: the points' 18-month clock starts again;
 * 3. the tier goes up at once when the year's spend reaches a threshold, and the change is
 *    recorded for "just upgraded";
 * 4. the points its rewards reserved are spent (worker/loyalty/reward-points.ts).
 *
 * Every statement reads the order's row (`payment = 'paid'`), so a transition that lost its
 * race moves nothing here either; the spend row's key (one per order) makes a replay a no-op.
 */

/** Paid merchandise: after discounts, before shipping (orders from before Beauty Pass lack it). */
export const MERCHANDISE_SQL = `COALESCE(json_extract(o.summary, '$.merchandise'),
  json_extract(o.summary, '$.subtotal') - json_extract(o.summary, '$.discount'))`;

const PAID_MEMBER = `(SELECT account_id FROM orders WHERE id = ?1 AND payment = 'paid')`;

export function paidOrderStatements(
  db: D1Database,
  orderId: number,
  now: Date,
): D1PreparedStatement[] {
  const bind = (sql: string) => db.prepare(sql).bind(orderId, now.toISOString());
  const yearOf = (country: string) => siteYearSql(country, now);
  const spend = `COALESCE((SELECT spend_minor FROM tier_spend_years y
      WHERE y.account_id = a.id AND y.year = ${yearOf('a.country')}), 0)`;
  const reached = tierForSpendSql('a.country', spend);
  const upgrade = `${tierRankSql(reached)} > ${tierRankSql('a.tier')}`;
  return [
    bind(
      `INSERT INTO tier_spend (account_id, key, year, amount_minor, order_id, occurred_at)
       SELECT o.account_id, 'paid:' || o.id, ${yearOf('o.country')}, ${MERCHANDISE_SQL}, o.id, ?2
       FROM orders o JOIN accounts a ON a.id = o.account_id
       WHERE o.id = ?1 AND o.payment = 'paid' AND o.country = a.country AND ${MERCHANDISE_SQL} > 0
       ON CONFLICT (account_id, key) DO NOTHING`,
    ),
    bind(
      `UPDATE beauty_pass SET last_activity_at = ?2
       WHERE account_id = ${PAID_MEMBER} AND last_activity_at < ?2`,
    ),
    bind(
      `UPDATE beauty_pass SET tier_changed_at = ?2,
         tier_previous = (SELECT tier FROM accounts WHERE id = beauty_pass.account_id)
       WHERE account_id = ${PAID_MEMBER}
         AND EXISTS (SELECT 1 FROM accounts a WHERE a.id = beauty_pass.account_id AND ${upgrade})`,
    ),
    bind(
      `UPDATE accounts AS a SET tier = ${reached}, updated_at = ?2
       WHERE a.id = ${PAID_MEMBER} AND ${upgrade}`,
    ),
    spendReservedPoints(db, orderId, now),
  ];
}
