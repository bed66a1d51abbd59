import { queryOptions } from '@tanstack/react-query';
import type { ActivityKind, CreateReservation, Reschedule, SlotChoice } from './booking-contract';
import { ApiRequestError, type ApiClient } from './client';
// Booking's paths load with the happening pages only (docs/architecture.md "Adding an endpoint").
import './operation-paths-booking';

/**
 * The happening pages' queries and booking's calls (a lazy route chunk's, never the first
 * load's). What can be booked (activities, groups, banners, questions) is the same for every
 * visitor of a site and language: the pages' `load()` prefetches it on the server. Free times,
 * bookings and holds are the member's and the moment's: fetched in the browser only.
 *
 * The keys are here rather than in ./query-keys.ts, which is in every page's first load (at its
 * budget); they follow that file's rule: the resource, then what it varies on.
 */
type Site = { country: string; language: string };

/** What can be booked changes rarely: a visit asks for it once, not on every focus. */
const CATALOGUE_FRESH_MS = 10 * 60_000;

export const bookingKeys = {
  activities: (site: Site, storeId: number | undefined) =>
    ['happening-activities', site.country, site.language, storeId ?? null] as const,
  activity: (site: Site, id: number) =>
    ['happening-activity', site.country, site.language, id] as const,
  groups: (site: Site) => ['happening-groups', site.country, site.language] as const,
  banners: (site: Site) => ['happening-banners', site.country, site.language] as const,
  questions: (site: Site, activityId: number) =>
    ['booking-questions', site.country, site.language, activityId] as const,
  /** Every day's free times of an activity share this prefix: a refusal refreshes them all. */
  slotsOf: (site: Site, activityId: number) => ['booking-slots', site.country, activityId] as const,
  slots: (site: Site, activityId: number, storeId: number, date: string) =>
    ['booking-slots', site.country, activityId, storeId, date] as const,
  reservation: (site: Site, id: number) =>
    ['reservation', site.country, site.language, id] as const,
  bookings: (site: Site) => ['account-bookings', site.country, site.language] as const,
};

/** Whether an API refusal is a 404 (an unknown activity, or a booking that is not yours). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** The API's code of a refusal (`NO_SLOTS`, `BOOKING_EXPIRED`, …), if it is one. */
export function refusalCode(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.body?.data.code : undefined;
}

export const bookingQueries = {
  /** The site's activities, in order, narrowed to a store's when one is given. */
  activities: (
    api: ApiClient,
    site: Site,
    options: { storeId?: number; kind?: ActivityKind } = {},
  ) =>
    queryOptions({
      queryKey: [...bookingKeys.activities(site, options.storeId), options.kind ?? null] as const,
      queryFn: () =>
        api.call('activities', {
          query: {
            storeId: options.storeId === undefined ? undefined : String(options.storeId),
            kind: options.kind,
          },
        }),
      staleTime: CATALOGUE_FRESH_MS,
    }),
  /** One activity; null when the site has none of that id (the 404 page). */
  activity: (api: ApiClient, site: Site, id: number) =>
    queryOptions({
      queryKey: bookingKeys.activity(site, id),
      queryFn: async () => {
        try {
          return await api.call('activity', { params: { id } });
        } catch (error) {
          if (isNotFound(error)) return null;
          throw error;
        }
      },
      staleTime: CATALOGUE_FRESH_MS,
    }),
  groups: (api: ApiClient, site: Site) =>
    queryOptions({
      queryKey: bookingKeys.groups(site),
      queryFn: () => api.call('activityGroups'),
      staleTime: CATALOGUE_FRESH_MS,
    }),
  banners: (api: ApiClient, site: Site) =>
    queryOptions({
      queryKey: bookingKeys.banners(site),
      queryFn: () => api.call('happeningBanners'),
      staleTime: CATALOGUE_FRESH_MS,
    }),
  questions: (api: ApiClient, site: Site, activityId: number) =>
    queryOptions({
      queryKey: bookingKeys.questions(site, activityId),
      queryFn: () => api.call('bookingQuestions', { params: { activityId } }),
      staleTime: CATALOGUE_FRESH_MS,
    }),
  /** The free times of a store's local day: the moment's, so always asked again when shown. */
  slots: (api: ApiClient, site: Site, activityId: number, storeId: number, date: string) =>
    queryOptions({
      queryKey: bookingKeys.slots(site, activityId, storeId, date),
      queryFn: () =>
        api.call('availableSlots', {
          params: { activityId },
          query: { storeId: String(storeId), date },
        }),
      staleTime: 0,
    }),
  /** A booking, to its owner; null when it is not theirs or unknown (the 404 page). */
  reservation: (api: ApiClient, site: Site, id: number) =>
    queryOptions({
      queryKey: bookingKeys.reservation(site, id),
      queryFn: async () => {
        try {
          return (await api.call('reservation', { params: { id } })).reservation;
        } catch (error) {
          if (isNotFound(error)) return null;
          throw error;
        }
      },
    }),
  /** The member's bookings, upcoming first. */
  bookings: (api: ApiClient, site: Site) =>
    queryOptions({
      queryKey: bookingKeys.bookings(site),
      queryFn: () => api.call('accountBookings'),
    }),
};

/** Booking's changes: each a member's, answered with what it made. */
export const bookingCalls = {
  /** Keeps a free time for 5 minutes while the member fills in the form. */
  hold: (api: ApiClient, choice: SlotChoice) => api.call('holdSlot', { body: choice }),
  /** Books; `key` is one per press of "Confirm", sent on every try of it. */
  create: (api: ApiClient, key: string, body: CreateReservation) =>
    api.call('createReservation', { body, headers: { 'Idempotency-Key': key } }),
  cancel: (api: ApiClient, id: number) => api.call('cancelReservation', { params: { id } }),
  reschedule: (api: ApiClient, id: number, body: Reschedule) =>
    api.call('rescheduleReservation', { params: { id }, body }),
};
