import type { Context, MiddlewareHandler } from 'hono';
import { ApiRequestError } from '../client/api/client';
import type { AppEnv } from './env';
import { createErrorReporter, type ErrorReporter } from './error-reporter';
import { createLogger, type Logger } from './log';
import type { Observation } from './observation';

/** The response header that names the request: a shopper can quote it, support can grep it. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A ray ID as the edge sends it (`8f1c2a3b4d5e6f70-SIN`); anything else is not trusted. */
const RAY_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The ID of a request: the edge's `cf-ray` when it looks like one (so our logs join
 * Cloudflare's), else a random UUID. It goes into headers, logs and HTML: never raw input.
 */
export function requestIdFor(ray: string | null | undefined): string {
  return ray && RAY_ID.test(ray) ? ray : crypto.randomUUID();
}

export type { ErrorSource, Observation } from './observation';

/** What a page request and the in-process API calls of its render share. */
interface Shared {
  requestId: string;
  reporter: ErrorReporter | undefined;
  /** The embedded API already reported a failure of this request. */
  apiFailed: boolean;
  /** Errors already logged and reported: React calls onError for a shell error, then the render rejects with it. */
  seen: WeakSet<object>;
}

function observation(
  shared: Shared,
  method: string | undefined,
  path: string | undefined,
): Observation {
  const log = createLogger({ requestId: shared.requestId, method, path }, (entry) =>
    shared.reporter?.breadcrumb(entry),
  );
  return {
    requestId: shared.requestId,
    log,
    report(error, { source, status }) {
      if (typeof error === 'object' && error !== null) {
        if (shared.seen.has(error)) return;
        shared.seen.add(error);
      }
      // A page's query that failed because the embedded API failed: the API reported the cause.
      const echo =
        source !== 'api' &&
        shared.apiFailed &&
        error instanceof ApiRequestError &&
        error.status >= 500;
      log.error(`${source} error`, { status, error, ...(echo ? { reported: 'by the api' } : {}) });
      if (source === 'api') shared.apiFailed = true;
      if (echo || !shared.reporter) return;
      if (shared.reporter.capture(error, { source }) === 'unusable-dsn') {
        log.warn('SENTRY_DSN is not valid: the error above was not reported', {
          problem: shared.reporter.dsnProblem,
        });
      }
    },
  };
}

function waitUntilOf(c: Context<AppEnv>): ((promise: Promise<unknown>) => void) | undefined {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    // `app.request()` in tests has no execution context.
    return undefined;
  }
}

/**
 * The in-process API calls of a render belong to the page request: same ID, same reporter.
 * Keyed by the sub-request object, so nothing outlives the request and no header from outside
 * can claim another request's identity.
 */
const parents = new WeakMap<Request, Shared>();

const sharedOf = new WeakMap<Observation, Shared>();

/** Marks `request` (an in-process API call) as part of the request `c` is observing. */
export function subrequestOf(c: Context<AppEnv>, request: Request): Request {
  const shared = sharedOf.get(c.get('obs'));
  if (shared) parents.set(request, shared);
  return request;
}

/**
 * Gives the request its ID, logger and reporter (`c.get('obs')`), and names the ID in the
 * response. First in the chain, so every answer carries it, errors included.
 */
export const observe: MiddlewareHandler<AppEnv> = async (c, next) => {
  // The API mounted in the app runs this again for the same request.
  if ((c.var as Partial<AppEnv['Variables']>).obs) return next();
  const url = new URL(c.req.url);
  const shared: Shared = parents.get(c.req.raw) ?? {
    requestId: requestIdFor(c.req.header('cf-ray')),
    reporter: undefined,
    apiFailed: false,
    seen: new WeakSet(),
  };
  if (!shared.reporter && c.env.SENTRY_DSN) {
    shared.reporter = createErrorReporter({
      dsn: c.env.SENTRY_DSN,
      environment: c.env.ENVIRONMENT,
      requestId: shared.requestId,
      request: c.req.raw,
      waitUntil: waitUntilOf(c),
    });
  }
  const obs = observation(shared, c.req.method, url.pathname);
  sharedOf.set(obs, shared);
  c.set('obs', obs);
  await next();
  try {
    c.res.headers.set(REQUEST_ID_HEADER, shared.requestId);
  } catch {
    // A proxied upstream answer has immutable headers: copy it.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(REQUEST_ID_HEADER, shared.requestId);
  }
};

/** The log of one run of Cron work: a fresh ID, the job's name where a request has its path. */
export function jobLogger(job: string): Logger {
  return createLogger({ requestId: crypto.randomUUID(), method: 'SCHEDULED', path: job });
}

/** Reports an error outside any request (Cron work), with a fresh ID. */
export function reportError(
  error: unknown,
  context: {
    env: Pick<Env, 'SENTRY_DSN' | 'ENVIRONMENT'>;
    waitUntil?: (p: Promise<unknown>) => void;
  },
): void {
  const requestId = crypto.randomUUID();
  const reporter = context.env.SENTRY_DSN
    ? createErrorReporter({
        dsn: context.env.SENTRY_DSN,
        environment: context.env.ENVIRONMENT,
        requestId,
        waitUntil: context.waitUntil,
      })
    : undefined;
  observation(
    { requestId, reporter, apiFailed: false, seen: new WeakSet() },
    undefined,
    undefined,
  ).report(error, { source: 'job' });
}
