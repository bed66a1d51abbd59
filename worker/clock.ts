import type { MiddlewareHandler } from 'hono';
import { isDevelopment, type AppEnv } from './env';

/**
 * The one clock (docs/architecture.md#one-clock): the only module that reads the system
 * time. A request's time is read once, as it arrives, and carried as `c.get('now')` to every
 * decision the request makes, so a request never straddles two instants; the scheduled jobs
 * take their Cron Trigger's time. Services take `now` as an argument and never read a clock.
 *
 * The test hook: in development and test (never in production) a request may name its instant
 * in the `X-Clock` header (an ISO 8601 date-time): a test moves time forward for the next
 * request, and Beauty Pass's sandbox runs its jobs as if at another day, without waiting.
 */

export const CLOCK_HEADER = 'x-clock';

/** The system's time now. Only the request middleware, the jobs and elapsed-time waits read it. */
export function systemTime(): Date {
  return new Date();
}

/** Milliseconds since the epoch, for measuring a wait or a duration (never for a decision). */
export function elapsedMark(): number {
  return Date.now();
}

/**
 * The in-process API calls of a render (or of a job) are decided at the instant of the request
 * (or the run) that makes them. Keyed by the sub-request object, like the request ID
 * (worker/observability.ts): nothing from outside can claim an instant.
 */
const instants = new WeakMap<Request, Date>();

/** Marks `request` (an in-process API call) to be decided at `now`. */
export function atInstant(request: Request, now: Date): Request {
  instants.set(request, now);
  return request;
}

/**
 * The instant a request is decided at: its maker's for an in-process call, the `X-Clock`
 * header's in development, else now.
 */
export function requestTime(
  env: Pick<Env, 'ENVIRONMENT'>,
  header: string | undefined,
  request?: Request,
): Date {
  const inherited = request && instants.get(request);
  if (inherited) return inherited;
  if (header && isDevelopment(env)) {
    const named = new Date(header);
    if (!Number.isNaN(named.getTime())) return named;
  }
  return systemTime();
}

/** Middleware: reads the request's instant once (`c.get('now')`). */
export const clock: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('now', requestTime(c.env, c.req.header(CLOCK_HEADER), c.req.raw));
  await next();
};

/** Seconds since the epoch of `now`, as tokens count time. */
export function epochSeconds(now: Date): number {
  return Math.floor(now.getTime() / 1000);
}
