import { createRoute } from '@hono/zod-openapi';
import { WishlistSchema, WishlistUpdateSchema } from '../../client/api/shopper-contract';
import { readWishlist, setWished } from '../shoppers/lists';
import { changeOwner, personal, type PersonalEnv } from './personal';
import { refuseWish } from './outcomes';
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

export const wishlistRoute = createRoute({
  ...endpoint('wishlist', '/wishlist'),
  summary: "The shopper's wish list (the member's, or the guest device's)",
  middleware: [personal] as const,
  request: { headers: SiteHeadersSchema },
  responses: { 200: ok(WishlistSchema, 'The wish list, newest first'), ...errors() },
});

export const wishRoute = createRoute({
  ...endpoint('setWished', '/wishlist'),
  summary: 'Wish a product or not (idempotent); answers the wish list',
  middleware: [personal, readJson] as const,
  request: { body: jsonBody(WishlistUpdateSchema), headers: SiteHeadersSchema },
  responses: {
    200: ok(WishlistSchema, 'The wish list as it is now'),
    ...errors(404, 409, 428, ...CHANGE_ERRORS),
  },
});

/**
 * GET wishlist/: the shopper's wish list. PUT wishlist `{ productId, wished }`: wish a product
 * or not, answered with the list as it is now. Idempotent; an unknown product is a 404.
 */
export const wishlist = apiApp<PersonalEnv>()
  .openapi(wishlistRoute, async (c) =>
    c.json(await readWishlist(c.env.DB, c.get('owner'), c.get('site')), 200),
  )
  .openapi(wishRoute, async (c) => {
    const body = c.req.valid('json');
    const owner = changeOwner(c);
    refuseWish(
      await setWished(c.env.DB, owner, body.productId, body.wished, c.get('now').toISOString()),
    );
    return c.json(await readWishlist(c.env.DB, owner, c.get('site')), 200);
  });
