import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { vi } from 'vitest';
import worker from '../../worker/index';

/**
 * A fake Sentry ingest for workerd tests. The DSN names a host under `.test` (which never
 * resolves); fetches to it are answered here and their envelopes kept, parsed. Any other
 * fetch goes out as usual. The worker runs in this same isolate, so its error reporter's
 * `fetch` is the one intercepted.
 */
export const INGEST_HOST = 'ingest.sentry.test';
export const TEST_DSN = `https://publickey@${INGEST_HOST}/42`;

export interface IngestedEvent {
  event_id?: string;
  level?: string;
  tags?: Record<string, string>;
  exception?: { values?: { type?: string; value?: string }[] };
  breadcrumbs?: unknown[];
  request?: {
    url?: string;
    query_string?: string;
    cookies?: unknown;
    headers?: Record<string, string>;
  };
}

/** The events of one envelope: its items of type `event`. */
function eventsOf(envelope: string): IngestedEvent[] {
  const lines = envelope.split('\n').filter(Boolean);
  const events: IngestedEvent[] = [];
  for (let index = 1; index + 1 < lines.length; index += 2) {
    const header = JSON.parse(lines[index]) as { type?: string };
    if (header.type === 'event') events.push(JSON.parse(lines[index + 1]) as IngestedEvent);
  }
  return events;
}

/** Installs the fake ingest (and, optionally, a fake upstream API); answers what it received. */
export function fakeIngest(upstream?: {
  host: string;
  answer: (request: Request) => Promise<Response>;
}): { events: IngestedEvent[] } {
  const received: { events: IngestedEvent[] } = { events: [] };
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const host = new URL(request.url).host;
    if (host === INGEST_HOST) {
      received.events.push(...eventsOf(await request.text()));
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }
    if (upstream && host === upstream.host) return upstream.answer(request);
    return realFetch(request);
  });
  return received;
}

export interface WorkerAnswer {
  response: Response;
  body: string;
}

/**
 * One request through the real worker's fetch handler with `overrides` on its bindings (the
 * DSN, a broken binding), waiting for everything it left in `waitUntil` and for the whole
 * body, so events sent after the response (a streamed part that failed) are in.
 */
export async function callWorker(
  url: string,
  options: {
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    overrides?: Partial<Env>;
  } = {},
): Promise<WorkerAnswer> {
  const ctx = createExecutionContext();
  const request = new Request(new URL(url, 'http://shop.example.com.sg'), {
    method: options.method,
    headers: options.headers,
    body: options.body,
    redirect: 'manual',
  });
  const response = await worker.fetch(
    request as Request<unknown, IncomingRequestCfProperties>,
    { ...env, SENTRY_DSN: TEST_DSN, ...options.overrides },
    ctx,
  );
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}
