import type { Context, MiddlewareHandler } from 'hono';
import { ownerOf, type LiveShopper } from '../auth/shopper';
import { CACHE } from '../cache-policy';
import { seeDevice } from '../shoppers/devices';
import type { Owner } from '../db/owner';
import type { AppEnv } from '../env';
import { HttpError } from './errors';
import { liveShopper } from './live-shopper';

export interface PersonalEnv extends AppEnv {
  Variables: AppEnv['Variables'] & {
    /** Whose lists and bag the request reads or changes; none for a guest without a device. */
    owner: Owner | undefined;
    /** The shopper checked live, with the account's tier and staff flag now (./live-shopper.ts). */
    liveShopper: LiveShopper;
  };
}

/**
 * In front of every answer that is the shopper's own (lists, the bag, orders, rewards): never
 * stored by a cache; a session cookie whose token is not valid, or whose sign-in has ended, is a
 * 401, which the browser answers with one refresh (README "Accounts in the browser") instead of
 * being shown a guest's lists (./live-shopper.ts, which also reads the member's tier and staff flag
 * for pricing, as `liveShopper`); a change needs an owner (a guest's device comes from GET user:
 * 428 tells the client to fetch it first, ../auth/device.ts), and marks a guest's device seen, so
 * the retention job never removes a device in use.
 */
export const personal: MiddlewareHandler<PersonalEnv> = async (c, next) => {
  c.header('cache-control', CACHE.private);
  const shopper = await liveShopper(c);
  const owner = ownerOf(shopper);
  const reading = c.req.method === 'GET' || c.req.method === 'HEAD';
  if (!reading) {
    if (!owner) throw new HttpError(428, 'DEVICE_REQUIRED', 'errors.deviceRequired');
    if (owner.kind === 'device') await seeDevice(c.env.DB, owner.deviceId, c.get('now'));
  }
  c.set('owner', owner);
  c.set('liveShopper', shopper);
  await next();
};

/** The owner of a change: `personal` refused a change without one before the handler ran. */
export function changeOwner(c: Context<PersonalEnv>): Owner {
  const owner = c.get('owner');
  if (!owner) throw new HttpError(428, 'DEVICE_REQUIRED', 'errors.deviceRequired');
  return owner;
}
