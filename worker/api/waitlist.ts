import { readWaitlist, setWaitlisted } from '../shoppers/lists';
import { changeOwner, personal, type PersonalEnv } from './personal';
import { refuseWaitlist } from './outcomes';
import { apiApp, readJson, routeOf } from './route-kit';

export const waitlistRoute = routeOf('waitlist', '/waitlist', { middleware: [personal] });

export const waitRoute = routeOf('setWaitlisted', '/waitlist', {
  middleware: [personal, readJson],
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
