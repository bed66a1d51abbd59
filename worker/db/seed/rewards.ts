import { COUNTRIES } from '../../../client/lib/sites';
import { candidates, HOUSE_BRAND_ID } from './bag-offers';
import type { Catalogue } from './catalogue';
import { insert } from './sql';

/**
 * Beauty Pass rewards per site: twelve, six in each group (up to 499 points, 500 and more:
 * docs/business-rules.md#rewards), from the house brand's products further down its list than the
 * samples and gifts. One is fully redeemed (stock 0), one is for Black members and above, one
 * for Gold. Picked by fixed rules from the generated catalogue, so every seed gives the same.
 */
export const REWARD_TABLES = ['bag_rewards', 'rewards'] as const;

const POINTS = [100, 150, 200, 300, 400, 450, 500, 750, 1000, 1500, 2500, 4000];
const FULLY_REDEEMED = 3;
const TIERED: Readonly<Record<number, 'black' | 'gold'>> = { 8: 'black', 11: 'gold' };

export function rewardStatements(catalogue: Catalogue): string[] {
  const rows: string[] = [];
  let id = 0;
  for (const country of COUNTRIES) {
    const pool = candidates(catalogue, country, HOUSE_BRAND_ID).slice(8);
    const picked = pool.length >= POINTS.length ? pool : candidates(catalogue, country).slice(40);
    POINTS.forEach((points, index) => {
      id += 1;
      rows.push(
        insert('rewards', {
          id,
          country,
          variant_id: picked[index].variantId,
          points,
          stock: index === FULLY_REDEEMED ? 0 : 200,
          min_tier: TIERED[index] ?? null,
          position: index,
        }),
      );
    });
  }
  return rows;
}
