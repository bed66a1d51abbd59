import { pathSegments } from './match';

/**
 * The developer surfaces: pages and API paths for the people building the store, never for
 * shoppers (the sandbox, swagger, the OpenAPI document, a page that fails on purpose). THE
 * list: the worker answers them only in development and test (worker/site/developer-gate.ts),
 * and the route matcher hides their pages elsewhere, on the server and in the client router.
 *
 * Patterns as in route rules: an exact path, or a prefix ending in `/**` that matches the
 * prefix and everything below it (page data at `{page}/_payload.json` included).
 */
export const DEVELOPER_SURFACES: readonly string[] = [
  '/sandbox/**',
  '/swagger/**',
  '/api/web/v1/openapi.json',
  // Test members with known passwords (worker/api/sandbox-users.ts).
  '/api/web/v1/sandbox/**',
  // A page that fails on purpose, to see the 500 page (worker/render/developer-error.ts), and
  // the outbox of mail the store queued (worker/mail/outbox-page.ts), and the Google key set
  // browser journeys put in place of Google's (worker/auth/google-test-keys.ts).
  '/_dev/**',
];

/**
 * Whether a path is (or is below) a developer surface, however it is spelled: segments are
 * compared decoded, without empty segments and case-insensitively, so `//Sandbox/`,
 * `/%73andbox` and `/swagger/_payload.json` are all caught. A malformed escape matches
 * nothing here and nothing in the router either.
 */
export function isDeveloperPath(path: string): boolean {
  const segments = pathSegments(path);
  if (!segments) return false;
  const normalised = `/${segments.join('/').toLowerCase()}`;
  return DEVELOPER_SURFACES.some((pattern) => {
    if (!pattern.endsWith('/**')) return normalised === pattern;
    const prefix = pattern.slice(0, -3);
    return normalised === prefix || normalised.startsWith(`${prefix}/`);
  });
}
