import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  CategoryTreeSchema,
  FeaturedProductsSchema,
  FeaturedQuerySchema,
  ListingFacetsSchema,
  ListingPageSchema,
  ListingQuerySchema,
  type ListingQuery,
} from '../../client/api/catalogue-contract';
import { CACHE } from '../cache-policy';
import { categoryTree } from '../catalogue/categories';
import { queryFacets } from '../catalogue/facets';
import { queryListing, UnknownContext } from '../catalogue/listing';
import type { AppEnv } from '../env';
import { HttpError } from './errors';
import { logShopperSearch } from './search-log';
import { cachedJson, sharedCacheKey } from './shared-cache';
import {
  apiApp,
  endpoint,
  CHANGE_ERRORS,
  errors,
  jsonBody,
  ok,
  readJson,
  SiteHeadersSchema,
} from './route-kit';

export const variantsRoute = createRoute({
  ...endpoint('variants', '/variants'),
  summary: 'A product listing: brand or category context, filters, five sorts, pages of 24',
  request: { query: ListingQuerySchema, headers: SiteHeadersSchema },
  responses: { 200: ok(ListingPageSchema, 'One page of products'), ...errors(404) },
});

export const productFiltersRoute = createRoute({
  ...endpoint('productFilters', '/products/filters'),
  summary: 'Every filter option with its count under the current selection',
  request: { query: ListingQuerySchema, headers: SiteHeadersSchema },
  responses: { 200: ok(ListingFacetsSchema, 'The facets of the listing'), ...errors(404) },
});

export const categoriesRoute = createRoute({
  ...endpoint('categories', '/categories'),
  summary: 'The category tree in the request language',
  request: { headers: SiteHeadersSchema },
  responses: { 200: ok(CategoryTreeSchema, 'The category tree'), ...errors() },
});

export const searchRoute = createRoute({
  ...endpoint('search', '/search'),
  summary:
    'Search results: a listing of what matches q (FTS5, prefix, in the site language); logged',
  request: { query: ListingQuerySchema, headers: SiteHeadersSchema },
  responses: { 200: ok(ListingPageSchema, 'One page of matching products'), ...errors(404) },
});

export const featuredRoute = createRoute({
  ...endpoint('featuredProducts', '/featured-products'),
  summary: 'The featured products of the site, of a brand or category',
  middleware: [readJson] as const,
  request: { body: jsonBody(FeaturedQuerySchema), headers: SiteHeadersSchema },
  responses: {
    200: ok(FeaturedProductsSchema, 'The first featured products'),
    ...errors(404, ...CHANGE_ERRORS),
  },
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
