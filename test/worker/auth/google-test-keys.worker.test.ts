import { env } from 'cloudflare:test';
import { exportJWK, generateKeyPair } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { GOOGLE_JWKS_KV_KEY } from '../../../worker/auth/google';
import { DEVELOPER_GOOGLE_KEYS_PATH } from '../../../worker/auth/google-test-keys';
import { isDeveloperPath } from '../../../routes/developer-surfaces';
import { fetchWith, PRODUCTION } from '../with-env';

/**
 * /_dev/google-keys, the browser journeys' way to make the worker trust their own key set:
 * it writes the entry worker/auth/google.ts reads in development and test, and production
 * answers 404 without touching it.
 */
async function publicKeySet() {
  const pair = await generateKeyPair('RS256', { extractable: true });
  return {
    keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'dev-key', alg: 'RS256' }],
    privateJwk: { ...(await exportJWK(pair.privateKey)), kid: 'dev-key' },
  };
}

const put = (overrides: Partial<Env>, body: unknown, origin = 'http://localhost') =>
  fetchWith(overrides, `${origin}${DEVELOPER_GOOGLE_KEYS_PATH}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

afterEach(async () => {
  await env.AUTH_KV.delete(GOOGLE_JWKS_KV_KEY);
});

describe('/_dev/google-keys', () => {
  it('is a developer surface (the gate and its tests cover it)', () => {
    expect(isDeveloperPath(DEVELOPER_GOOGLE_KEYS_PATH)).toBe(true);
  });

  it('in development, keeps the key set where Google’s keys are cached', async () => {
    const { keys } = await publicKeySet();
    const response = await put({ ENVIRONMENT: 'development' }, { keys });
    expect(response.status).toBe(204);
    const cached = await env.AUTH_KV.get<{ jwks: unknown; fetchedAt: number }>(
      GOOGLE_JWKS_KV_KEY,
      'json',
    );
    expect(cached?.jwks).toEqual({ keys });
    expect(typeof cached?.fetchedAt).toBe('number');
  });

  it('refuses what is not a set of public RSA keys, and keeps nothing', async () => {
    const { privateJwk } = await publicKeySet();
    for (const body of [{ keys: [privateJwk] }, { keys: 'x' }, { nope: 1 }, 'text']) {
      const response = await put({ ENVIRONMENT: 'test' }, body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    expect(await env.AUTH_KV.get(GOOGLE_JWKS_KV_KEY)).toBeNull();
  });

  it('is a 404 in production and leaves the cached keys alone', async () => {
    const { keys } = await publicKeySet();
    for (const environment of ['production', 'staging', '']) {
      const response = await put(
        { ...PRODUCTION, ENVIRONMENT: environment },
        { keys },
        'https://shop.example.com.sg',
      );
      expect(response.status, environment).toBe(404);
    }
    expect(await env.AUTH_KV.get(GOOGLE_JWKS_KV_KEY)).toBeNull();
  });
});
