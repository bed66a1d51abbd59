import { createRoute } from '@hono/zod-openapi';
import {
  BagCountSchema,
  BagLineAddedSchema,
  BagLineAddSchema,
} from '../../client/api/shopper-contract';
import { IdempotencyKeySchema } from '../../client/api/ids';
import { addToBag, bagCount } from '../db/bag';
import { readBagSnapshot } from '../db/bag-snapshot';
import { pricedBagView } from './bag-view';
import { bagRequest, explainerOf } from './cart';
import { tierOf } from '../auth/shopper';
import { changeOwner, personal, type PersonalEnv } from './personal';
import { HttpError } from './errors';
import { addedOrRefused } from './outcomes';
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

/**
 * POST cart/line-items/ `{ variantId, quantity, idempotencyKey? }` (or the `Idempotency-Key`
 * header): add to the shopper's bag on this site, within every limit (409 with the reason
 * otherwise); a retry with the same key adds nothing again. GET cart/items-count/: `{ count }`.
 */
export const bag = apiApp<PersonalEnv>()
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
  });
