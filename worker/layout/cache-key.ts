import type { Country, Language } from '../../client/lib/sites';

/**
 * The KV key of a cached layout. It says everything the layout varies on: country,
 * language and user segments (preview never reaches the cache). The schema version changes
 * when the layout's shape does, so an old entry is never read as a new one.
 */
export function layoutCacheKey(site: {
  country: Country;
  language: Language;
  segments: readonly string[];
}): string {
  const segments = site.segments.length ? [...site.segments].sort().join(',') : '-';
  return `layout:v1:${site.country}:${site.language}:${segments}`;
}

/**
 * What KV holds: the layout, when it was fetched (for stale-while-revalidate) and its version
 * (worker/layout/layout-version.ts), hashed once when stored rather than on every page.
 * Entries written before the version was kept have none.
 */
export interface CachedLayout<T> {
  storedAt: number;
  layout: T;
  version?: string;
}

/** Whether a cached entry is past its fresh time and needs a background refresh. */
export function isStale(entry: { storedAt: number }, now: number, freshMs: number): boolean {
  return now - entry.storedAt > freshMs;
}
