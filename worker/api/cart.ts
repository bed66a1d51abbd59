import { tierOf } from '../auth/shopper';
import { addToBag, bagCount } from '../bag/add-to-bag';
import { readBagSnapshot } from '../bag/snapshot';
import { readBundles } from '../catalogue/bundles';
import { previewChange } from './bag-preview';
import { answerChange, bagRequest, explainerOf } from './bag-request';
import {
  giftOfferView,
  miniBagView,
  offersView,
  pricedBagView,
  samplesView,
} from '../bag/bag-view';
import { HttpError } from './errors';
import { addedOrRefused } from './outcomes';
import { changeOwner, personal, type PersonalEnv } from './personal';
import { bagRewards } from './rewards';
import { apiApp, readJson, routeOf } from './route-kit';

/**
 * The bag, the one home of /cart: GET cart/items-count/ and POST cart/line-items/ (the
 * product page's button), GET cart/ (the whole priced bag), cart/bag/ (the mini-bag),
 * cart/offers (the promo wallet), cart/samples and cart/bundles/, and the Beauty Pass rewards
 * in the bag (./rewards.ts); the changes (quantity, removal, move to the wish list, promo
 * code, samples, bundles) each answer the whole priced bag, take an `Idempotency-Key` and are
 * atomic in D1 (worker/bag/changes.ts). Gift-with-purchase offers are under multiple-gwps/
 * (below).
 */

export const bagCountRoute = routeOf('bagCount', '/cart', { middleware: [personal] });

export const addToBagRoute = routeOf('addToBag', '/cart', { middleware: [personal, readJson] });

export const cartRoute = routeOf('cart', '/cart', { middleware: [personal] });

export const miniBagRoute = routeOf('miniBag', '/cart', { middleware: [personal] });

export const setLineQuantityRoute = routeOf('setLineQuantity', '/cart', {
  middleware: [personal, readJson],
});

export const removeLineRoute = routeOf('removeLine', '/cart', { middleware: [personal] });

export const moveLineRoute = routeOf('moveLineToWishlist', '/cart', {
  middleware: [personal, readJson],
});

export const applyCouponRoute = routeOf('applyCoupon', '/cart', {
  middleware: [personal, readJson],
});

export const removeCouponRoute = routeOf('removeCoupon', '/cart', { middleware: [personal] });

export const cartOffersRoute = routeOf('cartOffers', '/cart', { middleware: [personal] });

export const cartSamplesRoute = routeOf('cartSamples', '/cart', { middleware: [personal] });

export const chooseSamplesRoute = routeOf('chooseSamples', '/cart', {
  middleware: [personal, readJson],
});

export const bundlesRoute = routeOf('bundles', '/cart', { middleware: [personal] });

export const addBundleRoute = routeOf('addBundle', '/cart', { middleware: [personal, readJson] });

export const previewChangeRoute = routeOf('previewBagChange', '/cart', {
  middleware: [personal, readJson],
});

/**
 * The bag's one mount, /cart.
 *
 * POST cart/line-items/ `{ variantId, quantity, idempotencyKey? }` (or the `Idempotency-Key`
 * header): add to the shopper's bag on this site, within every limit (409 with the reason
 * otherwise); a retry with the same key adds nothing again. GET cart/items-count/: `{ count }`.
 */
