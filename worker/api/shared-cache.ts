import type { Context, MiddlewareHandler } from 'hono';
import { CACHE } from '../cache-policy';
import type { AppEnv } from '../env';

/**
 * The edge cache (the Cache API of the data centre) for API answers that are the same for
 * every visitor of a site: listings, facets, categories, brands, content. The key says what
 * the answer varies on (country, language, path and query), because the API reads the
 * country and language from headers that a URL alone would not show. Preview never uses it,
 * and only answers marked `CACHE.apiShared` are kept, for as long as they say.
 */
export function sharedCacheKey(
  site: { country: string; language: string },
  url: string,
  body = '',
): Request {
  const { pathname, search } = new URL(url);
  // A request body (a POST) becomes part of the path: the Cache API ignores fragments.
  const bodyPart = body ? `/~${encodeURIComponent(body)}` : '';
  return new Request(
    `https://api-cache.internal/${site.country}/${site.language}${pathname}${bodyPart}${search}`,
  );
}

/** Workers' default cache (not in the DOM typings); none when switched off (`API_EDGE_CACHE=off`) or absent. */
function edgeCache(c: Context<AppEnv>): Cache | undefined {
  if (c.env.API_EDGE_CACHE === 'off' || c.get('site').preview) return undefined;
  return (globalThis.caches as unknown as { default?: Cache } | undefined)?.default;
}

/** Serves a cached answer, or stores a shareable one after the handler ran. */
export async function withSharedCache(
  c: Context<AppEnv>,
  key: Request,
  handler: () => Promise<void>,
): Promise<Response | undefined> {
  const cache = edgeCache(c);
  if (!cache) {
    await handler();
    return undefined;
  }
  const hit = await cache.match(key);
  if (hit) return new Response(hit.body, hit);
  await handler();
  if (
    c.res.status === 200 &&
    c.res.headers.get('cache-control') === CACHE.apiShared &&
    !c.res.headers.has('set-cookie')
  ) {
    c.executionCtx.waitUntil(cache.put(key, c.res.clone()));
  }
  return undefined;
}

/** The middleware form, for GET requests of the API. */
export const sharedCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'GET') return next();
  const hit = await withSharedCache(c, sharedCacheKey(c.get('site'), c.req.url), next);
  if (hit) return hit;
};

/**
 * A JSON answer through the edge cache, for shareable answers that are not GETs (such as
 * POST featured-products/): the key names the body as well.
 */
export async function cachedJson<T extends object>(
  c: Context<AppEnv>,
  key: Request,
  compute: () => Promise<T>,
) {
  const cache = edgeCache(c);
  const hit = await cache?.match(key);
  const fresh = async () => c.json(await compute(), 200, { 'cache-control': CACHE.apiShared });
  // A hit is an answer this function stored under the same key: the same JSON, typed alike.
  if (hit) return new Response(hit.body, hit) as unknown as Awaited<ReturnType<typeof fresh>>;
  const response = await fresh();
  if (cache) c.executionCtx.waitUntil(cache.put(key, response.clone()));
  return response;
}
