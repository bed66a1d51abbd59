import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createReservation, type BookOutcome } from '../../../worker/booking/book';
import { findSlots } from '../../../worker/booking/availability';
import { holdSlot } from '../../../worker/booking/hold';
import { cancelReservation, rescheduleReservation } from '../../../worker/booking/manage';
import { readStore } from '../../../worker/stores/stores';

/**
 * Booking's races (docs/booking.md "Nothing double-booked"), each run at once in workerd
 * against the one database: whatever the order the batches land in, the claims' primary key
 * lets exactly as many win as there are seats or artists.
 */

const SG = { country: 'sg', language: 'en' } as const;
/** Tuesday 1 December 2026, 08:00 in Singapore. */
const NOW = new Date('2026-12-01T00:00:00.000Z');
/** The site's origin the mails' links are written with. */
const ORIGIN = 'http://localhost';
const CONTACT = { fullName: 'Mei Tan', email: 'mei@example.com', phone: '+65 9123 4567' };

let serial = 0;
async function accounts(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    serial += 1;
    const email = `racer${serial}@example.com`;
    const { meta } = await env.DB.prepare(
      `INSERT INTO accounts (email, email_key, first_name, last_name, birth_date, country, language,
         consent_personal_at, consent_policy_at, created_at, updated_at)
       VALUES (?1, ?1, 'Race', 'Member', '1990-01-01', 'sg', 'en', ?2, ?2, ?2, ?2)`,
    )
      .bind(email, NOW.toISOString())
      .run();
    ids.push(meta.last_row_id);
  }
  return ids;
}

async function activity(kind: 'service' | 'class', extra = '') {
  const row = await env.DB.prepare(
    `SELECT a.id AS activityId, x.store_id AS storeId FROM activities a
       JOIN activity_stores x ON x.activity_id = a.id
     WHERE a.country = 'sg' AND a.kind = ?1 AND a.app_only = 0 AND a.provider = 'store' ${extra}
     ORDER BY a.position, x.store_id LIMIT 1`,
  )
    .bind(kind)
    .first<{ activityId: number; storeId: number }>();
  if (!row) throw new Error(`no ${kind}`);
  return row;
}

async function firstSlot(activityId: number, storeId: number, date: string, now = NOW) {
  const store = await readStore(env.DB, 'sg', 'en', storeId);
  const found = await findSlots(env.DB, { country: 'sg', activityId, store: store!, date, now });
  if (found.outcome !== 'slots' || !found.slots.length) throw new Error('no slot');
  return found.slots[0];
}

async function questionsAnswered(activityId: number) {
  const { results } = await env.DB.prepare(
    `SELECT code, kind, options FROM booking_questions WHERE activity_id = ?1 AND required = 1`,
  )
    .bind(activityId)
    .all<{ code: string; kind: string; options: string | null }>();
  return Object.fromEntries(
    results.map((row) => [
      row.code,
      row.kind === 'choice' ? (JSON.parse(row.options ?? '[]') as string[])[0] : 'Notes',
    ]),
  );
}

function bookAs(
  accountId: number,
  choice: { activityId: number; storeId: number; start: Date; artistId?: number | null },
  answers: Record<string, string>,
  options: { key?: string; holdId?: number; now?: Date } = {},
): Promise<BookOutcome> {
  return createReservation(env.DB, {
    site: SG,
    member: { accountId, tier: 'white' },
    request: {
      activityId: choice.activityId,
      storeId: choice.storeId,
      start: choice.start.toISOString(),
      artistId: choice.artistId ?? null,
      contact: CONTACT,
      answers,
      ...(options.holdId ? { holdId: options.holdId } : {}),
    },
    contact: CONTACT,
    idempotencyKey: options.key ?? null,
    origin: ORIGIN,
    now: options.now ?? NOW,
  });
}

const booked = (outcomes: BookOutcome[]) => outcomes.filter((o) => o.kind === 'booked');

