import type { Context, MiddlewareHandler } from 'hono';
import { CACHE } from '../cache-policy';
import type { AppEnv } from '../env';
import { HttpError } from './errors';
import { liveShopper } from './live-shopper';

/**
 * In front of every read or change of the member's own account: a private answer, and a 401 unless
 * the request carries a valid access token whose sign-in is still live (not signed out, not ended
 * by a password change: one primary-key read). A 401 with a session cookie is what makes the
 * browser refresh once (README "Accounts in the browser"); without one, the page asks the shopper
 * to sign in.
 */
export const member: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.header('cache-control', CACHE.private);
  const shopper = await liveShopper(c);
  if (shopper.kind !== 'member')
    throw new HttpError(401, 'SIGN_IN_REQUIRED', 'auth.signInRequired');
  await next();
};

/** The signed-in member's account id (`member` refused everyone else before the handler). */
export function memberId(c: Context<AppEnv>): number {
  const shopper = c.get('shopper');
  if (shopper.kind !== 'member')
    throw new HttpError(401, 'SIGN_IN_REQUIRED', 'auth.signInRequired');
  return shopper.accountId;
}
