import { createRoute } from '@hono/zod-openapi';
import {
  WaitlistPathSchema,
  WaitlistSchema,
  WaitlistUpdateSchema,
} from '../../client/api/shopper-contract';
import { readWaitlist, setWaitlisted } from '../shoppers/lists';
import { changeOwner, personal, type PersonalEnv } from './personal';
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
  summary: 'The variants the shopper waits for on the site',
  middleware: [personal] as const,
  request: { headers: SiteHeadersSchema },
  responses: { 200: ok(WaitlistSchema, 'The waitlist'), ...errors() },
});

export const waitRoute = createRoute({
  ...endpoint('setWaitlisted', '/waitlist'),
  summary: 'Join or leave the waitlist of an out-of-stock variant; answers the waitlist',
  middleware: [personal, readJson] as const,
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
 * GET waitlist/: the variants the shopper waits for on this site. PATCH waitlist/{variantId}
 * `{ waitlisted }`: join or leave, answered with the waitlist as it is now. Only a variant
 * sold here and out of stock can be joined (409 otherwise); leaving is always fine.
 */
export const waitlist = apiApp<PersonalEnv>()
  .openapi(waitlistRoute, async (c) =>
    c.json(await readWaitlist(c.env.DB, c.get('owner'), c.get('site')), 200),
  )
  .openapi(waitRoute, async (c) => {
    const { variantId } = c.req.valid('param');
    const body = c.req.valid('json');
    const site = c.get('site');
    const owner = changeOwner(c);
    refuseWaitlist(
      await setWaitlisted(
        c.env.DB,
        owner,
        variantId,
        site.country,
        body.waitlisted,
        c.get('now').toISOString(),
      ),
    );
    return c.json(await readWaitlist(c.env.DB, owner, site), 200);
  });
