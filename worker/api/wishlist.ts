import { createRoute } from '@hono/zod-openapi';
import { WishlistSchema, WishlistUpdateSchema } from '../../client/api/shopper-contract';
import { readWishlist, setWished } from '../db/shopper-lists';
import { device, type DeviceEnv } from './device';
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
  summary: "The device's wish list (device-id cookie)",
  middleware: [device] as const,
  request: { headers: SiteHeadersSchema },
  responses: { 200: ok(WishlistSchema, 'The wish list, newest first'), ...errors() },
});

export const wishRoute = createRoute({
  ...endpoint('setWished', '/wishlist'),
  summary: 'Wish a product or not (idempotent); answers the wish list',
  middleware: [device, readJson] as const,
  request: { body: jsonBody(WishlistUpdateSchema), headers: SiteHeadersSchema },
  responses: {
    200: ok(WishlistSchema, 'The wish list as it is now'),
    ...errors(404, 409, 428, ...CHANGE_ERRORS),
  },
});

/**
 * GET wishlist/: the device's wish list. PUT wishlist `{ productId, wished }`: wish a product
 * or not, answered with the list as it is now. Idempotent; an unknown product is a 404.
 */
export const wishlist = apiApp<DeviceEnv>()
  .openapi(wishlistRoute, async (c) =>
    c.json(await readWishlist(c.env.DB, c.get('deviceId'), c.get('site')), 200),
  )
  .openapi(wishRoute, async (c) => {
    const body = c.req.valid('json');
    const deviceId = c.get('deviceId') as string;
    refuseWish(
      await setWished(c.env.DB, deviceId, body.productId, body.wished, new Date().toISOString()),
    );
    return c.json(await readWishlist(c.env.DB, deviceId, c.get('site')), 200);
  });
