import type { Context } from 'hono';
import { mailLink } from '../auth/mail-links';
import { createSignUpRequest, type SignUpRequest } from '../auth/sign-up-requests';
import { findAccountByEmail } from '../accounts/accounts';
import type { AppEnv } from '../env';
import { queueMail } from '../mail/outbox';
import { addressSubject, countHits } from '../rate-limit/counter';

/**
 * What an e-mail sign-up sends, after the answer (docs/accounts.md): for an address without an
 * account, the link that makes it (the request kept in sign_up_requests); for an address with
 * one, a notice to its owner with the way to reset the password. Either counts toward the
 * address's 'sign-up-mail' limit before the address is looked up, so the limit says nothing
 * either; past it nothing is sent (a link mailed before still works).
 */
export async function mailSignUp(
  c: Context<AppEnv>,
  request: SignUpRequest,
  now: Date,
): Promise<void> {
  const db = c.env.DB;
  const seconds = Math.floor(now.getTime() / 1000);
  const [mail] = await countHits(
    db,
    [{ purpose: 'sign-up-mail', subject: await addressSubject(request.email) }],
    seconds,
  );
  if (!mail.allowed) return;
  const owner = await findAccountByEmail(db, request.email);
  if (owner) {
    await queueMail(
      db,
      owner.email,
      owner.language,
      { kind: 'signUpAttempt', link: mailLink(c, 'forgot', owner) },
      now,
    ).run();
    return;
  }
  const link = await createSignUpRequest(db, request, seconds);
  await db.batch([
    link.statement,
    queueMail(
      db,
      request.email.trim(),
      request.language,
      {
        kind: 'confirmSignUp',
        firstName: request.firstName,
        link: mailLink(c, 'confirm', request, link.token),
      },
      now,
    ),
  ]);
}
