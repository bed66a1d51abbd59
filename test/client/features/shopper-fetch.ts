import { checkAnswer, unscripted } from '../scripted-answers';

/**
 * A scripted API for component tests: answers by "METHOD path" (path after /api/web/v1/),
 * records every request with its JSON body, and can hold an answer until released.
 */
export interface Recorded {
  method: string;
  path: string;
  body: unknown;
  /** The request's Idempotency-Key header (a bag change's), when it has one. */
  idempotencyKey?: string;
}

type Answer =
  { status?: number; body: unknown } | (() => Promise<{ status?: number; body: unknown }>);

/** GET user as a page gets it: a guest (the answer that issues the browser's device). */
const GUEST = { signedIn: false, geoCountry: null, segments: [] };

/**
 * `calls` holds every request but GET user, which every change waits for (client/api/device.ts)
 * and which is answered with a guest unless a route says otherwise; `userCalls` counts those.
 */
export function scriptedApi(routes: Record<string, Answer | Answer[]>) {
  const calls: Recorded[] = [];
  const userCalls: Recorded[] = [];
  const queues = new Map(
    Object.entries({ 'GET user': { body: GUEST }, ...routes }).map(([key, value]) => [
      key,
      Array.isArray(value) ? [...value] : [value],
    ]),
  );
  const fetcher = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/web\/v1\//, '');
    const text = await request.text();
    const idempotencyKey = request.headers.get('idempotency-key') ?? undefined;
    (path === 'user' ? userCalls : calls).push({
      method: request.method,
      path,
      body: text ? JSON.parse(text) : undefined,
      ...(idempotencyKey ? { idempotencyKey } : {}),
    });
    const queue = queues.get(`${request.method} ${path}`);
    if (!queue?.length) {
      unscripted(request.method, path);
      return new Response(
        JSON.stringify({
          message: 'Resource not found!',
          statusCode: 404,
          statusMessage: 'Not Found',
          data: { code: 'NOT_FOUND' },
        }),
        { status: 404 },
      );
    }
    // The last answer repeats.
    const next = queue.length > 1 ? queue.shift()! : queue[0];
    const answer = typeof next === 'function' ? await next() : next;
    // An answer the real API could not give fails the test (test/client/scripted-answers.ts).
    checkAnswer(request.method, path, answer.status ?? 200, answer.body);
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetcher, calls, userCalls };
}

/** A promise with its resolver outside, to hold an API answer until the test says so. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export function apiError(status: number, code: string, message: string) {
  return {
    status,
    body: { message, statusCode: status, statusMessage: 'Conflict', data: { code } },
  };
}
