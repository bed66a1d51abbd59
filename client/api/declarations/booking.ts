import type { z } from 'zod';
import {
  CHANGE_ERRORS,
  ChangeHeadersSchema,
  SiteHeadersSchema,
  calendarFile,
  declare,
  ok,
} from '../declare';
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
  BookingListSchema,
  BookingQuestionListSchema,
  CreateReservationSchema,
  HoldAnswerSchema,
  RescheduleSchema,
  ReservationAnswerSchema,
  ReservationPathSchema,
  ProviderReturnSchema,
  ProviderStartSchema,
  ProviderUrlSchema,
  SandboxBookingListSchema,
  SandboxProviderConfirmSchema,
  SandboxProviderOfferSchema,
  SandboxProviderQuerySchema,
  SandboxProviderReturnSchema,
  StoreQuerySchema,
  TimeSlotDaysSchema,
  TimeSlotsQuerySchema,
  SandboxReservationSchema,
  SlotChoiceSchema,
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

/** Booking's changes and a member's bookings (docs/booking.md "Booking"): members only. */
export const reservationOperations = declare({
  holdSlot: {
    method: 'post',
    path: '/reservation-service/holds',
    browser: 'booking',
    summary: 'Keep a free time for the member for 5 minutes while they fill in the form',
    request: { body: SlotChoiceSchema, headers: SiteHeadersSchema },
    responses: { 201: ok(HoldAnswerSchema, 'Held') },
    errors: [401, 403, 404, 409, ...CHANGE_ERRORS],
  },
  createReservation: {
    method: 'post',
    path: '/reservation-service/create',
    browser: 'booking',
    summary:
      'Book a free time (409 NO_SLOTS when it is gone; 403 for an app-only activity, or an invitation-only event for a member below Gold)',
    request: { body: CreateReservationSchema, headers: ChangeHeadersSchema },
    responses: { 201: ok(ReservationAnswerSchema, 'Booked') },
    errors: [401, 403, 404, 409, 422, ...CHANGE_ERRORS],
    keyed: true,
  },
  reservation: {
    method: 'get',
    path: '/reservation-service/{id}',
    browser: 'booking',
    summary: "One of the member's bookings (anyone else's is a 404)",
    request: { params: ReservationPathSchema, headers: SiteHeadersSchema },
    responses: { 200: ok(ReservationAnswerSchema, 'The booking') },
    errors: [401, 404],
  },
  cancelReservation: {
    method: 'delete',
    path: '/reservation-service/{id}',
    browser: 'booking',
    summary: 'Cancel a booking (409 BOOKING_EXPIRED once its time has passed)',
    request: { params: ReservationPathSchema, headers: SiteHeadersSchema },
    responses: { 200: ok(ReservationAnswerSchema, 'Cancelled') },
    errors: [401, 404, 409, ...CHANGE_ERRORS],
  },
  rescheduleReservation: {
    method: 'patch',
    path: '/reservation-service/{id}',
    browser: 'booking',
    summary:
      'Move a service booking to another free time (state rescheduled, same confirmation number)',
    request: { params: ReservationPathSchema, body: RescheduleSchema, headers: SiteHeadersSchema },
    responses: { 200: ok(ReservationAnswerSchema, 'Rescheduled') },
    errors: [401, 404, 409, ...CHANGE_ERRORS],
  },
  reservationCalendar: {
    method: 'get',
    path: '/reservation-service/{id}/calendar.ics',
    summary:
      "One of the member's bookings as a calendar file, an attachment (anyone else's is a 404)",
    request: { params: ReservationPathSchema, headers: SiteHeadersSchema },
    responses: { 200: calendarFile('The booking (iCalendar)') },
    errors: [401, 404],
  },
  accountBookings: {
    method: 'get',
    path: '/account/bookings',
    browser: 'booking',
    summary: "The member's bookings of this site: upcoming first, then past ones",
    request: { headers: SiteHeadersSchema },
    responses: { 200: ok(BookingListSchema, 'The bookings') },
    errors: [401],
  },
});

/** The developer sandbox's bookings (development only: routes/developer-surfaces.ts). */
export const sandboxBookingOperations = declare({
  sandboxBook: {
    method: 'post',
    path: '/sandbox/reservations',
    browser: 'booking',
    summary:
      "Make a member's booking at any time, the past included (an expired booking to try); claims still apply",
    request: { body: SandboxReservationSchema, headers: SiteHeadersSchema },
    responses: { 201: ok(ReservationAnswerSchema, 'Booked') },
    errors: [404, 409, ...CHANGE_ERRORS],
  },
  sandboxBookings: {
    method: 'get',
    path: '/sandbox/reservations',
    browser: 'booking',
    summary: "The site's newest bookings, every member's, in the state each is in now",
    request: { headers: SiteHeadersSchema },
    responses: { 200: ok(SandboxBookingListSchema, 'The bookings, newest first') },
  },
});

