import type { MiddlewareHandler } from 'hono';
import { HttpError } from './errors';

/** The largest request body the API reads: its JSON bodies are a few hundred bytes. */
export const MAX_BODY_BYTES = 64 * 1024;
const LIMIT_TEXT = '64 KB';

function tooLarge(): HttpError {
  return new HttpError(413, 'PAYLOAD_TOO_LARGE', 'errors.tooLarge', {
    field: 'body',
    params: { limit: LIMIT_TEXT },
  });
}

/** The whole stream when it holds at most `max` bytes; null as soon as it holds more (the rest is never read). */
export async function readAtMost(
  stream: ReadableStream<Uint8Array>,
  max: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * The API's body cap: a 413 over MAX_BODY_BYTES. The declared Content-Length is checked first
 * (nothing is read then), and the body itself is read up to the cap whatever was declared: a
 * chunked body declares nothing, and an in-process caller can declare anything. The bytes
 * read replace the request's body, so handlers read them as usual.
 */
export const bodyLimit: MiddlewareHandler = async (c, next) => {
  const declared = c.req.header('content-length');
  if (declared !== undefined && !(/^\d+$/.test(declared) && Number(declared) <= MAX_BODY_BYTES))
    throw tooLarge();
  const body = c.req.raw.body;
  if (!body) return next();
  const bytes = await readAtMost(body, MAX_BODY_BYTES);
  if (!bytes) throw tooLarge();
  const headers = new Headers(c.req.raw.headers);
  headers.set('content-length', String(bytes.byteLength));
  c.req.raw = new Request(c.req.raw, { headers, body: bytes });
  await next();
};
