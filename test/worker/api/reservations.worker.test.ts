import { describe, expect, it } from 'vitest';
import type {
  AvailableSlots,
  BookingList,
  BookingQuestionList,
  HoldAnswer,
  ReservationAnswer,
} from '../../../client/api/booking-contract';
import type { ApiError } from '../../../client/api/contract';
import { PASSWORD, newMember, sessionCookie } from './member-helpers';
import { call, one } from './shopper-helpers';

/**
 * Booking's changes through the API (worker/api/reservations.ts, docs/booking.md "Booking"):
 * hold, book, read, cancel, reschedule and a member's list, decided at the request's instant
 * (`X-Clock`), owners only.
 */

/** Tuesday 1 December 2026, 08:00 in Singapore. */
const NOW = '2026-12-01T00:00:00.000Z';
const clock = (instant = NOW) => ({ 'x-clock': instant });

const CONTACT = { fullName: 'Mei Tan', email: 'mei@example.com', phone: '+65 9123 4567' };

async function sgMakeup() {
  const store = await one<{ id: number }>("SELECT id FROM stores WHERE slug = 'sg-flagship'");
  const activity = await one<{ id: number }>(
    `SELECT a.id FROM activities a JOIN activity_texts t ON t.activity_id = a.id AND t.language = 'en'
     WHERE a.country = 'sg' AND a.kind = 'service' AND a.price IS NOT NULL AND a.app_only = 0
     ORDER BY a.position LIMIT 1`,
  );
  return { storeId: store.id, activityId: activity.id };
}

async function slotsOf(activityId: number, storeId: number, date: string) {
  const response = await call(
    `booking-service/available-slots/${activityId}?storeId=${storeId}&date=${date}`,
    { headers: clock() },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as AvailableSlots).slots;
}

type Member = Awaited<ReturnType<typeof newMember>>;

/** The answers the activity's required questions need (a choice's first option). */
async function requiredAnswers(activityId: number): Promise<Record<string, string>> {
  const response = await call(`booking-service/questions/${activityId}`);
  const { items } = (await response.json()) as BookingQuestionList;
  return Object.fromEntries(
    items
      .filter((question) => question.required)
      .map((question) => [question.code, question.options[0]?.value ?? 'Notes']),
  );
}

/** Books as `member`; the required answers are added unless the body has its own. */
async function book(
  member: Member,
  body: { activityId?: number } & Record<string, unknown>,
  key = crypto.randomUUID(),
) {
  const answers =
    'answers' in body || !body.activityId
      ? {}
      : { answers: await requiredAnswers(body.activityId) };
  return member.as('reservation-service/create', {
    method: 'POST',
    body: { ...body, ...answers },
    headers: { ...clock(), 'idempotency-key': key },
  });
}

