import { createRoute } from '@hono/zod-openapi';
import {
  BundleAddSchema,
  BundlesSchema,
  CouponPathSchema,
  CouponSchema,
  GiftChoiceSchema,
  GiftOfferPathSchema,
  GiftOfferSchema,
  LinePathSchema,
  LineQuantitySchema,
  MiniBagSchema,
  OffersSchema,
  PreviewChangeSchema,
  PreviewSchema,
  PricedBagSchema,
  SampleChoiceSchema,
  SamplesSchema,
  WishlistMoveSchema,
} from '../../client/api/bag-contract';
import { IdempotencyKeySchema } from '../../client/api/ids';
import {
  BagCountSchema,
  BagLineAddedSchema,
  BagLineAddSchema,
} from '../../client/api/shopper-contract';
import { tierOf } from '../auth/shopper';
import { addToBag, bagCount } from '../bag/add-to-bag';
import { readBagSnapshot } from '../bag/snapshot';
import { readBundles } from '../catalogue/bundles';
import { previewChange } from './bag-preview';
import {
  answerChange,
  bagRequest,
  CHANGE_REFUSALS,
  ChangeHeadersSchema,
  explainerOf,
} from './bag-request';
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
import {
  apiApp,
  CHANGE_ERRORS,
  endpoint,
  errors,
  jsonBody,
  ok,
  readJson,
  SiteHeadersSchema,
} from './route-kit';

/**
 * The bag, the one home of /cart: GET cart/items-count/ and POST cart/line-items/ (the
 * product page's button), GET cart/ (the whole priced bag), cart/bag/ (the mini-bag),
 * cart/offers (the promo wallet), cart/samples and cart/bundles/, and the Beauty Pass rewards
 * in the bag (./rewards.ts); the changes (quantity, removal, move to the wish list, promo
 * code, samples, bundles) each answer the whole priced bag, take an `Idempotency-Key` and are
 * atomic in D1 (worker/bag/changes.ts). Gift-with-purchase offers are under multiple-gwps/
 * (below).
 */

export const bagCountRoute = createRoute({
  ...endpoint('bagCount', '/cart'),
  summary: "Items in the shopper's bag on the site",
  middleware: [personal] as const,
  request: { headers: SiteHeadersSchema },
  responses: { 200: ok(BagCountSchema, 'The bag count'), ...errors() },
});

export const addToBagRoute = createRoute({
  ...endpoint('addToBag', '/cart'),
  summary: 'Add to the bag within the limits; Idempotency-Key makes retries safe',
  middleware: [personal, readJson] as const,
  request: {
    body: jsonBody(BagLineAddSchema),
    headers: SiteHeadersSchema.extend({ 'Idempotency-Key': IdempotencyKeySchema.optional() }),
  },
  responses: {
    201: ok(BagLineAddedSchema, 'Added: the line and the bag count'),
    200: ok(BagLineAddedSchema, 'A retry of an add already made: nothing added again'),
    ...errors(404, 409, 422, 428, ...CHANGE_ERRORS),
  },
});

export const cartRoute = createRoute({
  ...endpoint('cart', '/cart'),
  summary: "The shopper's whole bag on the site, priced (lines, code, totals, shipping, points)",
  middleware: [personal] as const,
  request: { headers: SiteHeadersSchema },
  responses: { 200: ok(PricedBagSchema, 'The priced bag'), ...errors(401) },
});

export const miniBagRoute = createRoute({
  ...endpoint('miniBag', '/cart'),
  summary: 'What the mini-bag shows: lines, subtotal, total',
  middleware: [personal] as const,
  request: { headers: SiteHeadersSchema },
  responses: { 200: ok(MiniBagSchema, 'The mini-bag'), ...errors(401) },
});

export const setLineQuantityRoute = createRoute({
  ...endpoint('setLineQuantity', '/cart'),
  summary: "Change a line's quantity within its limits (a bundle line changes the whole bundle)",
  middleware: [personal, readJson] as const,
  request: {
    params: LinePathSchema,
    body: jsonBody(LineQuantitySchema),
    headers: ChangeHeadersSchema,
  },
  responses: { 200: ok(PricedBagSchema, 'Changed; the priced bag'), ...CHANGE_REFUSALS },
});

export const removeLineRoute = createRoute({
  ...endpoint('removeLine', '/cart'),
  summary: 'Remove a line (a bundle item removes its whole bundle)',
  middleware: [personal] as const,
  request: { params: LinePathSchema, headers: ChangeHeadersSchema },
  responses: {
    200: ok(PricedBagSchema, 'Removed; the priced bag'),
    ...errors(404, 422, 428, ...CHANGE_ERRORS),
  },
});

