import { z } from 'zod';
import { isCalendarDate } from '../lib/sign-up-rules';
import { IdParamSchema, IdSchema, urlInteger } from './ids';
import { text } from './text';

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

/** A list of one kind, narrowed to a store of the site. */
export const StoreQuerySchema = z.object({ storeId: IdParamSchema.optional() });

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

/** GET booking-service/time-slots: a run of the store's local days, from `from`. */
export const TimeSlotsQuerySchema = z.object({
  storeId: IdParamSchema,
  from: storeDate.meta({ example: '2026-12-01' }),
  days: urlInteger(1, 14).optional(),
});

export const TimeSlotDaysSchema = z.object({
  days: z.array(z.object({ date: z.string(), freeTimes: z.number().int() })),
});
export type TimeSlotDays = z.infer<typeof TimeSlotDaysSchema>;

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

// ---------------------------------------------------------------------------------------------
// The write side: holds, reservations, a member's bookings (docs/booking.md "Booking").

/** A start the shopper chose from the free times: ISO 8601 with an offset (or `Z`). */
const instant = z
  .string()
  .max(40)
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/,
    'a date and time in ISO 8601 with its offset',
  )
  .refine((text) => !Number.isNaN(Date.parse(text)), 'a date and time in ISO 8601 with its offset')
  .meta({ example: '2026-12-01T10:00:00+08:00' });

/** The time chosen: an activity at a store, a start of its free times, an artist or any. */
export const SlotChoiceSchema = z.object({
  activityId: IdSchema,
  storeId: IdSchema,
  start: instant,
  /** A service's artist; null (or absent): any available artist. Ignored for a session. */
  artistId: IdSchema.nullable().optional(),
});
export type SlotChoice = z.infer<typeof SlotChoiceSchema>;

/**
 * The contact of a booking, as the form sends it: checked by the booking's own rules
 * (client/lib/booking-contact.ts) in the handler, so each problem is named in the shopper's
 * language; here only its shape and the outer bounds.
 */
export const ContactSchema = z.object({
  fullName: text(1000, { trim: false }),
  email: text(1000, { trim: false }),
  phone: text(1000, { trim: false }),
});
export type Contact = z.infer<typeof ContactSchema>;

/** The answers to an activity's questions: code → the answer (a choice's value, or text). */
export const AnswersSchema = z.record(
  z.string().regex(/^[a-z_]{1,40}$/, 'a question code'),
  text(500, { trim: false }),
);

export const CreateReservationSchema = SlotChoiceSchema.extend({
  contact: ContactSchema,
  answers: AnswersSchema.optional(),
  /** The member's hold of this slot (POST reservation-service/holds), if they took one. */
  holdId: IdSchema.optional(),
});
export type CreateReservation = z.infer<typeof CreateReservationSchema>;

export const RescheduleSchema = z.object({
  start: instant,
  /** A service's artist at the new time; null (or absent): any available artist. */
  artistId: IdSchema.nullable().optional(),
});
export type Reschedule = z.infer<typeof RescheduleSchema>;

export const HoldSchema = z.object({
  id: z.number().int(),
  /** ISO 8601 with the store's offset. */
  start: z.string(),
  end: z.string(),
  /** When the hold lets go of the slot (UTC). */
  expiresAt: z.string(),
  artist: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export const HoldAnswerSchema = z.object({ hold: HoldSchema });
export type HoldAnswer = z.infer<typeof HoldAnswerSchema>;

/** What a member sees of a booking: `expired` once its start has passed (never stored). */
export const RESERVATION_STATES = ['confirmed', 'rescheduled', 'cancelled', 'expired'] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

export const ReservationSchema = z.object({
  id: z.number().int(),
  /** What the member quotes: 10 capitals and digits. */
  confirmationNumber: z.string(),
  state: z.enum(RESERVATION_STATES),
  /** ISO 8601 with the store's offset. */
  start: z.string(),
  end: z.string(),
  /** The store's time zone (IANA), for showing and for the calendar file. */
  timeZone: z.string(),
  durationMinutes: z.number().int(),
  activity: z.object({
    id: z.number().int(),
    kind: z.enum(ACTIVITY_KINDS),
    name: z.string(),
  }),
  store: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    address: z.string(),
  }),
  artist: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Minor units of `currency`, frozen at booking; null: free. */
  price: z.number().int().nullable(),
  currency: z.string(),
  /** Seats left of the session (a class or an event) as it now is; null for a service. */
  remainingSeats: z.number().int().nullable(),
  contact: ContactSchema,
  answers: z.record(z.string(), z.string()),
  /** Whether it may still be rescheduled (a service, not cancelled, not expired). */
  canReschedule: z.boolean(),
  /** Whether it may still be cancelled (not cancelled, not expired). */
  canCancel: z.boolean(),
});
export type Reservation = z.infer<typeof ReservationSchema>;

export const ReservationAnswerSchema = z.object({ reservation: ReservationSchema });
export type ReservationAnswer = z.infer<typeof ReservationAnswerSchema>;

export const ReservationPathSchema = z.object({ id: IdParamSchema });

/** A member's bookings: upcoming first (soonest first), then past ones (latest first). */
export const BookingListSchema = z.object({ items: z.array(ReservationSchema) });
export type BookingList = z.infer<typeof BookingListSchema>;

/** POST sandbox/reservations (development only): a member's booking at any time. */
export const SandboxReservationSchema = z.object({
  email: text(254).pipe(z.email()),
  activityId: IdSchema,
  storeId: IdSchema,
  start: instant,
});

/** GET sandbox/reservations: the site's newest bookings, every member's, with their e-mail. */
export const SandboxBookingListSchema = z.object({ items: z.array(ReservationSchema) });

// ---------------------------------------------------------------------------------------------
// The external booking provider (docs/booking.md "The external provider").

/** POST booxi/sessions: start booking a provider's service. */
export const ProviderStartSchema = z.object({ activityId: IdSchema, storeId: IdSchema });
export const ProviderUrlSchema = z.object({
  /** The provider's page for this member, activity and store (a path here for the sandbox). */
  url: z.string(),
});

/** POST booxi/returns: the signed reference the provider sent the member back with. */
export const ProviderReturnSchema = z.object({ reference: text(2000, { min: 1, trim: false }) });

/** The sandbox provider's page: what it offers the session (development only). */
export const SandboxProviderQuerySchema = z.object({
  session: text(2000, { min: 1, trim: false }),
});
export const SandboxProviderOfferSchema = z.object({
  activity: z.string(),
  store: z.string(),
  /** ISO 8601 with the store's offset. */
  times: z.array(z.string()),
});
export type SandboxProviderOffer = z.infer<typeof SandboxProviderOfferSchema>;
export const SandboxProviderConfirmSchema = z.object({
  session: text(2000, { min: 1, trim: false }),
  start: instant,
});
export const SandboxProviderReturnSchema = z.object({
  /** Where the provider sends the member: the storefront's success page with the reference. */
  returnUrl: z.string(),
});
