import type { Context, MiddlewareHandler } from 'hono';
import { ownerOf } from '../auth/shopper';
import { CACHE } from '../cache-policy';
import { seeDevice } from '../db/devices';
import type { Owner } from '../db/owner';
import type { AppEnv } from '../env';
import { HttpError } from './errors';

export interface PersonalEnv extends AppEnv {
  Variables: AppEnv['Variables'] & {
    /** Whose lists and bag the request reads or changes; none for a guest without a device. */
    owner: Owner | undefined;
  };
}

/**
 * In front of every answer that is the shopper's own (lists, the bag): never stored by a cache;
 * a session cookie whose token is not valid is a 401, which the browser answers with one
 * refresh (spec §4) instead of being shown a guest's lists; a change needs an owner (a guest's
 * device comes from GET user: 428 tells the client to fetch it first, ./device.ts), and marks
 * a guest's device seen, so the retention job never removes a device in use.
 */
export const personal: MiddlewareHandler<PersonalEnv> = async (c, next) => {
  c.header('cache-control', CACHE.private);
  const session = c.get('session');
  if (session === 'expired' || session === 'invalid')
    throw new HttpError(401, 'SESSION_EXPIRED', 'errors.sessionExpired');
  const shopper = c.get('shopper');
  const owner = ownerOf(shopper);
  const reading = c.req.method === 'GET' || c.req.method === 'HEAD';
  if (!reading) {
    if (!owner) throw new HttpError(428, 'DEVICE_REQUIRED', 'errors.deviceRequired');
    if (owner.kind === 'device') await seeDevice(c.env.DB, owner.deviceId, new Date());
  }
  c.set('owner', owner);
  await next();
};

/** The owner of a change: `personal` refused a change without one before the handler ran. */
export function changeOwner(c: Context<PersonalEnv>): Owner {
  const owner = c.get('owner');
  if (!owner) throw new HttpError(428, 'DEVICE_REQUIRED', 'errors.deviceRequired');
  return owner;
}
