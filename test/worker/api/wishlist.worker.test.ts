import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { WishlistSchema, type Wishlist } from '../../../client/api/shopper-contract';
import { all, call, DEVICE_A, DEVICE_B, errorOf, json, one } from './shopper-helpers';

/** Products sold in SG (cards shown) and one sold in SG but not in some other country. */
async function soldIn(country: string, offset = 0) {
  return one<{ id: number; name: string }>(
    `SELECT p.id, t.name FROM products p JOIN product_texts t ON t.product_id = p.id AND t.language = 'en'
     WHERE EXISTS (SELECT 1 FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = ?1 WHERE v.product_id = p.id)
     ORDER BY p.id LIMIT 1 OFFSET ?2`,
    country,
    offset,
  );
}

function wish(productId: number, wished: boolean, device?: string) {
  return call('wishlist', { method: 'PUT', body: { productId, wished }, device });
}

describe('wish list', () => {
  it('is empty for a device without a cookie, sets no cookie for looking, and is never cached', async () => {
    const response = await call('wishlist/');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ productIds: [], items: [] });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps a first-time guest’s wish under the device GET user issued (a change mints none)', async () => {
    const product = await soldIn('sg');
    const cookie = (await call('user')).headers
      .getSetCookie()
      .find((line) => line.startsWith('device-id='));
    const device = /^device-id=([0-9a-f]{32})/.exec(cookie ?? '')?.[1];
    expect(device).toBeDefined();
    const response = await wish(product.id, true, device);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    const body = WishlistSchema.parse(await response.json());
    expect(body.productIds).toEqual([product.id]);
    expect(body.items.map((card) => card.name)).toEqual([product.name]);
    const again = WishlistSchema.parse(await json(await call('wishlist/', { device })));
    expect(again.productIds).toEqual([product.id]);
  });

  it('is idempotent: wishing twice is one row, un-wishing twice is fine', async () => {
    const device = 'c'.repeat(32);
    const first = await soldIn('sg', 1);
    const second = await soldIn('sg', 2);
    await wish(first.id, true, device);
    await wish(second.id, true, device);
    const twice = await json<Wishlist>(await wish(first.id, true, device));
    expect(twice.productIds.sort()).toEqual([first.id, second.id].sort());
    const rows = await all<{ n: number }>(
      'SELECT COUNT(*) AS n FROM wishlist_items WHERE device_id = ?1',
      device,
    );
    expect(rows[0].n).toBe(2);
    expect((await json<Wishlist>(await wish(second.id, false, device))).productIds).toEqual([
      first.id,
    ]);
    const removedAgain = await wish(second.id, false, device);
    expect(removedAgain.status).toBe(200);
    expect((await json<Wishlist>(removedAgain)).productIds).toEqual([first.id]);
  });

  it('answers GET wishlist/ newest first, ids and cards alike, whatever the product ids', async () => {
    const device = 'e'.repeat(32);
    const [low, mid, high] = [await soldIn('sg', 5), await soldIn('sg', 6), await soldIn('sg', 7)];
    // Wished middle, lowest, highest id: newest first is neither id order, up nor down.
    // Each wish a second after the last (the request clock's test hook, worker/clock.ts).
    const start = Date.now();
    for (const [index, product] of [mid, low, high].entries()) {
      const at = new Date(start + index * 1000).toISOString();
      const response = await call('wishlist', {
        method: 'PUT',
        body: { productId: product.id, wished: true },
        device,
        headers: { 'x-clock': at },
      });
      expect(response.status).toBe(200);
    }
    const list = WishlistSchema.parse(await json(await call('wishlist/', { device })));
    expect(list.productIds).toEqual([high.id, low.id, mid.id]);
    expect(list.items.map((card) => card.id)).toEqual([high.id, low.id, mid.id]);
  });

  it('keeps a product not sold on this site in the ids, without a card', async () => {
    const device = 'd'.repeat(32);
    const product = await one<{ id: number }>(
      `SELECT p.id FROM products p WHERE NOT EXISTS (SELECT 1 FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'hk' WHERE v.product_id = p.id) ORDER BY p.id LIMIT 1`,
    );
    await wish(product.id, true, device);
    const hk = await json<Wishlist>(
      await call('wishlist/', { device, site: { country: 'hk', language: 'zh' } }),
    );
    expect(hk.productIds).toEqual([product.id]);
    expect(hk.items).toEqual([]);
  });

  it('shows and changes only the device’s own rows', async () => {
    const product = await soldIn('sg', 3);
    await wish(product.id, true, DEVICE_A);
    expect(
      (await json<Wishlist>(await call('wishlist/', { device: DEVICE_B }))).productIds,
    ).toEqual([]);
    // B un-wishing the same product leaves A's wish alone.
    await wish(product.id, false, DEVICE_B);
    expect(
      (await json<Wishlist>(await call('wishlist/', { device: DEVICE_A }))).productIds,
    ).toContain(product.id);
  });

  it('treats a malformed device-id cookie as none: a change is refused (428), stores nothing and sets no cookie', async () => {
    const product = await soldIn('sg', 4);
    const response = await wish(product.id, true, 'not-a-device');
    expect(response.status).toBe(428);
    expect(response.headers.getSetCookie()).toEqual([]);
    const rows = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM wishlist_items WHERE device_id = 'not-a-device'",
    ).first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it('answers an unknown product with 404', async () => {
    const response = await wish(987_654_321, true, DEVICE_A);
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({
      message: 'Resource not found!',
      data: { code: 'NOT_FOUND', field: 'productId' },
    });
  });

  it.each([
    [{ productId: 'one', wished: true }, 'productId'],
    [{ productId: 1 }, 'wished'],
    [{ productId: -4, wished: true }, 'productId'],
    [{ productId: 1.5, wished: false }, 'productId'],
    [{ productId: 1, wished: 'yes' }, 'wished'],
  ])('rejects %j with a 400 naming %s', async (body, field) => {
    const response = await call('wishlist', { method: 'PUT', body, device: DEVICE_A });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      statusCode: 400,
      data: { code: 'VALIDATION_FAILED', field },
    });
  });

  it('rejects a body that is not JSON', async () => {
    const response = await call('wishlist', { method: 'PUT', body: '{nope', device: DEVICE_A });
    expect(response.status).toBe(400);
  });

  it('refuses a change without our Origin (CSRF) with 403, and a form post with 415', async () => {
    const product = await soldIn('sg');
    const bare = await call('wishlist', {
      method: 'PUT',
      body: { productId: product.id, wished: true },
      device: DEVICE_A,
      noOrigin: true,
    });
    expect(bare.status).toBe(403);
    const foreign = await call('wishlist', {
      method: 'PUT',
      body: { productId: product.id, wished: true },
      device: DEVICE_A,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect((await errorOf(foreign)).data.code).toBe('FORBIDDEN_ORIGIN');
    const form = await call('wishlist', {
      method: 'PUT',
      body: 'productId=1',
      device: DEVICE_A,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });
});
