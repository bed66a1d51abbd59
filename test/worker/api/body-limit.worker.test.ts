import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { bodyLimit, MAX_BODY_BYTES } from '../../../worker/api/body-limit';
import { call, errorOf, ORIGIN } from './shopper-helpers';
import { apiHeaders } from '../../../client/api/client';
import { SELF } from 'cloudflare:test';

/** A JSON wish-list change padded with an unknown key (which the schema drops) to `bytes` in all. */
function paddedWish(bytes: number): string {
  const head = '{"productId":2000000000,"wished":true,"pad":"';
  return `${head}${'x'.repeat(bytes - head.length - 2)}"}`;
}

/** A body that arrives in pieces with no length declared (chunked transfer). */
function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + 4096));
      at += 4096;
    },
  });
}

describe('the API body cap', () => {
  it('is 64 KB', () => {
    expect(MAX_BODY_BYTES).toBe(64 * 1024);
  });

  it('answers 413, translated, naming `body`, for a declared length over the cap', async () => {
    const response = await call('wishlist', {
      method: 'PUT',
      body: paddedWish(MAX_BODY_BYTES + 1),
      device: 'd'.repeat(32),
    });
    expect(response.status).toBe(413);
    const error = await errorOf(response);
    expect(error.data.code).toBe('PAYLOAD_TOO_LARGE');
    expect(error.data.field).toBe('body');
    expect(error.message).toMatch(/64 KB/);
    const thai = await errorOf(
      await call('wishlist', {
        method: 'PUT',
        body: paddedWish(MAX_BODY_BYTES + 1),
        device: 'd'.repeat(32),
        site: { country: 'th', language: 'th' },
      }),
    );
    expect(thai.message).not.toBe(error.message);
  });

  it('lets a body of exactly 64 KB through to validation', async () => {
    const response = await call('wishlist', {
      method: 'PUT',
      body: paddedWish(MAX_BODY_BYTES),
      device: 'd'.repeat(32),
    });
    expect(response.status).toBe(404); // the product does not exist: the body was read and validated
  });

  it('answers 413 for a chunked body with no length that grows past the cap', async () => {
    const response = await SELF.fetch(`${ORIGIN}/api/web/v1/wishlist`, {
      method: 'PUT',
      headers: {
        ...apiHeaders({ country: 'sg', language: 'en' }),
        origin: ORIGIN,
        cookie: `device-id=${'d'.repeat(32)}`,
      },
      body: chunked(paddedWish(MAX_BODY_BYTES * 3)),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('answers 413 when the body outgrows the length it declared', async () => {
    const app = new Hono()
      .onError((error, c) => c.text(error.message, 'status' in error ? (error.status as 413) : 500))
      .use(bodyLimit)
      .post('/', async (c) => c.text(String((await c.req.text()).length)));
    const small = await app.request('/', {
      method: 'POST',
      headers: { 'content-length': '10' },
      body: 'x'.repeat(10),
    });
    expect(await small.text()).toBe('10');
    const lying = await app.request('/', {
      method: 'POST',
      headers: { 'content-length': '10' },
      body: chunked('x'.repeat(MAX_BODY_BYTES + 1)),
      duplex: 'half',
    } as RequestInit);
    expect(lying.status).toBe(413);
  });
});
