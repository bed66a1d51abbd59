import { SiteHeadersSchema, declare, ok } from '../declare';
import {
  ActivityGroupListSchema,
  ActivityIdPathSchema,
  ActivityListQuerySchema,
  ActivityListSchema,
  ActivityPathSchema,
  ActivitySchema,
  AvailableSlotsQuerySchema,
  AvailableSlotsSchema,
  BannerListSchema,
  BookingQuestionListSchema,
} from '../booking-contract';

/** Booking's reads (docs/booking.md): what can be booked, and when. */
export const bookingOperations = declare({
  activities: {
    method: 'get',
    path: '/happening/services/activities/',
    browser: 'booking',
    summary: "The site's services, classes and events, in order (narrowed by store and kind)",
    request: { query: ActivityListQuerySchema, headers: SiteHeadersSchema },
    responses: { 200: ok(ActivityListSchema, 'The activities') },
  },
  activity: {
    method: 'get',
    path: '/happening/services/activities/{id}',
    browser: 'booking',
    summary: 'One activity of the site',
    request: { params: ActivityPathSchema, headers: SiteHeadersSchema },
    responses: { 200: ok(ActivitySchema, 'The activity') },
    errors: [404],
  },
  activityGroups: {
    method: 'get',
    path: '/happening/activity-groups/',
    browser: 'booking',
    summary: "The site's activity groups (the happening pages' tabs), in order",
    request: { headers: SiteHeadersSchema },
    responses: { 200: ok(ActivityGroupListSchema, 'The groups') },
  },
  happeningBanners: {
    method: 'get',
    path: '/happening/banners/',
    browser: 'booking',
    summary: "The happening pages' banners of the site and language, in order",
    request: { headers: SiteHeadersSchema },
    responses: { 200: ok(BannerListSchema, 'The banners') },
  },
  bookingQuestions: {
    method: 'get',
    path: '/booking-service/questions/{activityId}',
    browser: 'booking',
    summary: 'What the booking form asks for an activity, in order',
    request: { params: ActivityIdPathSchema, headers: SiteHeadersSchema },
    responses: { 200: ok(BookingQuestionListSchema, 'The questions') },
    errors: [404],
  },
  availableSlots: {
    method: 'get',
    path: '/booking-service/available-slots/{activityId}',
    browser: 'booking',
    summary: "An activity's free times at a store on the store's local day",
    request: {
      params: ActivityIdPathSchema,
      query: AvailableSlotsQuerySchema,
      headers: SiteHeadersSchema,
    },
    responses: { 200: ok(AvailableSlotsSchema, 'The free times, in order') },
    errors: [404],
  },
});
