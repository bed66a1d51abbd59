import type { Context } from 'hono';
import { createApiClient, type ApiClient, type Fetcher } from '../../client/api/client';
import { api } from '../api';
import type { AppEnv, SiteState } from '../env';
import { upstreamRequest } from '../api/proxy';

/**
 * The API client the server render uses. Without `API_ORIGIN` it calls the embedded API
 * in-process (no network hop); with it, the upstream. Either way the visitor's cookies go
 * along, so the answer is what the browser would get.
 */
export function serverApiClient(c: Context<AppEnv>, site: SiteState): ApiClient {
  const cookie = c.req.header('cookie');
  const fetcher: Fetcher = (request) => {
    const headers = new Headers(request.headers);
    // The visitor's cookies go along; an editor whose token came in the query gets it as the cookie would carry it.
    const cookies = [cookie, site.preview ? `preview-token=${c.env.PREVIEW_TOKEN}` : undefined].filter(Boolean);
    if (cookies.length) headers.set('cookie', cookies.join('; '));
    headers.set('origin', new URL(c.req.url).origin);
    const forwarded = new Request(request, { headers });
    if (c.env.API_ORIGIN) return fetch(upstreamRequest(forwarded, c.env.API_ORIGIN));
    // The embedded API's routes are relative to its mount point; the origin stays the page's,
    // so the API's origin check sees the storefront itself.
    const url = new URL(forwarded.url);
    url.pathname = url.pathname.replace(/^\/api\/web\/v1/, '') || '/';
    return Promise.resolve(api.fetch(new Request(url, forwarded), c.env, c.executionCtx));
  };
  return createApiClient(site, new URL(c.req.url).origin, fetcher);
}
