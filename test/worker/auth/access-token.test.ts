import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_SECONDS,
  issueAccessToken,
  joinAccessToken,
  readAccessToken,
  splitAccessToken,
} from '../../../worker/auth/access-token';

const SECRET = 'test-secret-of-the-store';
const NOW = Math.floor(Date.now() / 1000);
const FAMILY = 'f'.repeat(32);
const CLAIMS = { accountId: 42, familyId: FAMILY, tier: 'black', isEmployee: true } as const;

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A token with these claims, signed as given (our claims, shape and timing by default). */
async function forged(
  overrides: Record<string, unknown> = {},
  secret = SECRET,
  alg: 'HS256' | 'HS512' = 'HS256',
) {
  return sign(
    {
      iss: 'storefront',
      aud: 'storefront-web',
      sub: '42',
      fam: FAMILY,
      tier: 'black',
      emp: 1,
      iat: NOW,
      nbf: NOW,
      exp: NOW + 60,
      ...overrides,
    },
    secret,
    alg,
  );
}

describe('access token', () => {
  it('lives 15 minutes and reads back the account, family, tier and staff flag', async () => {
    expect(ACCESS_TOKEN_SECONDS).toBe(900);
    const token = await issueAccessToken(SECRET, CLAIMS, NOW);
    expect(await readAccessToken(SECRET, token, NOW + 899)).toEqual({
      state: 'valid',
      claims: { ...CLAIMS, issuedAt: NOW },
    });
    expect(await readAccessToken(SECRET, token, NOW + 900)).toEqual({
      state: 'expired',
      accountId: 42,
    });
  });

  it('refuses tokens signed with another secret or algorithm, or with alg none', async () => {
    expect(await readAccessToken(SECRET, await forged({}, 'another-secret'), NOW)).toEqual({
      state: 'invalid',
    });
    expect(await readAccessToken(SECRET, await forged({}, SECRET, 'HS512'), NOW)).toEqual({
      state: 'invalid',
    });
    const genuine = await forged();
    const [, claims] = genuine.split('.');
    const none = `${base64url({ alg: 'none', typ: 'JWT' })}.${claims}.`;
    expect(await readAccessToken(SECRET, none, NOW)).toEqual({ state: 'invalid' });
  });

  it('calls an expired forgery invalid, not expired (the signature is checked first)', async () => {
    const expiredForgery = await forged({ exp: NOW - 10 }, 'another-secret');
    expect(await readAccessToken(SECRET, expiredForgery, NOW)).toEqual({ state: 'invalid' });
    const expiredGenuine = await forged({ exp: NOW - 10 });
    expect(await readAccessToken(SECRET, expiredGenuine, NOW)).toEqual({
      state: 'expired',
      accountId: 42,
    });
  });

  it('refuses a changed claim, another issuer or audience, and claims of the wrong shape', async () => {
    const genuine = await forged();
    const [header, , signature] = genuine.split('.');
    const raised = `${header}.${base64url({ sub: '42', fam: FAMILY, tier: 'gold', emp: 1, iss: 'storefront', aud: 'storefront-web', iat: NOW, exp: NOW + 60 })}.${signature}`;
    expect(await readAccessToken(SECRET, raised, NOW)).toEqual({ state: 'invalid' });
    for (const overrides of [
      { iss: 'elsewhere' },
      { aud: 'another-app' },
      { sub: 'admin' },
      { sub: '-1' },
      { fam: 'short' },
      { tier: 'platinum' },
      { emp: true },
      { nbf: NOW + 120 },
    ])
      expect(
        await readAccessToken(SECRET, await forged(overrides), NOW),
        JSON.stringify(overrides),
      ).toEqual({
        state: 'invalid',
      });
  });

  it('goes into two cookies and comes back whole; a missing or odd half is no token', async () => {
    const token = await issueAccessToken(SECRET, CLAIMS, NOW);
    const { data, signature } = splitAccessToken(token);
    expect(data.split('.')).toHaveLength(2);
    expect(joinAccessToken(data, signature)).toBe(token);
    expect(joinAccessToken(data, undefined)).toBeUndefined();
    expect(joinAccessToken(undefined, signature)).toBeUndefined();
    expect(joinAccessToken(`${data}.x`, signature)).toBeUndefined();
    expect(joinAccessToken(data, 'a;b')).toBeUndefined();
  });
});
