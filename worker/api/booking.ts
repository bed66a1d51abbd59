import type { Context } from 'hono';
import type { ActivityKind } from '../../client/api/booking-contract';
import { CACHE } from '../cache-policy';
import { addDays } from '../booking/time';
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
const timeSlotsRoute = routeOf('timeSlots', '/booking-service');
const serviceActivitiesRoute = routeOf('bookingServiceActivities', '/booking-service');
const serviceActivityRoute = routeOf('bookingServiceActivity', '/booking-service');
const beautyClassesRoute = routeOf('beautyClasses', '/booking-services');
const beautyServicesRoute = routeOf('beautyServices', '/beauty-services');
const layoutActivitiesRoute = routeOf('layoutActivities', '/layouts/store-services');
const layoutGroupsRoute = routeOf('layoutActivityGroups', '/layouts/store-services');

type BookingContext = Context<AppEnv>;

/** The site's activities, narrowed by store and kind (one answer behind several paths). */
async function activityList(c: BookingContext, filter: { storeId?: number; kind?: ActivityKind }) {
  const site = c.get('site');
  if (
    filter.storeId !== undefined &&
    !(await readStore(c.env.DB, site.country, site.language, filter.storeId))
  )
    throw storeRefused("not one of the site's stores");
  const items = await readActivities(c.env.DB, site.country, site.language, filter);
  c.header('cache-control', CACHE.apiShared);
  return { items };
}

/** One activity of the site, or the 404. */
async function oneActivity(c: BookingContext, id: number) {
  const site = c.get('site');
  const activity = await readActivity(c.env.DB, site.country, site.language, id);
  if (!activity) throw activityNotFound('id');
  c.header('cache-control', CACHE.apiShared);
  return activity;
}

/** The site's activity groups. */
async function groupList(c: BookingContext) {
  const site = c.get('site');
  const items = await readActivityGroups(c.env.DB, site.country, site.language);
  c.header('cache-control', CACHE.apiShared);
  return { items };
}

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
  .openapi(activitiesRoute, async (c) => c.json(await activityList(c, c.req.valid('query')), 200))
  .openapi(activityRoute, async (c) => c.json(await oneActivity(c, c.req.valid('param').id), 200))
  .openapi(activityGroupsRoute, async (c) => c.json(await groupList(c), 200))
  .openapi(bannersRoute, async (c) => {
    const site = c.get('site');
    const items = await readBanners(c.env.DB, site.country, site.language);
    c.header('cache-control', CACHE.apiShared);
    return c.json({ items }, 200);
  });

/** The spec's other doors to the same lists. */
export const beautyClasses = apiApp<AppEnv>().openapi(beautyClassesRoute, async (c) =>
  c.json(await activityList(c, { ...c.req.valid('query'), kind: 'class' }), 200),
);
export const beautyServices = apiApp<AppEnv>().openapi(beautyServicesRoute, async (c) =>
  c.json(await activityList(c, { ...c.req.valid('query'), kind: 'service' }), 200),
);
export const storeServicesLayout = apiApp<AppEnv>()
  .openapi(layoutActivitiesRoute, async (c) =>
    c.json(await activityList(c, c.req.valid('query')), 200),
  )
  .openapi(layoutGroupsRoute, async (c) => c.json(await groupList(c), 200));

export const bookingService = apiApp<AppEnv>()
  .openapi(serviceActivitiesRoute, async (c) =>
    c.json(await activityList(c, c.req.valid('query')), 200),
  )
  .openapi(serviceActivityRoute, async (c) =>
    c.json(await oneActivity(c, c.req.valid('param').id), 200),
  )
  .openapi(timeSlotsRoute, async (c) => {
    const site = c.get('site');
    const { activityId } = c.req.valid('param');
    const { storeId, from, days = 7 } = c.req.valid('query');
    c.header('cache-control', CACHE.private);
    const store = await readStore(c.env.DB, site.country, site.language, storeId);
    if (!store) throw storeRefused("not one of the site's stores");
    const answer: { date: string; freeTimes: number }[] = [];
    for (let index = 0; index < days; index += 1) {
      const date = addDays(from, index);
      const result = await availableSlots(c.env.DB, {
        country: site.country,
        activityId,
        store,
        date,
        now: c.get('now'),
      });
      if (result.outcome === 'unknown-activity') throw activityNotFound('activityId');
      if (result.outcome === 'not-offered') throw storeRefused('the activity is not offered there');
      answer.push({ date, freeTimes: result.slots.length });
    }
    return c.json({ days: answer }, 200);
  })
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
