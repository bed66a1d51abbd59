import type { ProductCard } from '../../client/api/catalogue-contract';
import type { Country, Language } from '../../client/lib/sites';
import { loadCards } from './cards';
import { matchExpression, normaliseQuery } from './search-text';
import type { Logger } from '../log';

/**
 * What the search dropdown reads (README "Search"): popular searches from the
 * search log, popular brands of a country, product suggestions from the full-text index, and
 * the log itself. Every statement reads through an index (search_log_recent, listing's
 * primary key and listing_brand) or the FTS5 index; none scans products or variants.
 */

/** Popular searches count the log of this many days. */
export const POPULAR_WINDOW_DAYS = 90;
/**
 * A query is offered as a popular search only once this many distinct devices searched it
 * (in the window): one client, however many requests it sends, cannot put words in front of
 * every shopper. Devices are free (GET user issues one to any request), so only one of a
 * client's devices is logged for a phrase (worker/api/search-log.ts).
 */
export const POPULAR_MIN_DEVICES = 5;

interface SearchSite {
  country: Country;
  language: Language;
}

/**
 * The most searched queries of a site (country and language) that found something, searched
 * by at least POPULAR_MIN_DEVICES devices; those searched by the most devices first (ties:
 * the most device-days, the most recent, then alphabetical). `prefix` keeps only those that
 * start with it (typed-ahead completions).
 *
 * Log rows from before devices were recorded (and the seed's simulated history) have no
 * device: each counts as a device of its own. Rows written now always name one.
 *
 * The window is the 90 days up to the site's newest log entry, not up to the clock: on a live
 * site the newest entry is moments old, so the two agree; on a quiet site, or on the seeded
 * database whose log has fixed dates, the list stays filled and deterministic instead of
 * draining to nothing as the clock moves on. Both bounds are read through the
 * `search_log_recent (country, language, created_at)` index.
 */
export async function popularQueries(
  db: D1Database,
  site: SearchSite,
  limit: number,
  prefix?: string,
): Promise<string[]> {
  const start = prefix === undefined ? '' : normaliseQuery(prefix);
  // Typed, but no word in it (`!!!`): no popular query starts with nothing.
  if (prefix !== undefined && !start) return [];
  const { results } = await db
    .prepare(
      `SELECT query FROM search_log
       WHERE country = ?1 AND language = ?2 AND results > 0
         AND created_at >= (
           SELECT strftime('%Y-%m-%dT%H:%M:%fZ', MAX(created_at), ?3)
           FROM search_log WHERE country = ?1 AND language = ?2
         )
         AND (?4 = '' OR substr(query, 1, length(?4)) = ?4)
       GROUP BY query
       HAVING COUNT(DISTINCT COALESCE(device_id, id)) >= ?6
       ORDER BY COUNT(DISTINCT COALESCE(device_id, id)) DESC, COUNT(*) DESC, MAX(created_at) DESC, query
       LIMIT ?5`,
    )
    .bind(
      site.country,
      site.language,
      `-${POPULAR_WINDOW_DAYS} days`,
      start,
      limit,
      POPULAR_MIN_DEVICES,
    )
    .all<{ query: string }>();
  return results.map((row) => row.query);
}

/**
 * The brands with the most products sold in a country, most first (ties by name). Counted on
 * the `listing_brand (country, brand_id, …)` index: the country's range only.
 */
