import {
  CategoryTreeSchema,
  FeaturedProductsSchema,
  FeaturedQuerySchema,
  ListingFacetsSchema,
  ListingPageSchema,
  ListingQuerySchema,
  ProductDetailSchema,
  ProductSlugSchema,
} from '../catalogue-contract';
import { CHANGE_ERRORS, SiteHeadersSchema, declare, ok } from '../declare';
import {
  PopularQueriesQuerySchema,
  PopularQueriesSchema,
  SearchDropdownQuerySchema,
  SearchDropdownSchema,
} from '../search-contract';

export const catalogueOperations = declare({
  variants: {
    method: 'get',
    path: '/variants',
    summary: 'A product listing: brand or category context, filters, five sorts, pages of 24',
    request: { query: ListingQuerySchema, headers: SiteHeadersSchema },
    responses: { 200: ok(ListingPageSchema, 'One page of products') },
    errors: [404],
    browser: true,
  },
  productFilters: {
    method: 'get',
    path: '/products/filters/',
    summary: 'Every filter option with its count under the current selection',
    request: { query: ListingQuerySchema, headers: SiteHeadersSchema },
    responses: { 200: ok(ListingFacetsSchema, 'The facets of the listing') },
    errors: [404],
    browser: true,
  },
  categories: {
    method: 'get',
    path: '/categories/',
    summary: 'The category tree in the request language',
    request: { headers: SiteHeadersSchema },
    responses: { 200: ok(CategoryTreeSchema, 'The category tree') },
    browser: true,
  },
  search: {
    method: 'get',
    path: '/search/',
    summary:
      'Search results: a listing of what matches q (FTS5, prefix, in the site language); logged',
    request: { query: ListingQuerySchema, headers: SiteHeadersSchema },
    responses: { 200: ok(ListingPageSchema, 'One page of matching products') },
    errors: [404],
    browser: true,
  },
  featuredProducts: {
    method: 'post',
    path: '/featured-products/',
    summary: 'The featured products of the site, of a brand or category',
    request: { body: FeaturedQuerySchema, headers: SiteHeadersSchema },
    responses: { 200: ok(FeaturedProductsSchema, 'The first featured products') },
    errors: [404, ...CHANGE_ERRORS],
    browser: true,
  },
  popularQueries: {
    method: 'get',
    path: '/search/popular-queries/',
    summary: 'The most frequent searches of the site (last 90 days of its search log)',
    request: { query: PopularQueriesQuerySchema, headers: SiteHeadersSchema },
    responses: { 200: ok(PopularQueriesSchema, 'Popular searches, most frequent first') },
  },
  searchDropdown: {
    method: 'get',
    path: '/components/search-input-dropdown/',
    summary:
      'The header search dropdown: popular searches and brands, or product suggestions and no-match tips for q',
    request: { query: SearchDropdownQuerySchema, headers: SiteHeadersSchema },
    responses: { 200: ok(SearchDropdownSchema, 'What the header search shows') },
    browser: true,
  },
  productBySlug: {
    method: 'get',
    path: '/products/{slug}',
    summary: 'A product page: variants with the country offer, reviews, points, limits',
    request: { params: ProductSlugSchema, headers: SiteHeadersSchema },
    responses: { 200: ok(ProductDetailSchema, 'The product in the site language') },
    errors: [404],
    browser: true,
  },
});
