import { safeReturnTo } from '../../client/lib/return-to';
import { verifyPassword } from '../auth/password-hash';
import { isSecretToken } from '../auth/secret-tokens';
import {
  accountOf,
  endRequestsStatement,
  spendTry,
  SIGN_UP_REQUEST_ATTEMPTS,
} from '../auth/sign-up-requests';
import { CACHE } from '../cache-policy';
import { insertAccountStatement } from '../accounts/accounts';
import type { AppEnv } from '../env';
import { HttpError } from './errors';
import { firstSignIn } from './first-sign-in';
import { apiApp, readJson, routeOf } from './route-kit';

export const confirmSignUpRoute = routeOf('confirmSignUp', '/account', { middleware: [readJson] });

const linkExpired = () =>
  new HttpError(409, 'LINK_EXPIRED', 'auth.confirmLinkExpired', { field: 'token' });

/**
 * POST account/confirm (docs/accounts.md): the link a sign-up mailed, with the password chosen
 * then. Asking for the password again means a link opened by someone else (a stranger who
 * signed up with your address) makes no account: only whoever chose the password can finish.
 * Each try spends one of the link's five; the right password writes the account and ends every
 * waiting sign-up of the address in one batch, then signs in as a new sign-up did.
 */
export const confirmSignUp = apiApp<AppEnv>().openapi(confirmSignUpRoute, async (c) => {
  c.header('cache-control', CACHE.private);
  const body = c.req.valid('json');
  const now = c.get('now');
  const seconds = Math.floor(now.getTime() / 1000);
  if (!isSecretToken(body.token)) throw linkExpired();
  const request = await spendTry(c.env.DB, body.token, seconds);
  if (!request) throw linkExpired();
  if (!(await verifyPassword(body.password, request.password)))
    throw new HttpError(422, 'WRONG_PASSWORD', 'auth.confirmWrongPassword', {
      field: 'password',
      params: { tries: SIGN_UP_REQUEST_ATTEMPTS },
    });
  const [inserted] = await c.env.DB.batch([
    insertAccountStatement(c.env.DB, accountOf(request), now.toISOString()),
    endRequestsStatement(c.env.DB, request.email),
  ]);
  // The address has an account already (made with Google meanwhile, or another link of it).
  if (inserted.meta.changes === 0)
    throw new HttpError(409, 'EMAIL_UNAVAILABLE', 'auth.alreadyMember', { field: 'email' });
  const answer = await firstSignIn(c, request.email, now);
  return c.json(
    {
      ...answer,
      ...(request.returnTo ? { returnTo: safeReturnTo(request.returnTo) } : {}),
      ...(request.claim ? { claim: request.claim } : {}),
    },
    201,
  );
});
