import { localToInstant, minutesOf } from './time';

/**
 * The free times of an activity on one local day at one store (docs/booking.md "The numbers"),
 * decided from what the reads gathered: pure, so every rule is tested in plain Node
 * (test/worker/booking/slots.test.ts). worker/booking/availability.ts reads, this decides.
 */

/** A service starts on a quarter hour of local time; claims are 15-minute units. */
export const GRID_MINUTES = 15;
/** After a service, its artist cleans up and resets. */
export const BUFFER_MINUTES = 15;
/** Nothing starts sooner than this after the request's instant. */
export const NOTICE_MINUTES = 120;
/** Nothing starts later than this after the request's instant. */
export const HORIZON_DAYS = 60;
/** How long a hold keeps a slot (the write side). */
export const HOLD_MINUTES = 5;

const MINUTE = 60_000;

/** A row of booking_claims, as the reads give it. */
export interface Claim {
  resource: string;
  unit: string;
  /** A hold's claim: when it lapses. A reservation's: null. */
  expiresAt: string | null;
}

/** A free time: a start, its end (without the buffer), its seats left (null for a service). */
export interface Slot {
  start: Date;
  end: Date;
  remainingSeats: number | null;
  /** Who can do it, the one "any available artist" picks first; none for a session. */
  artists: { id: number; name: string }[];
  /** The session's rule and its seats, for a class or an event. */
  ruleId?: number;
  seats?: number;
}

/** The claim resource of an artist's time. */
export const artistResource = (artistId: number) => `artist:${artistId}`;

/** The claim resource of a session's seats: its rule and its start. */
export const sessionResource = (ruleId: number, start: Date) =>
  `session:${ruleId}:${start.toISOString()}`;

/** A claim that still holds at `now`: a reservation's, or a hold's not yet lapsed. */
export function isLive(claim: Claim, now: Date): boolean {
  return claim.expiresAt === null || claim.expiresAt > now.toISOString();
}

/** Whether a start is bookable at `now`: at least the notice ahead, within the horizon. */
export function withinNoticeAndHorizon(start: Date, now: Date): boolean {
  const from = now.getTime() + NOTICE_MINUTES * MINUTE;
  const to = now.getTime() + HORIZON_DAYS * 24 * 60 * MINUTE;
  return start.getTime() >= from && start.getTime() <= to;
}

/** The 15-minute units (UTC ISO starts) a service from `start` covers, its buffer included. */
export function serviceUnits(start: Date, durationMinutes: number): string[] {
  const units: string[] = [];
  const count = Math.ceil((durationMinutes + BUFFER_MINUTES) / GRID_MINUTES);
  for (let index = 0; index < count; index += 1)
    units.push(new Date(start.getTime() + index * GRID_MINUTES * MINUTE).toISOString());
  return units;
}

export interface Hours {
  starts: string;
  ends: string;
}

export interface ServiceDay {
  /** The store's local date and zone. */
  date: string;
  timeZone: string;
  now: Date;
  durationMinutes: number;
  /** The store's opening hours that weekday; null: closed. */
  store: Hours | null;
  /** The artists who can do it at this store, with their hours that weekday (null: off). */
  artists: { id: number; name: string; hours: Hours | null }[];
  /** Every claim of these artists' resources that day (expired holds included: skipped here). */
  claims: readonly Claim[];
  /** Each artist's bookings that day (not cancelled), for "any available artist". */
  bookings: ReadonlyMap<number, number>;
}

/**
 * A service's free starts of a day: on the local quarter-hour grid, where an artist's hours
 * and the store's opening hours meet, the service and its buffer inside both, no unit of it
 * claimed by a live claim, within notice and horizon. Each slot lists its free artists, the
 * one with the fewest bookings that day first, then by lowest id.
 */
export function serviceSlots(day: ServiceDay): Slot[] {
  if (!day.store) return [];
  const taken = new Set(
    day.claims.filter((claim) => isLive(claim, day.now)).map((c) => `${c.resource} ${c.unit}`),
  );
  const span = day.durationMinutes + BUFFER_MINUTES;
  const byStart = new Map<number, Slot>();
  const startOf = new Map<number, Date>();
  for (const artist of day.artists) {
    if (!artist.hours) continue;
    const from = Math.max(minutesOf(day.store.starts), minutesOf(artist.hours.starts));
    const to = Math.min(minutesOf(day.store.ends), minutesOf(artist.hours.ends));
    const first = Math.ceil(from / GRID_MINUTES) * GRID_MINUTES;
    for (let minute = first; minute + span <= to; minute += GRID_MINUTES) {
      let start = startOf.get(minute);
      if (!start) {
        const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
        start = localToInstant(day.date, time, day.timeZone);
        startOf.set(minute, start);
      }
      if (!withinNoticeAndHorizon(start, day.now)) continue;
      const resource = artistResource(artist.id);
      if (serviceUnits(start, day.durationMinutes).some((unit) => taken.has(`${resource} ${unit}`)))
        continue;
      const slot = byStart.get(start.getTime()) ?? {
        start,
        end: new Date(start.getTime() + day.durationMinutes * MINUTE),
        remainingSeats: null,
        artists: [],
      };
      slot.artists.push({ id: artist.id, name: artist.name });
      byStart.set(start.getTime(), slot);
    }
  }
  const load = (id: number) => day.bookings.get(id) ?? 0;
  return [...byStart.values()]
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .map((slot) => ({
      ...slot,
      artists: slot.artists.sort((a, b) => load(a.id) - load(b.id) || a.id - b.id),
    }));
}

/** A weekly rule of a class or an event (session_rules), of the asked weekday. */
export interface SessionRule {
  id: number;
  starts: string;
  seats: number;
  firstDay: string | null;
  lastDay: string | null;
}

/** The sessions the rules make on a local date: their rule, start and seats. */
export function sessionsOn(
  date: string,
  timeZone: string,
  rules: readonly SessionRule[],
): { ruleId: number; start: Date; seats: number }[] {
  return rules
    .filter(
      (rule) =>
        (!rule.firstDay || rule.firstDay <= date) && (!rule.lastDay || date <= rule.lastDay),
    )
    .map((rule) => ({
      ruleId: rule.id,
      start: localToInstant(date, rule.starts, timeZone),
      seats: rule.seats,
    }));
}

export interface SessionDay {
  now: Date;
  durationMinutes: number;
  sessions: readonly { ruleId: number; start: Date; seats: number }[];
  /** Every claim of these sessions' resources (expired holds included: skipped here). */
  claims: readonly Claim[];
}

/** A class's or an event's sessions with seats left (seats − live claims), within notice and horizon. */
export function sessionSlots(day: SessionDay): Slot[] {
  const taken = new Map<string, number>();
  for (const claim of day.claims)
    if (isLive(claim, day.now)) taken.set(claim.resource, (taken.get(claim.resource) ?? 0) + 1);
  return day.sessions
    .filter((session) => withinNoticeAndHorizon(session.start, day.now))
    .map((session) => ({
      start: session.start,
      end: new Date(session.start.getTime() + day.durationMinutes * MINUTE),
      remainingSeats: Math.max(
        0,
        session.seats - (taken.get(sessionResource(session.ruleId, session.start)) ?? 0),
      ),
      artists: [],
      ruleId: session.ruleId,
      seats: session.seats,
    }))
    .filter((slot) => slot.remainingSeats > 0)
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.ruleId - b.ruleId);
}
