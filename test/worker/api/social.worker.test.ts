import { env } from 'cloudflare:test';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { TokenAnswerSchema } from '../../../client/api/account-contract';
import { GOOGLE_JWKS_KV_KEY } from '../../../worker/auth/google';
import { signUpConfirmed } from './sign-up-helpers';
import { call, errorOf, json } from './shopper-helpers';

/**
 * Sign-in with Google through the real worker: the ID token is verified against a
 * key set made here and put where the worker keeps Google's (AUTH_KV), so no request leaves.
 */
const CLIENT_ID = 'test-client.apps.googleusercontent.com';
let privateKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256' }] };
  await env.AUTH_KV.put(GOOGLE_JWKS_KV_KEY, JSON.stringify({ jwks, fetchedAt: Date.now() }));
});

function googleToken(sub: string, email: string, audience = CLIENT_ID) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email, email_verified: true, given_name: 'Ana', family_name: 'Lim' })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(audience)
    .setSubject(sub)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(privateKey);
}

const social = async (idToken: string, cookie?: string) =>
  call('auth/social', {
    method: 'POST',
    body: { provider: 'google', idToken },
    headers: cookie ? { cookie } : {},
  });

function signUpBody(email: string, googleIdToken?: string) {
  return {
    email,
    password: 'Blossom#2026',
    passwordConfirmation: 'Blossom#2026',
    firstName: 'Ana',
    lastName: 'Lim',
    birthDate: '1992-03-04',
    consents: { personalInformation: true, policy: true, marketing: false },
    ...(googleIdToken ? { googleIdToken } : {}),
  };
}

describe('sign-in with Google', () => {
  it('answers an unknown Google account "not yet linked, please register" with the sign-up prefill', async () => {
    const email = `g${Date.now()}@example.com`;
    const response = await social(await googleToken(`sub-${Date.now()}`, email));
    expect(response.status).toBe(404);
    const error = await errorOf(response);
    expect(error.message).toBe('Your Google account is not yet linked, please register.');
    expect(error.data).toMatchObject({ code: 'GOOGLE_NOT_LINKED', email, givenName: 'Ana' });
  });

  it('signs in a member who registered with the Google token, keyed by sub', async () => {
    const sub = `sub-reg-${Date.now()}`;
    const email = `reg${Date.now()}@example.com`;
    const token = await googleToken(sub, email);
    const signedUp = await call('account', { method: 'POST', body: signUpBody(email, token) });
    expect(signedUp.status).toBe(201);
    expect(TokenAnswerSchema.parse(await signedUp.json()).account.googleLinked).toBe(true);
    const response = await social(await googleToken(sub, email));
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((line) => line.startsWith('jwt-data='))).toBe(true);
  });

  it('does not sign in by e-mail: a Google account with a member’s address but another sub is not linked', async () => {
    const email = `same${Date.now()}@example.com`;
    expect((await signUpConfirmed(signUpBody(email))).status).toBe(201);
    const response = await social(await googleToken(`other-${Date.now()}`, email));
    expect(response.status).toBe(404);
  });

  it('links Google for a signed-in member, then signs in with it', async () => {
    const email = `link${Date.now()}@example.com`;
    const signedUp = await signUpConfirmed(signUpBody(email));
    const cookie = signedUp.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const sub = `sub-link-${Date.now()}`;
    const linked = await social(await googleToken(sub, 'another-address@example.com'), cookie);
    expect(linked.status).toBe(200);
    expect(await json(linked)).toMatchObject({ account: { googleLinked: true } });
    expect((await social(await googleToken(sub, 'another-address@example.com'))).status).toBe(200);
    // That Google account cannot be linked to a second member: said as such (409).
    const other = await signUpConfirmed(signUpBody(`x${email}`));
    const otherCookie = other.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const taken = await social(await googleToken(sub, 'another-address@example.com'), otherCookie);
    expect(taken.status).toBe(409);
    const refusal = await errorOf(taken);
    expect(refusal.data.code).toBe('GOOGLE_ALREADY_LINKED');
    expect(refusal.message).toContain('already linked');
  });

  it('refuses a token for another client, and a token whose e-mail is not the sign-up e-mail', async () => {
    const email = `aud${Date.now()}@example.com`;
    const wrong = await social(await googleToken('sub-aud', email, 'someone-else'));
    expect(wrong.status).toBe(401);
    const mismatch = await call('account', {
      method: 'POST',
      body: signUpBody(email, await googleToken('sub-mismatch', 'not-this@example.com')),
    });
    expect(mismatch.status).toBe(422);
    const refusal = await errorOf(mismatch);
    expect(refusal.data.code).toBe('GOOGLE_EMAIL_MISMATCH');
    expect(refusal.data.field).toBe('email');
    expect(refusal.message).toBe('The email must be the one of your Google account to link it.');
  });
});
