import { Toucan } from 'toucan-js';

/**
 * Reports an unexpected error to Sentry when `SENTRY_DSN` is configured (spec §7 error
 * reporting), and always to the log. Reporting never throws.
 */
export function reportError(error: unknown, context: { request?: Request; env: Pick<Env, 'SENTRY_DSN' | 'ENVIRONMENT'>; waitUntil?: (p: Promise<unknown>) => void }): void {
  console.error(error);
  if (!context.env.SENTRY_DSN) return;
  try {
    const sentry = new Toucan({
      dsn: context.env.SENTRY_DSN,
      environment: context.env.ENVIRONMENT,
      request: context.request,
      context: context.waitUntil ? { waitUntil: context.waitUntil } : undefined,
      // Spec §9: at most 10 events a session, 25 breadcrumbs.
      maxBreadcrumbs: 25,
    });
    sentry.captureException(error);
  } catch (reportFailure) {
    console.error('error reporting failed', reportFailure);
  }
}
