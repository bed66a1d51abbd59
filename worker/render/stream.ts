import type { ReactNode } from 'react';
import { createIsbotFromList, list } from 'isbot';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { RENDER_MODE_HEADER } from './render-mode';

/**
 * Crawlers and link unfurlers get the complete document in one piece (no streamed swaps):
 * isbot's list of known crawlers, but for headless browsers and Lighthouse, which run the
 * page's scripts like a shopper's browser and should meet the page a shopper meets (the
 * browser tests and the Lighthouse figures measure the streamed page).
 */
const crawler = createIsbotFromList(
  list.filter((pattern) => !/headless|lighthouse/i.test(pattern)),
);

export function isCrawler(userAgent: string | undefined): boolean {
  return Boolean(userAgent && crawler(userAgent));
}

/**
 * Bytes gathered before one write. React's stream enqueues 4 KB views, each then crossing
 * into the runtime on its own; a few larger writes cost less than many small ones.
 */
const BATCH_BYTES = 32 * 1024;

const IDLE = Symbol('idle');

/** Settles after the pending microtasks: what React has already enqueued is read before it. */
function idle(): Promise<typeof IDLE> {
  return new Promise((resolve) => setTimeout(() => resolve(IDLE), 0));
}

/** One buffer of the parts. */
function concat(parts: Uint8Array[], size: number): Uint8Array {
  if (parts.length === 1) return parts[0];
  const out = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}

/**
 * Head, then React's stream, then the tail, as one byte stream. React's chunks are gathered
 * into writes of up to BATCH_BYTES, but only while React has them ready: when the next chunk
 * would mean waiting (a Suspense part still loading), what was gathered goes out at once, so
 * batching never holds back the shell or a part that is ready.
 */
function wrap(
  head: string,
  body: ReadableStream<Uint8Array>,
  tail: string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const reader = body.getReader();
  let started = false;
  let waiting: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(head));
        return;
      }
      const parts: Uint8Array[] = [];
      let size = 0;
      let done = false;
      // One macrotask per write: chunks React enqueued before it are taken, later ones wait.
      let tick: Promise<typeof IDLE> | null = null;
      while (size < BATCH_BYTES) {
        const read = waiting ?? reader.read();
        waiting = null;
        tick ??= parts.length ? idle() : null;
        const result = tick ? await Promise.race([read, tick]) : await read;
        if (result === IDLE) {
          waiting = read;
          break;
        }
        if (result.done) {
          done = true;
          break;
        }
        parts.push(result.value);
        size += result.value.byteLength;
      }
      if (parts.length) controller.enqueue(concat(parts, size));
      if (done) {
        controller.enqueue(encoder.encode(tail));
        controller.close();
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

export interface StreamOptions {
  head: string;
  tail: string;
  app: ReactNode;
  nonce: string;
  crawler: boolean;
  status: number;
  headers: Headers;
  onError: (error: unknown) => void;
}

/**
 * Streams the page: the shell as soon as it is ready, Suspense parts as they resolve. Shell
 * errors reject (the caller answers 500); errors inside a boundary are reported and that part
 * renders in the browser instead.
 */
export async function streamPage(options: StreamOptions): Promise<Response> {
  const body = await renderToReadableStream(options.app, {
    nonce: options.nonce,
    onError: options.onError,
  });
  if (options.crawler) await body.allReady;
  options.headers.set('content-type', 'text/html; charset=utf-8');
  return new Response(wrap(options.head, body, options.tail), {
    status: options.status,
    headers: options.headers,
  });
}

/**
 * The same page rendered with `renderToString` in one piece: the benchmark's yardstick for
 * what streaming costs (worker/render/render-mode.ts: development and test only). Parts whose
 * data is not ready render their fallback here; the listing page's data is prefetched, so
 * its HTML is the streamed page's.
 */
export function stringPage(
  options: Omit<StreamOptions, 'nonce' | 'crawler' | 'onError'>,
): Response {
  const html = options.head + renderToString(options.app) + options.tail;
  options.headers.set('content-type', 'text/html; charset=utf-8');
  options.headers.set(RENDER_MODE_HEADER, 'string');
  return new Response(html, { status: options.status, headers: options.headers });
}
