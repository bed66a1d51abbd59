import { Hono } from 'hono';
import { z } from 'zod';
import {
  ApiErrorSchema,
  BrandListSchema,
  ContentPageSchema,
  ContentQuerySchema,
  LayoutQuerySchema,
  LayoutSchema,
  UserSchema,
} from '../../client/api/contract';
import {
  PopularQueriesQuerySchema,
  PopularQueriesSchema,
  SearchDropdownQuerySchema,
  SearchDropdownSchema,
} from '../../client/api/search-contract';
import { ProductDetailSchema } from '../../client/api/catalogue-contract';
import {
  CartCountSchema,
  CartLineAddedSchema,
  CartLineAddSchema,
  ReminderSubscribeSchema,
  RemindersSchema,
  WaitlistSchema,
  WaitlistUpdateSchema,
  WishlistSchema,
  WishlistUpdateSchema,
} from '../../client/api/shopper-contract';
import {
  CategoryTreeSchema,
  FeaturedProductsSchema,
  FeaturedQuerySchema,
  ListingFacetsSchema,
  ListingPageSchema,
  ListingQuerySchema,
} from '../../client/api/catalogue-contract';
import { CACHE } from '../cache-policy';
import type { AppEnv } from '../env';

interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  summary: string;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
}

/** Every operation of the embedded API, described by the same zod schemas that validate it. */
export const OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/layouts/',
    summary: 'Header, menus, footer, welcome mat and config of the site',
    query: LayoutQuerySchema,
    response: LayoutSchema,
  },
  {
    method: 'get',
    path: '/pages',
    summary: 'A content page by slug (drafts in preview)',
    query: ContentQuerySchema,
    response: ContentPageSchema,
  },
  { method: 'get', path: '/brands/', summary: 'The brand directory', response: BrandListSchema },
  {
    method: 'get',
    path: '/user',
    summary: 'The visitor: signed in or guest, and where from',
    response: UserSchema,
  },
  {
    method: 'get',
    path: '/variants',
    summary: 'A product listing: brand or category context, filters, five sorts, pages of 24',
    query: ListingQuerySchema,
    response: ListingPageSchema,
  },
  {
    method: 'get',
    path: '/products/filters/',
    summary: 'Every filter option with its count under the current selection',
    query: ListingQuerySchema,
    response: ListingFacetsSchema,
  },
  {
    method: 'get',
    path: '/search/',
    summary:
      'Search results: a listing of what matches q (FTS5, prefix, in the site language); logged',
    query: ListingQuerySchema,
    response: ListingPageSchema,
  },
  {
    method: 'get',
    path: '/categories/',
    summary: 'The category tree in the request language',
    response: CategoryTreeSchema,
  },
  {
    method: 'post',
    path: '/featured-products/',
    summary: 'The featured products of the site, of a brand or category',
    body: FeaturedQuerySchema,
    response: FeaturedProductsSchema,
  },
  {
    method: 'get',
    path: '/products/{slug}',
    summary: 'A product page: variants with the country offer, reviews, points, limits',
    response: ProductDetailSchema,
  },
  {
    method: 'get',
    path: '/wishlist/',
    summary: "The device's wish list (device-id cookie)",
    response: WishlistSchema,
  },
  {
    method: 'put',
    path: '/wishlist',
    summary: 'Wish a product or not (idempotent); answers the wish list',
    body: WishlistUpdateSchema,
    response: WishlistSchema,
  },
  {
    method: 'get',
    path: '/waitlist/',
    summary: 'The variants the device waits for on the site',
    response: WaitlistSchema,
  },
  {
    method: 'patch',
    path: '/waitlist/{variantId}',
    summary: 'Join or leave the waitlist of an out-of-stock variant; answers the waitlist',
    body: WaitlistUpdateSchema,
    response: WaitlistSchema,
  },
  {
    method: 'get',
    path: '/notification-subscription/',
    summary: 'Products the device asked to be reminded of at launch',
    response: RemindersSchema,
  },
  {
    method: 'post',
    path: '/notification-subscription/subscribe',
    summary: 'Remind me of a launch still ahead',
    body: ReminderSubscribeSchema,
    response: RemindersSchema,
  },
  {
    method: 'post',
    path: '/cart/line-items/',
    summary: 'Add to the bag within the limits; Idempotency-Key makes retries safe',
    body: CartLineAddSchema,
    response: CartLineAddedSchema,
  },
  {
    method: 'get',
    path: '/cart/items-count/',
    summary: "Items in the device's bag on the site",
    response: CartCountSchema,
  },
  {
    method: 'get',
    path: '/search/popular-queries/',
    summary: 'The most frequent searches of the site (last 90 days of its search log)',
    query: PopularQueriesQuerySchema,
    response: PopularQueriesSchema,
  },
  {
    method: 'get',
    path: '/components/search-input-dropdown/',
    summary:
      'The header search dropdown: popular searches and brands, or product suggestions and no-match tips for q',
    query: SearchDropdownQuerySchema,
    response: SearchDropdownSchema,
  },
];

const HEADERS = [
  {
    name: 'X-Site-Country',
    in: 'header',
    required: false,
    schema: { type: 'string', example: 'sg' },
  },
  {
    name: 'Accept-Language',
    in: 'header',
    required: false,
    schema: { type: 'string', example: 'en-SG' },
  },
  { name: 'X-Platform', in: 'header', required: false, schema: { type: 'string', example: 'web' } },
];

function queryParameters(schema: z.ZodObject | undefined) {
  if (!schema) return [];
  return Object.entries(schema.shape).map(([name, field]) => ({
    name,
    in: 'query',
    required: !(field as z.ZodType).safeParse(undefined).success,
    schema: z.toJSONSchema(field as z.ZodType, { io: 'input', unrepresentable: 'any' }),
  }));
}

/** The OpenAPI 3.1 document of the API, generated from the contract. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  const error = z.toJSONSchema(ApiErrorSchema, { unrepresentable: 'any' });
  for (const op of OPERATIONS) {
    paths[op.path] ??= {};
    paths[op.path][op.method] = {
      summary: op.summary,
      parameters: [...HEADERS, ...queryParameters(op.query)],
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': { schema: z.toJSONSchema(op.body, { unrepresentable: 'any' }) },
              },
            },
          }
        : {}),
      responses: {
        200: {
          description: 'OK',
          content: {
            'application/json': { schema: z.toJSONSchema(op.response, { unrepresentable: 'any' }) },
          },
        },
        '4XX': { description: 'Client error', content: { 'application/json': { schema: error } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Storefront API', version: '1.0.0' },
    servers: [{ url: '/api/web/v1' }],
    paths,
  };
}

export const openapi = new Hono<AppEnv>().get('/', (c) => {
  c.header('cache-control', CACHE.apiShared);
  return c.json(openApiDocument());
});