/**
 * The same reads at the other paths the storefront API's spec names for them (its booking
 * service, its beauty classes and services, the store-services layout): one answer, several
 * doors, each declared so the OpenAPI document lists it.
 */
const activityList = <Q extends z.ZodType>(summary: string, query: Q) => ({
  method: 'get' as const,
  summary,
  request: { query, headers: SiteHeadersSchema },
  responses: { 200: ok(ActivityListSchema, 'The activities') },
});
export const bookingAliasOperations = declare({
  bookingServiceActivities: {
    ...activityList(
      "The site's services, classes and events (as happening/services/activities)",
      ActivityListQuerySchema,
    ),
    path: '/booking-service/activities/',
  },
  bookingServiceActivity: {
    method: 'get',
    path: '/booking-service/activities/{id}',
    summary: 'One activity of the site (as happening/services/activities/{id})',
    request: { params: ActivityPathSchema, headers: SiteHeadersSchema },
    responses: { 200: ok(ActivitySchema, 'The activity') },
    errors: [404],
  },
  beautyClasses: {
    ...activityList("The site's beauty classes", StoreQuerySchema),
    path: '/booking-services/beauty-classes',
  },
  beautyServices: {
    ...activityList("The site's beauty services", StoreQuerySchema),
    path: '/beauty-services',
  },
  layoutActivities: {
    ...activityList("The store-services layout's activities", ActivityListQuerySchema),
    path: '/layouts/store-services/activities',
  },
  layoutActivityGroups: {
    method: 'get',
    path: '/layouts/store-services/activity-groups',
    summary: "The store-services layout's activity groups (as happening/activity-groups)",
    request: { headers: SiteHeadersSchema },
    responses: { 200: ok(ActivityGroupListSchema, 'The groups') },
  },
  timeSlots: {
    method: 'get',
    path: '/booking-service/time-slots/{activityId}',
    browser: 'booking',
    summary:
      "How many free times an activity has at a store on each of `days` local days from `from` (the calendar's days)",
    request: {
      params: ActivityIdPathSchema,
      query: TimeSlotsQuerySchema,
      headers: SiteHeadersSchema,
    },
    responses: { 200: ok(TimeSlotDaysSchema, 'The days, in order') },
    errors: [404],
  },
});

/** The external booking provider's doors (docs/booking.md "The external provider"). */
export const providerOperations = declare({
  startProviderBooking: {
    method: 'post',
    path: '/booxi/sessions',
    browser: 'booking',
    summary: "Start booking a provider's service: the provider's page for this member",
    request: { body: ProviderStartSchema, headers: SiteHeadersSchema },
    responses: { 201: ok(ProviderUrlSchema, "The provider's page") },
    errors: [401, 404, 409, ...CHANGE_ERRORS],
  },
  providerReturn: {
    method: 'post',
    path: '/booxi/returns',
    browser: 'booking',
    summary:
      "Record the booking a provider's signed return reference names (its member only); a forged, expired or another's is a 404",
    request: { body: ProviderReturnSchema, headers: SiteHeadersSchema },
    responses: { 200: ok(ReservationAnswerSchema, 'The booking') },
    errors: [401, 404, ...CHANGE_ERRORS],
  },
  sandboxProviderOffer: {
    method: 'get',
    path: '/sandbox/booxi/offer',
    browser: 'booking',
    summary: "The sandbox provider's page: the times it offers a session (development only)",
    request: { query: SandboxProviderQuerySchema, headers: SiteHeadersSchema },
    responses: { 200: ok(SandboxProviderOfferSchema, 'The offer') },
    errors: [404],
  },
  sandboxProviderConfirm: {
    method: 'post',
    path: '/sandbox/booxi/confirmations',
    browser: 'booking',
    summary: 'The sandbox provider books a time: where it sends the member back (development only)',
    request: { body: SandboxProviderConfirmSchema, headers: SiteHeadersSchema },
    responses: { 201: ok(SandboxProviderReturnSchema, 'Booked at the provider') },
    errors: [404, 409, ...CHANGE_ERRORS],
  },
});