export const cart = apiApp<PersonalEnv>()
  .openapi(bagCountRoute, async (c) =>
    c.json({ count: await bagCount(c.env.DB, c.get('owner'), c.get('site').country) }, 200),
  )
  .openapi(addToBagRoute, async (c) => {
    const body = c.req.valid('json');
    const headerKey = c.req.valid('header')['Idempotency-Key'];
    if (headerKey && body.idempotencyKey && headerKey !== body.idempotencyKey) {
      throw new HttpError(400, 'VALIDATION_FAILED', 'errors.field', { field: 'idempotencyKey' });
    }
    const site = c.get('site');
    const outcome = addedOrRefused(
      await addToBag(c.env.DB, {
        owner: changeOwner(c),
        country: site.country,
        variantId: body.variantId,
        quantity: body.quantity,
        idempotencyKey: headerKey ?? body.idempotencyKey,
        shopperTier: tierOf(c.get('liveShopper')),
        now: c.get('now'),
      }),
      site.t,
    );
    const snapshot = await readBagSnapshot(c.env.DB, bagRequest(c));
    const added = {
      line: outcome.line,
      count: outcome.count,
      replayed: outcome.kind === 'replayed',
      bag: pricedBagView(snapshot, explainerOf(c)),
    };
    return outcome.kind === 'added' ? c.json(added, 201) : c.json(added, 200);
  })
  .openapi(cartRoute, async (c) => {
    const snapshot = await readBagSnapshot(c.env.DB, bagRequest(c));
    return c.json(pricedBagView(snapshot, explainerOf(c)), 200);
  })
  .openapi(miniBagRoute, async (c) => {
    const snapshot = await readBagSnapshot(c.env.DB, bagRequest(c));
    return c.json(miniBagView(pricedBagView(snapshot, explainerOf(c))), 200);
  })
  .openapi(setLineQuantityRoute, async (c) =>
    c.json(
      await answerChange(c, {
        kind: 'quantity',
        lineId: c.req.valid('param').id,
        quantity: c.req.valid('json').quantity,
      }),
      200,
    ),
  )
  .openapi(removeLineRoute, async (c) =>
    c.json(await answerChange(c, { kind: 'remove', lineId: c.req.valid('param').id }), 200),
  )
  .openapi(moveLineRoute, async (c) =>
    c.json(
      await answerChange(c, { kind: 'move_to_wishlist', lineId: c.req.valid('json').lineId }),
      200,
    ),
  )
  .openapi(applyCouponRoute, async (c) =>
    c.json(await answerChange(c, { kind: 'apply_code', code: c.req.valid('json').code }), 200),
  )
  .openapi(removeCouponRoute, async (c) =>
    c.json(
      await answerChange(c, { kind: 'remove_code', promotionId: c.req.valid('param').id }),
      200,
    ),
  )
  .openapi(cartOffersRoute, async (c) => {
    const snapshot = await readBagSnapshot(c.env.DB, bagRequest(c));
    return c.json(offersView(snapshot, explainerOf(c)), 200);
  })
  .openapi(cartSamplesRoute, async (c) => {
    const snapshot = await readBagSnapshot(c.env.DB, bagRequest(c));
    return c.json(samplesView(snapshot), 200);
  })
  .openapi(chooseSamplesRoute, async (c) =>
    c.json(await answerChange(c, { kind: 'samples', samples: c.req.valid('json').samples }), 200),
  )
  .openapi(bundlesRoute, async (c) => {
    const site = c.get('site');
    return c.json(await readBundles(c.env.DB, site.country, site.language), 200);
  })
  .openapi(addBundleRoute, async (c) => {
    const body = c.req.valid('json');
    return c.json(
      await answerChange(c, {
        kind: 'add_bundle',
        bundleId: body.bundleId,
        quantity: body.quantity,
      }),
      200,
    );
  })
  .openapi(previewChangeRoute, async (c) => {
    const body = c.req.valid('json');
    const snapshot = await readBagSnapshot(c.env.DB, bagRequest(c));
    const preview = previewChange(snapshot, body.lineId, body.quantity);
    if (!preview) throw new HttpError(404, 'NOT_FOUND', 'errors.notFound', { field: 'lineId' });
    return c.json(preview, 200);
  })
  .route('/', bagRewards);

export const giftOfferRoute = routeOf('giftOffer', '/multiple-gwps', { middleware: [personal] });

export const chooseGiftsRoute = routeOf('chooseGifts', '/multiple-gwps', {
  middleware: [personal, readJson],
});

export const giftOffers = apiApp<PersonalEnv>()
  .openapi(giftOfferRoute, async (c) => {
    const snapshot = await readBagSnapshot(c.env.DB, bagRequest(c));
    const view = giftOfferView(snapshot, c.req.valid('param').id, explainerOf(c));
    if (!view) throw new HttpError(404, 'OFFER_NOT_FOUND', 'errors.notFound', { field: 'id' });
    return c.json(view, 200);
  })
  .openapi(chooseGiftsRoute, async (c) =>
    c.json(
      await answerChange(c, {
        kind: 'gifts',
        offerId: c.req.valid('param').id,
        gifts: c.req.valid('json').gifts,
      }),
      200,
    ),
  );
