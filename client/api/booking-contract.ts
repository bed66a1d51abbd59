import { z } from 'zod';
import { isCalendarDate } from '../lib/sign-up-rules';
import { IdParamSchema } from './ids';

/**
 * Booking's reads (docs/booking.md): the activities of a site (services, classes, events), its
 * activity groups and banners, an activity's questions, and the free times of an activity at a
 * store on a day. Names and texts are in the request's language, else English. Instants are
 * ISO 8601 with the store's offset (`2026-12-01T10:00:00+07:00`).
 */

export const ACTIVITY_KINDS = ['service', 'class', 'event'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const PROVIDERS = ['store', 'booxi'] as const;

export const ActivitySchema = z.object({
  id: z.number().int(),
  kind: z.enum(ACTIVITY_KINDS),
  name: z.string(),
  description: z.string(),
  durationMinutes: z.number().int(),
  /** Minor units of `currency`; null: free. */
  price: z.number().int().nullable(),
  currency: z.string(),
  /** Booked in the app only. */
  appOnly: z.boolean(),
  /** Only Gold members may book it (everyone sees it). */
  invitationOnly: z.boolean(),
  /** `booxi`: booked at the external provider. */
  provider: z.enum(PROVIDERS),
  groupId: z.number().int(),
  /** The site's stores that offer it, in the stores' order. */
  storeIds: z.array(z.number().int()),
});
export type Activity = z.infer<typeof ActivitySchema>;

export const ActivityListSchema = z.object({ items: z.array(ActivitySchema) });
export type ActivityList = z.infer<typeof ActivityListSchema>;

/** GET happening/services/activities: `storeId` (a store of the site) and `kind` narrow it. */
export const ActivityListQuerySchema = z.object({
  storeId: IdParamSchema.optional(),
  kind: z.enum(ACTIVITY_KINDS).optional(),
});

export const ActivityPathSchema = z.object({ id: IdParamSchema });

export const ActivityGroupListSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ActivityGroupList = z.infer<typeof ActivityGroupListSchema>;

export const BannerListSchema = z.object({
  items: z.array(
    z.object({ id: z.number().int(), title: z.string(), body: z.string(), href: z.string() }),
  ),
});
export type BannerList = z.infer<typeof BannerListSchema>;

export const BookingQuestionSchema = z.object({
  id: z.number().int(),
  /** Stable across languages: the key of its answer. */
  code: z.string(),
  kind: z.enum(['choice', 'text']),
  required: z.boolean(),
  label: z.string(),
  /** A choice's options in order; none for a text question. */
  options: z.array(z.object({ value: z.string(), label: z.string() })),
});
export const BookingQuestionListSchema = z.object({ items: z.array(BookingQuestionSchema) });
export type BookingQuestionList = z.infer<typeof BookingQuestionListSchema>;

export const ActivityIdPathSchema = z.object({ activityId: IdParamSchema });

/** A local date of the store, `YYYY-MM-DD`, that exists. */
const storeDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD')
  .refine(isCalendarDate, 'a date written YYYY-MM-DD');

export const AvailableSlotsQuerySchema = z.object({
  storeId: IdParamSchema,
  date: storeDate.meta({ example: '2026-12-01' }),
});

export const SlotSchema = z.object({
  /** ISO 8601 with the store's offset. */
  start: z.string(),
  /** The end of the activity (a service's buffer not included). */
  end: z.string(),
  /** Seats left of a class or an event; null for a service. */
  remainingSeats: z.number().int().nullable(),
  /** A service's free artists, the one "any available artist" books first; none for a session. */
  artists: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export const AvailableSlotsSchema = z.object({ slots: z.array(SlotSchema) });
export type AvailableSlots = z.infer<typeof AvailableSlotsSchema>;
