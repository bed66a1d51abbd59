import type { Context } from 'hono';
import { createApiClient, type ApiClient, type Fetcher } from '../../client/api/client';
import type { AppEnv, SiteState } from '../env';
import { apiFetcher } from '../api/api-fetcher';
import { publicOriginOf } from '../site/public-origin';
import { subrequestOf } from '../observability';
import { atInstant } from '../clock';

/** The request's cookies with a renewed session's in place of the expired ones. */
function withRenewedSession(cookie: string | undefined, renewed: string | undefined) {
  if (!renewed) return cookie;
  const others = (cookie ?? '')
    .split(/;\s*/)
    .filter((pair) => pair && !/^jwt-(data|signature|refresh-token)=/.test(pair));
  return [...others, renewed].join('; ');
}

/**
 * The API client the server render uses. Without `API_ORIGIN` it calls the embedded API
 * in-process (no network hop); with it, the upstream. Either way the visitor's cookies go
 * along, so the answer is what the browser would get.
 */
export function serverApiClient(c: Context<AppEnv>, site: SiteState): ApiClient {
  const cookie = withRenewedSession(c.req.header('cookie'), c.get('renewedSession'));
  const fetcher: Fetcher = (request) => {
    const headers = new Headers(request.headers);
    // The visitor's cookies go along, an editor's preview session among them.
    if (cookie) headers.set('cookie', cookie);
    // The page's public origin: the one the API's CSRF check accepts.
    headers.set('origin', publicOriginOf(c));
    // Marked as part of this request: the API logs and reports under the page's request ID.
    return apiFetcher(c.env, c.executionCtx, (inner) =>
      atInstant(subrequestOf(c, inner), c.get('now')),
    )(new Request(request, { headers }));
  };
  // Only the address in-process calls are made on (never written into a page or compared): the
  // request's own origin will do; public URLs come from worker/site/public-origin.ts.
  return createApiClient(site, new URL(c.req.url).origin, fetcher);
}