export const moveLineRoute = createRoute({
  ...endpoint('moveLineToWishlist', '/cart'),
  summary: "Move a line's product to the wish list, out of the bag, in one step",
  middleware: [personal, readJson] as const,
  request: { body: jsonBody(WishlistMoveSchema), headers: ChangeHeadersSchema },
  responses: { 200: ok(PricedBagSchema, 'Moved; the priced bag'), ...CHANGE_REFUSALS },
});

export const applyCouponRoute = createRoute({
  ...endpoint('applyCoupon', '/cart'),
  summary:
    'Apply one promo code (case-sensitive; one per order). 422 "Sorry, the promotion is invalid" with every failing reason and its figures',
  middleware: [personal, readJson] as const,
  request: { body: jsonBody(CouponSchema), headers: ChangeHeadersSchema },
  responses: { 200: ok(PricedBagSchema, 'Applied; the priced bag'), ...CHANGE_REFUSALS },
});

export const removeCouponRoute = createRoute({
  ...endpoint('removeCoupon', '/cart'),
  summary: 'Remove the applied code (by its promotion id)',
  middleware: [personal] as const,
  request: { params: CouponPathSchema, headers: ChangeHeadersSchema },
  responses: {
    200: ok(PricedBagSchema, 'Removed; the priced bag'),
    ...errors(404, 422, 428, ...CHANGE_ERRORS),
  },
});

export const cartOffersRoute = createRoute({
  ...endpoint('cartOffers', '/cart'),
  summary:
    'The promo wallet: every code this shopper may see on the site, with its state and reasons now',
  middleware: [personal] as const,
  request: { headers: SiteHeadersSchema },
  responses: { 200: ok(OffersSchema, 'The wallet'), ...errors(401) },
});

export const cartSamplesRoute = createRoute({
  ...endpoint('cartSamples', '/cart'),
  summary: "The site's free samples and the shopper's choice (up to 2)",
  middleware: [personal] as const,
  request: { headers: SiteHeadersSchema },
  responses: { 200: ok(SamplesSchema, 'The samples'), ...errors(401) },
});

export const chooseSamplesRoute = createRoute({
  ...endpoint('chooseSamples', '/cart'),
  summary:
    'Choose the samples (the whole choice, up to 2; "samples or rewards not available" when out)',
  middleware: [personal, readJson] as const,
  request: { body: jsonBody(SampleChoiceSchema), headers: ChangeHeadersSchema },
  responses: { 200: ok(PricedBagSchema, 'Chosen; the priced bag'), ...CHANGE_REFUSALS },
});

export const bundlesRoute = createRoute({
  ...endpoint('bundles', '/cart'),
  summary: "The site's bundles: a set of items at a bundle price",
  middleware: [personal] as const,
  request: { headers: SiteHeadersSchema },
  responses: { 200: ok(BundlesSchema, 'The bundles'), ...errors(401) },
});

export const addBundleRoute = createRoute({
  ...endpoint('addBundle', '/cart'),
  summary: 'Add a bundle: all its items as one group of lines',
  middleware: [personal, readJson] as const,
  request: { body: jsonBody(BundleAddSchema), headers: ChangeHeadersSchema },
  responses: { 200: ok(PricedBagSchema, 'Added; the priced bag'), ...CHANGE_REFUSALS },
});

export const previewChangeRoute = createRoute({
  ...endpoint('previewBagChange', '/cart'),
  summary:
    'What a quantity change or removal would lose (gifts, code, free shipping, samples, bundle), before it is made',
  middleware: [personal, readJson] as const,
  request: { body: jsonBody(PreviewChangeSchema), headers: SiteHeadersSchema },
  responses: { 200: ok(PreviewSchema, 'What would be lost'), ...errors(404, ...CHANGE_ERRORS) },
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

export const giftOfferRoute = createRoute({
  ...endpoint('giftOffer', '/multiple-gwps'),
  summary: 'One gift-with-purchase offer: its gifts, whether it applies (and why not), the choice',
  middleware: [personal] as const,
  request: { params: GiftOfferPathSchema, headers: SiteHeadersSchema },
  responses: { 200: ok(GiftOfferSchema, 'The offer'), ...errors(401, 404) },
});

export const chooseGiftsRoute = createRoute({
  ...endpoint('chooseGifts', '/multiple-gwps'),
  summary: "Choose an offer's gifts (the whole choice for the offer, 0 to its maximum in all)",
  middleware: [personal, readJson] as const,
  request: {
    params: GiftOfferPathSchema,
    body: jsonBody(GiftChoiceSchema),
    headers: ChangeHeadersSchema,
  },
  responses: { 200: ok(PricedBagSchema, 'Chosen; the priced bag'), ...CHANGE_REFUSALS },
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
