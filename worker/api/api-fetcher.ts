import type { Fetcher } from '../../client/api/client';
import { api } from './index';
import { toUpstream } from './proxy';

/**
 * How the worker itself calls the storefront API (the server render, the cron layout warmer):
 * the upstream when `API_ORIGIN` is set, else the embedded API in-process, with no network hop.
 * One place, so that every caller follows the deployment's choice.
 *
 * `inProcess` may mark an in-process request (the render ties it to the page's request ID).
 */
export function apiFetcher(
  env: Env,
  ctx: Parameters<typeof api.fetch>[2],
  inProcess: (request: Request) => Request = (request) => request,
): Fetcher {
  return (request) => {
    if (env.API_ORIGIN) return toUpstream(request, env.API_ORIGIN);
    // The embedded API's routes are relative to its mount point; the origin stays the caller's.
    const url = new URL(request.url);
    url.pathname = url.pathname.replace(/^\/api\/web\/v1/, '') || '/';
    return Promise.resolve(api.fetch(inProcess(new Request(url, request)), env, ctx));
  };
}
