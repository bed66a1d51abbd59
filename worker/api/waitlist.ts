import { Hono } from 'hono';
import { WaitlistPathSchema, WaitlistUpdateSchema } from '../../client/api/shopper-contract';
import { readWaitlist, setWaitlisted } from '../db/shopper-lists';
import { device, type DeviceEnv } from './device';
import { HttpError } from './errors';
import { parseOr400, validJson } from './validate';

/**
 * GET waitlist/: the variants the device waits for on this site. PATCH waitlist/{variantId}
 * `{ waitlisted }`: join or leave, answered with the waitlist as it is now. Only a variant
 * sold here and out of stock can be joined (409 otherwise); leaving is always fine.
 */
export const waitlist = new Hono<DeviceEnv>()
  .use(device)
  .get('/', async (c) => c.json(await readWaitlist(c.env.DB, c.get('deviceId'), c.get('site'))))
  .patch('/:variantId', async (c) => {
    const { variantId } = parseOr400(WaitlistPathSchema, { variantId: c.req.param('variantId') });
    const body = await validJson(c, WaitlistUpdateSchema);
    const site = c.get('site');
    const deviceId = c.get('deviceId') as string;
    const outcome = await setWaitlisted(
      c.env.DB,
      deviceId,
      variantId,
      site.country,
      body.waitlisted,
      new Date().toISOString(),
    );
    if (outcome === 'unknown')
      throw new HttpError(404, 'NOT_FOUND', 'errors.notFound', { field: 'variantId' });
    if (outcome === 'unavailable')
      throw new HttpError(409, 'NOT_AVAILABLE_IN_COUNTRY', 'product.unavailable');
    if (outcome === 'in_stock')
      throw new HttpError(409, 'IN_STOCK', 'product.errors.waitlistInStock');
    if (outcome === 'sold_out')
      throw new HttpError(409, 'SOLD_OUT', 'product.errors.waitlistSoldOut');
    if (outcome === 'full') throw new HttpError(409, 'LIST_FULL', 'wishlist.listFull');
    return c.json(await readWaitlist(c.env.DB, deviceId, site));
  });
