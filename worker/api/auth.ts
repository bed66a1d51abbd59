import type { Context } from 'hono';

import { ACCESS_TOKEN_SECONDS, readAccessToken } from '../auth/access-token';
import { createLink } from '../auth/account-links';
import { accountView } from '../auth/account-view';
import { mailLink } from '../auth/mail-links';
import {
  clearSessionCookies,
  readRefreshCookie,
  writeSessionCookies,
} from '../auth/session-cookies';
import {
  endAllSessionsStatements,
  endFamily,
  isRefreshToken,
  liveSessionClaims,
} from '../auth/sessions';
import { ACCOUNT_FAILURES } from '../auth/lockout';
import { refreshSession, signInWithPassword, type PasswordSignIn } from '../auth/sign-in';
import { CACHE } from '../cache-policy';
import type { AccountRow } from '../accounts/accounts';
import { adoptDevice, type BagNotice } from '../bag/adopt';
import type { AppEnv } from '../env';
import { afterAnswer } from '../mail/after-answer';
import { queueMail } from '../mail/outbox';
import { clientOf } from '../rate-limit/client';
import { addressSubject, countHits } from '../rate-limit/counter';
import { SIGN_IN_LOCK_SECONDS } from '../rate-limit/limits';
import { HttpError } from './errors';
import { apiApp, readJson, routeOf } from './route-kit';
import { epochSeconds } from '../clock';

export const tokenRoute = routeOf('token', '/auth', { middleware: [readJson] });

export const verifyTokenRoute = routeOf('verifyToken', '/auth', { middleware: [readJson] });

export const signOutRoute = routeOf('signOut', '/sessions');

/**
 * The mail of an address lock, sent by the attempt that began it, after the answer (an address
 * without an account answers as fast), and at most LIMITS['unlock-mail'] an hour: why, the
 * reference, the link that lifts every lock of the address.
 */
async function sendUnlockLink(c: Context<AppEnv>, account: AccountRow, reference: string) {
  await afterAnswer(c, async () => {
    const now = c.get('now');
    const nowSeconds = Math.floor(now.getTime() / 1000);
    const [mail] = await countHits(
      c.env.DB,
      [{ purpose: 'unlock-mail', subject: await addressSubject(account.email) }],
      nowSeconds,
    );
    if (!mail.allowed) return;
    const link = await createLink(c.env.DB, 'unlock', account.id, nowSeconds);
    await c.env.DB.batch([
      link.statement,
      queueMail(
        c.env.DB,
        account.email,
        account.language,
        {
          kind: 'unlock',
          firstName: account.first_name,
          link: mailLink(c, 'unlock', account, link.token),
          reference,
        },
        now,
      ),
    ]);
  });
}

const minutesUntil = (until: string, nowSeconds: number) =>
  Math.max(1, Math.ceil((Date.parse(until) / 1000 - nowSeconds) / 60));

/**
 * A refused sign-in, the same for an address with or without an account: how many tries are
 * left, or how long the block lasts (and, for an address, that its owner was mailed the way to
 * lift it now), with the reference support can look up.
 */
function refusal(outcome: Exclude<PasswordSignIn, { kind: 'signed_in' }>, nowSeconds: number) {
  if (outcome.kind === 'failed')
    return new HttpError(401, 'AUTHENTICATION_FAILED', 'auth.failedTriesLeft', {
      params: {
        remaining: outcome.remaining,
        max: ACCOUNT_FAILURES,
        minutes: SIGN_IN_LOCK_SECONDS / 60,
      },
      data: { remaining: String(outcome.remaining) },
    });
  const { reference, until, reason } = outcome.lock;
  return new HttpError(
    403,
    'SIGN_IN_BLOCKED',
    reason === 'client' ? 'auth.clientBlocked' : 'auth.blocked',
    {
      params: { reference, minutes: minutesUntil(until, nowSeconds) },
      data: { reference, until },
      retryAfter: Date.parse(until) / 1000 - nowSeconds,
    },
  );
}

const sessionExpired = () => new HttpError(401, 'SESSION_EXPIRED', 'errors.sessionExpired');

/**
 * POST auth/token. `grant_type: password` signs in (the tokens go into the session
 * cookies: the browser never sees them); `grant_type: refresh_token` rotates the session,
 * from the cookie (`flow: client`) or from the body (`flow: app`, whose answer carries the
 * tokens). Every answer is personal: never stored.
 */
