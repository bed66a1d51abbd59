import type { Context } from 'hono';
import type { PayloadRedirect } from '../../client/app/payload';
import type { AppEnv } from '../env';
import { payloadTarget } from '../site/payload-path';
import { preparePage } from './prepare';

/**
 * GET `{path}/_payload.json?v={buildId}`: the data the client router needs to render that
 * page without a document load. Same loaders as the HTML render.
 */
export async function renderPayload(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const query = new URLSearchParams(url.search);
  query.delete('v');
  const knownLayout = query.get('layout') ?? undefined;
  query.delete('layout');
  const prepared = await preparePage(c, payloadTarget(url.pathname), query.toString(), knownLayout);
  const headers = { 'cache-control': prepared.cacheControl, vary: 'accept-language, cookie' };
  // A page that answers elsewhere (sign in first): a 409 naming where, as for a page that moved
  // (worker/site/middleware.ts), which the client router loads as a document; a 3xx would make
  // fetch follow it to that document.
  if (prepared.outcome.redirect) {
    const body: PayloadRedirect = { redirect: prepared.outcome.redirect.to };
    return c.json(body, 409, headers);
  }
  return c.json(prepared.payload, prepared.status === 404 ? 404 : 200, headers);
}
