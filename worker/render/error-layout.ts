import type { Context } from 'hono';
import type { Layout } from '../../client/api/contract';
import type { AppEnv } from '../env';
import { layoutCacheKey, type CachedLayout } from '../layout/cache-key';

/**
 * The layout the 500 page may show, remembered per request: a page that failed after its layout
 * loaded (its own data, or its render) gets the same header and footer. `null` says the layout
 * is known to be unavailable. Keyed by the request object, so nothing outlives the request.
 */
const remembered = new WeakMap<Request, Layout | null>();

export function rememberLayout(c: Context<AppEnv>, layout: Layout | null): void {
  remembered.set(c.req.raw, layout);
}

/** How long the 500 page waits for the layout cache before it answers without the layout. */
const KV_WAIT_MS = 1000;

/**
 * The layout for the 500 page, or undefined: what this request loaded already, else what the
 * layout cache (KV) holds for the site. It never asks the API (whatever failed may be the API,
 * and a second failure would be a second report), never waits long and never throws.
 */
export async function layoutForErrorPage(c: Context<AppEnv>): Promise<Layout | undefined> {
  const known = remembered.get(c.req.raw);
  if (known !== undefined) return known ?? undefined;
  const site = (c.var as Partial<AppEnv['Variables']>).site;
  // Preview layouts are drafts, never cached: the 500 page goes without one.
  if (!site || site.preview) return undefined;
  try {
    const cached = c.env.LAYOUT_CACHE.get<CachedLayout<Layout>>(layoutCacheKey(site), 'json');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), KV_WAIT_MS);
    });
    const entry = await Promise.race([cached, timeout]).finally(() => clearTimeout(timer));
    return entry?.layout ?? undefined;
  } catch {
    return undefined;
  }
}
