import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { issueAccessToken, splitAccessToken } from '../../../worker/auth/access-token';
import { get } from '../helpers';
import { signUpConfirmed } from '../api/sign-up-helpers';

/**
 * Member pages on the server: a member route renders for a member, sends a guest to
 * sign in, and renews an expired access token from the refresh cookie itself, so a member
 * coming back is signed in on the first page.
 */

async function member() {
  const email = `page${Date.now()}${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await signUpConfirmed({
    email,
    password: 'Blossom#2026',
    passwordConfirmation: 'Blossom#2026',
    firstName: 'Mei',
    lastName: 'Tan',
    birthDate: '1990-05-17',
    consents: { personalInformation: true, policy: true, marketing: false },
  });
  expect(response.status).toBe(201);
  const pairs = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  const refresh = pairs.find((pair) => pair.startsWith('jwt-refresh-token=')) ?? '';
  const row = await env.DB.prepare(
    `SELECT a.id, t.family_id FROM accounts a JOIN refresh_tokens t ON t.account_id = a.id
     WHERE a.email_key = ?1`,
  )
    .bind(email)
    .first<{ id: number; family_id: string }>();
  if (!row) throw new Error('no session for the new member');
  return { cookie: pairs.join('; '), refresh, ...row };
}

/** The member's cookies with an access token that expired a minute ago. */
async function expiredCookie(account: { id: number; family_id: string; refresh: string }) {
  const past = Math.floor(Date.now() / 1000) - 16 * 60;
  const token = await issueAccessToken(
    'test-jwt-secret',
    { accountId: account.id, familyId: account.family_id, tier: 'pink', isEmployee: false },
    past,
  );
  const { data, signature } = splitAccessToken(token);
  return `jwt-data=${data}; jwt-signature=${signature}; ${account.refresh}`;
}

describe('member pages on the server', () => {
  it('sends a guest to sign in, and renders the account page for a member, privately', async () => {
    const guest = await get('/account');
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/sign_in?return_to=%2Faccount');
    const { cookie } = await member();
    const page = await get('/account', { cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
  });

  it('renews an expired access token from the refresh cookie on the first page, setting rotated cookies', async () => {
    const account = await member();
    const page = await get('/account', { cookie: await expiredCookie(account) });
    expect(page.status).toBe(200);
    const set = page.headers.getSetCookie();
    expect(set.some((line) => line.startsWith('jwt-data='))).toBe(true);
    const rotated = set.find((line) => line.startsWith('jwt-refresh-token='))?.split(';')[0];
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(account.refresh);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
  });

  it('renews it on page data (_payload.json) too, the client router’s request, privately', async () => {
    const account = await member();
    const data = await get('/account/_payload.json', { cookie: await expiredCookie(account) });
    expect(data.status).toBe(200);
    expect(data.headers.getSetCookie().some((line) => line.startsWith('jwt-refresh-token='))).toBe(
      true,
    );
    expect(data.headers.get('cache-control')).toBe('private, no-store');
    // A shared page's data renewed this way is private too (it sets cookies).
    const home = await get('/_payload.json', { cookie: await expiredCookie(await member()) });
    expect(home.headers.getSetCookie().some((line) => line.startsWith('jwt-data='))).toBe(true);
    expect(home.headers.get('cache-control')).toBe('private, no-store');
  });

  it('sends to sign in and clears the cookies when the refresh token was ended', async () => {
    const account = await member();
    await env.DB.prepare('UPDATE refresh_tokens SET revoked_at = 1 WHERE family_id = ?1')
      .bind(account.family_id)
      .run();
    const page = await get('/account', { cookie: await expiredCookie(account) });
    expect(page.status).toBe(302);
    expect(page.headers.getSetCookie().find((line) => line.startsWith('jwt-data='))).toContain(
      'Max-Age=0',
    );
  });
});
