import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, createApiClient } from '../../../client/api/client';
import { isDeviceRequired, withDevice } from '../../../client/api/device';
import { createQueryClient } from '../../../client/api/query-client';
import { queries } from '../../../client/api/queries';
import { deferred, scriptedApi } from '../features/shopper-fetch';

const site = { country: 'sg', language: 'en' } as const;
const DEVICE_REQUIRED = {
  status: 428,
  body: {
    message: 'not ready',
    statusCode: 428,
    statusMessage: 'Precondition Required',
    data: { code: 'DEVICE_REQUIRED' },
  },
};

function shopper(routes: Parameters<typeof scriptedApi>[0]) {
  const scripted = scriptedApi(routes);
  const api = createApiClient(site, 'http://localhost', scripted.fetcher);
  return { ...scripted, shopper: { api, client: createQueryClient() } };
}

const WISH = { body: { productId: 1, wished: true } };
/** The wish list as PUT wishlist answers it (the real shape: scripted answers are checked). */
const SAVED = { productIds: [7], items: [] };

describe('withDevice', () => {
  it('waits for the user query before the first change, and asks it once for parallel changes', async () => {
    const user = deferred<{ body: unknown }>();
    const {
      shopper: s,
      calls,
      userCalls,
    } = shopper({ 'GET user': () => user.promise, 'PUT wishlist': { body: SAVED } });
    const pending = Promise.all(
      Array.from({ length: 5 }, () => withDevice(s, () => s.api.call('setWished', WISH))),
    );
    await vi.waitFor(() => expect(userCalls).toHaveLength(1));
    // A moment with the user answer held: no change has gone out.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    user.resolve({ body: { signedIn: false, geoCountry: null, segments: [] } });
    const results = await pending;
    expect(results).toEqual(Array(5).fill(SAVED));
    expect(userCalls).toHaveLength(1);
    expect(calls).toHaveLength(5);
  });

  it('does not ask again when the page already has the user', async () => {
    const { shopper: s, userCalls } = shopper({ 'PUT wishlist': { body: SAVED } });
    await s.client.fetchQuery(queries.user(s.api));
    await withDevice(s, () => s.api.call('setWished', WISH));
    expect(userCalls).toHaveLength(1);
  });

  it('on a 428 DEVICE_REQUIRED (the cookie went while the page was open) asks the user again, once, and sends the change again', async () => {
    const {
      shopper: s,
      calls,
      userCalls,
    } = shopper({ 'PUT wishlist': [DEVICE_REQUIRED, { body: SAVED }] });
    await s.client.fetchQuery(queries.user(s.api));
    expect(await withDevice(s, () => s.api.call('setWished', WISH))).toEqual(SAVED);
    expect(userCalls).toHaveLength(2);
    expect(calls.map((call) => call.method)).toEqual(['PUT', 'PUT']);
  });

  it('gives up after that one retry, and passes any other error through untouched', async () => {
    const refused = shopper({ 'PUT wishlist': DEVICE_REQUIRED });
    const error = await withDevice(refused.shopper, () =>
      refused.shopper.api.call('setWished', WISH),
    ).catch((caught: unknown) => caught);
    expect(isDeviceRequired(error)).toBe(true);
    expect(refused.calls).toHaveLength(2);
    const conflict = shopper({
      'PUT wishlist': {
        status: 409,
        body: {
          message: 'full',
          statusCode: 409,
          statusMessage: 'Conflict',
          data: { code: 'LIST_FULL' },
        },
      },
    });
    const other = await withDevice(conflict.shopper, () =>
      conflict.shopper.api.call('setWished', WISH),
    ).catch((caught: unknown) => caught);
    expect(isDeviceRequired(other)).toBe(false);
    expect(other).toBeInstanceOf(ApiRequestError);
    expect((other as ApiRequestError).status).toBe(409);
    expect((other as ApiRequestError).body?.data.code).toBe('LIST_FULL');
    expect(conflict.calls).toHaveLength(1);
  });
});
