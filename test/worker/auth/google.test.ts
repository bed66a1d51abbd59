import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cacheSeconds,
  GOOGLE_JWKS_KV_KEY,
  GOOGLE_JWKS_URL,
  verifyGoogleIdToken,
} from '../../../worker/auth/google';

const CLIENT_ID = '1234-test.apps.googleusercontent.com';
const START = Date.UTC(2026, 0, 15, 9, 0, 0);

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;
let keyA: KeyPair;
let keyB: KeyPair;
let other: KeyPair;

beforeAll(async () => {
  [keyA, keyB, other] = await Promise.all([
    generateKeyPair('RS256'),
    generateKeyPair('RS256'),
    generateKeyPair('RS256'),
  ]);
});

const publicJwk = async (pair: KeyPair, kid: string): Promise<JWK> => ({
  ...(await exportJWK(pair.publicKey)),
  kid,
  alg: 'RS256',
  use: 'sig',
});

/** Google's side and ours: a clock, the published key set, the fetches made and AUTH_KV. */
function world() {
  const state = {
    nowMs: START,
    published: [] as JWK[],
    fetchFails: false,
    fetches: 0,
    ttls: [] as number[],
  };
  const stored = new Map<string, { value: string; expiresAt: number }>();
  const kv = {
    async get(key: string, type: 'json') {
      expect(type).toBe('json');
      const entry = stored.get(key);
      return entry && entry.expiresAt > state.nowMs ? JSON.parse(entry.value) : null;
    },
    async put(key: string, value: string, options: { expirationTtl: number }) {
      state.ttls.push(options.expirationTtl);
      stored.set(key, { value, expiresAt: state.nowMs + options.expirationTtl * 1000 });
    },
  } as unknown as KVNamespace;
  const fakeFetch = (async (input: RequestInfo | URL) => {
    expect(String(input)).toBe(GOOGLE_JWKS_URL);
    state.fetches += 1;
    if (state.fetchFails) throw new TypeError('network down');
    return Response.json(
      { keys: state.published },
      { headers: { 'cache-control': 'public, max-age=21600, must-revalidate, no-transform' } },
    );
  }) as typeof fetch;
  const verify = (token: string, clientId = CLIENT_ID) =>
    verifyGoogleIdToken(token, { clientId, kv, fetch: fakeFetch, now: () => state.nowMs });
  return { state, stored, verify };
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/** A Google-shaped ID token issued now (by the world's clock at START unless `iat` given). */
function token(
  claims: JWTPayload = {},
  {
    key = keyA,
    kid = 'a',
    iat = seconds(START),
  }: { key?: KeyPair; kid?: string; iat?: number } = {},
) {
  return new SignJWT({
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: '110169484474386276334',
    email: 'ana@example.com',
    email_verified: true,
    given_name: 'Ana',
    family_name: 'Lim',
    iat,
    exp: iat + 3600,
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .sign(key.privateKey);
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('verifyGoogleIdToken', () => {
  it('reads the identity of a valid token', async () => {
    const w = world();
    w.state.published = [await publicJwk(keyA, 'a')];
    expect(await w.verify(await token())).toEqual({
      sub: '110169484474386276334',
      email: 'ana@example.com',
      emailVerified: true,
      givenName: 'Ana',
      familyName: 'Lim',
    });
  });

  it('leaves out names the token does not carry', async () => {
    const w = world();
    w.state.published = [await publicJwk(keyA, 'a')];
    expect(await w.verify(await token({ given_name: undefined, family_name: undefined }))).toEqual({
      sub: '110169484474386276334',
      email: 'ana@example.com',
      emailVerified: true,
    });
  });

  it('accepts both issuer spellings and refuses any other issuer', async () => {
    const w = world();
    w.state.published = [await publicJwk(keyA, 'a')];
    expect(await w.verify(await token({ iss: 'accounts.google.com' }))).toMatchObject({
      emailVerified: true,
    });
    for (const iss of ['https://accounts.google.com.evil.example', 'https://evil.example']) {
      expect(await w.verify(await token({ iss }))).toEqual({ refused: 'wrong_issuer' });
    }
  });

  it('refuses a token for another client, and every token when no client id is set', async () => {
    const w = world();
    w.state.published = [await publicJwk(keyA, 'a')];
    expect(await w.verify(await token({ aud: 'another.apps.googleusercontent.com' }))).toEqual({
      refused: 'wrong_audience',
    });
    expect(await w.verify(await token({ aud: '' }), '')).toEqual({ refused: 'wrong_audience' });
    expect(await w.verify(await token(), '')).toEqual({ refused: 'wrong_audience' });
  });

  it('refuses an expired token, allowing a minute of clock skew', async () => {
    const w = world();
    w.state.published = [await publicJwk(keyA, 'a')];
    const issued = await token();
    w.state.nowMs = START + 3600_000 + 30_000;
    expect(await w.verify(issued)).toMatchObject({ emailVerified: true });
    w.state.nowMs = START + 3600_000 + 90_000;
    expect(await w.verify(issued)).toEqual({ refused: 'expired' });
  });

  it('refuses a token not yet valid (issued or usable from beyond the clock skew)', async () => {
    const w = world();
    w.state.published = [await publicJwk(keyA, 'a')];
    const later = seconds(START) + 300;
    expect(await w.verify(await token({}, { iat: later }))).toEqual({ refused: 'invalid' });
    expect(await w.verify(await token({ nbf: later }))).toEqual({ refused: 'invalid' });
    expect(await w.verify(await token({}, { iat: seconds(START) + 30 }))).toMatchObject({
      emailVerified: true,
    });
  });

  it('refuses an e-mail address Google has not verified, or does not say it has', async () => {
    const w = world();
    w.state.published = [await publicJwk(keyA, 'a')];
    for (const email_verified of [false, undefined, 'true']) {
      expect(await w.verify(await token({ email_verified }))).toEqual({
        refused: 'email_unverified',
      });
    }
  });

  it('refuses a token without a subject or an e-mail address', async () => {
    const w = world();
    w.state.published = [await publicJwk(keyA, 'a')];
    expect(await w.verify(await token({ sub: undefined }))).toEqual({ refused: 'invalid' });
    expect(await w.verify(await token({ email: undefined }))).toEqual({ refused: 'invalid' });
  });

  it('refuses an HS256 token keyed with the public key (algorithm confusion)', async () => {
    const w = world();
    w.state.published = [await publicJwk(keyA, 'a')];
    const pem = new TextEncoder().encode(await exportSPKI(keyA.publicKey));
    const jwk = await publicJwk(keyA, 'a');
    for (const secret of [pem, new TextEncoder().encode(JSON.stringify(jwk))]) {
      const forged = await new SignJWT({
        iss: 'https://accounts.google.com',
        aud: CLIENT_ID,
        sub: '1',
        email: 'mallory@example.com',
        email_verified: true,
      })
        .setProtectedHeader({ alg: 'HS256', kid: 'a' })
        .setIssuedAt(seconds(START))
        .setExpirationTime(seconds(START) + 3600)
        .sign(secret);
      expect(await w.verify(forged)).toEqual({ refused: 'invalid' });
    }
  });

  it('refuses an unsigned token (alg none)', async () => {
    const w = world();
    w.state.published = [await publicJwk(keyA, 'a')];
    const [, payload] = (await token()).split('.');
    for (const header of [{ alg: 'none', kid: 'a' }, { alg: 'none' }]) {
      expect(await w.verify(`${base64url(header)}.${payload}.`)).toEqual({ refused: 'invalid' });
    }
  });

  it('refuses a token signed by another key under a known kid, and tampered claims', async () => {
    const w = world();
    w.state.published = [await publicJwk(keyA, 'a')];
    expect(await w.verify(await token({}, { key: other }))).toEqual({ refused: 'invalid' });
    const [header, , signature] = (await token()).split('.');
    const claims = base64url({
      iss: 'https://accounts.google.com',
      aud: CLIENT_ID,
      sub: '1',
      email: 'mallory@example.com',
      email_verified: true,
      iat: seconds(START),
      exp: seconds(START) + 3600,
    });
    expect(await w.verify(`${header}.${claims}.${signature}`)).toEqual({ refused: 'invalid' });
    expect(await w.verify('not a token')).toEqual({ refused: 'invalid' });
  });

  it('caches the key set in KV for the bounded max-age, so the next sign-in fetches nothing', async () => {
    const w = world();
    w.state.published = [await publicJwk(keyA, 'a')];
    await w.verify(await token());
    expect(w.state.fetches).toBe(1);
    expect(w.stored.has(GOOGLE_JWKS_KV_KEY)).toBe(true);
    expect(w.state.ttls).toEqual([21600]);
    w.state.nowMs = START + 60 * 60_000;
    expect(await w.verify(await token({}, { iat: seconds(w.state.nowMs) }))).toMatchObject({
      emailVerified: true,
    });
    expect(w.state.fetches).toBe(1);
    // Past the max-age the entry is gone and the set is fetched again.
    w.state.nowMs = START + 6 * 60 * 60_000 + 1;
    await w.verify(await token({}, { iat: seconds(w.state.nowMs) }));
    expect(w.state.fetches).toBe(2);
  });

  it('picks up a rotated key by fetching again for an unknown kid, at most once a minute', async () => {
    const w = world();
    w.state.published = [await publicJwk(keyA, 'a')];
    await w.verify(await token());
    // Google publishes key b; our cache still holds only a.
    w.state.published = [await publicJwk(keyA, 'a'), await publicJwk(keyB, 'b')];
    w.state.nowMs = START + 30_000;
    const signedB = () => token({}, { key: keyB, kid: 'b', iat: seconds(w.state.nowMs) });
    expect(await w.verify(await signedB())).toEqual({ refused: 'invalid' });
    expect(w.state.fetches).toBe(1);
    w.state.nowMs = START + 61_000;
    expect(await w.verify(await signedB())).toMatchObject({ emailVerified: true });
    expect(w.state.fetches).toBe(2);
    // The refetched set is cached: key b needs no further fetch.
    w.state.nowMs = START + 200_000;
    expect(await w.verify(await signedB())).toMatchObject({ emailVerified: true });
    expect(w.state.fetches).toBe(2);
  });

  it('fetches once for a kid Google does not publish, then refuses it without fetching for a minute', async () => {
    const w = world();
    w.state.published = [await publicJwk(keyA, 'a')];
    await w.verify(await token());
    w.state.nowMs = START + 120_000;
    const unknown = await token({}, { key: other, kid: 'zz', iat: seconds(w.state.nowMs) });
    expect(await w.verify(unknown)).toEqual({ refused: 'invalid' });
    expect(w.state.fetches).toBe(2);
    for (const step of [1_000, 30_000, 59_000]) {
      w.state.nowMs = START + 120_000 + step;
      expect(await w.verify(unknown)).toEqual({ refused: 'invalid' });
    }
    expect(w.state.fetches).toBe(2);
  });

  it('answers keys_unavailable when the key set cannot be fetched and none is cached', async () => {
    const w = world();
    w.state.published = [await publicJwk(keyA, 'a')];
    w.state.fetchFails = true;
    expect(await w.verify(await token())).toEqual({ refused: 'keys_unavailable' });
    w.state.fetchFails = false;
    expect(await w.verify(await token())).toMatchObject({ emailVerified: true });
  });

  it('answers keys_unavailable for an error status or a body that is not a key set', async () => {
    for (const answer of [
      () => new Response('busy', { status: 503 }),
      () => Response.json({ nothing: [] }),
    ]) {
      const kv = { get: async () => null, put: async () => {} } as unknown as KVNamespace;
      const fetch = (async () => answer()) as unknown as typeof globalThis.fetch;
      expect(
        await verifyGoogleIdToken(await token(), {
          clientId: CLIENT_ID,
          kv,
          fetch,
          now: () => START,
        }),
      ).toEqual({ refused: 'keys_unavailable' });
    }
  });

  it('answers keys_unavailable when a rotation refetch fails', async () => {
    const w = world();
    w.state.published = [await publicJwk(keyA, 'a')];
    await w.verify(await token());
    w.state.nowMs = START + 61_000;
    w.state.fetchFails = true;
    const signedB = await token({}, { key: keyB, kid: 'b', iat: seconds(w.state.nowMs) });
    expect(await w.verify(signedB)).toEqual({ refused: 'keys_unavailable' });
  });
});

describe('cacheSeconds', () => {
  it("takes the response's max-age within 5 minutes and 24 hours", () => {
    expect(cacheSeconds('public, max-age=21600, must-revalidate')).toBe(21600);
    expect(cacheSeconds('max-age=10')).toBe(300);
    expect(cacheSeconds('max-age=9999999')).toBe(86400);
    expect(cacheSeconds('s-maxage=9000')).toBe(300);
    expect(cacheSeconds('no-store')).toBe(300);
    expect(cacheSeconds(null)).toBe(300);
  });
});
