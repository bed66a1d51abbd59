import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  RemindersSchema,
  WaitlistSchema,
  type Reminders,
  type Waitlist,
} from '../../../client/api/shopper-contract';
import { BUYABLE, call, DEVICE_A, DEVICE_B, errorOf, json, one, setStock } from './shopper-helpers';

/** A variant sold in SG with no stock there, of a product that is not limited. */
function outOfStock(offset = 0) {
  return one<{ id: number; product_id: number }>(
    `SELECT v.id, v.product_id FROM variants v JOIN products p ON p.id = v.product_id
     JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg'
     WHERE o.stock = 0 AND p.is_limited = 0 AND ${BUYABLE} ORDER BY v.id LIMIT 1 OFFSET ?1`,
    offset,
  );
}

function patch(
  variantId: number | string,
  body: unknown,
  device = DEVICE_A,
  site?: { country: 'sg' | 'hk' | 'th'; language: 'en' | 'zh' | 'th' },
) {
  return call(`waitlist/${variantId}`, { method: 'PATCH', body, device, site });
}

describe('waitlist', () => {
  it('joins the waitlist of an out-of-stock variant once when asked twice; leaving (twice) and joining again work', async () => {
    const variant = await outOfStock();
    const joined = await patch(variant.id, { waitlisted: true });
    expect(joined.status).toBe(200);
    const body = WaitlistSchema.parse(await joined.json());
    expect(body.variantIds).toEqual([variant.id]);
    expect(body.items[0]).toMatchObject({
      variantId: variant.id,
      productId: variant.product_id,
      product: { id: variant.product_id },
    });
    await patch(variant.id, { waitlisted: true });
    const rows = await env.DB.prepare('SELECT status FROM waitlist_entries WHERE device_id = ?1')
      .bind(DEVICE_A)
      .all<{ status: string }>();
    expect(rows.results).toEqual([{ status: 'waiting' }]);

    expect(
      (await json<Waitlist>(await patch(variant.id, { waitlisted: false }))).variantIds,
    ).toEqual([]);
    expect((await patch(variant.id, { waitlisted: false })).status).toBe(200);
    const cancelled = await env.DB.prepare(
      'SELECT status FROM waitlist_entries WHERE device_id = ?1',
    )
      .bind(DEVICE_A)
      .first<{ status: string }>();
    expect(cancelled?.status).toBe('cancelled');
    expect(
      (await json<Waitlist>(await patch(variant.id, { waitlisted: true }))).variantIds,
    ).toEqual([variant.id]);
  });

  it('is per device and per site', async () => {
    const variant = await outOfStock(1);
    await patch(variant.id, { waitlisted: true }, DEVICE_B);
    expect(
      (await json<Waitlist>(await call('waitlist/', { device: 'e'.repeat(32) }))).variantIds,
    ).toEqual([]);
    expect(
      (await json<Waitlist>(await call('waitlist/', { device: DEVICE_B }))).variantIds,
    ).toContain(variant.id);
    expect(
      (
        await json<Waitlist>(
          await call('waitlist/', { device: DEVICE_B, site: { country: 'hk', language: 'en' } }),
        )
      ).variantIds,
    ).toEqual([]);
    // Another device leaving that waitlist changes nothing of B's.
    await patch(variant.id, { waitlisted: false }, 'e'.repeat(32));
    expect(
      (await json<Waitlist>(await call('waitlist/', { device: DEVICE_B }))).variantIds,
    ).toContain(variant.id);
  });

  it('refuses a variant in stock with 409 and a translated message', async () => {
    const variant = await one<{ id: number }>(
      "SELECT v.id FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'th' WHERE o.stock > 0 ORDER BY v.id LIMIT 1",
    );
    const response = await patch(variant.id, { waitlisted: true }, DEVICE_A, {
      country: 'th',
      language: 'th',
    });
    expect(response.status).toBe(409);
    const error = await errorOf(response);
    expect(error.data.code).toBe('IN_STOCK');
    expect(error.message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('refuses a limited edition that sold out (it will not come back)', async () => {
    const variant = await one<{ id: number }>(
      "SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg' WHERE p.is_limited = 1 ORDER BY v.id LIMIT 1",
    );
    await setStock(variant.id, 'sg', 0);
    const response = await patch(variant.id, { waitlisted: true });
    expect(response.status).toBe(409);
    expect((await errorOf(response)).data.code).toBe('SOLD_OUT');
  });

  it('refuses a variant not sold in the country with the spec message', async () => {
    const variant = await one<{ id: number; country: 'sg' }>(
      `SELECT v.id, c.value AS country FROM variants v, json_each('["sg","au","hk","my","nz","ph","id","th"]') c
       WHERE NOT EXISTS (SELECT 1 FROM variant_offers o WHERE o.variant_id = v.id AND o.country = c.value) ORDER BY v.id LIMIT 1`,
    );
    const response = await call(`waitlist/${variant.id}`, {
      method: 'PATCH',
      body: { waitlisted: true },
      device: DEVICE_A,
      site: { country: variant.country, language: 'en' },
    });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({
      message: 'The variant is not available for your country',
      data: { code: 'NOT_AVAILABLE_IN_COUNTRY' },
    });
  });

  it('answers an unknown variant with 404, and bad input with a 400 naming the field', async () => {
    expect((await patch(987_654_321, { waitlisted: true })).status).toBe(404);
    const badId = await patch('abc', { waitlisted: true });
    expect(badId.status).toBe(400);
    expect((await errorOf(badId)).data.field).toBe('variantId');
    const badBody = await patch(1, { waitlisted: 'please' });
    expect(badBody.status).toBe(400);
    expect((await errorOf(badBody)).data.field).toBe('waitlisted');
  });

  it('refuses a change without our Origin', async () => {
    const variant = await outOfStock();
    const response = await call(`waitlist/${variant.id}`, {
      method: 'PATCH',
      body: { waitlisted: true },
      device: DEVICE_A,
      noOrigin: true,
    });
    expect(response.status).toBe(403);
  });
});

describe('launch reminders (notification-subscription)', () => {
  function upcoming(offset = 0) {
    return one<{ id: number }>(
      `SELECT p.id FROM products p WHERE p.launch_at > '2030'
         AND EXISTS (SELECT 1 FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg' WHERE v.product_id = p.id)
       ORDER BY p.id LIMIT 1 OFFSET ?1`,
      offset,
    );
  }
  const subscribe = (
    productId: unknown,
    device = DEVICE_A,
    site?: { country: 'sg' | 'hk'; language: 'en' | 'zh' },
  ) =>
    call('notification-subscription/subscribe', {
      method: 'POST',
      body: { productId },
      device,
      site,
    });

  it('reminds a device of a launch still ahead, once when asked twice', async () => {
    const product = await upcoming();
    expect(await json(await call('notification-subscription/'))).toEqual({ productIds: [] });
    const first = await subscribe(product.id);
    expect(first.status).toBe(200);
    expect(RemindersSchema.parse(await first.json()).productIds).toEqual([product.id]);
    await subscribe(product.id);
    expect(
      (await json<Reminders>(await call('notification-subscription/', { device: DEVICE_A })))
        .productIds,
    ).toEqual([product.id]);
    const rows = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM launch_reminders WHERE device_id = ?1',
    )
      .bind(DEVICE_A)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });

  it('is per device and per site', async () => {
    const product = await upcoming(1);
    await subscribe(product.id, DEVICE_B);
    expect(
      (await json<Reminders>(await call('notification-subscription/', { device: DEVICE_B })))
        .productIds,
    ).toContain(product.id);
    expect(
      (await json<Reminders>(await call('notification-subscription/', { device: 'f'.repeat(32) })))
        .productIds,
    ).toEqual([]);
    expect(
      (
        await json<Reminders>(
          await call('notification-subscription/', {
            device: DEVICE_B,
            site: { country: 'hk', language: 'en' },
          }),
        )
      ).productIds,
    ).toEqual([]);
  });

  it('refuses a product already launched with 409, an unknown one with 404, bad input with 400', async () => {
    const launched = await one<{ id: number }>(
      'SELECT id FROM products WHERE launch_at IS NULL ORDER BY id LIMIT 1',
    );
    const response = await subscribe(launched.id);
    expect(response.status).toBe(409);
    expect((await errorOf(response)).data.code).toBe('ALREADY_LAUNCHED');
    expect((await subscribe(987_654_321)).status).toBe(404);
    const bad = await subscribe('soon');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).data.field).toBe('productId');
  });

  it('refuses a change without our Origin', async () => {
    const product = await upcoming();
    const response = await call('notification-subscription/subscribe', {
      method: 'POST',
      body: { productId: product.id },
      device: DEVICE_A,
      noOrigin: true,
    });
    expect(response.status).toBe(403);
  });
});
