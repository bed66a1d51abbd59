import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { ConfirmedSignUpSchema } from '../../../client/api/account-contract';
import { SIGN_UP_REQUEST_ATTEMPTS } from '../../../worker/auth/sign-up-requests';
import { afterAMoment, mailedToken, mailsTo } from './mail-helpers';
import { newMember } from './member-helpers';
import { PASSWORD, signUpBody } from './sign-up-helpers';
import { call, errorOf, json } from './shopper-helpers';

/**
 * Sign-up by e-mail through the real worker (worker/api/account.ts, worker/api/confirm-sign-up.ts,
 * docs/accounts.md): every address gets the same "check your e-mail", a new address gets the
 * link and an owner a notice, and the link makes the account only with the password chosen.
 */

let serial = 0;
const freshEmail = () => `confirm-${Date.now()}-${(serial += 1)}@example.com`;

const signUp = (email: string, overrides: Record<string, unknown> = {}) =>
  call('account', { method: 'POST', body: signUpBody(email, overrides) });
const confirm = (token: string, password = PASSWORD) =>
  call('account/confirm', { method: 'POST', body: { token, password } });
const accountsOf = async (email: string) =>
  (
    await env.DB.prepare('SELECT COUNT(*) AS count FROM accounts WHERE email_key = ?1')
      .bind(email.toLowerCase())
      .first<{ count: number }>()
  )?.count;

describe('sign-up by e-mail', () => {
  it('answers a taken and a new address alike: the same status, words and headers', async () => {
    const { email: taken } = await newMember();
    const fresh = freshEmail();
    const [known, unknown] = await Promise.all([signUp(taken), signUp(fresh)]);
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    const knownBody = await json(known);
    expect(knownBody).toEqual(await json(unknown));
    expect(knownBody).toEqual({
      signedIn: false,
      confirmationSent: true,
      message:
        'Check your email: we have sent a message to finish joining Beauty Pass. Open its link within 24 hours.',
    });
    const names = (response: Response) => [...response.headers.keys()].sort();
    expect(names(known)).toEqual(names(unknown));
    // Neither is signed in, and neither answer sets a session.
    for (const response of [known, unknown])
      expect(response.headers.getSetCookie().some((line) => line.startsWith('jwt-'))).toBe(false);
    // The new address gets the link; the owner gets the notice, not a link.
    expect(await mailedToken(fresh, 'confirmSignUp')).toMatch(/^[\w-]{43}$/);
    expect(await mailedToken(taken, 'signUpAttempt').catch(() => 'no token')).toBe('no token');
    expect(await mailsTo(taken, 'signUpAttempt')).toHaveLength(1);
    expect(await accountsOf(fresh)).toBe(0);
  });

  it('makes the account with the link and the password chosen, signed in, going where the sign-up was going', async () => {
    const email = freshEmail();
    expect((await signUp(email, { returnTo: '/checkout', claim: 'SG123456789' })).status).toBe(202);
    const token = await mailedToken(email, 'confirmSignUp');
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(201);
    const answer = ConfirmedSignUpSchema.parse(await confirmed.json());
    expect(answer).toMatchObject({
      signedIn: true,
      account: { email, firstName: 'Mei' },
      returnTo: '/checkout',
      claim: 'SG123456789',
    });
    expect(confirmed.headers.getSetCookie().some((line) => line.startsWith('jwt-data='))).toBe(
      true,
    );
    expect(await accountsOf(email)).toBe(1);
    // The welcome follows, and the link is spent: used again, it has expired.
    expect(await mailsTo(email, 'welcome')).toHaveLength(1);
    const again = await confirm(token);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).data).toMatchObject({ code: 'LINK_EXPIRED', field: 'token' });
  });

  it('keeps a return_to on the site: another origin is kept as the home page', async () => {
    const email = freshEmail();
    await signUp(email, { returnTo: '//evil.example/steal' });
    const answer = ConfirmedSignUpSchema.parse(
      await (await confirm(await mailedToken(email, 'confirmSignUp'))).json(),
    );
    expect(answer.returnTo).toBe('/');
  });

  it('makes nothing from the link without the password: five wrong tries end it', async () => {
    const email = freshEmail();
    await signUp(email);
    const token = await mailedToken(email, 'confirmSignUp');
    for (let i = 0; i < SIGN_UP_REQUEST_ATTEMPTS; i += 1) {
      const wrong = await confirm(token, 'Guessed#2026');
      expect(wrong.status).toBe(422);
      const refusal = await errorOf(wrong);
      expect(refusal.data).toMatchObject({ code: 'WRONG_PASSWORD', field: 'password' });
      expect(refusal.message).toContain('5 wrong tries');
    }
    // Out of tries: even the right password finds the link ended.
    const right = await confirm(token);
    expect(right.status).toBe(409);
    expect((await errorOf(right)).data.code).toBe('LINK_EXPIRED');
    expect(await accountsOf(email)).toBe(0);
  });

  it('refuses a link past its 24 hours, an unknown token and a malformed one alike', async () => {
    const email = freshEmail();
    await signUp(email);
    const token = await mailedToken(email, 'confirmSignUp');
    await env.DB.prepare('UPDATE sign_up_requests SET expires_at = ?2 WHERE email_key = ?1')
      .bind(email, Math.floor(Date.now() / 1000) - 1)
      .run();
    for (const attempt of [token, 'x'.repeat(43), 'short', '']) {
      const refused = await confirm(attempt);
      expect(refused.status, attempt).toBe(409);
      expect((await errorOf(refused)).data).toMatchObject({ code: 'LINK_EXPIRED', field: 'token' });
    }
    expect(await accountsOf(email)).toBe(0);
  });

  it('answers a link whose address got an account meanwhile "already a member", making no second', async () => {
    const email = freshEmail();
    await signUp(email);
    const first = await mailedToken(email, 'confirmSignUp');
    // The address is taken by then (here: a sandbox member; in life, Google sign-up).
    await call('sandbox/users/', {
      method: 'POST',
      body: { email, password: PASSWORD, country: 'sg', firstName: 'Mei', lastName: 'Tan' },
    });
    const late = await confirm(first);
    expect(late.status).toBe(409);
    expect((await errorOf(late)).data).toMatchObject({ code: 'EMAIL_UNAVAILABLE', field: 'email' });
    expect(await accountsOf(email)).toBe(1);
  });

  it('sends no more than three sign-up mails an hour to one address, and answers the same past it', async () => {
    const email = freshEmail();
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await json(await signUp(email)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await afterAMoment(() => mailsTo(email, 'confirmSignUp'))).toHaveLength(3);
  });
});
