/**
 * When `API_ORIGIN` is set, `/api/web/v1` is a proxy to that upstream commerce API: same path
 * and query, same headers but the host, the body streamed through.
 */
export function upstreamRequest(request: Request, apiOrigin: string): Request {
  const incoming = new URL(request.url);
  const target = new URL(incoming.pathname + incoming.search, apiOrigin);
  const headers = new Headers(request.headers);
  headers.delete('host');
  return new Request(target, {
    method: request.method,
    headers,
    body: request.body,
    redirect: 'manual',
  });
}
