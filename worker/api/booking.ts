import { CACHE } from '../cache-policy';
import {
  readActivities,
  readActivity,
  readActivityGroups,
  readBanners,
  readQuestions,
} from '../booking/activities';
import { availableSlots } from '../booking/availability';
import { readStore } from '../stores/stores';
import type { AppEnv } from '../env';
import { HttpError } from './errors';
import { apiApp, routeOf } from './route-kit';

/**
 * Booking's reads (docs/booking.md): `/happening` (the activities, groups and banners, the same
 * for every visitor of a site and language: kept by the edge cache) and `/booking-service`
 * (an activity's questions, shared too, and its free times, which every booking changes:
 * never stored).
 */

const activitiesRoute = routeOf('activities', '/happening');
const activityRoute = routeOf('activity', '/happening');
const activityGroupsRoute = routeOf('activityGroups', '/happening');
const bannersRoute = routeOf('happeningBanners', '/happening');
const questionsRoute = routeOf('bookingQuestions', '/booking-service');
const slotsRoute = routeOf('availableSlots', '/booking-service');

/** An unknown activity, or another site's. */
const activityNotFound = (field: string) =>
  new HttpError(404, 'ACTIVITY_NOT_FOUND', 'errors.notFound', { field });

/** A store the request names that is not the site's (or does not offer the activity). */
const storeRefused = (message: string) =>
  new HttpError(400, 'VALIDATION_FAILED', 'errors.field', {
    field: 'storeId',
    issues: [{ field: 'storeId', message }],
  });

export const happening = apiApp<AppEnv>()
  .openapi(activitiesRoute, async (c) => {
    const site = c.get('site');
    const { storeId, kind } = c.req.valid('query');
    if (storeId !== undefined && !(await readStore(c.env.DB, site.country, site.language, storeId)))
      throw storeRefused("not one of the site's stores");
    const items = await readActivities(c.env.DB, site.country, site.language, { storeId, kind });
    c.header('cache-control', CACHE.apiShared);
    return c.json({ items }, 200);
  })
  .openapi(activityRoute, async (c) => {
    const site = c.get('site');
    const activity = await readActivity(
      c.env.DB,
      site.country,
      site.language,
      c.req.valid('param').id,
    );
    if (!activity) throw activityNotFound('id');
    c.header('cache-control', CACHE.apiShared);
    return c.json(activity, 200);
  })
  .openapi(activityGroupsRoute, async (c) => {
    const site = c.get('site');
    const items = await readActivityGroups(c.env.DB, site.country, site.language);
    c.header('cache-control', CACHE.apiShared);
    return c.json({ items }, 200);
  })
  .openapi(bannersRoute, async (c) => {
    const site = c.get('site');
    const items = await readBanners(c.env.DB, site.country, site.language);
    c.header('cache-control', CACHE.apiShared);
    return c.json({ items }, 200);
  });

export const bookingService = apiApp<AppEnv>()
  .openapi(questionsRoute, async (c) => {
    const site = c.get('site');
    const items = await readQuestions(
      c.env.DB,
      site.country,
      site.language,
      c.req.valid('param').activityId,
    );
    if (!items) throw activityNotFound('activityId');
    c.header('cache-control', CACHE.apiShared);
    return c.json({ items }, 200);
  })
  .openapi(slotsRoute, async (c) => {
    const site = c.get('site');
    const { activityId } = c.req.valid('param');
    const { storeId, date } = c.req.valid('query');
    // Every booking changes the answer: never kept by any cache, refusals included.
    c.header('cache-control', CACHE.private);
    const store = await readStore(c.env.DB, site.country, site.language, storeId);
    if (!store) throw storeRefused("not one of the site's stores");
    const result = await availableSlots(c.env.DB, {
      country: site.country,
      activityId,
      store,
      date,
      now: c.get('now'),
    });
    if (result.outcome === 'unknown-activity') throw activityNotFound('activityId');
    if (result.outcome === 'not-offered') throw storeRefused('the activity is not offered there');
    return c.json({ slots: result.slots }, 200);
  });
