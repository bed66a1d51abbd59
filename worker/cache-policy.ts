/**
 * Named cache lifetimes: every Cache-Control and KV TTL of the worker comes from here, so a
 * lifetime is changed in one place and read by name.
 */
export const CACHE = {
  /** HTML pages: always revalidated. Each carries its own CSP nonce, so no shared cache keeps one. */
  page: 'no-cache',
  /** Personal or preview responses: never stored. */
  private: 'private, no-store',
  /**
   * API answers that are the same for every visitor of a site (listings, facets, content):
   * also kept in the data centre's cache by worker/api/shared-cache.ts, keyed per site.
   */
  apiShared: 'public, max-age=60, stale-while-revalidate=300',
  /** Build metadata that changes on release. */
  builds: 'public, max-age=0, must-revalidate',
} as const;

/**
 * The Cache-Control of a page (its HTML and its `_payload.json`), from its route's cache class
 * (routes/index.ts): `shared` pages are the same for every visitor, `private` ones are personal.
 * Preview is always private. A redirect answer (sign in first) takes its route's class too.
 */
export function pageCacheControl(cache: 'shared' | 'private', preview = false): string {
  return cache === 'private' || preview ? CACHE.private : CACHE.page;
}

/** The layout in KV: fresh for 5 minutes, then served stale while one refresh runs in waitUntil. */
export const LAYOUT_FRESH_MS = 5 * 60_000;
/** KV keeps an entry for a day after its last write, so a stale layout is there to serve. */
export const LAYOUT_KV_TTL_S = 24 * 60 * 60;
