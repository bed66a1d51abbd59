import { pointsExpireOn } from '../../client/lib/loyalty/points-rules';
import { reviewedTier, tierForSpend } from '../../client/lib/loyalty/tiers';
import { tierRank, type Tier } from '../../client/lib/commerce-rules';
import { COUNTRIES, siteToday, type Country } from '../../client/lib/sites';
import { giveInsiderGifts } from '../loyalty/insider-gifts';
import { maturedSql, pendingLeftSql } from '../loyalty/earn-sql';

/**
 * Beauty Pass's scheduled work (Cron Triggers; docs/business-rules.md#beauty-pass). Each part is
 * safe to run twice or beside itself: what it writes is a ledger row with a unique key (a second
 * run's INSERT meets the key and does nothing) or a compare-and-set UPDATE on the state it read.
 *
 * - Maturing (every minute): pending purchase points become available on their day.
 * - Expiry (daily): the whole available balance of a member whose last purchase or redemption
 *   (or joining) is 18 months old, once per inactivity episode.
 * - Tier review (daily, acting on 1 January in each site's time zone): one tier down for a
 *   member whose last year's spend missed their tier's threshold.
 * - Insider gifts (daily): birthday vouchers from the 1st of the birthday month, welcome
 *   vouchers a sign-up missed, the Gold welcome gift (worker/loyalty/insider-gifts.ts).
 */

const BATCH = 200;
const DAY = 86_400_000;

/** What the earn `d` still has pending. */
const LEFT_PENDING = pendingLeftSql('d');

/**
 * Pending purchase points whose day has come. `lookBackDays` bounds the index range read: the
 * minute job looks one day back, the daily job sixty (a missed minute is caught next minute,
 * a missed day next day). The amount is what is still pending after reversals, computed in the
 * statement; an earn that refunds took whole has nothing to mature and is passed over before
 * the batch's limit, so it never holds up the earns behind it.
 */
export async function matureDuePoints(
  db: D1Database,
  now: Date,
  lookBackDays = 1,
): Promise<number> {
  const result = await db
    .prepare(
      `INSERT INTO points_ledger (account_id, source, movement, available_delta, pending_delta, key,
         order_id, order_number, earn_id, occurred_at)
       SELECT d.account_id, d.source, 'mature', ${LEFT_PENDING}, -${LEFT_PENDING}, 'mature:' || d.id,
         d.order_id, d.order_number, d.id, ?1
       FROM points_ledger d
       WHERE d.movement = 'earn' AND d.pending_delta > 0 AND d.available_at <= ?1
         AND d.available_at > ?2
         AND NOT ${maturedSql('d')}
         AND ${LEFT_PENDING} > 0
       LIMIT ${BATCH}
       ON CONFLICT (account_id, key) DO NOTHING
       RETURNING id`,
    )
    .bind(now.toISOString(), new Date(now.getTime() - lookBackDays * DAY).toISOString())
    .all();
  // Rows written, by RETURNING: D1's change count includes the balance trigger's updates.
  return result.results.length;
}

/**
 * Expires the available balance of members inactive for 18 months. Candidates are read by the
 * partial index (members with points, by last activity); each one's expiry day is decided on
 * its site's calendar; the write re-checks the activity it read, so a purchase in between wins.
 */
export async function expireInactivePoints(db: D1Database, now: Date): Promise<number> {
  // 18 months is at most 549 days: anything more recent cannot have expired.
  const cutoff = new Date(now.getTime() - 540 * DAY).toISOString();
  const { results } = await db
    .prepare(
      `SELECT b.account_id, b.last_activity_at, a.country FROM beauty_pass b
       JOIN accounts a ON a.id = b.account_id
       WHERE b.available > 0 AND b.last_activity_at <= ?1
       ORDER BY b.last_activity_at LIMIT ${BATCH}`,
    )
    .bind(cutoff)
    .all<{ account_id: number; last_activity_at: string; country: Country }>();
  const due = results.filter((row) => {
    const lastDay = siteToday(row.country, new Date(row.last_activity_at));
    return siteToday(row.country, now) >= pointsExpireOn(lastDay);
  });
  if (!due.length) return 0;
  const written = await db.batch(
    due.map((row) =>
      db
        .prepare(
          `INSERT INTO points_ledger (account_id, source, movement, available_delta, key,
             occurred_at, detail)
           SELECT account_id, 'expired_points', 'expire', -available, 'expire:' || last_activity_at,
             ?2, json_object('lastActivity', last_activity_at)
           FROM beauty_pass WHERE account_id = ?1 AND last_activity_at = ?3 AND available > 0
           ON CONFLICT (account_id, key) DO NOTHING
           RETURNING id`,
        )
        .bind(row.account_id, now.toISOString(), row.last_activity_at),
    ),
  );
  return written.reduce((sum, result) => sum + result.results.length, 0);
}

