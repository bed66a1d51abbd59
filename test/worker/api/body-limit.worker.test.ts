import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { bodyLimit, MAX_BODY_BYTES } from '../../../worker/api/body-limit';
import { call, deviceCookie, errorOf, ORIGIN } from './shopper-helpers';
import { apiHeaders } from '../../../client/api/client';
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../../worker/index';

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

const CHUNK = 16 * 1024;

/**
 * A body that would go on for 10 MB, made a chunk at a time as it is read (no read-ahead:
 * highWaterMark 0), counting the bytes handed out and noting whether it was cancelled.
 */
function endless() {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.pulled >= 10 * 1024 * 1024) return controller.close();
        controller.enqueue(new Uint8Array(CHUNK).fill(0x20));
        seen.pulled += CHUNK;
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, seen };
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
        cookie: await deviceCookie('d'.repeat(32)),
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

  // The real worker, called in-process: the body it reads is this very stream (SELF.fetch
  // would pipe it across a binding, which reads ahead of the worker). The false length (100)
  // is under the cap, so only reading the body can find it too large.
  it.each([
    ['no length', undefined],
    ['a false length', '100'],
  ])(
    'answers 413 to a 10 MB body with %s, having read at most the cap and one chunk, and cancels the rest',
    async (_, declared) => {
      const { stream, seen } = endless();
      const ctx = createExecutionContext();
      const response = await worker.fetch(
        new Request(`${ORIGIN}/api/web/v1/wishlist`, {
          method: 'PUT',
          headers: {
            ...apiHeaders({ country: 'sg', language: 'en' }),
            origin: ORIGIN,
            cookie: await deviceCookie('d'.repeat(32)),
            ...(declared === undefined ? {} : { 'content-length': declared }),
          },
          body: stream,
          duplex: 'half',
        } as RequestInit),
        env,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expect(response.status).toBe(413);
      expect((await errorOf(response)).data.code).toBe('PAYLOAD_TOO_LARGE');
      expect(seen.pulled).toBeGreaterThan(MAX_BODY_BYTES);
      expect(seen.pulled).toBeLessThanOrEqual(MAX_BODY_BYTES + CHUNK);
      expect(seen.cancelled).toBe(true);
    },
  );
});
