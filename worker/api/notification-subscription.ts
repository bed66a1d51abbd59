import { createRoute } from '@hono/zod-openapi';
import { ReminderSubscribeSchema, RemindersSchema } from '../../client/api/shopper-contract';
import { readReminders, subscribeReminder } from '../shoppers/lists';
import { changeOwner, personal, type PersonalEnv } from './personal';
import { refuseReminder } from './outcomes';
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

export const remindersRoute = createRoute({
  ...endpoint('reminders', '/notification-subscription'),
  summary: 'Products the shopper asked to be reminded of at launch',
  middleware: [personal] as const,
  request: { headers: SiteHeadersSchema },
  responses: { 200: ok(RemindersSchema, 'The launch reminders'), ...errors() },
});

export const subscribeRoute = createRoute({
  ...endpoint('subscribeReminder', '/notification-subscription'),
  summary: 'Remind me of a launch still ahead',
  middleware: [personal, readJson] as const,
  request: { body: jsonBody(ReminderSubscribeSchema), headers: SiteHeadersSchema },
  responses: {
    200: ok(RemindersSchema, 'The launch reminders as they are now'),
    ...errors(404, 409, 428, ...CHANGE_ERRORS),
  },
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
