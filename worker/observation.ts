import type { Logger } from './log';

/**
 * What a request knows about itself for logs and reports: its own module, so the request's
 * types (./env.ts) and the middleware that makes it (./observability.ts) both name it without
 * importing each other.
 */
export type ErrorSource = 'api' | 'page' | 'render' | 'job';

export interface Observation {
  requestId: string;
  log: Logger;
  /**
   * Logs an unexpected error and reports it, once and within the limits of README "Errors", when
   * `SENTRY_DSN` is set.
   */
  report(error: unknown, details: { source: ErrorSource; status?: number }): void;
}