export const auth = apiApp<AppEnv>().openapi(tokenRoute, async (c) => {
  c.header('cache-control', CACHE.private);
  const body = c.req.valid('json');
  const db = c.env.DB;
  const secret = c.env.JWT_SECRET;
  if (body.grant_type === 'password') {
    let bagNotices: BagNotice[] = [];
    const deviceId = c.get('shopper').deviceId;
    const nowSeconds = epochSeconds(c.get('now'));
    const outcome = await signInWithPassword(
      db,
      secret,
      { email: body.email, password: body.password, client: clientOf(c), nowSeconds },
      async (account) => {
        if (!deviceId) return [];
        const adoption = await adoptDevice(db, deviceId, account.id, c.get('now').toISOString());
        bagNotices = adoption.notices;
        return adoption.statements;
      },
    );
    if (outcome.kind !== 'signed_in') {
      if (outcome.kind === 'blocked' && outcome.unlockMail)
        await sendUnlockLink(c, outcome.unlockMail, outcome.lock.reference);
      throw refusal(outcome, nowSeconds);
    }
    const { session } = outcome;
    writeSessionCookies(c, session.accessToken, session.refreshToken);
    return c.json(
      {
        signedIn: true as const,
        account: accountView(session.account),
        ...(bagNotices.length ? { bagNotices } : {}),
      },
      200,
    );
  }
  const app = body.flow === 'app';
  const token = app ? body.refresh_token : readRefreshCookie(c);
  if (!isRefreshToken(token)) {
    if (!app) clearSessionCookies(c);
    throw sessionExpired();
  }
  const refreshed = await refreshSession(db, secret, token, epochSeconds(c.get('now')));
  if (refreshed.kind === 'refused') {
    if (!app) clearSessionCookies(c);
    throw sessionExpired();
  }
  if (app) {
    // The app's bearer, when it sends one, must be a token of ours for the same account.
    const bearer = c.req.header('authorization')?.replace(/^Bearer\s+/i, '');
    if (bearer) {
      const reading = await readAccessToken(secret, bearer, epochSeconds(c.get('now')));
      const owner =
        reading.state === 'valid'
          ? reading.claims.accountId
          : reading.state === 'expired'
            ? reading.accountId
            : null;
      if (owner !== refreshed.account.id) throw sessionExpired();
    }
    return c.json(
      {
        signedIn: true as const,
        account: accountView(refreshed.account),
        tokens: {
          accessToken: refreshed.accessToken,
          refreshToken: refreshed.refreshToken,
          expiresIn: ACCESS_TOKEN_SECONDS,
        },
      },
      200,
    );
  }
  writeSessionCookies(c, refreshed.accessToken, refreshed.refreshToken);
  return c.json({ signedIn: true as const, account: accountView(refreshed.account) }, 200);
});

/**
 * POST auth/token/verify/: the app (or a service) asks whether a token is good before
 * trusting it. The body's token, else the request's own; a live sign-in is checked as the
 * account reads check it. Every way of not being good is one 401.
 */
export const verifyToken = apiApp<AppEnv>().openapi(verifyTokenRoute, async (c) => {
  c.header('cache-control', CACHE.private);
  const { token } = c.req.valid('json');
  const now = epochSeconds(c.get('now'));
  const reading = token
    ? await readAccessToken(c.env.JWT_SECRET, token, now)
    : ({ state: 'none' } as const);
  const shopper = c.get('shopper');
  const claims =
    reading.state === 'valid'
      ? reading.claims
      : !token && shopper.kind === 'member'
        ? shopper
        : undefined;
  if (!claims || !(await liveSessionClaims(c.env.DB, claims)))
    throw new HttpError(401, 'TOKEN_INVALID', 'errors.sessionExpired');
  return c.json(
    { valid: true as const, expiresIn: Math.max(0, claims.issuedAt + ACCESS_TOKEN_SECONDS - now) },
    200,
  );
});

/**
 * DELETE sessions: signs out. `scope=this` ends this sign-in, `scope=all` every sign-in of the
 * account (and every access token issued until now). The cookies go either way, so signing
 * out twice, or as a guest, is fine. A token whose sign-in has already ended only loses its
 * cookies: a copied one must not end the sign-in its owner started since.
 */
export const sessions = apiApp<AppEnv>().openapi(signOutRoute, async (c) => {
  c.header('cache-control', CACHE.private);
  const { scope } = c.req.valid('query');
  const shopper = c.get('shopper');
  const now = epochSeconds(c.get('now'));
  if (shopper.kind === 'member' && (await liveSessionClaims(c.env.DB, shopper))) {
    if (scope === 'all')
      await c.env.DB.batch(endAllSessionsStatements(c.env.DB, shopper.accountId, now));
    else await endFamily(c.env.DB, shopper.familyId, now);
  }
  clearSessionCookies(c);
  return c.json({ signedIn: false as const }, 200);
});
