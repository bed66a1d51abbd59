import type { Context, MiddlewareHandler } from 'hono';
import { sessionIsLive } from '../auth/sessions';
import { CACHE } from '../cache-policy';
import type { AppEnv } from '../env';
import { HttpError } from './errors';

/**
 * In front of every read or change of the member's own account: a private answer, and a 401
 * unless the request carries a valid access token whose sign-in is still live (not signed out,
 * not ended by a password change: one primary-key read). A 401 with a session cookie is what
 * makes the browser refresh once (spec §4); without one, the page asks the shopper to sign in.
 */
export const member: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.header('cache-control', CACHE.private);
  const shopper = c.get('shopper');
  if (shopper.kind !== 'member') {
    const session = c.get('session');
    throw session === 'expired' || session === 'invalid'
      ? new HttpError(401, 'SESSION_EXPIRED', 'errors.sessionExpired')
      : new HttpError(401, 'SIGN_IN_REQUIRED', 'auth.signInRequired');
  }
  const live = await sessionIsLive(c.env.DB, {
    accountId: shopper.accountId,
    familyId: shopper.familyId,
    issuedAt: shopper.issuedAt,
  });
  if (!live) throw new HttpError(401, 'SESSION_EXPIRED', 'errors.sessionExpired');
  await next();
};

/** The signed-in member's account id (`member` refused everyone else before the handler). */
export function memberId(c: Context<AppEnv>): number {
  const shopper = c.get('shopper');
  if (shopper.kind !== 'member')
    throw new HttpError(401, 'SIGN_IN_REQUIRED', 'auth.signInRequired');
  return shopper.accountId;
}
