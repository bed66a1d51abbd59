import type { ActivityKind, ReservationState } from '../api/booking-contract';

/**
 * What a member may do with a booking, and where each page of it lives (the spec's paths:
 * docs/booking.md "Pages"). The API decides (`canCancel`, `canReschedule`); the pages only
 * read it, so a button is never offered that the API would refuse.
 */

/** The path segment of each kind: `/happening/{segment}/{id}`. */
export const KIND_SEGMENT: Readonly<Record<ActivityKind, string>> = {
  service: 'services',
  class: 'classes',
  event: 'events',
};

/** The kind a happening path names (`/happening/classes/…`), if any. */
export function kindOfPath(path: string): ActivityKind | undefined {
  const segment = path.split('/')[2];
  return (Object.keys(KIND_SEGMENT) as ActivityKind[]).find(
    (kind) => KIND_SEGMENT[kind] === segment,
  );
}

export function activityPath(kind: ActivityKind, id: number): string {
  return `/happening/${KIND_SEGMENT[kind]}/${id}`;
}

export interface BookingFacts {
  id: number;
  state: ReservationState;
  activity: { kind: ActivityKind };
  canCancel: boolean;
  canReschedule: boolean;
}

export interface BookingActions {
  cancel: string | undefined;
  reschedule: string | undefined;
  /** Past its start: neither may be done, and the page says why. */
  expired: boolean;
}

/** The pages a booking's owner may go on to, none for an expired or cancelled one. */
export function bookingActions(booking: BookingFacts): BookingActions {
  const expired = booking.state === 'expired';
  const open = !expired && booking.state !== 'cancelled';
  const segment = KIND_SEGMENT[booking.activity.kind];
  return {
    cancel: open && booking.canCancel ? `/happening/${segment}/cancel/${booking.id}` : undefined,
    reschedule:
      open && booking.canReschedule && booking.activity.kind === 'service'
        ? `/happening/services/reschedule/${booking.id}`
        : undefined,
    expired,
  };
}

/** The booking's calendar file (owner only), served by the API. */
export function calendarPath(id: number): string {
  return `/api/web/v1/reservation-service/${id}/calendar.ics`;
}

/** The slot a shopper chose, kept in the page's query so a sign-in comes back to it. */
export interface SlotQuery {
  storeId?: number;
  date?: string;
  start?: string;
  artistId?: number | null;
}

/** Reads the chosen slot from a query string (anything malformed is left out). */
export function readSlotQuery(search: string): SlotQuery {
  const query = new URLSearchParams(search);
  const id = (name: string) => {
    const value = query.get(name);
    return value && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
  };
  const date = query.get('date') ?? '';
  const start = query.get('start') ?? '';
  return {
    storeId: id('storeId'),
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined,
    start: start && !Number.isNaN(Date.parse(start)) ? start : undefined,
    artistId: id('artistId') ?? null,
  };
}

/**
 * The page's path with the slot in its query (what `return_to` carries to the sign-in), keeping
 * the rest of the page's query (its `language`).
 */
export function slotPath(path: string, slot: SlotQuery, search = ''): string {
  const query = new URLSearchParams(search);
  for (const name of ['storeId', 'date', 'start', 'artistId']) query.delete(name);
  if (slot.storeId !== undefined) query.set('storeId', String(slot.storeId));
  if (slot.date) query.set('date', slot.date);
  if (slot.start) query.set('start', slot.start);
  if (slot.artistId) query.set('artistId', String(slot.artistId));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
