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

/** What KV holds: the layout and when it was fetched, for stale-while-revalidate. */
export interface CachedLayout<T> {
  storedAt: number;
  layout: T;
}

/** Whether a cached entry is past its fresh time and needs a background refresh. */
export function isStale(entry: { storedAt: number }, now: number, freshMs: number): boolean {
  return now - entry.storedAt > freshMs;
}
