import { readWishlist, setWished } from '../shoppers/lists';
import { changeOwner, personal, type PersonalEnv } from './personal';
import { refuseWish } from './outcomes';
import { apiApp, readJson, routeOf } from './route-kit';

export const wishlistRoute = routeOf('wishlist', '/wishlist', { middleware: [personal] });

export const wishRoute = routeOf('setWished', '/wishlist', { middleware: [personal, readJson] });

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
