import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import {
  BagLineAddedSchema,
  type BagCount,
  type BagLineAdded,
} from '../../../client/api/shopper-contract';
import type { Country } from '../../../client/lib/sites';
import {
  BUYABLE,
  call,
  DEVICE_A,
  DEVICE_B,
  errorOf,
  json,
  one,
  plainVariant,
  setStock,
} from './shopper-helpers';

/** A fresh device per test: the bag starts empty. */
let devices = 0;
function device(): string {
  devices += 1;
  return devices.toString(16).padStart(32, '0');
}

function add(
  body: unknown,
  deviceId: string,
  options: { headers?: Record<string, string>; country?: Country } = {},
) {
  return call('cart/line-items/', {
    method: 'POST',
    body,
    device: deviceId,
    headers: options.headers,
    site: { country: options.country ?? 'sg', language: 'en' },
  });
}

async function count(deviceId: string | undefined, country: Country = 'sg'): Promise<number> {
  return (
    await json<BagCount>(
      await call('cart/items-count/', { device: deviceId, site: { country, language: 'en' } }),
    )
  ).count;
}

async function code(response: Response): Promise<string> {
  return (await errorOf(response)).data.code;
}

describe('POST cart/line-items/ and GET cart/items-count/', () => {
  it('counts nothing for a visitor without a cookie, privately', async () => {
    const response = await call('cart/items-count/');
    expect(await response.json()).toEqual({ count: 0 });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('adds to the bag under the device GET user issued, and the count follows', async () => {
    const variant = await plainVariant('sg');
    const cookie = (await call('user')).headers
      .getSetCookie()
      .find((line) => line.startsWith('device-id='));
    const id = /^device-id=([0-9a-f]{32})/.exec(cookie ?? '')?.[1];
    expect(id).toBeDefined();
    const response = await call('cart/line-items/', {
      method: 'POST',
      body: { variantId: variant.id, quantity: 2 },
      device: id,
    });
    expect(response.status).toBe(201);
    const added = BagLineAddedSchema.parse(await response.json());
    expect(added).toMatchObject({
      line: { variantId: variant.id, quantity: 2 },
      count: 2,
      replayed: false,
    });
    // Every change answers the whole priced bag.
    expect(added.bag.lines.map((line) => [line.variantId, line.quantity])).toEqual([
      [variant.id, 2],
    ]);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await count(id)).toBe(2);
  });

  it('adds to the same line without a key (each request is one more), and sums lines in the count', async () => {
    const me = device();
    const first = await plainVariant('sg', 10, 1);
    const second = await plainVariant('sg', 10, 2);
    await add({ variantId: first.id }, me);
    const again = await json<BagLineAdded>(await add({ variantId: first.id }, me));
    expect(again.line.quantity).toBe(2);
    const other = await json<BagLineAdded>(await add({ variantId: second.id, quantity: 3 }, me));
    expect(other).toMatchObject({ line: { quantity: 3 }, count: 5 });
  });

  it('is idempotent with a key: a retry adds nothing and says so; the header works as the body does', async () => {
    const me = device();
    const variant = await plainVariant('sg', 10, 3);
    const key = 'b9c1d0e2-6f55-4a8c-9d1b-3f1e2a4c5d6e';
    const first = await add({ variantId: variant.id, quantity: 1, idempotencyKey: key }, me);
    expect(first.status).toBe(201);
    const retry = await add({ variantId: variant.id, quantity: 1, idempotencyKey: key }, me);
    expect(retry.status).toBe(200);
    expect(await json(retry)).toMatchObject({
      line: { variantId: variant.id, quantity: 1 },
      count: 1,
      replayed: true,
    });
    const viaHeader = await add({ variantId: variant.id, quantity: 1 }, me, {
      headers: { 'idempotency-key': key },
    });
    expect(await json<BagLineAdded>(viaHeader)).toMatchObject({ replayed: true, count: 1 });
    // A new key is a new press.
    const next = await add(
      { variantId: variant.id, quantity: 1, idempotencyKey: 'second-press-0001' },
      me,
    );
    expect(await json<BagLineAdded>(next)).toMatchObject({ replayed: false, count: 2 });
    // The same key for something else is refused, not applied.
    const reused = await add({ variantId: variant.id, quantity: 2, idempotencyKey: key }, me);
    expect(reused.status).toBe(422);
    expect(await errorOf(reused)).toMatchObject({
      data: { code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotencyKey' },
    });
    expect(await count(me)).toBe(2);
  });

  it('applies a key once even when the retries race the first request', async () => {
    const me = device();
    const variant = await plainVariant('sg', 10, 4);
    const key = 'racing-key-00000001';
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => add({ variantId: variant.id, idempotencyKey: key }, me)),
    );
    expect(answers.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await count(me)).toBe(1);
  });

  it("keeps a line at 6 at most with the spec's message", async () => {
    const me = device();
    const variant = await plainVariant('sg', 20, 5);
    await add({ variantId: variant.id, quantity: 6 }, me);
    const seventh = await add({ variantId: variant.id }, me);
    expect(seventh.status).toBe(409);
    expect(await errorOf(seventh)).toMatchObject({
      message: 'Only a maximum quantity of 6 of the item could be added to your bag',
      data: { code: 'MAX_QUANTITY' },
    });
    const atOnce = await add({ variantId: (await plainVariant('sg', 20, 6)).id, quantity: 7 }, me);
    expect(await code(atOnce)).toBe('MAX_QUANTITY');
    expect(await count(me)).toBe(6);
  });

  it('does not go past the line limit when ten adds race (the write re-checks it)', async () => {
    const me = device();
    const variant = await plainVariant('sg', 20, 7);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => add({ variantId: variant.id }, me)),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(6);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    expect(await count(me)).toBe(6);
  });

  it('holds the variant’s own per-order limit', async () => {
    const me = device();
    const variant = await one<{ id: number; max: number }>(
      `SELECT v.id, v.max_per_order AS max FROM variants v JOIN products p ON p.id = v.product_id JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg'
       WHERE v.max_per_order < 6 AND o.stock >= 6 AND ${BUYABLE}
         AND NOT EXISTS (SELECT 1 FROM brand_limits bl WHERE bl.brand_id = p.brand_id AND bl.country = 'sg') ORDER BY v.id LIMIT 1`,
    );
    expect((await add({ variantId: variant.id, quantity: variant.max }, me)).status).toBe(201);
    const over = await add({ variantId: variant.id }, me);
    expect(over.status).toBe(409);
    expect(await code(over)).toBe('VARIANT_LIMIT');
  });

  it('holds the brand’s per-order limit across its lines', async () => {
    const me = device();
    const brand = await one<{ brand_id: number; max: number }>(
      `SELECT bl.brand_id, bl.max_per_order AS max FROM brand_limits bl WHERE bl.country = 'sg' AND bl.max_per_order <= 6 ORDER BY bl.max_per_order, bl.brand_id LIMIT 1`,
    );
    const variants = await env.DB.prepare(
      `SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg'
       WHERE p.brand_id = ?1 AND o.stock >= 6 AND v.max_per_order = 6 AND ${BUYABLE} ORDER BY v.id LIMIT 2`,
    )
      .bind(brand.brand_id)
      .all<{ id: number }>();
    const [first, second] = variants.results;
    expect(second).toBeDefined();
    expect((await add({ variantId: first.id, quantity: brand.max - 1 }, me)).status).toBe(201);
    expect((await add({ variantId: second.id }, me)).status).toBe(201);
    const over = await add({ variantId: second.id }, me);
    expect(over.status).toBe(409);
    const error = await errorOf(over);
    expect(error.data.code).toBe('BRAND_LIMIT');
    expect(error.message).toMatch(
      /^Per-order limit reached for .+: at most \d+ items per order\.$/,
    );
  });

  it('holds the stock, and refuses a variant sold out', async () => {
    const me = device();
    const variant = await plainVariant('sg', 10, 8);
    await setStock(variant.id, 'sg', 2);
    const three = await add({ variantId: variant.id, quantity: 3 }, me);
    expect(await code(three)).toBe('NOT_ENOUGH_STOCK');
    expect((await add({ variantId: variant.id, quantity: 2 }, me)).status).toBe(201);
    await setStock(variant.id, 'sg', 0);
    expect(await code(await add({ variantId: variant.id }, me))).toBe('SOLD_OUT');
  });

  it('refuses a variant not sold in the country with the spec message', async () => {
    const me = device();
    const variant = await one<{ id: number; country: Country }>(
      `SELECT v.id, c.value AS country FROM variants v, json_each('["th","id","hk","au","my","nz","ph"]') c
       WHERE NOT EXISTS (SELECT 1 FROM variant_offers o WHERE o.variant_id = v.id AND o.country = c.value) ORDER BY v.id LIMIT 1`,
    );
    const response = await add({ variantId: variant.id }, me, { country: variant.country });
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({
      message: 'The variant is not available for your country',
      data: { code: 'NOT_AVAILABLE_IN_COUNTRY' },
    });
  });

  it('refuses a product before its launch, and a tier-gated one to a guest', async () => {
    const me = device();
    const upcoming = await one<{ id: number }>(
      "SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg' WHERE p.launch_at > '2030' AND o.stock > 0 ORDER BY v.id LIMIT 1",
    );
    expect(await code(await add({ variantId: upcoming.id }, me))).toBe('NOT_LAUNCHED');
    const gated = await one<{ id: number }>(
      "SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg' WHERE p.priority_until > '2030' AND p.launch_at IS NULL AND o.stock > 0 ORDER BY v.id LIMIT 1",
    );
    const response = await add({ variantId: gated.id }, me);
    expect(await code(response)).toBe('PRIORITY_ACCESS');
    expect(await count(me)).toBe(0);
  });

  it('answers an unknown variant with 404', async () => {
    const response = await add({ variantId: 987_654_321 }, device());
    expect(response.status).toBe(404);
    expect((await errorOf(response)).data.field).toBe('variantId');
  });

  it.each([
    [{}, 'variantId'],
    [{ variantId: 'x' }, 'variantId'],
    [{ variantId: 1, quantity: 0 }, 'quantity'],
    [{ variantId: 1, quantity: 2.5 }, 'quantity'],
    [{ variantId: 1, idempotencyKey: 'no spaces allowed' }, 'idempotencyKey'],
  ])('rejects %j with a 400 naming %s', async (body, field) => {
    const response = await add(body, device());
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ data: { code: 'VALIDATION_FAILED', field } });
  });

  it('rejects a malformed Idempotency-Key header, and a header and body that disagree', async () => {
    const variant = await plainVariant('sg');
    const bad = await add({ variantId: variant.id }, device(), {
      headers: { 'idempotency-key': 'x' },
    });
    expect((await errorOf(bad)).data.field).toBe('Idempotency-Key');
    const split = await add({ variantId: variant.id, idempotencyKey: 'body-key-0001' }, device(), {
      headers: { 'idempotency-key': 'header-key-0001' },
    });
    expect((await errorOf(split)).data.field).toBe('idempotencyKey');
  });

  it('keeps bags apart per device and per site', async () => {
    const variant = await plainVariant('sg', 10, 9);
    await add({ variantId: variant.id, quantity: 2 }, DEVICE_A);
    expect(await count(DEVICE_A)).toBe(2);
    expect(await count(DEVICE_B)).toBe(0);
    expect(await count(DEVICE_A, 'hk')).toBe(0);
  });

  it('refuses a change without our Origin (403) or not in JSON (415)', async () => {
    const variant = await plainVariant('sg');
    const bare = await call('cart/line-items/', {
      method: 'POST',
      body: { variantId: variant.id },
      device: DEVICE_A,
      noOrigin: true,
    });
    expect(bare.status).toBe(403);
    const form = await call('cart/line-items/', {
      method: 'POST',
      body: `variantId=${variant.id}`,
      device: DEVICE_A,
      headers: { 'content-type': 'text/plain' },
    });
    expect(form.status).toBe(415);
    expect(await count(DEVICE_A)).toBe(2);
  });
});
