import {
  artistResource,
  isLive,
  serviceUnits,
  sessionResource,
  type Claim,
  type Slot,
} from './slots';

/**
 * What a booking, a hold or a reschedule takes (docs/booking.md "Nothing double-booked"),
 * decided from the free times of the chosen day: pure (test/worker/booking/choose-slot.test.ts).
 */

export type ChosenSlot = {
  start: Date;
  end: Date;
  /** The claims' resource and the units it takes there. */
  resource: string;
  units: string[];
} & (
  | { kind: 'service'; artist: { id: number; name: string } }
  | { kind: 'session'; ruleId: number; remainingSeats: number }
);

/**
 * The slot starting at `start` with the asked artist (a service; null: "any available
 * artist", the first the slot lists), or null when no such free time is left. A session takes
 * one free seat: `pick(n)` chooses which of the n free seats (random in the worker, so fifty
 * members racing for the last seats do not all try seat 1; the first in tests).
 */
export function chooseSlot(
  found: { slots: readonly Slot[]; claims: readonly Claim[] },
  choice: { start: Date; artistId: number | null },
  durationMinutes: number,
  now: Date,
  pick: (count: number) => number,
): ChosenSlot | null {
  const slot = found.slots.find(
    (candidate) => candidate.start.getTime() === choice.start.getTime(),
  );
  if (!slot) return null;
  if (slot.ruleId !== undefined) {
    const resource = sessionResource(slot.ruleId, slot.start);
    const taken = new Set(
      found.claims
        .filter((claim) => claim.resource === resource && isLive(claim, now))
        .map((claim) => claim.unit),
    );
    const free: string[] = [];
    for (let seat = 1; seat <= (slot.seats ?? 0); seat += 1)
      if (!taken.has(`seat:${seat}`)) free.push(`seat:${seat}`);
    if (!free.length) return null;
    return {
      kind: 'session',
      start: slot.start,
      end: slot.end,
      ruleId: slot.ruleId,
      resource,
      units: [free[Math.min(free.length - 1, Math.max(0, pick(free.length)))]],
      remainingSeats: free.length - 1,
    };
  }
  const artist =
    choice.artistId === null
      ? slot.artists[0]
      : slot.artists.find((candidate) => candidate.id === choice.artistId);
  if (!artist) return null;
  return {
    kind: 'service',
    start: slot.start,
    end: slot.end,
    artist,
    resource: artistResource(artist.id),
    units: serviceUnits(slot.start, durationMinutes),
  };
}

/** A random index below `count` (the worker's `pick`). */
export function randomPick(count: number): number {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return value % count;
}

const CONFIRMATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A confirmation number: 10 capitals and digits a member can read out (no 0/O, 1/I), random
 * (32^10 ≈ 10^15: a clash is refused by the unique key and the booking decided again).
 */
export function newConfirmationNumber(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return Array.from(bytes, (byte) => CONFIRMATION_ALPHABET[byte % 32]).join('');
}
