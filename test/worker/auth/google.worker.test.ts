import { env } from 'cloudflare:test';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { GOOGLE_JWKS_KV_KEY, verifyGoogleIdToken } from '../../../worker/auth/google';

// The unit tests (./google.test.ts) cover the rules; this one runs jose's RS256 on workerd's
// WebCrypto and the cache on the real AUTH_KV binding.
describe('verifyGoogleIdToken in workerd', () => {
  it('verifies a token and keeps the key set in AUTH_KV, so the next sign-in fetches nothing', async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256' }] };
    let fetches = 0;
    const fetch = (async () => {
      fetches += 1;
      return Response.json(jwks, { headers: { 'cache-control': 'public, max-age=20000' } });
    }) as unknown as typeof globalThis.fetch;
    const now = Date.now();
    const token = await new SignJWT({ email: 'ana@example.com', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer('https://accounts.google.com')
      .setAudience('client-1')
      .setSubject('42')
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(now / 1000) + 3600)
      .sign(privateKey);
    const deps = { clientId: 'client-1', kv: env.AUTH_KV, fetch, now: () => now };

    const identity = { sub: '42', email: 'ana@example.com', emailVerified: true };
    expect(await verifyGoogleIdToken(token, deps)).toEqual(identity);
    expect(await env.AUTH_KV.get(GOOGLE_JWKS_KV_KEY, 'json')).toMatchObject({ jwks });
    expect(await verifyGoogleIdToken(token, deps)).toEqual(identity);
    expect(fetches).toBe(1);
  });
});
