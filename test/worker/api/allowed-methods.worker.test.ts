import { describe, expect, it } from 'vitest';
import { call, errorOf } from './shopper-helpers';

/** A known API path asked with a method it does not answer is a 405 saying which it does. */
describe('a wrong method on a known API path', () => {
  it.each([
    ['DELETE', 'wishlist', 'GET, HEAD, PUT'],
    ['POST', 'wishlist/', 'GET, HEAD, PUT'],
    ['POST', 'user', 'GET, HEAD'],
    ['PUT', 'waitlist/123', 'PATCH'],
    ['GET', 'cart/line-items', 'POST'],
    ['DELETE', 'search/popular-queries/', 'GET, HEAD'],
  ] as const)('%s %s is a 405 with Allow: %s', async (method, path, allow) => {
    const response = await call(path, {
      method,
      body: method === 'GET' ? undefined : {},
      device: 'd'.repeat(32),
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
    const error = await errorOf(response);
    expect(error.statusCode).toBe(405);
    expect(error.data.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('is translated', async () => {
    const en = await errorOf(await call('user', { method: 'POST', body: {} }));
    const zh = await errorOf(
      await call('user', { method: 'POST', body: {}, site: { country: 'hk', language: 'zh' } }),
    );
    expect(en.statusCode).toBe(405);
    expect(en.message).toContain('GET, HEAD');
    expect(en.message).not.toBe(zh.message);
  });

  it('a doubled trailing slash matches no route: a 404, not a 405 allowing the method', async () => {
    for (const path of ['rewards//', 'cart//', 'user//']) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('allow'), path).toBeNull();
    }
  });

  it('an unknown path stays a 404 for GET and POST', async () => {
    expect((await call('no-such-thing', { method: 'POST', body: {} })).status).toBe(404);
    expect((await call('no-such-thing')).status).toBe(404);
  });
});
