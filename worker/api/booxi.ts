import { storeTimeZone } from '../../client/lib/store-time-zone';
import { bookingProviderFor } from '../booking/provider';
import { isoWithOffset } from '../booking/time';
import { recordProviderReturn } from '../booking/provider-bookings';
import { readActivity } from '../booking/activities';
import { readStore } from '../stores/stores';
import { CACHE } from '../cache-policy';
import type { AppEnv } from '../env';
import { HttpError } from './errors';
import { member, memberId } from './member';
import { apiApp, readJson, routeOf } from './route-kit';

const startRoute = routeOf('startProviderBooking', '/booxi', { middleware: [member, readJson] });
const returnRoute = routeOf('providerReturn', '/booxi', { middleware: [member, readJson] });
const offerRoute = routeOf('sandboxProviderOffer', '/sandbox/booxi');
const confirmRoute = routeOf('sandboxProviderConfirm', '/sandbox/booxi', {
  middleware: [readJson],
});

const notCompleted = () =>
  new HttpError(404, 'BOOKING_NOT_COMPLETED', 'booking.errors.notCompleted', {
    field: 'reference',
  });

/**
 * The external booking provider (docs/booking.md "The external provider"), members only:
 * POST booxi/sessions gives the provider's page for a provider's service at a store, and POST
 * booxi/returns records the booking the provider's signed return reference names, for its
 * member (a forged, altered, expired or another member's reference is "Booking not completed").
 */
export const booxi = apiApp<AppEnv>()
  .openapi(startRoute, async (c) => {
    const site = c.get('site');
    const { activityId, storeId } = c.req.valid('json');
    const [activity, store] = await Promise.all([
      readActivity(c.env.DB, site.country, site.language, activityId),
      readStore(c.env.DB, site.country, site.language, storeId),
    ]);
    if (!activity || activity.provider === 'store')
      throw new HttpError(404, 'ACTIVITY_NOT_FOUND', 'errors.notFound', { field: 'activityId' });
    if (!store || !activity.storeIds.includes(store.id))
      throw new HttpError(400, 'VALIDATION_FAILED', 'booking.errors.notOffered', {
        field: 'storeId',
      });
    const url = await bookingProviderFor(c.env).bookingUrl(
      {
        accountId: memberId(c),
        country: site.country,
        language: site.language,
        activityId: activity.id,
        storeId: store.id,
        storeSlug: store.slug,
        durationMinutes: activity.durationMinutes,
      },
      c.get('now'),
    );
    return c.json({ url }, 201);
  })
  .openapi(returnRoute, async (c) => {
    const site = c.get('site');
    const now = c.get('now');
    const booking = await bookingProviderFor(c.env).verifyReturn(
      c.req.valid('json').reference,
      now,
    );
    if (!booking) throw notCompleted();
    const reservation = await recordProviderReturn(c.env.DB, {
      site,
      accountId: memberId(c),
      booking,
      now,
    });
    if (!reservation) throw notCompleted();
    return c.json({ reservation }, 200);
  });

/**
 * The sandbox provider's own page (a developer surface, 404 in production:
 * routes/developer-surfaces.ts): what it offers a session, and its "book" button, which sends
 * the member back to the storefront's success page with a signed reference.
 */
export const sandboxBooxi = apiApp<AppEnv>()
  .openapi(offerRoute, async (c) => {
    c.header('cache-control', CACHE.private);
    const site = c.get('site');
    const now = c.get('now');
    const provider = bookingProviderFor(c.env);
    const session = await provider.readSession(c.req.valid('query').session, now);
    if (!session)
      throw new HttpError(404, 'SESSION_NOT_FOUND', 'errors.notFound', { field: 'session' });
    const [activity, store] = await Promise.all([
      readActivity(c.env.DB, session.country, site.language, session.activityId),
      readStore(c.env.DB, session.country, site.language, session.storeId),
    ]);
    const zone = storeTimeZone(session.country, session.storeSlug);
    return c.json(
      {
        activity: activity?.name ?? '',
        store: store?.name ?? '',
        times: provider.times(session, now).map((time) => isoWithOffset(time, zone)),
      },
      200,
    );
  })
  .openapi(confirmRoute, async (c) => {
    c.header('cache-control', CACHE.private);
    const now = c.get('now');
    const provider = bookingProviderFor(c.env);
    const body = c.req.valid('json');
    const session = await provider.readSession(body.session, now);
    if (!session)
      throw new HttpError(404, 'SESSION_NOT_FOUND', 'errors.notFound', { field: 'session' });
    const start = new Date(body.start);
    if (!provider.times(session, now).some((time) => time.getTime() === start.getTime()))
      throw new HttpError(409, 'NO_SLOTS', 'booking.errors.noSlots', { field: 'start' });
    const reference = await provider.confirm(session, start, now);
    return c.json(
      { returnUrl: `/happening/services/booxi/success?reference=${encodeURIComponent(reference)}` },
      201,
    );
  });
