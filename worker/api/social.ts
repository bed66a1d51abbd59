import { accountView } from '../auth/account-view';
import { verifyGoogleIdToken, type GoogleIdentity } from '../auth/google';
import { writeSessionCookies } from '../auth/session-cookies';
import { openSession } from '../auth/sign-in';
import { CACHE } from '../cache-policy';
import { findAccount } from '../accounts/accounts';
import { adoptDevice } from '../bag/adopt';
import type { AppEnv } from '../env';
import { HttpError } from './errors';
import { liveShopper } from './live-shopper';
import { apiApp, readJson, routeOf } from './route-kit';
import { accountOfGoogle, linkGoogle } from '../accounts/google';

export const socialRoute = routeOf('socialSignIn', '/auth', { middleware: [readJson] });

/** The Google identity of a token, or the answer that refuses it. */
export async function googleIdentity(env: Env, idToken: string): Promise<GoogleIdentity> {
  const verdict = await verifyGoogleIdToken(idToken, {
    clientId: env.GOOGLE_CLIENT_ID,
    kv: env.AUTH_KV,
  });
  if ('refused' in verdict) {
    if (verdict.refused === 'keys_unavailable')
      throw new HttpError(503, 'GOOGLE_UNAVAILABLE', 'auth.googleUnavailable');
    throw new HttpError(401, 'AUTHENTICATION_FAILED', 'auth.failed', { field: 'idToken' });
  }
  return verdict;
}

/**
 * POST auth/social: Google sign-in, keyed by the Google account's `sub`, never by its e-mail
 * (an address matching a member does not sign anyone in: that would hand the account to
 * whoever controls a Google account with that address). A signed-in member links the Google
 * account instead. An unknown one is refused with the message "not yet linked, please register"
 * and what the sign-up form can be prefilled with.
 */
export const social = apiApp<AppEnv>().openapi(socialRoute, async (c) => {
  c.header('cache-control', CACHE.private);
  const { idToken } = c.req.valid('json');
  const identity = await googleIdentity(c.env, idToken);
  const db = c.env.DB;
  // Linking is a change of the member's own account: only from a sign-in still live (a copied
  // token of an ended one is a 401). A guest signs in as before.
  const token = c.get('shopper');
  const shopper = token.kind === 'member' ? await liveShopper(c) : token;
  const now = c.get('now');
  if (shopper.kind === 'member') {
    if (!(await linkGoogle(db, shopper.accountId, identity.sub, now)))
      throw new HttpError(409, 'GOOGLE_ALREADY_LINKED', 'auth.googleAlreadyLinked');
    const row = await findAccount(db, shopper.accountId);
    if (!row) throw new HttpError(401, 'SIGN_IN_REQUIRED', 'auth.signInRequired');
    return c.json({ signedIn: true as const, account: accountView(row) }, 200);
  }
  const row = await accountOfGoogle(db, identity.sub);
  if (!row)
    throw new HttpError(404, 'GOOGLE_NOT_LINKED', 'auth.googleNotLinked', {
      data: {
        email: identity.email,
        givenName: identity.givenName ?? '',
        familyName: identity.familyName ?? '',
      },
    });
  const adoption = shopper.deviceId
    ? await adoptDevice(db, shopper.deviceId, row.id, now.toISOString())
    : { statements: [], notices: [] };
  const session = await openSession(
    db,
    c.env.JWT_SECRET,
    row,
    Math.floor(now.getTime() / 1000),
    adoption.statements,
  );
  writeSessionCookies(c, session.accessToken, session.refreshToken);
  return c.json(
    {
      signedIn: true as const,
      account: accountView(row),
      ...(adoption.notices.length ? { bagNotices: adoption.notices } : {}),
    },
    200,
  );
});
