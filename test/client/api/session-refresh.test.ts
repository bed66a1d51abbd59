import { describe, expect, it } from 'vitest';
import { ApiRequestError, createApiClient } from '../../../client/api/client';
import { browserFetcher, heldSession } from '../../../client/api/session-refresh';

const ORIGIN = 'https://shop.example.sg';
const SITE = { country: 'sg', language: 'en' } as const;

const error = (status: number, code: string) =>
  new Response(
    JSON.stringify({ message: code, statusCode: status, statusMessage: 'x', data: { code } }),
    { status, headers: { 'content-type': 'application/json' } },
  );
const user = (signedIn: boolean) =>
  Response.json({ signedIn, tier: signedIn ? 'pink' : null, geoCountry: null, segments: [] });

/** A server whose access token expired: the first GET user is 401 until a refresh answers. */
function server(refreshAnswer: () => Response, firstAnswer = () => error(401, 'SESSION_EXPIRED')) {
  const seen: { method: string; path: string; body: string }[] = [];
  let renewed = false;
  const send = async (request: Request) => {
    const path = new URL(request.url).pathname;
    seen.push({ method: request.method, path, body: await request.text() });
    if (path.endsWith('/auth/token')) {
      const answer = refreshAnswer();
      renewed = answer.ok;
      return answer;
    }
    return renewed ? user(true) : firstAnswer();
  };
  return { seen, send };
}

describe('heldSession', () => {
  it('is true for the API’s SESSION_EXPIRED only, and leaves the answer readable', async () => {
    const expired = error(401, 'SESSION_EXPIRED');
    expect(await heldSession(expired)).toBe(true);
    expect(((await expired.json()) as { data: { code: string } }).data.code).toBe(
      'SESSION_EXPIRED',
    );
    expect(await heldSession(error(401, 'SIGN_IN_REQUIRED'))).toBe(false);
    expect(await heldSession(new Response('not json', { status: 401 }))).toBe(false);
    expect(await heldSession(new Response(null, { status: 401 }))).toBe(false);
  });
});

describe('the browser fetcher', () => {
  it('renews an expired session once through POST auth/token (client flow) and sends the call again', async () => {
    const { seen, send } = server(() =>
      Response.json({ signedIn: true, account: {} }, { status: 200 }),
    );
    const api = createApiClient(SITE, ORIGIN, browserFetcher(SITE, ORIGIN, send));
    expect(await api.call('user')).toMatchObject({ signedIn: true });
    expect(seen.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/web/v1/user',
      // Under the lock: has another tab renewed the session meanwhile? Not here.
      'POST /api/web/v1/auth/token/verify/',
      'POST /api/web/v1/auth/token',
      'GET /api/web/v1/user',
    ]);
    expect(JSON.parse(seen[2].body)).toEqual({ grant_type: 'refresh_token', flow: 'client' });
  });

  it('does not refresh when the session is already good again (another tab renewed it)', async () => {
    const seen: string[] = [];
    let first = true;
    const send = async (request: Request) => {
      const path = new URL(request.url).pathname.replace('/api/web/v1/', '');
      seen.push(path);
      if (path === 'auth/token/verify/') return Response.json({ valid: true, expiresIn: 899 });
      if (path === 'user' && first) {
        first = false;
        return error(401, 'SESSION_EXPIRED');
      }
      return user(true);
    };
    const api = createApiClient(SITE, ORIGIN, browserFetcher(SITE, ORIGIN, send));
    expect(await api.call('user')).toMatchObject({ signedIn: true });
    expect(seen).toEqual(['user', 'auth/token/verify/', 'user']);
  });

  it('passes a guest’s 401 on without a refresh', async () => {
    const { seen, send } = server(
      () => Response.json({}),
      () => error(401, 'SIGN_IN_REQUIRED'),
    );
    const api = createApiClient(SITE, ORIGIN, browserFetcher(SITE, ORIGIN, send));
    const failure = await api.call('account').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).body?.data.code).toBe('SIGN_IN_REQUIRED');
    expect(seen).toHaveLength(1);
  });

  it('passes the first 401 on when the refresh is refused (the sign-in has ended)', async () => {
    const { seen, send } = server(() => error(401, 'SESSION_EXPIRED'));
    const api = createApiClient(SITE, ORIGIN, browserFetcher(SITE, ORIGIN, send));
    const failure = await api.call('user').catch((e: unknown) => e);
    expect((failure as ApiRequestError).status).toBe(401);
    expect(seen.map(({ path }) => path.replace('/api/web/v1/', ''))).toEqual([
      'user',
      'auth/token/verify/',
      'auth/token',
    ]);
  });
});
