import type { ProductCard } from '../../client/api/catalogue-contract';
import type { Country, Language } from '../../client/lib/sites';
import { loadCards } from './cards';
import { matchExpression } from './search-text';

/**
 * What the search dropdown reads (spec §2 "Search dropdown"): popular searches from the
 * search log, popular brands of a country, product suggestions from the full-text index, and
 * the log itself. Every statement reads through an index (search_log_recent, listing's
 * primary key and listing_brand) or the FTS5 index; none scans products or variants.
 */

/** Popular searches count the log of this many days. */
export const POPULAR_WINDOW_DAYS = 90;
/** The log keeps queries up to this length (the column's CHECK). */
const LOGGED_QUERY_MAX = 100;

interface SearchSite {
  country: Country;
  language: Language;
}

/**
 * A query as the log keeps it and popular searches count it: Unicode-normalised (NFKC, so
 * full-width letters and compatibility forms count as one), lower-case, spaces collapsed,
 * at most 100 characters. NFKC splits Thai SARA AM (ำ) into NIKHAHIT + SARA AA; it is put
 * back together, as Thai is typed and stored, so one query is never counted under two forms.
 */
export function normaliseQuery(input: string): string {
  return input
    .normalize('NFKC')
    .replace(/\u0E4D\u0E32/gu, '\u0E33')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim()
    .slice(0, LOGGED_QUERY_MAX)
    .trim();
}

/**
 * The most frequent searches of a site (country and language) that found something, most
 * frequent first (ties: the most recent, then alphabetical). `prefix` keeps only those that
 * start with it (typed-ahead completions).
 *
 * The window is the 90 days up to the site's newest log entry, not up to the clock: on a live
 * site the newest entry is moments old, so the two agree; on a quiet site, or on the seeded
 * database whose log has fixed dates, the list stays filled and deterministic instead of
 * draining to nothing as the clock moves on. Both bounds are read through the
 * `search_log_recent (country, language, created_at)` index.
 */
export async function popularQueries(db: D1Database, site: SearchSite, limit: number, prefix?: string): Promise<string[]> {
  const start = prefix === undefined ? '' : normaliseQuery(prefix);
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
       ORDER BY COUNT(*) DESC, MAX(created_at) DESC, query
       LIMIT ?5`,
    )
    .bind(site.country, site.language, `-${POPULAR_WINDOW_DAYS} days`, start, limit)
    .all<{ query: string }>();
  return results.map((row) => row.query);
}

/**
 * The brands with the most products sold in a country, most first (ties by name). Counted on
 * the `listing_brand (country, brand_id, …)` index: the country's range only.
 */
export async function popularBrands(db: D1Database, country: Country, limit: number): Promise<{ slug: string; name: string }[]> {
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
export async function matchingBrands(db: D1Database, q: string, country: Country, limit: number): Promise<{ slug: string; name: string }[]> {
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
      return name.startsWith(typed) || name.includes(` ${typed}`) || folded(brand.slug).startsWith(typed.replace(/\s+/g, '-'));
    })
    .sort((a, b) => a.name.length - b.name.length || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/** Product ids matching a MATCH expression in one language, sold in the country, best first. */
async function matchingProductIds(db: D1Database, match: string, country: Country, language: Language, limit: number): Promise<number[]> {
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
export async function suggestProducts(db: D1Database, q: string, site: SearchSite, limit: number): Promise<ProductCard[]> {
  const match = matchExpression(q);
  if (!match) return [];
  let ids = await matchingProductIds(db, match, site.country, site.language, limit);
  if (ids.length === 0 && site.language !== 'en') ids = await matchingProductIds(db, match, site.country, 'en', limit);
  return loadCards(db, ids, site);
}

export interface SearchLogEntry extends SearchSite {
  query: string;
  /** How many products the search found. */
  results: number;
  /** ISO time; now by default. */
  at?: string;
}

/**
 * Records a submitted search (the results page calls this; the dropdown's keystrokes are not
 * searches). The query is normalised first; an empty one is not logged. A failure is reported
 * and swallowed: logging must never fail a search.
 */
export async function logSearch(db: D1Database, entry: SearchLogEntry): Promise<void> {
  const query = normaliseQuery(entry.query);
  if (!query) return;
  try {
    await db
      .prepare('INSERT INTO search_log (country, language, query, results, created_at) VALUES (?1, ?2, ?3, ?4, ?5)')
      .bind(entry.country, entry.language, query, Math.max(0, Math.trunc(entry.results)), entry.at ?? new Date().toISOString())
      .run();
  } catch (error) {
    console.warn('search log insert failed', error);
  }
}
