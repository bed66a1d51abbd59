import type { MiddlewareHandler } from 'hono';
import { readDeviceId } from './device';
import type { AppEnv } from '../env';
import { readCookie } from '../site/cookies';
import { joinAccessToken, readAccessToken } from './access-token';
import type { Shopper } from './shopper';
import { epochSeconds } from '../clock';

/**
 * Resolves the request's shopper once, from the `device-id` cookie and the access token's two
 * cookies (`jwt-data`, `jwt-signature`). A valid token makes a member; anything else is a guest,
 * and `session` says why (an expired token is for the refresh token to renew, ./sessions.ts).
 * No database read: catalogue answers need none. Whether the sign-in is still live is checked
 * where an answer is the shopper's own (worker/api/live-shopper.ts).
 */
export const resolveShopper: MiddlewareHandler<AppEnv> = async (c, next) => {
  const deviceId = await readDeviceId(c);
  const guest: Shopper = deviceId ? { kind: 'guest', deviceId } : { kind: 'guest' };
  // The browser's token is in its two cookies; the app sends its own as a bearer.
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  const token =
    joinAccessToken(readCookie(c, 'sessionData'), readCookie(c, 'sessionSignature')) ?? bearer;
  if (!token) {
    // A half or a malformed token is not a session either, but the browser holds one: say so.
    const held = readCookie(c, 'sessionData') !== undefined;
    c.set('session', held ? 'invalid' : 'none');
    c.set('shopper', guest);
    return next();
  }
  const reading = await readAccessToken(c.env.JWT_SECRET, token, epochSeconds(c.get('now')));
  if (reading.state !== 'valid') {
    c.set('session', reading.state);
    c.set('shopper', guest);
    return next();
  }
  // The token's tier and staff flag are left out: what changes money is read from the account
  // when it is needed, with the sign-in's live check (worker/api/live-shopper.ts).
  const { accountId, familyId, issuedAt } = reading.claims;
  c.set('session', 'valid');
  c.set('shopper', {
    kind: 'member',
    accountId,
    familyId,
    issuedAt,
    ...(deviceId ? { deviceId } : {}),
  });
  return next();
};