export async function popularBrands(
  db: D1Database,
  country: Country,
  limit: number,
): Promise<{ slug: string; name: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT b.slug, b.name FROM (
         SELECT brand_id, COUNT(*) AS products FROM listing WHERE country = ?1 GROUP BY brand_id
       ) AS sold
       JOIN brands b ON b.id = sold.brand_id
       ORDER BY sold.products DESC, b.name COLLATE NOCASE
       LIMIT ?2`,
    )
    .bind(country, limit)
    .all<{ slug: string; name: string }>();
  return results;
}

/** Lower-case, without accents: `Lumière` and `lumiere` compare equal. */
function folded(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Brands sold in a country whose name, or a word of it, starts with what was typed (accents
 * and case ignored), shortest name first. The brand directory is small (tens of rows); each
 * brand's presence in the country is one look-up in `listing_brand`.
 */
export async function matchingBrands(
  db: D1Database,
  q: string,
  country: Country,
  limit: number,
): Promise<{ slug: string; name: string }[]> {
  const typed = folded(q).replace(/\s+/g, ' ').trim();
  if (!typed) return [];
  const { results } = await db
    .prepare(
      `SELECT b.slug, b.name FROM brands b
       WHERE EXISTS (SELECT 1 FROM listing l WHERE l.country = ?1 AND l.brand_id = b.id)`,
    )
    .bind(country)
    .all<{ slug: string; name: string }>();
  return results
    .filter((brand) => {
      const name = folded(brand.name);
      return (
        name.startsWith(typed) ||
        name.includes(` ${typed}`) ||
        folded(brand.slug).startsWith(typed.replace(/\s+/g, '-'))
      );
    })
    .sort((a, b) => a.name.length - b.name.length || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/** Product ids matching a MATCH expression in one language, sold in the country, best first. */
async function matchingProductIds(
  db: D1Database,
  match: string,
  country: Country,
  language: Language,
  limit: number,
): Promise<number[]> {
  const { results } = await db
    .prepare(
      `SELECT s.product_id AS id FROM product_search s
       JOIN listing l ON l.country = ?2 AND l.product_id = s.product_id
       WHERE product_search MATCH ?1 AND s.language = ?3
       ORDER BY bm25(product_search), l.featured_rank, s.product_id
       LIMIT ?4`,
    )
    .bind(match, country, language, limit)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

/**
 * Products for what the shopper is typing: the FTS5 index in the shopper's language (every
 * word, the last one as a prefix; see `matchExpression`), only products sold in the country,
 * ranked by bm25. When the shopper's language finds nothing and it is not English, the
 * English text is tried too: shoppers type Latin brand and product names in any language.
 * Anything typed is quoted before it reaches MATCH, so no input is FTS5 syntax.
 */
export async function suggestProducts(
  db: D1Database,
  q: string,
  site: SearchSite,
  limit: number,
): Promise<ProductCard[]> {
  const match = matchExpression(q);
  if (!match) return [];
  let ids = await matchingProductIds(db, match, site.country, site.language, limit);
  if (ids.length === 0 && site.language !== 'en')
    ids = await matchingProductIds(db, match, site.country, 'en', limit);
  return loadCards(db, ids, site);
}

export interface SearchLogEntry extends SearchSite {
  query: string;
  /** How many products the search found. */
  results: number;
  /** The device that searched (the `device-id` cookie). */
  deviceId: string;
  /** When it was searched (ISO): the request's instant. */
  at: string;
}

/**
 * Records a submitted search (the results page calls this; the dropdown's keystrokes are not
 * searches): the normalised query, once per device, site and UTC day, and only when it found
 * products. "Once" is the log's unique index (`search_log_once`) with INSERT OR IGNORE, so
 * parallel requests cannot count twice. An empty query is not logged. A failure is reported
 * and swallowed: logging must never fail a search.
 */
export async function logSearch(
  db: D1Database,
  entry: SearchLogEntry,
  log: Pick<Logger, 'warn'>,
): Promise<void> {
  const query = normaliseQuery(entry.query);
  const results = Math.max(0, Math.trunc(entry.results));
  if (!query || results === 0) return;
  try {
    await db
      .prepare(
        'INSERT OR IGNORE INTO search_log (country, language, query, results, device_id, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)',
      )
      .bind(entry.country, entry.language, query, results, entry.deviceId, entry.at)
      .run();
  } catch (error) {
    log.warn('search log insert failed', { error });
  }
}
