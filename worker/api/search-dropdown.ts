import {
  DROPDOWN_POPULAR,
  DROPDOWN_SUGGESTIONS,
  type PopularQueries,
  type SearchDropdown,
} from '../../client/api/search-contract';
import { CACHE } from '../cache-policy';
import {
  matchingBrands,
  popularBrands,
  popularQueries,
  suggestProducts,
} from '../catalogue/search';
import type { AppEnv } from '../env';
import { apiApp, routeOf } from './route-kit';

export const popularQueriesRoute = routeOf('popularQueries', '/search/popular-queries');

export const searchDropdownRoute = routeOf('searchDropdown', '/components/search-input-dropdown');

/** The answers depend on the site, which every API request names in these headers. */
const VARY = 'accept-language, x-site-country';

/** While typing: at most this many brands and popular completions beside the products. */
const TYPED_BRANDS = 3;
const TYPED_QUERIES = 4;

/** GET search/popular-queries/: the site's most frequent searches of the last 90 days of its log. */
export const popularSearches = apiApp<AppEnv>().openapi(popularQueriesRoute, async (c) => {
  const { limit } = c.req.valid('query');
  const site = c.get('site');
  const body: PopularQueries = { items: await popularQueries(c.env.DB, site, limit) };
  c.header('cache-control', CACHE.apiShared);
  c.header('vary', VARY);
  return c.json(body, 200);
});

/**
 * GET components/search-input-dropdown/?q=: what the header search shows (see
 * SearchDropdownSchema). The same for every visitor of a site, so shared caches keep it.
 */
export const searchDropdown = apiApp<AppEnv>().openapi(searchDropdownRoute, async (c) => {
  const q = c.req.valid('query').q ?? '';
  const site = c.get('site');
  const db = c.env.DB;
  let body: SearchDropdown;
  if (!q) {
    const [queries, brands] = await Promise.all([
      popularQueries(db, site, DROPDOWN_POPULAR),
      popularBrands(db, site.country, DROPDOWN_POPULAR),
    ]);
    body = { query: '', popularQueries: queries, popularBrands: brands, suggestions: [], tips: [] };
  } else {
    const [suggestions, brands, completions] = await Promise.all([
      suggestProducts(db, q, site, DROPDOWN_SUGGESTIONS),
      matchingBrands(db, q, site.country, TYPED_BRANDS),
      popularQueries(db, site, TYPED_QUERIES, q),
    ]);
    const nothing = suggestions.length === 0 && brands.length === 0 && completions.length === 0;
    body = {
      query: q,
      popularQueries: nothing ? await popularQueries(db, site, TYPED_QUERIES) : completions,
      popularBrands: brands,
      suggestions,
      tips: nothing
        ? [
            site.t('search.tips.spelling'),
            site.t('search.tips.fewerWords'),
            site.t('search.tips.browse'),
          ]
        : [],
    };
  }
  c.header('cache-control', CACHE.apiShared);
  c.header('vary', VARY);
  return c.json(body, 200);
});
