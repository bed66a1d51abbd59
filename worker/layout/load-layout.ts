import type { ApiClient } from '../../client/api/client';
import type { Layout } from '../../client/api/contract';
import { LAYOUT_FRESH_MS, LAYOUT_KV_TTL_S } from '../cache-policy';
import type { SiteState } from '../env';
import type { Logger } from '../log';
import { isStale, layoutCacheKey, type CachedLayout } from './cache-key';
import { layoutVersion } from './layout-version';

interface LayoutDeps {
  kv: KVNamespace;
  waitUntil: (promise: Promise<unknown>) => void;
  api: ApiClient;
  log: Pick<Logger, 'warn'>;
  /** The request's (or the job's) instant, in milliseconds (worker/clock.ts). */
  now: number;
}

/** A layout and its version: what a page embeds, and what `_payload.json?layout=` compares. */
export interface VersionedLayout {
  layout: Layout;
  version: string;
}

async function fetchLayout(
  api: ApiClient,
  site: Pick<SiteState, 'segments'>,
): Promise<VersionedLayout> {
  const layout = await api.call('layout', {
    query: { user_segments: site.segments.length ? site.segments.join(',') : undefined },
  });
  return { layout, version: await layoutVersion(layout) };
}

async function store(
  kv: KVNamespace,
  key: string,
  { layout, version }: VersionedLayout,
  now: number,
  log: Pick<Logger, 'warn'>,
): Promise<void> {
  const entry: CachedLayout<Layout> = { storedAt: now, layout, version };
  try {
    await kv.put(key, JSON.stringify(entry), { expirationTtl: LAYOUT_KV_TTL_S });
  } catch (error) {
    // KV allows one write per key per second; a concurrent refresh already wrote it.
    log.warn('layout cache write failed', { key, error });
  }
}

/**
 * The layout of a page: from KV when cached (refreshed in the background once stale), else
 * from the API and then stored. Preview always asks the API: editors see drafts at once.
 */
export async function loadLayout(site: SiteState, deps: LayoutDeps): Promise<VersionedLayout> {
  if (site.preview) return fetchLayout(deps.api, site);
  const key = layoutCacheKey(site);
  const now = deps.now;
  const cached = await deps.kv.get<CachedLayout<Layout>>(key, 'json');
  if (cached) {
    if (isStale(cached, now, LAYOUT_FRESH_MS)) {
      deps.waitUntil(
        fetchLayout(deps.api, site).then((fetched) => store(deps.kv, key, fetched, now, deps.log)),
      );
    }
    return {
      layout: cached.layout,
      version: cached.version ?? (await layoutVersion(cached.layout)),
    };
  }
  const fetched = await fetchLayout(deps.api, site);
  deps.waitUntil(store(deps.kv, key, fetched, now, deps.log));
  return fetched;
}

/** Fetches and stores a layout now (the Cron Trigger warms every site this way). */
export async function refreshLayout(
  site: SiteState,
  deps: Omit<LayoutDeps, 'waitUntil'>,
): Promise<void> {
  const fetched = await fetchLayout(deps.api, site);
  await store(deps.kv, layoutCacheKey(site), fetched, deps.now, deps.log);
}
