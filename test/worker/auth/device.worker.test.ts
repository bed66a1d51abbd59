import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { signedDeviceId } from '../../../worker/auth/device';
import { call, errorOf } from '../api/shopper-helpers';

/**
 * The device id is issued in one place, GET user (README "Shopper lists"): the browser asks
 * it after hydration, before any change. A change without a device gets a 428 that says so,
 * and creates nothing. The cookie holds the id signed by the server: an id a client made up is
 * no device.
 */

async function deviceRows(id?: string): Promise<number> {
  const row = id
    ? await env.DB.prepare('SELECT COUNT(*) AS n FROM devices WHERE id = ?')
        .bind(id)
        .first<{ n: number }>()
    : await env.DB.prepare('SELECT COUNT(*) AS n FROM devices').first<{ n: number }>();
  return row?.n ?? 0;
}

function issuedDevice(response: Response): string | undefined {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('device-id='));
  return /^device-id=([0-9a-f]{32})\.[A-Za-z0-9_-]{43};/.exec(cookie ?? '')?.[1];
}

describe('GET user issues the device', () => {
  it('to a browser without one: a device-id cookie (128-bit hex, signed; httpOnly, Lax, path /, a year) and a devices row', async () => {
    const response = await call('user');
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('device-id='));
    const id = issuedDevice(response)!;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(cookie).toContain(`device-id=${await signedDeviceId(env.JWT_SECRET, id)};`);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await deviceRows(issuedDevice(response))).toBe(1);
  });

  it('not again to a browser that has one: no cookie set, no devices row added', async () => {
    const device = issuedDevice(await call('user'));
    const before = await deviceRows();
    const again = await call('user', { device });
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(await deviceRows()).toBe(before);
  });

  it('records a device it issued but no longer holds (removed as idle): no new cookie', async () => {
    const device = '9'.repeat(32);
    const response = await call('user', { device });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await deviceRows(device)).toBe(1);
  });

  it('replaces a malformed cookie with a new device', async () => {
    const response = await call('user', { device: 'not-a-device' });
    expect(issuedDevice(response)).toMatch(/^[0-9a-f]{32}$/);
  });

  it.each([
    ['an unsigned id it never issued', () => '7'.repeat(32)],
    ['an id with a signature made up', () => `${'7'.repeat(32)}.${'A'.repeat(43)}`],
    [
      "an id with another device's signature",
      async () =>
        `${'7'.repeat(32)}.${(await signedDeviceId(env.JWT_SECRET, '6'.repeat(32))).split('.')[1]}`,
    ],
    ['an id signed with another secret', () => signedDeviceId('another-secret', '7'.repeat(32))],
  ])(
    'treats %s as no device: a new one is issued, the made-up one recorded nowhere',
    async (_, value) => {
      const response = await call('user', { headers: { cookie: `device-id=${await value()}` } });
      const issued = issuedDevice(response);
      expect(issued).toMatch(/^[0-9a-f]{32}$/);
      expect(issued).not.toBe('7'.repeat(32));
      expect(await deviceRows('7'.repeat(32))).toBe(0);
      const change = await call('wishlist', {
        method: 'PUT',
        body: { productId: 1, wished: true },
        headers: { cookie: `device-id=${await value()}` },
      });
      expect(change.status).toBe(428);
    },
  );

  it('keeps a device recorded before ids were signed: the same id, now signed, with its lists', async () => {
    const device = '5'.repeat(32);
    await env.DB.prepare(
      "INSERT INTO devices (id, created_at, seen_at) VALUES (?1, '2026-01-02T00:00:00.000Z', '2026-01-02T00:00:00.000Z')",
    )
      .bind(device)
      .run();
    const response = await call('user', { headers: { cookie: `device-id=${device}` } });
    expect(issuedDevice(response)).toBe(device);
  });
});

describe('a change without a device', () => {
  it.each([
    ['PUT', 'wishlist', { productId: 1, wished: true }],
    ['PATCH', 'waitlist/1', { waitlisted: true }],
    ['POST', 'notification-subscription/subscribe', { productId: 1 }],
    ['POST', 'cart/line-items/', { variantId: 1, quantity: 1 }],
  ] as const)(
    '%s %s is a 428 DEVICE_REQUIRED that creates no device and sets no cookie',
    async (method, path, body) => {
      const before = await deviceRows();
      const response = await call(path, { method, body });
      expect(response.status).toBe(428);
      expect((await errorOf(response)).data.code).toBe('DEVICE_REQUIRED');
      expect(response.headers.getSetCookie()).toEqual([]);
      expect(await deviceRows()).toBe(before);
    },
  );

  it('is told so in the shopper’s language', async () => {
    const en = await errorOf(
      await call('wishlist', { method: 'PUT', body: { productId: 1, wished: true } }),
    );
    const th = await errorOf(
      await call('wishlist', {
        method: 'PUT',
        body: { productId: 1, wished: true },
        site: { country: 'th', language: 'th' },
      }),
    );
    expect(en.message).not.toBe(th.message);
  });
});

describe('a change with a device', () => {
  it('records the device as seen, so it is not removed as idle', async () => {
    const device = '8'.repeat(32);
    const product = await env.DB.prepare('SELECT id FROM products ORDER BY id LIMIT 1').first<{
      id: number;
    }>();
    const response = await call('wishlist', {
      method: 'PUT',
      body: { productId: product!.id, wished: true },
      device,
    });
    expect(response.status).toBe(200);
    const row = await env.DB.prepare('SELECT seen_at FROM devices WHERE id = ?')
      .bind(device)
      .first<{ seen_at: string }>();
    expect(Date.parse(row!.seen_at)).toBeGreaterThan(Date.now() - 60_000);
  });
});
