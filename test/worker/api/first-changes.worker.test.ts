import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { queries } from '../../../client/api/queries';
import { shopperCalls } from '../../../client/api/shopper-queries';
import { browser } from './browser-client';
import { all } from './shopper-helpers';

/**
 * Device ids (README "Shopper lists"): a new visitor's first changes, sent in parallel before the
 * browser has a `device-id` cookie, must all be kept, under one device.
 */
describe('five first changes sent in parallel by a browser without a device', () => {
  it('are all kept under one device', async () => {
    const products = await all<{ id: number }>(
      "SELECT DISTINCT v.product_id AS id FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg' ORDER BY v.product_id LIMIT 5",
    );
    expect(products).toHaveLength(5);
    const { api, client, sent, jar } = browser();
    // After hydration the page asks who is browsing; the shopper taps five hearts at once.
    await Promise.all([
      client.fetchQuery(queries.user(api)),
      ...products.map((product) =>
        shopperCalls.setWished({ api, client }, { productId: product.id, wished: true }),
      ),
    ]);
    // The cookie holds the id and the server's signature of it.
    const cookie = jar.get('device-id');
    const device = /^([0-9a-f]{32})\.[A-Za-z0-9_-]{43}$/.exec(cookie ?? '')?.[1];
    expect(device).toMatch(/^[0-9a-f]{32}$/);
    const rows = await all<{ device_id: string; product_id: number }>(
      `SELECT device_id, product_id FROM wishlist_items WHERE product_id IN (${products.map((product) => product.id).join(',')})`,
    );
    expect(new Set(rows.map((row) => row.device_id))).toEqual(new Set([device]));
    expect(rows.map((row) => row.product_id).sort((a, b) => a - b)).toEqual(
      products.map((product) => product.id),
    );
    // Every change went out with that one device; the device was issued once, by one GET user.
    expect(
      sent.filter((request) => request.path.endsWith('/user')).map((request) => request.device),
    ).toEqual([undefined]);
    expect(
      sent.filter((request) => request.method === 'PUT').map((request) => request.device),
    ).toEqual(Array(5).fill(cookie));
    const issued = await env.DB.prepare('SELECT COUNT(*) AS n FROM devices').first<{ n: number }>();
    expect(issued?.n).toBe(1);
  });
});
