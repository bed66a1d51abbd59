import type { Tier } from '../../client/lib/commerce-rules';
import type { Country, Language } from '../../client/lib/sites';
import {
  VARIANT_DISPLAY,
  variantDisplayJoins,
  type VariantDisplayRow,
} from '../catalogue/variant-display';

/**
 * The Beauty Pass rewards of a site as a member meets them: each reward with its product and
 * whether it is in the member's bag, their available points, and the statements that put a
 * reward in the bag or take it out (`bag_rewards`; the points are reserved only at placement).
 */

export interface RewardRow extends VariantDisplayRow {
  id: number;
  points: number;
  stock: number;
  min_tier: Tier | null;
  in_bag: number;
}

/** The site's rewards (in the member's bag or not) and the member's available points, in one batch. */
export function rewardRowsReading(
  db: D1Database,
  site: { country: Country; language: Language },
  accountId: number,
) {
  return {
    statements: [
      db
        .prepare(
          `SELECT r.id, r.points, r.stock, r.min_tier,
         EXISTS (SELECT 1 FROM bag_rewards br WHERE br.account_id = ?3 AND br.country = ?1
           AND br.reward_id = r.id) AS in_bag,
         ${VARIANT_DISPLAY}
       FROM rewards r JOIN variants v ON v.id = r.variant_id ${variantDisplayJoins('?2')}
       WHERE r.country = ?1 ORDER BY r.position, r.id`,
        )
        .bind(site.country, site.language, accountId),
      db.prepare('SELECT available FROM beauty_pass WHERE account_id = ?1').bind(accountId),
    ],
    read: ([rewards, balance]: D1Result[]): RewardRows => ({
      rows: rewards.results as unknown as RewardRow[],
      available: (balance.results[0] as { available: number } | undefined)?.available ?? 0,
    }),
  };
}

export interface RewardRows {
  rows: RewardRow[];
  available: number;
}

/** Points the rewards already in the member's bag cost. */
export const inBagPointsOf = (rows: readonly RewardRow[]) =>
  rows.filter((row) => row.in_bag).reduce((sum, row) => sum + row.points, 0);

export async function readRewardRows(
  db: D1Database,
  site: { country: Country; language: Language },
  accountId: number,
): Promise<RewardRows> {
  const reading = rewardRowsReading(db, site, accountId);
  return reading.read(await db.batch(reading.statements));
}

/** Puts the reward in the member's bag on the site (again: nothing changes). */
export function putRewardInBag(
  db: D1Database,
  bag: { accountId: number; country: Country },
  rewardId: number,
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO bag_rewards (account_id, country, reward_id, added_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (account_id, country, reward_id) DO NOTHING`,
    )
    .bind(bag.accountId, bag.country, rewardId, now.toISOString());
}

/** Takes the reward out of the member's bag on the site (not there: nothing changes). */
export function takeRewardFromBag(
  db: D1Database,
  bag: { accountId: number; country: Country },
  rewardId: number,
): D1PreparedStatement {
  return db
    .prepare('DELETE FROM bag_rewards WHERE account_id = ?1 AND country = ?2 AND reward_id = ?3')
    .bind(bag.accountId, bag.country, rewardId);
}
