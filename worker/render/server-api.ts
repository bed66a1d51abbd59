import type { Context } from 'hono';
import { createApiClient, type ApiClient, type Fetcher } from '../../client/api/client';
import { api } from '../api';
import type { AppEnv, SiteState } from '../env';
import { upstreamRequest } from '../api/proxy';
import { publicOriginOf } from '../site/public-origin';
import { subrequestOf } from '../observability';

/**
 * The API client the server render uses. Without `API_ORIGIN` it calls the embedded API
 * in-process (no network hop); with it, the upstream. Either way the visitor's cookies go
 * along, so the answer is what the browser would get.
 */
export function serverApiClient(c: Context<AppEnv>, site: SiteState): ApiClient {
  const cookie = c.req.header('cookie');
  const fetcher: Fetcher = (request) => {
    const headers = new Headers(request.headers);
    // The visitor's cookies go along, an editor's preview session among them.
    if (cookie) headers.set('cookie', cookie);
    // The page's public origin: the one the API's CSRF check accepts.
    headers.set('origin', publicOriginOf(c));
    const forwarded = new Request(request, { headers });
    if (c.env.API_ORIGIN) return fetch(upstreamRequest(forwarded, c.env.API_ORIGIN));
    // The embedded API's routes are relative to its mount point; the origin stays the page's,
    // so the API's origin check sees the storefront itself.
    const url = new URL(forwarded.url);
    url.pathname = url.pathname.replace(/^\/api\/web\/v1/, '') || '/';
    // Marked as part of this request: the API logs and reports under the page's request ID.
    return Promise.resolve(
      api.fetch(subrequestOf(c, new Request(url, forwarded)), c.env, c.executionCtx),
    );
  };
  // Only the address in-process calls are made on (never written into a page or compared): the
  // request's own origin will do; public URLs come from worker/site/public-origin.ts.
  return createApiClient(site, new URL(c.req.url).origin, fetcher);
}
