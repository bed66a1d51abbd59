import { z } from 'zod';
import { MAX_QUERY_LENGTH, ProductCardSchema } from './catalogue-contract';
import { urlInteger } from './ids';

/**
 * The search dropdown part of the API contract (`search/popular-queries/` and
 * `components/search-input-dropdown/`). Recent searches are not here: they are kept on the
 * shopper's device. The client imports the types only.
 */

/** How many product suggestions the dropdown shows while the shopper types. */
export const DROPDOWN_SUGGESTIONS = 6;
/** How many popular searches and popular brands the dropdown shows before anything is typed. */
export const DROPDOWN_POPULAR = 8;

/** What the shopper typed: trimmed; empty is the same as absent; longer than MAX_QUERY_LENGTH is a 400 on `q`. */
const typed = z.string().trim().max(MAX_QUERY_LENGTH, `at most ${MAX_QUERY_LENGTH} characters`);

/** GET components/search-input-dropdown/ query. */
export const SearchDropdownQuerySchema = z.object({ q: typed.optional() });
export type SearchDropdownQuery = z.infer<typeof SearchDropdownQuerySchema>;

export const BrandLinkSchema = z.object({ slug: z.string(), name: z.string() });
export type BrandLink = z.infer<typeof BrandLinkSchema>;

/**
 * GET components/search-input-dropdown/: the dropdown's content for what is typed so far.
 * - No `q`: `popularQueries` (the site's most searched, from the search log) and
 *   `popularBrands` (the brands with the most products in the country); no suggestions.
 * - With `q`: `suggestions` (up to 6 products, full-text, in the shopper's language),
 *   `popularBrands` (brands whose name starts with `q`) and `popularQueries` (popular searches
 *   starting with `q`). When none of them has anything, `tips` holds translated advice and
 *   `popularQueries` the site's popular searches, so the shopper has somewhere to go.
 * `tips` is empty whenever something matched.
 */
export const SearchDropdownSchema = z.object({
  /** The query the answer is for, trimmed ('' without one). */
  query: z.string(),
  popularQueries: z.array(z.string()),
  popularBrands: z.array(BrandLinkSchema),
  suggestions: z.array(ProductCardSchema),
  tips: z.array(z.string()),
});
export type SearchDropdown = z.infer<typeof SearchDropdownSchema>;

/** GET search/popular-queries/ query. */
export const PopularQueriesQuerySchema = z.object({
  limit: urlInteger(1, 20).default(DROPDOWN_POPULAR),
});

/** GET search/popular-queries/: the site's most frequent searches that found products, most first. */
export const PopularQueriesSchema = z.object({ items: z.array(z.string()) });
export type PopularQueries = z.infer<typeof PopularQueriesSchema>;
