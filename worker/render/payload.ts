import type { Context } from 'hono';
import { CACHE } from '../cache-policy';
import type { AppEnv } from '../env';
import { payloadTarget } from '../site/payload-path';
import { preparePage } from './prepare';

/**
 * GET `{path}/_payload.json?v={buildId}`: the data the client router needs to render that
 * page without a document load (spec §7). Same loaders as the HTML render.
 */
export async function renderPayload(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const query = new URLSearchParams(url.search);
  query.delete('v');
  const prepared = await preparePage(c, payloadTarget(url.pathname), query.toString());
  return c.json(prepared.payload, prepared.status === 404 ? 404 : 200, {
    'cache-control': prepared.page.preview ? CACHE.private : CACHE.page,
    vary: 'accept-language, cookie',
  });
}
