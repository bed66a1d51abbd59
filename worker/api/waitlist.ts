import { createRoute } from '@hono/zod-openapi';
import {
  WaitlistPathSchema,
  WaitlistSchema,
  WaitlistUpdateSchema,
} from '../../client/api/shopper-contract';
import { readWaitlist, setWaitlisted } from '../db/shopper-lists';
import { device, type DeviceEnv } from './device';
import { refuseWaitlist } from './outcomes';
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

export const waitlistRoute = createRoute({
  ...endpoint('waitlist', '/waitlist'),
  summary: 'The variants the device waits for on the site',
  middleware: [device] as const,
  request: { headers: SiteHeadersSchema },
  responses: { 200: ok(WaitlistSchema, 'The waitlist'), ...errors() },
});

export const waitRoute = createRoute({
  ...endpoint('setWaitlisted', '/waitlist'),
  summary: 'Join or leave the waitlist of an out-of-stock variant; answers the waitlist',
  middleware: [device, readJson] as const,
  request: {
    params: WaitlistPathSchema,
    body: jsonBody(WaitlistUpdateSchema),
    headers: SiteHeadersSchema,
  },
  responses: {
    200: ok(WaitlistSchema, 'The waitlist as it is now'),
    ...errors(404, 409, 428, ...CHANGE_ERRORS),
  },
});

/**
 * GET waitlist/: the variants the device waits for on this site. PATCH waitlist/{variantId}
 * `{ waitlisted }`: join or leave, answered with the waitlist as it is now. Only a variant
 * sold here and out of stock can be joined (409 otherwise); leaving is always fine.
 */
export const waitlist = apiApp<DeviceEnv>()
  .openapi(waitlistRoute, async (c) =>
    c.json(await readWaitlist(c.env.DB, c.get('deviceId'), c.get('site')), 200),
  )
  .openapi(waitRoute, async (c) => {
    const { variantId } = c.req.valid('param');
    const body = c.req.valid('json');
    const site = c.get('site');
    const deviceId = c.get('deviceId') as string;
    refuseWaitlist(
      await setWaitlisted(
        c.env.DB,
        deviceId,
        variantId,
        site.country,
        body.waitlisted,
        new Date().toISOString(),
      ),
    );
    return c.json(await readWaitlist(c.env.DB, deviceId, site), 200);
  });
