import type { Context } from 'hono';

import { createLink, endLinksStatement, isLinkToken, useLink } from '../auth/account-links';
import { accountView } from '../auth/account-view';
import { mailLink } from '../auth/mail-links';
import { verifyPassword } from '../auth/password-hash';
import { passwordCodes, passwordProblems } from '../auth/password-policy';
import { liftLocksStatements } from '../auth/lockout';
import { writeSessionCookies } from '../auth/session-cookies';
import { endAllSessionsStatements, tokenHash } from '../auth/sessions';
import { openSession } from '../auth/sign-in';
import { CACHE } from '../cache-policy';
import {
  findAccount,
  findAccountByEmailStatement,
  storedPassword,
  type AccountRow,
} from '../accounts/accounts';
import {
  accountOfResetLink,
  forbiddenPasswords,
  setPasswordStatement,
} from '../accounts/passwords';
import type { PasswordRule } from '../../client/lib/password-rules';
import type { Translate } from '../../client/lib/i18n';
import type { AppEnv } from '../env';
import { afterAnswer } from '../mail/after-answer';
import { deliverSoon } from '../mail/deliver';
import { queueMail } from '../mail/outbox';
import { clientOf } from '../rate-limit/client';
import { addressSubject, decisionOf, hitStatement, type Hit } from '../rate-limit/counter';
import { HttpError } from './errors';
import { tooManyRequests } from './too-many-requests';
import { member, memberId } from './member';
import { apiApp, readJson, routeOf } from './route-kit';

export const forgotRoute = routeOf('forgotPassword', '/account', { middleware: [readJson] });

export const resetRoute = routeOf('resetPassword', '/account', { middleware: [readJson] });

export const changeRoute = routeOf('changePassword', '/account', {
  middleware: [member, readJson],
});

export const unlockRoute = routeOf('unlock', '/account', { middleware: [readJson] });

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** Every broken password rule as one 422 with the spec's codes and each rule's message. */
export function refuseBrokenRules(t: Translate, broken: readonly PasswordRule[]): void {
  if (!broken.length) return;
  throw new HttpError(422, 'PASSWORD_RULES', 'auth.passwordRules', {
    field: 'password',
    issues: broken.map((rule) => ({ field: 'password', message: t(`auth.rules.${rule}`) })),
    data: { codes: passwordCodes(broken) },
  });
}

/** Refuses a new password with every broken rule, the account's history included. */
async function checkNewPassword(
  c: Context<AppEnv>,
  input: { password: string; passwordConfirmation: string },
  row: AccountRow,
) {
  const broken = await passwordProblems(
    { password: input.password, confirmation: input.passwordConfirmation, email: row.email },
    forbiddenPasswords(row),
  );
  refuseBrokenRules(c.get('site').t, broken);
}

const linkExpired = (key: 'auth.linkExpired' | 'auth.unlockLinkExpired') =>
  new HttpError(409, 'LINK_EXPIRED', key, { field: 'token' });

/**
 * Forgot, reset and change the password, and unlock. A reset or change ends
 * every sign-in of the account (ASVS V7.4.3) and tells the member by e-mail; a change keeps
 * this browser signed in with a new sign-in.
 */