describe('booking a service', () => {
  it('holds a time, books it with the hold, and answers it to its owner only', async () => {
    const { storeId, activityId } = await sgMakeup();
    const member = await newMember({}, { headers: clock() });
    const [slot] = await slotsOf(activityId, storeId, '2026-12-02');
    const held = await member.as('reservation-service/holds', {
      method: 'POST',
      body: { activityId, storeId, start: slot.start, artistId: null },
      headers: clock(),
    });
    expect(held.status, await held.clone().text()).toBe(201);
    const { hold } = (await held.json()) as HoldAnswer;
    expect(hold.start).toBe(slot.start);
    expect(hold.artist?.id).toBe(slot.artists[0].id);
    // Held: nobody else sees that artist free at that time.
    const during = await slotsOf(activityId, storeId, '2026-12-02');
    expect(
      during.find((s) => s.start === slot.start)?.artists.map((a) => a.id) ?? [],
    ).not.toContain(hold.artist?.id);

    const created = await book(member, {
      activityId,
      storeId,
      start: slot.start,
      artistId: null,
      holdId: hold.id,
      contact: CONTACT,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { reservation } = (await created.json()) as ReservationAnswer;
    expect(reservation.confirmationNumber).toMatch(/^[A-Z2-9]{10}$/);
    expect(reservation.state).toBe('confirmed');
    expect(reservation.start).toBe(slot.start);
    expect(reservation.start.endsWith('+08:00')).toBe(true);
    expect(reservation.artist?.id).toBe(hold.artist?.id);
    expect(reservation.currency).toBe('SGD');
    expect(reservation.canCancel && reservation.canReschedule).toBe(true);
    // The hold became the booking: no hold row is left.
    expect(
      (await one<{ n: number }>('SELECT COUNT(*) AS n FROM holds WHERE account_id = ?1', member.id))
        .n,
    ).toBe(0);

    const mine = await member.as(`reservation-service/${reservation.id}`, { headers: clock() });
    expect(mine.status).toBe(200);
    const other = await newMember({}, { headers: clock() });
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await other.as(`reservation-service/${reservation.id}`, {
        method,
        headers: clock(),
      });
      expect(response.status).toBe(404);
    }
    const list = (await (
      await member.as('account/bookings', { headers: clock() })
    ).json()) as BookingList;
    expect(list.items.map((item) => item.id)).toEqual([reservation.id]);
  });

  it('books the same key once, and refuses a taken time with NO_SLOTS', async () => {
    const { storeId, activityId } = await sgMakeup();
    const [slot] = await slotsOf(activityId, storeId, '2026-12-03');
    const artists = slot.artists.length;
    const member = await newMember({}, { headers: clock() });
    const body = { activityId, storeId, start: slot.start, artistId: null, contact: CONTACT };
    const key = crypto.randomUUID();
    const [first, again] = await Promise.all([book(member, body, key), book(member, body, key)]);
    expect([first.status, again.status].sort()).toEqual([201, 201]);
    const a = (await first.json()) as ReservationAnswer;
    const b = (await again.json()) as ReservationAnswer;
    expect(a.reservation.confirmationNumber).toBe(b.reservation.confirmationNumber);
    // Every other artist of the slot, then nothing.
    for (let index = 1; index < artists; index += 1)
      expect((await book(await newMember({}, { headers: clock() }), body)).status).toBe(201);
    const gone = await book(await newMember({}, { headers: clock() }), body);
    expect(gone.status).toBe(409);
    const error = (await gone.json()) as ApiError;
    expect(error.data.code).toBe('NO_SLOTS');
    expect(error.message).toBe('No slots available');
  });

  it('names the field of a bad contact, in the site language, and writes nothing', async () => {
    const { storeId, activityId } = await sgMakeup();
    const [slot] = await slotsOf(activityId, storeId, '2026-12-04');
    const member = await newMember({}, { headers: clock() });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...CONTACT, fullName: '  ' }, 'contact.fullName'],
      [{ ...CONTACT, fullName: 'x'.repeat(121) }, 'contact.fullName'],
      [{ ...CONTACT, email: 'not-an-email' }, 'contact.email'],
      [{ ...CONTACT, phone: '+66 81 234 5678' }, 'contact.phone'],
    ];
    for (const [contact, field] of cases) {
      const response = await book(member, { activityId, storeId, start: slot.start, contact });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ApiError).data.field).toBe(field);
    }
    for (const [body, field] of [
      [
        { activityId, storeId, start: slot.start, contact: CONTACT, answers: {} },
        'answers.occasion',
      ],
      [{ storeId, start: slot.start, contact: CONTACT }, 'activityId'],
      [{ activityId, storeId, start: 'tomorrow', contact: CONTACT }, 'start'],
      [
        { activityId, storeId, start: slot.start, contact: CONTACT, answers: { nope: 'x' } },
        'answers.nope',
      ],
    ] as [Record<string, unknown>, string][]) {
      const response = await book(member, body);
      expect(response.status, field).toBe(400);
      expect(((await response.json()) as ApiError).data.field).toBe(field);
    }
    expect(
      (
        await one<{ n: number }>(
          'SELECT COUNT(*) AS n FROM reservations WHERE account_id = ?1',
          member.id,
        )
      ).n,
    ).toBe(0);
  });

  it('sends a guest to sign in (401)', async () => {
    const { storeId, activityId } = await sgMakeup();
    const response = await call('reservation-service/create', {
      method: 'POST',
      body: { activityId, storeId, start: NOW, contact: CONTACT },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(response.status).toBe(401);
  });
});

