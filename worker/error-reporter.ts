import { Toucan, type Options } from 'toucan-js';
import type { LogEntry } from './log';

type SentryEvent = Parameters<NonNullable<Options['beforeSend']>>[0];

/**
 * The error-reporting limits (README "Errors"). On the server a "session" is one request: it has
 * its own reporter, so one request that fails in many streamed parts sends at most ten events.
 */
export const REPORTING_LIMITS = {
  eventsPerSession: 10,
  breadcrumbs: 25,
  payloadBytes: 1_000_000,
} as const;

/**
 * What is wrong with a DSN (`https://{publicKey}@{host}/{projectId}`), if anything. Toucan
 * drops every event of a DSN it cannot use without a word, so the worker checks it itself.
 */
export function dsnProblem(dsn: string): string | undefined {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'not an http(s) URL';
  if (!/^\w+$/.test(url.username)) return 'no public key (letters, digits and _) before the @';
  if (!/^\/(?:[^?#]+\/)?\d+$/.test(url.pathname))
    return 'no numeric project id at the end of the path';
  return undefined;
}

/** What the reporter does with one more error, decided from its DSN and how many it has sent. */
export type ReportDecision = 'send' | 'over-limit' | 'unusable-dsn';

export function decideReport(sentCount: number, dsnUsable = true): ReportDecision {
  if (!dsnUsable) return 'unusable-dsn';
  return sentCount >= REPORTING_LIMITS.eventsPerSession ? 'over-limit' : 'send';
}

function bytes(event: SentryEvent): number {
  return new TextEncoder().encode(JSON.stringify(event)).length;
}

/**
 * The event within the payload limit: as it is when it fits; else without breadcrumbs, extra
 * data and the request body, with at most 50 stack frames per exception; else null (dropped).
 */
export function fitEvent(
  event: SentryEvent,
  limit: number = REPORTING_LIMITS.payloadBytes,
): SentryEvent | null {
  if (bytes(event) <= limit) return event;
  const slim: SentryEvent = {
    ...event,
    breadcrumbs: undefined,
    extra: undefined,
    request: event.request ? { ...event.request, data: undefined } : undefined,
    exception: event.exception && {
      values: event.exception.values?.map((value) => ({
        ...value,
        value: value.value?.slice(0, 2_000),
        stacktrace: value.stacktrace && {
          ...value.stacktrace,
          frames: value.stacktrace.frames?.slice(-50),
        },
      })),
    },
  };
  return bytes(slim) <= limit ? slim : null;
}

export interface ReporterOptions {
  dsn: string;
  environment: string;
  requestId: string;
  request?: Request;
  waitUntil?: (promise: Promise<unknown>) => void;
}

export interface ErrorReporter {
  /** What is wrong with the DSN (nothing is sent then), if anything. */
  readonly dsnProblem: string | undefined;
  /** Sends the error unless the DSN is unusable or the request's limit is reached. */
  capture(error: unknown, tags: Record<string, string>): ReportDecision;
  /** A log line of the request, kept as a breadcrumb for any later event. */
  breadcrumb(entry: LogEntry): void;
}

/**
 * The error reporter of one request: Toucan (Sentry for Workers), created on the first error
 * only, tagged with the request ID. It sends no cookies, no query and only the ray header of
 * the request (Toucan's defaults), so no token or session reaches the reporting service.
 */
export function createErrorReporter(options: ReporterOptions): ErrorReporter {
  let sent = 0;
  const problem = dsnProblem(options.dsn);
  const pending: LogEntry[] = [];
  let toucan: Toucan | undefined;

  function client(): Toucan {
    if (toucan) return toucan;
    toucan = new Toucan({
      dsn: options.dsn,
      environment: options.environment,
      request: options.request,
      context: options.waitUntil ? { waitUntil: options.waitUntil } : undefined,
      maxBreadcrumbs: REPORTING_LIMITS.breadcrumbs,
      beforeSend: (event) => fitEvent(event),
    });
    toucan.setTag('requestId', options.requestId);
    for (const entry of pending.splice(0)) addBreadcrumb(toucan, entry);
    return toucan;
  }

  return {
    dsnProblem: problem,
    capture(error, tags) {
      const decision = decideReport(sent, problem === undefined);
      if (decision !== 'send') return decision;
      sent += 1;
      client().withScope((scope) => {
        scope.setTags(tags);
        scope.captureException(error);
      });
      return decision;
    },
    breadcrumb(entry) {
      if (toucan) addBreadcrumb(toucan, entry);
      else if (pending.push(entry) > REPORTING_LIMITS.breadcrumbs) pending.shift();
    },
  };
}

function addBreadcrumb(toucan: Toucan, entry: LogEntry): void {
  toucan.addBreadcrumb({
    category: 'log',
    level: entry.level === 'warn' ? 'warning' : entry.level,
    message: entry.message,
    data: { path: entry.path, status: entry.status },
  });
}
