import { Hono } from 'hono';
import { ReminderSubscribeSchema } from '../../client/api/shopper-contract';
import { readReminders, subscribeReminder } from '../db/shopper-lists';
import { device, type DeviceEnv } from './device';
import { HttpError } from './errors';
import { validJson } from './validate';

/**
 * GET notification-subscription/: products with a launch reminder on this site. POST
 * notification-subscription/subscribe `{ productId }`: remind me of a launch still ahead
 * (409 for a product already launched), answered with the reminders as they are now.
 */
export const notificationSubscription = new Hono<DeviceEnv>()
  .use(device)
  .get('/', async (c) =>
    c.json({ productIds: await readReminders(c.env.DB, c.get('deviceId'), c.get('site').country) }),
  )
  .post('/subscribe', async (c) => {
    const body = await validJson(c, ReminderSubscribeSchema);
    const site = c.get('site');
    const deviceId = c.get('deviceId') as string;
    const outcome = await subscribeReminder(
      c.env.DB,
      deviceId,
      body.productId,
      site.country,
      new Date().toISOString(),
    );
    if (outcome === 'unknown')
      throw new HttpError(404, 'NOT_FOUND', 'errors.notFound', { field: 'productId' });
    if (outcome === 'unavailable')
      throw new HttpError(409, 'NOT_AVAILABLE_IN_COUNTRY', 'product.unavailable');
    if (outcome === 'launched')
      throw new HttpError(409, 'ALREADY_LAUNCHED', 'product.errors.noLaunch');
    if (outcome === 'full') throw new HttpError(409, 'LIST_FULL', 'wishlist.listFull');
    return c.json({ productIds: await readReminders(c.env.DB, deviceId, site.country) });
  });
