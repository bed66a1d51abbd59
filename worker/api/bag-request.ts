import type { Context } from 'hono';
import { SITES } from '../../client/lib/sites';
import type { BagShopper } from '../bag/snapshot';
import { changeBag, type BagChange } from '../bag/changes';
import { explainerFor } from '../bag/explain';
import { pricedBagView } from '../bag/bag-view';
import { refuseBagChange } from './outcomes';
import { changeOwner, type PersonalEnv } from './personal';

/**
 * What every bag answer starts from: this request's shopper, site and instant as the bag's
 * snapshot reads them, the words that explain a line, and a change run and answered. Used by
 * the bag's routes (./cart.ts) and by the answers that show the bag after their own change
 * (rewards, checkout, orders' buy again).
 */

/** The shopper pricing reads: the account's tier and staff flag now, not the token's (`personal`). */
function shopperOf(c: Context<PersonalEnv>): BagShopper {
  const shopper = c.get('liveShopper');
  return shopper.kind === 'member'
    ? {
        kind: 'member',
        accountId: shopper.accountId,
        tier: shopper.tier,
        isEmployee: shopper.isEmployee,
      }
    : { kind: 'guest', tier: null, isEmployee: false };
}

/** The snapshot input of this request's shopper, site and clock. */
export function bagRequest(c: Context<PersonalEnv>) {
  const site = c.get('site');
  return {
    owner: c.get('owner'),
    shopper: shopperOf(c),
    country: site.country,
    language: site.language,
    now: c.get('now'),
  };
}

export function explainerOf(c: Context<PersonalEnv>) {
  const site = c.get('site');
  return explainerFor({ ...site, currency: SITES[site.country].currency });
}

/** Runs a change and answers the priced bag, or the refusal's error. */
export async function answerChange(c: Context<PersonalEnv>, change: BagChange) {
  const outcome = await changeBag(
    c.env.DB,
    {
      ...bagRequest(c),
      owner: changeOwner(c),
      idempotencyKey: c.req.header('idempotency-key') || undefined,
    },
    change,
  );
  const explain = explainerOf(c);
  if (outcome.kind === 'refused') throw refuseBagChange(outcome.refusal, explain, c.get('site').t);
  return { ...pricedBagView(outcome.snapshot, explain), replayed: outcome.kind === 'replayed' };
}