/**
 * The 1 January review, per site: each member not yet reviewed this (site) year is reviewed
 * against last year's spend, once. A member who goes down is recorded for "just downgraded".
 *
 * A tier that this year's spend already reaches is never taken away: a member who paid their
 * way back to their tier on 1 January before the job ran (or who joined on a site where the
 * year had turned while UTC's had not, so their join year reads as last year) holds it, as an
 * upgrade holds to the end of the next year.
 */
export async function reviewTiers(db: D1Database, now: Date): Promise<number> {
  let moved = 0;
  for (const country of COUNTRIES) {
    const year = Number(siteToday(country, now).slice(0, 4));
    // Pages of members until none is left to review (each page's writes take it out of the
    // next read); bounded, so a fault that writes nothing cannot loop for ever.
    for (let page = 0; page < 500; page += 1) {
      const count = await reviewPage(db, country, year, now);
      moved += count.moved;
      if (count.read < BATCH) break;
    }
  }
  return moved;
}

/** The tier a member reviewed in `year` ends with, from the spends of last year and this. */
function afterReview(
  country: Country,
  tier: Tier,
  lastYearSpend: number,
  thisYearSpend: number,
): Tier {
  const held = tierRank(tierForSpend(country, thisYearSpend)) >= tierRank(tier);
  return held ? tier : reviewedTier(country, tier, lastYearSpend);
}

async function reviewPage(
  db: D1Database,
  country: Country,
  year: number,
  now: Date,
): Promise<{ read: number; moved: number }> {
  const { results } = await db
    .prepare(
      `SELECT b.account_id, b.reviewed_year, a.tier, COALESCE(y.spend_minor, 0) AS spend,
         COALESCE(z.spend_minor, 0) AS spend_now
       FROM beauty_pass b JOIN accounts a ON a.id = b.account_id
       LEFT JOIN tier_spend_years y ON y.account_id = b.account_id AND y.year = ?2 - 1
       LEFT JOIN tier_spend_years z ON z.account_id = b.account_id AND z.year = ?2
       WHERE b.reviewed_year < ?2 AND a.country = ?1 LIMIT ${BATCH}`,
    )
    .bind(country, year)
    .all<{
      account_id: number;
      reviewed_year: number;
      tier: Tier;
      spend: number;
      spend_now: number;
    }>();
  // Compare-and-set on everything the decision read: the member's review year, tier and both
  // years' spend (a payment or a refund in between leaves the member for the next run).
  const unchanged = `(SELECT reviewed_year FROM beauty_pass WHERE account_id = ?1) = ?5
    AND COALESCE((SELECT spend_minor FROM tier_spend_years WHERE account_id = ?1 AND year = ?6 - 1), 0) = ?7
    AND COALESCE((SELECT spend_minor FROM tier_spend_years WHERE account_id = ?1 AND year = ?6), 0) = ?8`;
  const decisions = results.map((row) => ({
    row,
    next: afterReview(country, row.tier, row.spend, row.spend_now),
  }));
  const statements = decisions.flatMap(({ row, next }) => {
    const binds = [
      row.account_id,
      row.tier,
      next,
      now.toISOString(),
      row.reviewed_year,
      year,
      row.spend,
      row.spend_now,
    ];
    return [
      // Only a member who moves is written (an unchanged tier keeps its updated_at).
      db
        .prepare(
          `UPDATE accounts SET tier = ?3, updated_at = ?4
           WHERE id = ?1 AND tier = ?2 AND ?3 <> ?2 AND ${unchanged}`,
        )
        .bind(...binds),
      db
        .prepare(
          `UPDATE beauty_pass SET reviewed_year = ?6,
             tier_changed_at = CASE WHEN ?3 <> ?2 THEN ?4 ELSE tier_changed_at END,
             tier_previous = CASE WHEN ?3 <> ?2 THEN ?2 ELSE tier_previous END
           WHERE account_id = ?1 AND (SELECT tier FROM accounts WHERE id = ?1) = ?3
             AND ${unchanged}`,
        )
        .bind(...binds),
    ];
  });
  if (!statements.length) return { read: 0, moved: 0 };
  const written = await db.batch(statements);
  const moved = decisions.filter(
    ({ row, next }, index) => written[index * 2 + 1].meta.changes === 1 && next !== row.tier,
  ).length;
  return { read: results.length, moved };
}

/** The minute's share: maturing. */
export async function runBeautyPassMinute(db: D1Database, now: Date): Promise<void> {
  await matureDuePoints(db, now, 1);
}

/** The daily share: maturing's catch-up, expiry, the review, insider gifts. */
export async function runBeautyPassDaily(db: D1Database, now: Date): Promise<void> {
  await matureDuePoints(db, now, 60);
  await expireInactivePoints(db, now);
  await reviewTiers(db, now);
  await giveInsiderGifts(db, now);
}
