import type { Context } from 'hono';

import { type Rewards } from '../../client/api/beauty-pass-contract';
import type { Tier } from '../../client/lib/commerce-rules';
import { rewardGroup, rewardState } from '../../client/lib/loyalty/reward-rules';
import { bagSnapshotQuery } from '../bag/snapshot';
import { variantDisplayOf } from '../catalogue/variant-display';
import { inBagPointsOf, readRewardRows, takeRewardFromBag } from '../bag/rewards';
import { redeemReward } from '../loyalty/redeem-reward';
import { pricedBagView } from '../bag/bag-view';
import { bagRequest, explainerOf } from './bag-request';
import { HttpError } from './errors';
import { personal, type PersonalEnv } from './personal';
import { apiApp, readJson, routeOf } from './route-kit';

/**
 * Beauty Pass rewards (docs/business-rules.md#rewards; the bag's reward redemption tab,
 * member-only redemption, `rewards/` and `cart/beauty-pass-offers/`): the site's rewards with the
 * member's state for each, and the reward put in (or taken out of) the bag as a zero-price line.
 * `rewards/` and `cart/beauty-pass-offers/` are the spec's two names for the same thing; both
 * are served by the handlers below.
 *
 * Only registered members redeem: a guest sees the rewards (each `members_only`) and is
 * refused an add with "samples or rewards not available". An add is the loyalty aggregate's
 * guarded change (worker/loyalty/redeem-reward.ts), answered with the priced bag.
 */

export const rewardsRoute = routeOf('rewards', '/rewards', { middleware: [personal] });
export const redeemRewardRoute = routeOf('redeemReward', '/rewards', {
  middleware: [personal, readJson],
});
export const bagRewardsRoute = routeOf('bagRewards', '/cart', { middleware: [personal] });
export const addBagRewardRoute = routeOf('addBagReward', '/cart', {
  middleware: [personal, readJson],
});
export const removeBagRewardRoute = routeOf('removeBagReward', '/cart', {
  middleware: [personal],
});

/** The member (or -1 for a guest) and their tier as the account says now (`personal`). */
function memberOf(c: Context<PersonalEnv>): { accountId: number; tier: Tier | null } {
  const shopper = c.get('liveShopper');
  return shopper.kind === 'member'
    ? { accountId: shopper.accountId, tier: shopper.tier }
    : { accountId: -1, tier: null };
}

async function readRewards(c: Context<PersonalEnv>): Promise<Rewards> {
  const site = c.get('site');
  const { accountId, tier } = memberOf(c);
  const { rows, available } = await readRewardRows(c.env.DB, site, accountId);
  const inBagPoints = inBagPointsOf(rows);
  return {
    signedIn: tier !== null,
    tier,
    available,
    inBagPoints,
    rewards: rows.map((row) => {
      const display = variantDisplayOf(row);
      return {
        id: row.id,
        points: row.points,
        group: rewardGroup(row.points),
        minTier: row.min_tier,
        ...rewardState(
          { points: row.points, stock: row.stock, minTier: row.min_tier },
          { tier, available, inBagPoints, inBag: row.in_bag === 1 },
        ),
        product: {
          slug: display.productSlug,
          name: display.name,
          brand: display.brand,
          shade: display.shade,
          size: display.size,
          image: display.image,
        },
      };
    }),
  };
}

const REFUSAL = {
  members_only: [403, 'MEMBERS_ONLY', 'beautyPassRules.refusals.membersOnly'],
  fully_redeemed: [409, 'FULLY_REDEEMED', 'beautyPassRules.refusals.rewardFullyRedeemed'],
  tier_locked: [403, 'TIER_REQUIRED', 'beautyPassRules.refusals.rewardTier'],
  not_enough_points: [409, 'POINTS_SHORT', 'beautyPassRules.refusals.rewardPoints'],
} as const;

/** Writes `change` (or nothing), then answers the bag as it is after it, in one batch. */
async function bagAfter(c: Context<PersonalEnv>, change: D1PreparedStatement[]) {
  const query = bagSnapshotQuery(c.env.DB, bagRequest(c));
  const results = await c.env.DB.batch([...change, ...query.statements]);
  return pricedBagView(query.read(results.slice(change.length)), explainerOf(c));
}

async function addReward(c: Context<PersonalEnv>, rewardId: number) {
  const { accountId, tier } = memberOf(c);
  const site = c.get('site');
  const outcome = await redeemReward(c.env.DB, {
    bag: { ...bagRequest(c), accountId },
    tier,
    rewardId,
    idempotencyKey: c.req.header('idempotency-key') || undefined,
  });
  switch (outcome.kind) {
    case 'not_found':
      throw new HttpError(404, 'NOT_FOUND', 'beautyPassRules.refusals.rewardNotFound', {
        field: 'rewardId',
      });
    case 'key_reused':
      throw new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', 'bag.errors.keyReused', {
        field: 'idempotencyKey',
      });
    case 'refused': {
      const [status, code, key] = REFUSAL[outcome.state];
      throw new HttpError(status, code, key, {
        field: 'rewardId',
        params: {
          tier: outcome.minTier ? site.t(`product.tiers.${outcome.minTier}`) : '',
          missing: outcome.missing,
        },
        data: { missing: String(outcome.missing) },
      });
    }
    default:
      return pricedBagView(outcome.snapshot, explainerOf(c));
  }
}

export const rewards = apiApp<PersonalEnv>()
  .openapi(rewardsRoute, async (c) => c.json(await readRewards(c), 200))
  .openapi(redeemRewardRoute, async (c) =>
    c.json(await addReward(c, c.req.valid('json').rewardId), 200),
  );

export const bagRewards = apiApp<PersonalEnv>()
  .openapi(bagRewardsRoute, async (c) => c.json(await readRewards(c), 200))
  .openapi(addBagRewardRoute, async (c) =>
    c.json(await addReward(c, c.req.valid('json').rewardId), 200),
  )
  .openapi(removeBagRewardRoute, async (c) => {
    const { accountId } = memberOf(c);
    if (accountId < 0)
      throw new HttpError(403, 'MEMBERS_ONLY', 'beautyPassRules.refusals.membersOnly', {
        field: 'id',
      });
    // Removing what is not there answers the bag as it is: the same request twice is one.
    return c.json(
      await bagAfter(c, [
        takeRewardFromBag(
          c.env.DB,
          { accountId, country: c.get('site').country },
          c.req.valid('param').id,
        ),
      ]),
      200,
    );
  });
