import type { Context } from 'hono';
import { ListingQuerySchema, type ListingQuery } from '../../client/api/catalogue-contract';
import { CACHE } from '../cache-policy';
import { categoryTree } from '../catalogue/categories';
import { queryFacets } from '../catalogue/facets';
import { queryListing, UnknownContext } from '../catalogue/listing';
import type { AppEnv } from '../env';
import { HttpError } from './errors';
import { logShopperSearch } from './search-log';
import { cachedJson, sharedCacheKey } from './shared-cache';
import { apiApp, readJson, routeOf } from './route-kit';

export const variantsRoute = routeOf('variants', '/variants');

export const productFiltersRoute = routeOf('productFilters', '/products/filters');

export const categoriesRoute = routeOf('categories', '/categories');

export const searchRoute = routeOf('search', '/search');

export const featuredRoute = routeOf('featuredProducts', '/featured-products', {
  middleware: [readJson],
});

/** A listing of a brand or category that does not exist is a 404, not an empty page. */
async function orNotFound<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UnknownContext) throw new HttpError(404, 'NOT_FOUND', 'errors.notFound');
    throw error;
  }
}

/** One page of products for the query; a page past the last is a 400 naming `page`. */
export async function listingResponse(c: Context<AppEnv>, query: ListingQuery) {
  const site = c.get('site');
  const page = await orNotFound(() => queryListing(c.env.DB, query, site));
  if (page.total > 0 && query.page > page.pages) {
    throw new HttpError(400, 'PAGE_OUT_OF_RANGE', 'errors.field', { field: 'page' });
  }
  c.header('cache-control', CACHE.apiShared);
  return page;
}

/** GET variants: the product listing (filters, sort, pagination). */
export const variants = apiApp<AppEnv>().openapi(variantsRoute, async (c) =>
  c.json(await listingResponse(c, c.req.valid('query')), 200),
);

/** GET products/filters/: facet counts for the current selection. */
export const productFilters = apiApp<AppEnv>().openapi(productFiltersRoute, async (c) => {
  const query = c.req.valid('query');
  const facets = await orNotFound(() => queryFacets(c.env.DB, query, c.get('site')));
  c.header('cache-control', CACHE.apiShared);
  return c.json(facets, 200);
});

/** GET categories/: the category tree in the request's language. */
export const categories = apiApp<AppEnv>().openapi(categoriesRoute, async (c) => {
  const items = await categoryTree(c.env.DB, c.get('site').language);
  c.header('cache-control', CACHE.apiShared);
  return c.json({ items }, 200);
});

/**
 * GET search/: search results, a listing with the shopper's words (`q`, required) and the
 * same filters. The first page of a search is logged for popular searches.
 */
export const searchResults = apiApp<AppEnv>().openapi(searchRoute, async (c) => {
  const query = c.req.valid('query');
  if (!query.q) throw new HttpError(400, 'VALIDATION_FAILED', 'errors.field', { field: 'q' });
  const page = await listingResponse(c, query);
  // Only the first page is a search; who counts is ./search-log.ts.
  if (query.page === 1)
    c.executionCtx.waitUntil(logShopperSearch(c, { query: query.q, results: page.total }));
  // Searches are logged: a shared cache must not swallow them.
  c.header('cache-control', CACHE.private);
  return c.json(page, 200);
});

/**
 * POST featured-products/: the first products of the featured order for the site (optionally
 * of a brand or category), for content blocks such as the home page's.
 */
export const featuredProducts = apiApp<AppEnv>().openapi(featuredRoute, async (c) => {
  const body = c.req.valid('json');
  const query = ListingQuerySchema.parse({
    brand: body.brand,
    category: body.category,
    per_page: body.limit,
  });
  const site = c.get('site');
  return cachedJson(c, sharedCacheKey(site, c.req.url, JSON.stringify(body)), async () => ({
    items: (await orNotFound(() => queryListing(c.env.DB, query, site))).items,
  }));
});
