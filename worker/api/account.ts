import { safeReturnTo } from '../../client/lib/return-to';

import { oldEnoughToSignUp } from '../../client/lib/sign-up-rules';
import { siteToday } from '../../client/lib/sites';
import { accountView } from '../auth/account-view';
import { hashPassword } from '../auth/password-hash';
import { passwordProblems } from '../auth/password-policy';
import { CACHE } from '../cache-policy';
import {
  emailKey,
  findAccountStatement,
  insertAccountStatement,
  type AccountRow,
} from '../accounts/accounts';
import { updateProfile } from '../accounts/profile';
import type { AppEnv } from '../env';
import { beautyPassQuery, readBeautyPass, readPointsHistory } from '../loyalty/read-beauty-pass';
import { afterAnswer } from '../mail/after-answer';
import { clientOf } from '../rate-limit/client';
import { countHits } from '../rate-limit/counter';
import { accountOf, type SignUpRequest } from '../auth/sign-up-requests';
import { firstSignIn } from './first-sign-in';
import { mailSignUp } from './sign-up-mail';
import { HttpError } from './errors';
import { tooManyRequests } from './too-many-requests';
import { member, memberId } from './member';
import { refuseBrokenRules } from './password';
import { googleIdentity } from './social';
import { apiApp, readJson, routeOf } from './route-kit';

export const signUpRoute = routeOf('signUp', '/account', { middleware: [readJson] });

export const accountRoute = routeOf('account', '/account', { middleware: [member] });

export const pointsHistoryRoute = routeOf('pointsHistory', '/account', { middleware: [member] });

export const updateAccountRoute = routeOf('updateAccount', '/account', {
  middleware: [member, readJson],
});

/** The account as GET and PATCH answer it: the member and their Beauty Pass. */
async function accountDetail(db: D1Database, row: AccountRow, now: Date) {
  const beautyPass = await readBeautyPass(db, row.id, now);
  if (!beautyPass) throw new HttpError(401, 'SIGN_IN_REQUIRED', 'auth.signInRequired');
  return { ...accountView(row), beautyPass };
}

/**
 * POST account: sign up. Every broken password rule is answered at once (422 with the spec's
 * codes, each with its message), then the age (422 `birthDate`). By e-mail and password, every
 * address then gets the same 202 "check your e-mail" after the same work, and the account is
 * made when the mailed link and the same password come back (./confirm-sign-up.ts), so sign-up
 * never tells who has an account (docs/accounts.md). With a Google ID token of the same e-mail
 * the address is proved: the account is written alone (the e-mail's unique key decides a race
 * between two sign-ups), then its first sign-in; if that second write fails, the account stands
 * complete and the shopper signs in normally.
 * GET account: the member's account.
 */
export const account = apiApp<AppEnv>()
  .openapi(signUpRoute, async (c) => {
    c.header('cache-control', CACHE.private);
    const body = c.req.valid('json');
    const site = c.get('site');
    const broken = await passwordProblems({
      password: body.password,
      confirmation: body.passwordConfirmation,
      email: body.email,
    });
    refuseBrokenRules(site.t, broken);
    if (!oldEnoughToSignUp(body.birthDate, siteToday(site.country)))
      throw new HttpError(422, 'TOO_YOUNG', 'auth.tooYoung', { field: 'birthDate' });
    // Registering after "not yet linked": the Google account is linked, when it is this e-mail's.
    const google = body.googleIdToken ? await googleIdentity(c.env, body.googleIdToken) : null;
    if (google && emailKey(google.email) !== emailKey(body.email))
      throw new HttpError(422, 'GOOGLE_EMAIL_MISMATCH', 'auth.googleEmailMismatch', {
        field: 'email',
      });
    const now = c.get('now');
    // Sign-ups from one client are limited, taken addresses or not (README "Rate limits").
    const client = clientOf(c);
    if (client) {
      const [fromClient] = await countHits(
        c.env.DB,
        [{ purpose: 'sign-up-client', subject: client }],
        Math.floor(now.getTime() / 1000),
      );
      if (!fromClient.allowed) throw tooManyRequests(fromClient.retryAfter);
    }
    // The same work before the same answer for every address: the password's hash, then the
    // mail (a link for a new address, a notice to an owner) after the answer (docs/accounts.md).
    const request: SignUpRequest = {
      email: body.email,
      password: await hashPassword(body.password),
      firstName: body.firstName,
      lastName: body.lastName,
      birthDate: body.birthDate,
      mobile: body.mobile ?? null,
      country: site.country,
      language: site.language,
      marketing: body.consents.marketing,
      returnTo: body.returnTo ? safeReturnTo(body.returnTo) : null,
      claim: body.claim ?? null,
    };
    if (!google) {
      await afterAnswer(c, () => mailSignUp(c, request, now));
      return c.json(
        {
          signedIn: false as const,
          confirmationSent: true as const,
          message: site.t('auth.confirmSent'),
        },
        202,
      );
    }
    // Google has proved the address: the account is made and signed in at once. A taken
    // address may be said to the address's own holder.
    const inserted = await insertAccountStatement(
      c.env.DB,
      { ...accountOf(request), googleSub: google.sub },
      now.toISOString(),
    ).run();
    // Nothing written: the e-mail is taken (a count above 1 is the account's Beauty Pass row,
    // written by its trigger: D1 counts those too).
    if (inserted.meta.changes === 0)
      throw new HttpError(409, 'EMAIL_UNAVAILABLE', 'auth.alreadyMember', { field: 'email' });
    return c.json(await firstSignIn(c, body.email, now), 201);
  })
  .openapi(accountRoute, async (c) => {
    // The account and its Beauty Pass in one batch: one round trip to D1.
    const db = c.env.DB;
    const pass = beautyPassQuery(db, memberId(c), c.get('now'));
    const [account, ...results] = await db.batch([
      findAccountStatement(db, memberId(c)),
      ...pass.statements,
    ]);
    const row = account.results[0] as AccountRow | undefined;
    const beautyPass = pass.read(results);
    if (!row || !beautyPass) throw new HttpError(401, 'SIGN_IN_REQUIRED', 'auth.signInRequired');
    return c.json({ ...accountView(row), beautyPass }, 200);
  })
  .openapi(pointsHistoryRoute, async (c) => {
    const { before, limit } = c.req.valid('query');
    return c.json(await readPointsHistory(c.env.DB, memberId(c), { before, limit }), 200);
  })
  // PATCH account: one UPDATE (worker/accounts/profile.ts decides what moves and when). The e-mail
  // and the date of birth are not in its schema (client/api/account-contract.ts says why).
  .openapi(updateAccountRoute, async (c) => {
    const row = await updateProfile(
      c.env.DB,
      memberId(c),
      c.req.valid('json'),
      c.get('now').toISOString(),
    );
    if (!row) throw new HttpError(401, 'SIGN_IN_REQUIRED', 'auth.signInRequired');
    return c.json(await accountDetail(c.env.DB, row, c.get('now')), 200);
  });
