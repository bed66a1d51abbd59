import type { Context } from 'hono';
import { liveSessionClaims } from '../auth/sessions';
import type { LiveShopper } from '../auth/shopper';
import type { AppEnv } from '../env';
import { HttpError } from './errors';

/**
 * The shopper of an answer that is the shopper's own (the bag, lists, orders, rewards, the
 * account), checked in this one place that `personal` and `member` (and GET user, Google
 * linking, sign-out) go through: a member's sign-in must still be live (not signed out, not ended
 * by a password change), read with the account's tier and staff flag as they are now, in one
 * primary-key read. The access token is trusted for its 15 minutes only where nothing is the
 * shopper's own (catalogue answers, shared by every visitor, read no shopper: README "Per-visitor
 * state"). A session cookie that is not good is a 401 SESSION_EXPIRED, which makes the browser
 * refresh once (README "Accounts in the browser"); a guest passes as a guest.
 */
export async function liveShopper<E extends AppEnv>(c: Context<E>): Promise<LiveShopper> {
  const session = c.get('session');
  if (session === 'expired' || session === 'invalid') throw sessionExpired();
  const shopper = c.get('shopper');
  if (shopper.kind === 'guest') return shopper;
  const claims = await liveSessionClaims(c.env.DB, shopper);
  if (!claims) throw sessionExpired();
  return { ...shopper, ...claims };
}

const sessionExpired = () => new HttpError(401, 'SESSION_EXPIRED', 'errors.sessionExpired');
