import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createReservation } from '../../../worker/booking/book';
import { findSlots } from '../../../worker/booking/availability';
import { holdSlot } from '../../../worker/booking/hold';
import { cancelReservation, rescheduleReservation } from '../../../worker/booking/manage';
import { listBookings } from '../../../worker/booking/reservation-view';
import { readStore } from '../../../worker/stores/stores';
import { recordingDb, tableScans } from '../query-plans';

/**
 * Booking's writes and a member's list go through indexes (docs/booking.md): every statement
 * a hold, a booking, a reschedule and a cancel run, their mails included, and the list of a
 * member's bookings: no table scan (reservations, booking_claims and holds grow with every
 * booking).
 */

const SG = { country: 'sg', language: 'en' } as const;
const NOW = new Date('2026-12-01T00:00:00.000Z');
const ORIGIN = 'http://localhost';
const CONTACT = { fullName: 'Mei Tan', email: 'mei@example.com', phone: '+65 9123 4567' };

describe('booking writes', () => {
  it('hold, book, reschedule, cancel and list without a table scan', async () => {
    const { meta } = await env.DB.prepare(
      `INSERT INTO accounts (email, email_key, first_name, last_name, birth_date, country, language,
         consent_personal_at, consent_policy_at, created_at, updated_at)
       VALUES ('plans@example.com', 'plans@example.com', 'Plan', 'Member', '1990-01-01', 'sg', 'en', ?1, ?1, ?1, ?1)`,
    )
      .bind(NOW.toISOString())
      .run();
    const accountId = meta.last_row_id;
    const target = await env.DB.prepare(
      `SELECT a.id AS activityId, x.store_id AS storeId FROM activities a
         JOIN activity_stores x ON x.activity_id = a.id
       WHERE a.country = 'sg' AND a.kind = 'service' AND a.provider = 'store' AND a.app_only = 0
         AND a.price IS NOT NULL
       ORDER BY a.position, x.store_id LIMIT 1`,
    ).first<{ activityId: number; storeId: number }>();
    const store = await readStore(env.DB, 'sg', 'en', target!.storeId);
    const found = await findSlots(env.DB, {
      country: 'sg',
      activityId: target!.activityId,
      store: store!,
      date: '2026-12-02',
      now: NOW,
    });
    if (found.outcome !== 'slots') throw new Error('no slots');
    const [first, , , last] = found.slots;
    const { results } = await env.DB.prepare(
      'SELECT code, options FROM booking_questions WHERE activity_id = ?1 AND required = 1',
    )
      .bind(target!.activityId)
      .all<{ code: string; options: string }>();
    const answers = Object.fromEntries(
      results.map((row) => [row.code, (JSON.parse(row.options) as string[])[0]]),
    );

    const { db, seen } = recordingDb();
    const member = { accountId, tier: 'white' as const };
    const held = await holdSlot(db, {
      site: SG,
      member,
      choice: { ...target!, start: first.start.toISOString(), artistId: null },
      now: NOW,
    });
    expect(held.kind).toBe('held');
    const booked = await createReservation(db, {
      site: SG,
      member,
      request: {
        ...target!,
        start: first.start.toISOString(),
        artistId: null,
        contact: CONTACT,
        answers,
      },
      contact: CONTACT,
      idempotencyKey: 'plans-booking-1',
      origin: ORIGIN,
      now: NOW,
    });
    if (booked.kind !== 'booked') throw new Error(`not booked: ${JSON.stringify(booked)}`);
    const id = booked.reservation.id;
    const moved = await rescheduleReservation(db, {
      site: SG,
      accountId,
      id,
      change: { start: last.start.toISOString(), artistId: null },
      origin: ORIGIN,
      now: NOW,
    });
    expect(moved.kind).toBe('done');
    expect((await listBookings(db, accountId, 'sg', 'en', NOW)).map((b) => b.id)).toEqual([id]);
    const cancelled = await cancelReservation(db, {
      site: SG,
      accountId,
      id,
      origin: ORIGIN,
      now: NOW,
    });
    expect(cancelled.kind).toBe('done');
    expect(seen.length).toBeGreaterThan(10);
    expect(await tableScans(seen)).toEqual([]);
  });
});