describe('booking races', () => {
  it('50 members for the last 3 seats of a class: exactly 3 bookings', async () => {
    const klass = await activity('class', 'AND a.price IS NOT NULL');
    const slot = await firstSlot(klass.activityId, klass.storeId, '2026-12-02');
    const answers = await questionsAnswered(klass.activityId);
    const early = await accounts((slot.remainingSeats ?? 0) - 3);
    for (const id of early)
      expect((await bookAs(id, { ...klass, start: slot.start }, answers)).kind).toBe('booked');
    const racers = await accounts(50);
    const outcomes = await Promise.all(
      racers.map((id) => bookAs(id, { ...klass, start: slot.start }, answers)),
    );
    expect(booked(outcomes)).toHaveLength(3);
    expect(
      outcomes.every(
        (o) =>
          o.kind === 'booked' || (o.kind === 'refused' && ['no-slots', 'busy'].includes(o.refusal)),
      ),
    ).toBe(true);
    const seats = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM reservations WHERE session_rule_id = ?1 AND starts_at = ?2 AND state <> 'cancelled'`,
    )
      .bind(slot.ruleId, slot.start.toISOString())
      .first<{ n: number }>();
    expect(seats?.n).toBe(slot.seats);
  });

  it("two members for one artist's time: one booking", async () => {
    const service = await activity('service', 'AND a.price IS NOT NULL');
    const slot = await firstSlot(service.activityId, service.storeId, '2026-12-03');
    const answers = await questionsAnswered(service.activityId);
    const artistId = slot.artists[0].id;
    const [a, b] = await accounts(2);
    const outcomes = await Promise.all([
      bookAs(a, { ...service, start: slot.start, artistId }, answers),
      bookAs(b, { ...service, start: slot.start, artistId }, answers),
    ]);
    expect(booked(outcomes)).toHaveLength(1);
  });

  it('the same key twice at once: one booking', async () => {
    const service = await activity('service', 'AND a.price IS NOT NULL');
    const slot = await firstSlot(service.activityId, service.storeId, '2026-12-04');
    const answers = await questionsAnswered(service.activityId);
    const [member] = await accounts(1);
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () =>
        bookAs(member, { ...service, start: slot.start }, answers, { key: 'same-key-twice' }),
      ),
    );
    const numbers = new Set(
      outcomes.map((o) => (o.kind === 'booked' ? o.reservation.confirmationNumber : o.kind)),
    );
    expect([...numbers]).toHaveLength(1);
    const rows = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM reservations WHERE account_id = ?1',
    )
      .bind(member)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });

  it('a hold keeps the time from others, and once lapsed its form still books if free, else NO_SLOTS', async () => {
    const service = await activity('service', 'AND a.price IS NOT NULL');
    const slot = await firstSlot(service.activityId, service.storeId, '2026-12-07');
    const answers = await questionsAnswered(service.activityId);
    const artistId = slot.artists[0].id;
    const [holder, other, third] = await accounts(3);
    const held = await holdSlot(env.DB, {
      site: SG,
      member: { accountId: holder, tier: 'white' },
      choice: {
        activityId: service.activityId,
        storeId: service.storeId,
        start: slot.start.toISOString(),
        artistId,
      },
      now: NOW,
    });
    expect(held.kind).toBe('held');
    const holdId = held.kind === 'held' ? held.hold.id : 0;
    // Meanwhile another member cannot take that artist at that time.
    const blocked = await bookAs(other, { ...service, start: slot.start, artistId }, answers);
    expect(blocked.kind === 'refused' && blocked.refusal).toBe('no-slots');
    // Six minutes later the hold has lapsed: its form still books the free time...
    const later = new Date(NOW.getTime() + 6 * 60_000);
    const late = await bookAs(holder, { ...service, start: slot.start, artistId }, answers, {
      holdId,
      now: later,
    });
    expect(late.kind).toBe('booked');
    // ...and a lapsed hold another member took over first is NO_SLOTS for the holder.
    const slot2 = await firstSlot(service.activityId, service.storeId, '2026-12-08');
    const artist2 = slot2.artists[0].id;
    const held2 = await holdSlot(env.DB, {
      site: SG,
      member: { accountId: holder, tier: 'white' },
      choice: {
        activityId: service.activityId,
        storeId: service.storeId,
        start: slot2.start.toISOString(),
        artistId: artist2,
      },
      now: NOW,
    });
    expect(held2.kind).toBe('held');
    const taken = await bookAs(
      third,
      { ...service, start: slot2.start, artistId: artist2 },
      answers,
      {
        now: later,
      },
    );
    expect(taken.kind).toBe('booked');
    const refused = await bookAs(
      holder,
      { ...service, start: slot2.start, artistId: artist2 },
      answers,
      {
        holdId: held2.kind === 'held' ? held2.hold.id : undefined,
        now: later,
      },
    );
    expect(refused.kind === 'refused' && refused.refusal).toBe('no-slots');
  });

  it('reschedule racing cancel: one order or the other, never a mix', async () => {
    const service = await activity('service', 'AND a.price IS NOT NULL');
    const store = await readStore(env.DB, 'sg', 'en', service.storeId);
    const found = await findSlots(env.DB, {
      country: 'sg',
      activityId: service.activityId,
      store: store!,
      date: '2026-12-09',
      now: NOW,
    });
    if (found.outcome !== 'slots') throw new Error('no slots');
    const answers = await questionsAnswered(service.activityId);
    for (let round = 0; round < 5; round += 1) {
      const [member] = await accounts(1);
      const first = found.slots[round];
      const target = found.slots[found.slots.length - 1 - round];
      const made = await bookAs(member, { ...service, start: first.start }, answers);
      if (made.kind !== 'booked') throw new Error('not booked');
      const id = made.reservation.id;
      const [moved, cancelled] = await Promise.all([
        rescheduleReservation(env.DB, {
          site: SG,
          accountId: member,
          id,
          change: { start: target.start.toISOString(), artistId: null },
          origin: ORIGIN,
          now: NOW,
        }),
        cancelReservation(env.DB, { site: SG, accountId: member, id, origin: ORIGIN, now: NOW }),
      ]);
      expect(cancelled.kind).toBe('done');
      const row = await env.DB.prepare('SELECT state, starts_at FROM reservations WHERE id = ?1')
        .bind(id)
        .first<{ state: string; starts_at: string }>();
      expect(row?.state).toBe('cancelled');
      // A cancelled booking holds no claim, whichever came first.
      const claims = await env.DB.prepare(
        'SELECT COUNT(*) AS n FROM booking_claims WHERE reservation_id = ?1',
      )
        .bind(id)
        .first<{ n: number }>();
      expect(claims?.n).toBe(0);
      expect(['done', 'refused']).toContain(moved.kind);
    }
  });
});