export const password = apiApp<AppEnv>()
  .openapi(forgotRoute, async (c) => {
    c.header('cache-control', CACHE.private);
    const { email } = c.req.valid('json');
    const now = c.get('now');
    const db = c.env.DB;
    // One batch whoever asks: the address's and the client's counters, and the account. The
    // address is counted whether it has an account or not (README "Rate limits").
    const address: Hit = { purpose: 'reset-mail', subject: await addressSubject(email) };
    const client = clientOf(c);
    const hits: Hit[] = [
      address,
      ...(client ? [{ purpose: 'forgot-client', subject: client } as const] : []),
    ];
    const [found, ...counted] = await db.batch([
      findAccountByEmailStatement(db, email),
      ...hits.map((hit) => hitStatement(db, hit, seconds(now))),
    ]);
    const [mail, fromClient] = hits.map((hit, i) => decisionOf(hit, counted[i], seconds(now)));
    if (fromClient && !fromClient.allowed) throw tooManyRequests(fromClient.retryAfter);
    const row = found.results[0] as AccountRow | undefined;
    // Past the address's limit nothing more is sent (the link mailed before still works), and
    // the answer is the same: a stranger cannot flood the owner's inbox nor learn anything.
    if (row && mail.allowed)
      await afterAnswer(c, async () => {
        const link = await createLink(db, 'reset', row.id, seconds(now));
        await db.batch([
          endLinksStatement(db, 'reset', row.id, seconds(now)),
          link.statement,
          queueMail(
            db,
            row.email,
            row.language,
            {
              kind: 'passwordReset',
              firstName: row.first_name,
              link: mailLink(c, 'reset', row, link.token),
            },
            now,
          ),
        ]);
      });
    return c.json({ done: true, message: c.get('site').t('auth.resetSent') }, 200);
  })
  .openapi(resetRoute, async (c) => {
    c.header('cache-control', CACHE.private);
    const body = c.req.valid('json');
    const now = c.get('now');
    if (!isLinkToken(body.token)) throw linkExpired('auth.linkExpired');
    // Checked before the link is used, so a password the rules refuse does not spend it.
    const pending = await accountOfResetLink(c.env.DB, await tokenHash(body.token), seconds(now));
    if (!pending) throw linkExpired('auth.linkExpired');
    await checkNewPassword(c, body, pending);
    const accountId = await useLink(c.env.DB, 'reset', body.token, seconds(now));
    if (accountId !== pending.id) throw linkExpired('auth.linkExpired');
    await c.env.DB.batch([
      await setPasswordStatement(c.env.DB, pending, body.password, now),
      ...(await liftLocksStatements(c.env.DB, pending.email, seconds(now))),
      ...endAllSessionsStatements(c.env.DB, pending.id, seconds(now)),
      queueMail(
        c.env.DB,
        pending.email,
        pending.language,
        { kind: 'passwordChanged', firstName: pending.first_name },
        now,
      ),
    ]);
    deliverSoon(c);
    return c.json({ done: true, message: c.get('site').t('auth.passwordChanged') }, 200);
  })
  .openapi(changeRoute, async (c) => {
    const body = c.req.valid('json');
    const now = c.get('now');
    const row = await findAccount(c.env.DB, memberId(c));
    if (!row) throw new HttpError(401, 'SIGN_IN_REQUIRED', 'auth.signInRequired');
    const current = storedPassword(row);
    if (current && !(await verifyPassword(body.currentPassword, current)))
      throw new HttpError(422, 'WRONG_PASSWORD', 'auth.wrongCurrentPassword', {
        field: 'currentPassword',
      });
    await checkNewPassword(c, body, row);
    await c.env.DB.batch([
      await setPasswordStatement(c.env.DB, row, body.password, now),
      ...endAllSessionsStatements(c.env.DB, row.id, seconds(now)),
      queueMail(
        c.env.DB,
        row.email,
        row.language,
        { kind: 'passwordChanged', firstName: row.first_name },
        now,
      ),
    ]);
    const session = await openSession(c.env.DB, c.env.JWT_SECRET, row, seconds(now));
    deliverSoon(c);
    writeSessionCookies(c, session.accessToken, session.refreshToken);
    return c.json({ signedIn: true as const, account: accountView(row) }, 200);
  })
  .openapi(unlockRoute, async (c) => {
    c.header('cache-control', CACHE.private);
    const { token } = c.req.valid('json');
    const now = c.get('now');
    if (!isLinkToken(token)) throw linkExpired('auth.unlockLinkExpired');
    const accountId = await useLink(c.env.DB, 'unlock', token, seconds(now));
    const row = accountId === null ? null : await findAccount(c.env.DB, accountId);
    if (!row) throw linkExpired('auth.unlockLinkExpired');
    // Every lock of the address ends, from every client: the owner always gets in this way.
    await c.env.DB.batch(await liftLocksStatements(c.env.DB, row.email, seconds(now)));
    return c.json({ done: true, message: c.get('site').t('auth.unlocked') }, 200);
  });
