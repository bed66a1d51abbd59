import { Hono } from 'hono';
import { z } from 'zod';
import { CartLineAddSchema, IdempotencyKeySchema } from '../../client/api/shopper-contract';
import type { Translate } from '../../client/lib/i18n';
import { addToBag, bagCount, type AddRejection } from '../db/bag';
import { device, type DeviceEnv } from './device';
import { HttpError } from './errors';
import { parseOr400, validJson } from './validate';

const HeaderSchema = z.object({ 'Idempotency-Key': IdempotencyKeySchema });

/** A refused add as the spec §8 message (translated), with the figures it names. */
function rejectionError(rejection: AddRejection, t: Translate): HttpError {
  switch (rejection.code) {
    case 'NOT_AVAILABLE_IN_COUNTRY':
      return new HttpError(409, rejection.code, 'product.unavailable');
    case 'NOT_LAUNCHED':
      return new HttpError(409, rejection.code, 'bag.errors.notLaunched');
    case 'PRIORITY_ACCESS':
      return new HttpError(409, rejection.code, 'bag.errors.priorityOnly', {
        params: { tier: t(`product.tiers.${rejection.tier}`) },
      });
    case 'SOLD_OUT':
      return new HttpError(409, rejection.code, 'bag.errors.soldOut');
    case 'MAX_QUANTITY':
      return new HttpError(409, rejection.code, 'bag.errors.maxQuantity', {
        params: { max: String(rejection.max) },
      });
    case 'VARIANT_LIMIT':
      return new HttpError(409, rejection.code, 'bag.errors.variantLimit', {
        params: { limit: String(rejection.limit) },
      });
    case 'NOT_ENOUGH_STOCK':
      return new HttpError(409, rejection.code, 'bag.errors.notEnoughStock', {
        params: { stock: String(rejection.stock) },
      });
    case 'BRAND_LIMIT':
      return new HttpError(409, rejection.code, 'bag.errors.brandLimit', {
        params: { limit: String(rejection.limit), brand: rejection.brand },
      });
  }
}

/**
 * POST cart/line-items/ `{ variantId, quantity, idempotencyKey? }` (or the `Idempotency-Key`
 * header): add to the device's bag on this site, within every limit (409 with the reason
 * otherwise); a retry with the same key adds nothing again. GET cart/items-count/: `{ count }`.
 */
export const cart = new Hono<DeviceEnv>()
  .use(device)
  .get('/items-count', async (c) =>
    c.json({ count: await bagCount(c.env.DB, c.get('deviceId'), c.get('site').country) }),
  )
  .post('/line-items', async (c) => {
    const body = await validJson(c, CartLineAddSchema);
    const header = c.req.header('idempotency-key');
    const headerKey =
      header === undefined
        ? undefined
        : parseOr400(HeaderSchema, { 'Idempotency-Key': header })['Idempotency-Key'];
    if (headerKey && body.idempotencyKey && headerKey !== body.idempotencyKey) {
      throw new HttpError(400, 'VALIDATION_FAILED', 'errors.field', { field: 'idempotencyKey' });
    }
    const site = c.get('site');
    const outcome = await addToBag(c.env.DB, {
      deviceId: c.get('deviceId') as string,
      country: site.country,
      variantId: body.variantId,
      quantity: body.quantity,
      idempotencyKey: headerKey ?? body.idempotencyKey,
      // Accounts (and their tiers) arrive later: everybody is a guest for now.
      shopperTier: null,
      now: new Date(),
    });
    switch (outcome.kind) {
      case 'unknown':
        throw new HttpError(404, 'NOT_FOUND', 'errors.notFound', { field: 'variantId' });
      case 'key_reused':
        throw new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', 'bag.errors.keyReused', {
          field: 'idempotencyKey',
        });
      case 'rejected':
        throw rejectionError(outcome.rejection, site.t);
      default:
        return c.json(
          { line: outcome.line, count: outcome.count, replayed: outcome.kind === 'replayed' },
          outcome.kind === 'added' ? 201 : 200,
        );
    }
  });
