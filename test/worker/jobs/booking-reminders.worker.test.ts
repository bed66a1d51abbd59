import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../../worker/index';
import { queueBookingReminders } from '../../../worker/booking/reminders';
import { remindBookings } from '../../../worker/jobs/booking-reminders';
import { recordingDb, tableScans } from '../query-plans';
import { newMember } from '../api/member-helpers';
import { one } from '../api/shopper-helpers';
import {
  book,
  calendarEvent,
  clock,
  contactFor,
  mailsTo,
  serviceAt,
  slotsOf,
} from '../booking/booking-helpers';

/**
 * The reminder the day before (worker/jobs/booking-reminders.ts, worker/booking/reminders.ts):
 * bookings of the store's next local day, from 09:00 store time, once each, at the trigger's
 * scheduled time.
 */

const remindedAt = async (id: number) =>
  (
    await one<{ reminded_at: string | null }>(
      'SELECT reminded_at FROM reservations WHERE id = ?1',
      id,
    )
  ).reminded_at;

/** A Singapore booking on Thursday 3 December 2026 at the first free time. */
async function sgBooking() {
  const { storeId, activityId } = await serviceAt('sg-flagship');
  const member = await newMember({}, { headers: clock() });
  const contact = contactFor();
  const [slot] = await slotsOf(activityId, storeId, '2026-12-03');
  const reservation = await book(member, { activityId, storeId, start: slot.start, contact });
  return { member, contact, reservation };
}

describe('the booking reminder', () => {
  it('reminds the day before from 09:00 store time, once however often the job runs', async () => {
    const { contact, reservation } = await sgBooking();
    // Wednesday 2 December, 08:50 in Singapore: not yet.
    await remindBookings(env, new Date('2026-12-02T00:50:00.000Z'));
    expect(await mailsTo(contact.email, 'bookingReminder')).toEqual([]);
    // 09:00: reminded; the runs after (and the same run again) send nothing more.
    const at = new Date('2026-12-02T01:00:00.000Z');
    expect((await remindBookings(env, at)).queued).toBeGreaterThanOrEqual(1);
    await remindBookings(env, at);
    await remindBookings(env, new Date('2026-12-02T01:10:00.000Z'));
    const reminders = await mailsTo(contact.email, 'bookingReminder');
    expect(reminders).toHaveLength(1);
    expect(await remindedAt(reservation.id)).toBe(at.toISOString());
    const [mail] = reminders;
    expect(mail.subject).toMatch(/^Reminder: your booking tomorrow at /);
    expect(mail.body).toContain(reservation.confirmationNumber);
    expect(mail.body).toContain('tomorrow');
    // The job has no request: the links are on the local server's origin (no PUBLIC_ORIGIN).
    expect(mail.body.split('\n')).toContain(
      `http://127.0.0.1:8787/happening/services/cancel/${reservation.id}`,
    );
    const event = calendarEvent(mail.attachments[0].content);
    expect(event.UID).toBe(`${reservation.confirmationNumber}@storefront`);
    expect(event.SEQUENCE).toBe('1');
  });

  it('two runs at once send one reminder', async () => {
    const { contact } = await sgBooking();
    const at = new Date('2026-12-02T02:00:00.000Z');
    const outcomes = await Promise.all([remindBookings(env, at), remindBookings(env, at)]);
    expect(await mailsTo(contact.email, 'bookingReminder')).toHaveLength(1);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.queued, 0)).toBe(
      (
        await one<{ n: number }>(
          "SELECT COUNT(*) AS n FROM outbox WHERE kind = 'bookingReminder' AND created_at = ?1",
          at.toISOString(),
        )
      ).n,
    );
  });

  it('the cron trigger runs it at its scheduled time', async () => {
    const { contact } = await sgBooking();
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({
        cron: '*/10 * * * *',
        scheduledTime: Date.parse('2026-12-02T03:00:00.000Z'),
      }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(await mailsTo(contact.email, 'bookingReminder')).toHaveLength(1);
  });

  it('a cancelled booking is not reminded', async () => {
    const { member, contact, reservation } = await sgBooking();
    const cancelled = await member.as(`reservation-service/${reservation.id}`, {
      method: 'DELETE',
      headers: clock(),
    });
    expect(cancelled.status).toBe(200);
    await remindBookings(env, new Date('2026-12-02T04:00:00.000Z'));
    expect(await mailsTo(contact.email, 'bookingReminder')).toEqual([]);
    expect(await remindedAt(reservation.id)).toBeNull();
  });

  it('a booking across midnight UTC is reminded on the day before its local day', async () => {
    // Sydney in December is UTC+11: a 10:00 booking on Thursday 3 December is 23:00 UTC on
    // Wednesday 2 December. Its "tomorrow" is Wednesday in Sydney, not Tuesday (UTC's).
    const site = { country: 'au', language: 'en' } as const;
    const { storeId, activityId } = await serviceAt('au-flagship');
    const member = await newMember({}, { headers: clock() });
    const contact = contactFor('+61 412 345 678');
    const slots = await slotsOf(activityId, storeId, '2026-12-03', site);
    const slot = slots.find(
      (candidate) => new Date(candidate.start).toISOString().slice(0, 10) === '2026-12-02',
    )!;
    expect(slot.start.slice(0, 10)).toBe('2026-12-03');
    const reservation = await book(
      member,
      { activityId, storeId, start: slot.start, contact },
      { site },
    );
    // Tuesday 1 December 12:00 UTC is 23:00 in Sydney, and UTC's "tomorrow" is the booking's
    // UTC date: not the store's day before.
    await remindBookings(env, new Date('2026-12-01T12:00:00.000Z'));
    // Wednesday 2 December 08:50 in Sydney (21:50 UTC on Tuesday): not yet.
    await remindBookings(env, new Date('2026-12-01T21:50:00.000Z'));
    expect(await mailsTo(contact.email, 'bookingReminder')).toEqual([]);
    // 09:00 in Sydney: reminded.
    await remindBookings(env, new Date('2026-12-01T22:00:00.000Z'));
    const [mail, ...more] = await mailsTo(contact.email, 'bookingReminder');
    expect(more).toEqual([]);
    expect(mail.body).toContain('3 December 2026');
    expect(await remindedAt(reservation.id)).toBe('2026-12-01T22:00:00.000Z');
  });

  it('reads through the indexes (the stores aside: all of them, a few dozen rows)', async () => {
    const { contact } = await sgBooking();
    const { db, seen } = recordingDb();
    const outcome = await queueBookingReminders(db, {
      now: new Date('2026-12-02T05:00:00.000Z'),
      originFor: () => 'https://shop.example.com.sg',
    });
    expect(outcome.queued).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(contact.email, 'bookingReminder')).toHaveLength(1);
    const scans = (await tableScans(seen)).filter((scan) => !scan.startsWith('SCAN stores'));
    expect(scans).toEqual([]);
  });
});