describe('managing a booking', () => {
  it('reschedules to another free time (same number, old time free again), then cancels', async () => {
    const { storeId, activityId } = await sgMakeup();
    const member = await newMember({}, { headers: clock() });
    const slots = await slotsOf(activityId, storeId, '2026-12-08');
    const [first] = slots;
    const later = slots[slots.length - 1];
    const created = (await (
      await book(member, {
        activityId,
        storeId,
        start: first.start,
        artistId: first.artists[0].id,
        contact: CONTACT,
      })
    ).json()) as ReservationAnswer;
    const moved = await member.as(`reservation-service/${created.reservation.id}`, {
      method: 'PATCH',
      body: { start: later.start, artistId: null },
      headers: clock(),
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    const { reservation } = (await moved.json()) as ReservationAnswer;
    expect(reservation.state).toBe('rescheduled');
    expect(reservation.start).toBe(later.start);
    expect(reservation.confirmationNumber).toBe(created.reservation.confirmationNumber);
    const after = await slotsOf(activityId, storeId, '2026-12-08');
    expect(after.find((s) => s.start === first.start)?.artists.map((a) => a.id)).toContain(
      first.artists[0].id,
    );

    const cancelled = await member.as(`reservation-service/${reservation.id}`, {
      method: 'DELETE',
      headers: clock(),
    });
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as ReservationAnswer).reservation.state).toBe('cancelled');
    const again = await member.as(`reservation-service/${reservation.id}`, {
      method: 'DELETE',
      headers: clock(),
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ApiError).data.code).toBe('BOOKING_CANCELLED');
  });

  it('refuses to cancel or reschedule once the booking’s time has passed', async () => {
    const { storeId, activityId } = await sgMakeup();
    const member = await newMember({}, { headers: clock() });
    const [slot] = await slotsOf(activityId, storeId, '2026-12-09');
    const { reservation } = (await (
      await book(member, { activityId, storeId, start: slot.start, contact: CONTACT })
    ).json()) as ReservationAnswer;
    // Signed in again after the booking's day (an access token lives 15 minutes).
    const later = clock('2026-12-10T00:00:00.000Z');
    const signedIn = await call('auth/token', {
      method: 'POST',
      body: { grant_type: 'password', email: member.email, password: PASSWORD },
      headers: later,
    });
    const cookie = sessionCookie(signedIn);
    const read = (await (
      await member.as(`reservation-service/${reservation.id}`, { headers: { ...later, cookie } })
    ).json()) as ReservationAnswer;
    expect(read.reservation.state).toBe('expired');
    expect(read.reservation.canCancel || read.reservation.canReschedule).toBe(false);
    for (const [method, body] of [
      ['DELETE', undefined],
      ['PATCH', { start: slot.start }],
    ] as const) {
      const response = await member.as(`reservation-service/${reservation.id}`, {
        method,
        body,
        headers: { ...later, cookie },
      });
      expect(response.status).toBe(409);
      const error = (await response.json()) as ApiError;
      expect(error.data.code).toBe('BOOKING_EXPIRED');
      expect(error.message).toBe('Your booking has expired and cannot be rescheduled or cancelled');
    }
  });
});

describe('the sandbox’s bookings (development only)', () => {
  it('makes a member’s booking in the past: expired, it refuses cancel with the spec message', async () => {
    const { storeId, activityId } = await sgMakeup();
    const member = await newMember({}, { headers: clock() });
    const made = await call('sandbox/reservations', {
      method: 'POST',
      body: { email: member.email, activityId, storeId, start: '2026-11-20T10:00:00+08:00' },
      headers: clock(),
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const { reservation } = (await made.json()) as ReservationAnswer;
    expect(reservation.state).toBe('expired');
    const cancel = await member.as(`reservation-service/${reservation.id}`, {
      method: 'DELETE',
      headers: clock(),
    });
    expect(cancel.status).toBe(409);
    expect(((await cancel.json()) as ApiError).message).toBe(
      'Your booking has expired and cannot be rescheduled or cancelled',
    );
    const list = await call('sandbox/reservations', { headers: clock() });
    const { items } = (await list.json()) as BookingList;
    expect(items[0].id).toBe(reservation.id);
    // The same time again: the artist's claims refuse a double booking, sandbox or not.
    const again = await call('sandbox/reservations', {
      method: 'POST',
      body: { email: member.email, activityId, storeId, start: '2026-11-20T10:00:00+08:00' },
      headers: clock(),
    });
    expect(again.status).toBe(409);
    const unknown = await call('sandbox/reservations', {
      method: 'POST',
      body: {
        email: 'nobody@example.com',
        activityId,
        storeId,
        start: '2026-11-20T10:00:00+08:00',
      },
      headers: clock(),
    });
    expect(unknown.status).toBe(404);
  });
});
