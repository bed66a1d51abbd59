import { Hono } from 'hono';
import { WishlistUpdateSchema } from '../../client/api/shopper-contract';
import { readWishlist, setWished } from '../db/shopper-lists';
import { device, type DeviceEnv } from './device';
import { HttpError } from './errors';
import { validJson } from './validate';

/**
 * GET wishlist/: the device's wish list. PUT wishlist `{ productId, wished }`: wish a product
 * or not, answered with the list as it is now. Idempotent; an unknown product is a 404.
 */
export const wishlist = new Hono<DeviceEnv>()
  .use(device)
  .get('/', async (c) => c.json(await readWishlist(c.env.DB, c.get('deviceId'), c.get('site'))))
  .put('/', async (c) => {
    const body = await validJson(c, WishlistUpdateSchema);
    const deviceId = c.get('deviceId') as string;
    const outcome = await setWished(
      c.env.DB,
      deviceId,
      body.productId,
      body.wished,
      new Date().toISOString(),
    );
    if (outcome === 'unknown')
      throw new HttpError(404, 'NOT_FOUND', 'errors.notFound', { field: 'productId' });
    if (outcome === 'full') throw new HttpError(409, 'LIST_FULL', 'wishlist.listFull');
    return c.json(await readWishlist(c.env.DB, deviceId, c.get('site')));
  });
