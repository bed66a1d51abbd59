import { readReminders, subscribeReminder } from '../shoppers/lists';
import { changeOwner, personal, type PersonalEnv } from './personal';
import { refuseReminder } from './outcomes';
import { apiApp, readJson, routeOf } from './route-kit';

export const remindersRoute = routeOf('reminders', '/notification-subscription', {
  middleware: [personal],
});

export const subscribeRoute = routeOf('subscribeReminder', '/notification-subscription', {
  middleware: [personal, readJson],
});

/**
 * GET notification-subscription/: products with a launch reminder on this site. POST
 * notification-subscription/subscribe `{ productId }`: remind me of a launch still ahead
 * (409 for a product already launched), answered with the reminders as they are now.
 */
export const notificationSubscription = apiApp<PersonalEnv>()
  .openapi(remindersRoute, async (c) =>
    c.json(
      { productIds: await readReminders(c.env.DB, c.get('owner'), c.get('site').country) },
      200,
    ),
  )
  .openapi(subscribeRoute, async (c) => {
    const body = c.req.valid('json');
    const site = c.get('site');
    const owner = changeOwner(c);
    refuseReminder(
      await subscribeReminder(
        c.env.DB,
        owner,
        body.productId,
        site.country,
        c.get('now').toISOString(),
      ),
    );
    return c.json({ productIds: await readReminders(c.env.DB, owner, site.country) }, 200);
  });
