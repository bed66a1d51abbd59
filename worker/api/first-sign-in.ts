import type { Context } from 'hono';
import { accountView } from '../auth/account-view';
import { writeSessionCookies } from '../auth/session-cookies';
import { openSession } from '../auth/sign-in';
import { findAccountByEmail } from '../accounts/accounts';
import { adoptDevice } from '../bag/adopt';
import type { AppEnv } from '../env';
import { voucherStatements, welcomeVoucher } from '../loyalty/insider-gifts';
import { deliverSoon } from '../mail/deliver';
import { queueMail } from '../mail/outbox';

/**
 * A new account's first sign-in, once it is written (a confirmed sign-up, or one with Google):
 * the browser's guest lists and bag become the account's, and the welcome mail and welcome
 * voucher go in the same batch as the session. The session cookies are set; the answer's body
 * is returned.
 */
export async function firstSignIn(c: Context<AppEnv>, email: string, now: Date) {
  const row = await findAccountByEmail(c.env.DB, email);
  if (!row) throw new Error('the account just written is not there');
  const deviceId = c.get('shopper').deviceId;
  const adoption = deviceId
    ? await adoptDevice(c.env.DB, deviceId, row.id, now.toISOString())
    : { statements: [], notices: [] };
  const session = await openSession(
    c.env.DB,
    c.env.JWT_SECRET,
    row,
    Math.floor(now.getTime() / 1000),
    [
      queueMail(
        c.env.DB,
        row.email,
        row.language,
        { kind: 'welcome', firstName: row.first_name },
        now,
      ),
      ...adoption.statements,
      ...voucherStatements(c.env.DB, welcomeVoucher(row.id, row.country, now), now),
    ],
  );
  deliverSoon(c);
  writeSessionCookies(c, session.accessToken, session.refreshToken);
  return {
    signedIn: true as const,
    account: accountView(row),
    ...(adoption.notices.length ? { bagNotices: adoption.notices } : {}),
  };
}
