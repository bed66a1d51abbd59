import { proxy } from 'hono/proxy';

/**
 * When `API_ORIGIN` is set, `/api/web/v1` is a proxy to that upstream commerce API: same path
 * and query, the same headers but the host (and the hop-by-hop ones, which hono/proxy drops),
 * the body streamed through, and a redirect passed back to the caller rather than followed.
 */
export function toUpstream(request: Request, apiOrigin: string): Promise<Response> {
  const incoming = new URL(request.url);
  const target = new URL(incoming.pathname + incoming.search, apiOrigin);
  return proxy(target, {
    raw: request,
    headers: { ...Object.fromEntries(request.headers), host: undefined },
    redirect: 'manual',
  });
}
