import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';

/** Crawlers and link unfurlers get the complete document in one piece (no streamed swaps). */
const CRAWLER = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|pinterest|vkshare|w3c_validator|whatsapp|telegrambot|linkedinbot|discordbot/i;

export function isCrawler(userAgent: string | undefined): boolean {
  return Boolean(userAgent && CRAWLER.test(userAgent));
}

/** Head, then React's stream, then the tail, as one byte stream. */
function wrap(head: string, body: ReadableStream<Uint8Array>, tail: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const reader = body.getReader();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(head));
        return;
      }
      const { done, value } = await reader.read();
      if (done) {
        controller.enqueue(encoder.encode(tail));
        controller.close();
      } else {
        controller.enqueue(value);
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
  return new Response(wrap(options.head, body, options.tail), { status: options.status, headers: options.headers });
}
