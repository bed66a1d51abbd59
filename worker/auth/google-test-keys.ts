import type { Context } from 'hono';
import { isDevelopment, type AppEnv } from '../env';
import { GOOGLE_JWKS_KV_KEY, isKeySet, type CachedKeys } from './google';

/**
 * A developer surface (routes/developer-surfaces.ts: closed outside development and test) for
 * browser journeys without internet: `PUT /_dev/google-keys` with a JSON Web Key Set puts it
 * where worker/auth/google.ts keeps Google's keys (AUTH_KV), so the worker trusts ID tokens the
 * test signed itself. It writes the same cache entry a fetch from Google would: google.ts has no
 * test branch, and production has nothing to reach (the gate answers 404 before this runs).
 */
export const DEVELOPER_GOOGLE_KEYS_PATH = '/_dev/google-keys';
/** Long enough for a test run; the verifier refetches from Google once it is gone. */
const TEST_KEYS_SECONDS = 60 * 60;

export async function developerGoogleKeys(c: Context<AppEnv>): Promise<Response> {
  // The gate closes this path already; refusing here too keeps a mount mistake harmless.
  if (!isDevelopment(c.env)) return c.text('Not found', 404, { 'cache-control': 'no-store' });
  const jwks: unknown = await c.req.json().catch(() => null);
  if (!isKeySet(jwks) || !jwks.keys.every(isPublicRsaKey)) {
    return c.text('A JSON Web Key Set of public RSA keys, please', 400, {
      'cache-control': 'no-store',
    });
  }
  const keys: CachedKeys = { jwks, fetchedAt: c.get('now').getTime() };
  await c.env.AUTH_KV.put(GOOGLE_JWKS_KV_KEY, JSON.stringify(keys), {
    expirationTtl: TEST_KEYS_SECONDS,
  });
  return c.body(null, 204, { 'cache-control': 'no-store' });
}

/** Public keys only: a private part (`d`) has no business in a verifier's key set. */
function isPublicRsaKey(key: object): boolean {
  return (key as { kty?: unknown }).kty === 'RSA' && !('d' in key);
}
