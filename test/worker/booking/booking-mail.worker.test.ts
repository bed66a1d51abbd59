import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../client/lib/format';
import { bookingMailStatements } from '../../../worker/booking/booking-mail';
import { newMember } from '../api/member-helpers';
import { call } from '../api/shopper-helpers';
import {
  book,
  calendarEvent,
  clock,
  contactFor,
  icalUtc,
  mailsTo,
  NOW,
  serviceAt,
  slotsOf,
} from './booking-helpers';

/**
 * A booking's mails (worker/booking/booking-mail.ts, docs/booking.md "Mails and the calendar
 * file"): queued in the batch of the change, with the calendar file, only when the change
 * happened.
 */

describe('the confirmation mail', () => {
  it('is queued with the booking: its details, its links and its calendar file', async () => {
    const { storeId, activityId } = await serviceAt('sg-flagship');
    const member = await newMember({}, { headers: clock() });
    const contact = contactFor();
    const [slot] = await slotsOf(activityId, storeId, '2026-12-02');
    const reservation = await book(member, {
      activityId,
      storeId,
      start: slot.start,
      contact,
    });

    const [mail, ...others] = await mailsTo(contact.email);
    expect(others).toEqual([]);
    expect(mail.kind).toBe('bookingConfirmed');
    expect(mail.subject).toBe(`Your booking ${reservation.confirmationNumber} is confirmed`);
    const lines = mail.body.split('\n');
    expect(lines).toContain(`Confirmation number: ${reservation.confirmationNumber}`);
    expect(lines).toContain(`Booking: ${reservation.activity.name}`);
    expect(lines).toContain(`Duration: ${reservation.durationMinutes} minutes`);
    expect(lines).toContain(`Artist: ${reservation.artist!.name}`);
    expect(lines).toContain(`Store: ${reservation.store.name}, ${reservation.store.address}`);
    expect(lines).toContain(`Price: ${formatMoney(reservation.price!, 'SGD', 'en-SG')}`);
    // The store's local time, as the reader's language writes it (10:00 in Singapore).
    const local = slot.start.slice(11, 16);
    const when = lines.find((line) => line.startsWith('When: '))!;
    expect(when).toContain('2 December 2026');
    expect(when.replace(/\s/g, ' ')).toContain(
      `${Number(local.slice(0, 2)) % 12 || 12}:${local.slice(3)}`,
    );
    // The links carry the booking's id, known only once the batch ran.
    expect(lines).toContain(`http://localhost/happening/services/reschedule/${reservation.id}`);
    expect(lines).toContain(`http://localhost/happening/services/cancel/${reservation.id}`);

    const [file] = mail.attachments;
    expect(file.filename).toBe(`booking-${reservation.confirmationNumber}.ics`);
    expect(file.contentType).toMatch(/^text\/calendar/);
    const event = calendarEvent(file.content);
    expect(event.UID).toBe(`${reservation.confirmationNumber}@storefront`);
    expect(event.DTSTART).toBe(icalUtc(slot.start));
    expect(event.DTEND).toBe(icalUtc(reservation.end));
    // 10:00 in Singapore is 02:00 UTC: the file's instant is the booking's local start.
    expect(new Date(reservation.start).getTime()).toBe(new Date(slot.start).getTime());
    expect(event.SUMMARY).toBe(reservation.activity.name);
    expect(event.LOCATION).toBe(`${reservation.store.name}, ${reservation.store.address}`);
    expect(event.DESCRIPTION).toContain(reservation.confirmationNumber);
    expect(event.SEQUENCE).toBe('1');
    expect(event.STATUS).toBe('CONFIRMED');
  });

  it('is written in the booking site’s language (Thai, Buddhist-era date, baht)', async () => {
    const { storeId, activityId } = await serviceAt('th-flagship');
    const site = { country: 'th', language: 'th' } as const;
    const member = await newMember({}, { headers: clock() });
    const contact = contactFor('+66 81 234 5678');
    const [slot] = await slotsOf(activityId, storeId, '2026-12-02', site);
    const reservation = await book(
      member,
      { activityId, storeId, start: slot.start, contact },
      { site },
    );
    const [mail] = await mailsTo(contact.email, 'bookingConfirmed');
    expect(mail.language).toBe('th');
    expect(mail.subject).toContain(reservation.confirmationNumber);
    expect(mail.body).toMatch(/\p{Script=Thai}/u);
    expect(mail.body).toContain('2569');
    expect(mail.body).toContain('฿');
    // Thai is the Thai site's own language: no language in its links.
    expect(mail.body.split('\n')).toContain(
      `http://localhost/happening/services/cancel/${reservation.id}`,
    );
  });
});

describe('the mails of a change', () => {
  it('reschedule and cancel queue theirs: SEQUENCE rises, the cancelled file says so', async () => {
    const { storeId, activityId } = await serviceAt('sg-flagship');
    const member = await newMember({}, { headers: clock() });
    const contact = contactFor();
    const slots = await slotsOf(activityId, storeId, '2026-12-04');
    const booked = await book(member, {
      activityId,
      storeId,
      start: slots[0].start,
      contact,
    });
    const later = slots[slots.length - 1];
    const moved = await member.as(`reservation-service/${booked.id}`, {
      method: 'PATCH',
      body: { start: later.start },
      headers: clock(),
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    const cancelled = await member.as(`reservation-service/${booked.id}`, {
      method: 'DELETE',
      headers: clock(),
    });
    expect(cancelled.status).toBe(200);

    const mails = await mailsTo(contact.email);
    expect(mails.map((mail) => mail.kind)).toEqual([
      'bookingConfirmed',
      'bookingRescheduled',
      'bookingCancelled',
    ]);
    const [first, second, third] = mails.map((mail) => calendarEvent(mail.attachments[0].content));
    expect(new Set([first.UID, second.UID, third.UID]).size).toBe(1);
    expect([first.SEQUENCE, second.SEQUENCE, third.SEQUENCE]).toEqual(['1', '2', '3']);
    expect(second.DTSTART).toBe(icalUtc(later.start));
    expect(second.STATUS).toBe('CONFIRMED');
    expect(third.STATUS).toBe('CANCELLED');
    expect(mails[1].body).toContain(`/happening/services/reschedule/${booked.id}`);
    // A cancelled booking can be neither moved nor cancelled: its mail has no links.
    expect(mails[2].body).not.toContain('/happening/');
    expect(mails[2].subject).toBe(`Your booking ${booked.confirmationNumber} is cancelled`);
  });

  it('two cancels at once: one cancels, one mail', async () => {
    const { storeId, activityId } = await serviceAt('sg-flagship');
    const member = await newMember({}, { headers: clock() });
    const contact = contactFor();
    const [slot] = await slotsOf(activityId, storeId, '2026-12-07');
    const booked = await book(member, { activityId, storeId, start: slot.start, contact });
    const answers = await Promise.all(
      [0, 1].map(() =>
        member.as(`reservation-service/${booked.id}`, { method: 'DELETE', headers: clock() }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await mailsTo(contact.email, 'bookingCancelled')).toHaveLength(1);
  });

  it('reschedule racing cancel: a mail for each change that happened, none for a refusal', async () => {
    const { storeId, activityId } = await serviceAt('sg-flagship');
    const member = await newMember({}, { headers: clock() });
    const contact = contactFor();
    const slots = await slotsOf(activityId, storeId, '2026-12-10');
    const booked = await book(member, { activityId, storeId, start: slots[0].start, contact });
    const [moved, cancelled] = await Promise.all([
      member.as(`reservation-service/${booked.id}`, {
        method: 'PATCH',
        body: { start: slots[slots.length - 1].start },
        headers: clock(),
      }),
      member.as(`reservation-service/${booked.id}`, { method: 'DELETE', headers: clock() }),
    ]);
    expect(cancelled.status).toBe(200);
    const kinds = (await mailsTo(contact.email)).map((mail) => mail.kind);
    expect(kinds).toEqual(
      moved.status === 200
        ? ['bookingConfirmed', 'bookingRescheduled', 'bookingCancelled']
        : ['bookingConfirmed', 'bookingCancelled'],
    );
  });

  it('the same key twice at once books once and mails once', async () => {
    const { storeId, activityId } = await serviceAt('sg-flagship');
    const member = await newMember({}, { headers: clock() });
    const contact = contactFor();
    const [slot] = await slotsOf(activityId, storeId, '2026-12-11');
    const key = crypto.randomUUID();
    const questions = await call(`booking-service/questions/${activityId}`);
    const { items } = (await questions.json()) as {
      items: { code: string; required: boolean; options: { value: string }[] }[];
    };
    const answers = Object.fromEntries(
      items
        .filter((question) => question.required)
        .map((question) => [question.code, question.options[0]?.value ?? 'Notes']),
    );
    const body = { activityId, storeId, start: slot.start, artistId: null, contact, answers };
    const responses = await Promise.all(
      [0, 1].map(() =>
        member.as('reservation-service/create', {
          method: 'POST',
          body,
          headers: { ...clock(), 'idempotency-key': key },
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201]);
    expect(await mailsTo(contact.email, 'bookingConfirmed')).toHaveLength(1);
  });

  it('a change that lost its race queues nothing (the guard does not hold)', async () => {
    const { storeId, activityId } = await serviceAt('sg-flagship');
    const member = await newMember({}, { headers: clock() });
    const contact = contactFor();
    const [slot] = await slotsOf(activityId, storeId, '2026-12-07');
    const booked = await book(member, { activityId, storeId, start: slot.start, contact });
    // The cancel's mail as manage.ts queues it, after an UPDATE that did not take the row (the
    // booking is still at version 1, confirmed): its guard names a state the row is not in.
    const statements = bookingMailStatements(env.DB, {
      kind: 'cancelled',
      reservation: { ...booked, state: 'cancelled', canCancel: false, canReschedule: false },
      country: 'sg',
      language: 'en',
      origin: 'https://shop.example.com.sg',
      now: new Date(NOW),
      guard: { reservationId: booked.id, version: 2, state: 'cancelled', updatedAt: NOW },
    });
    const [inserted] = await env.DB.batch(statements);
    expect(inserted.meta.changes).toBe(0);
    expect(await mailsTo(contact.email, 'bookingCancelled')).toEqual([]);
  });
});

describe('GET reservation-service/{id}/calendar.ics', () => {
  it('gives the owner the file; anyone else a 404, a guest a 401', async () => {
    const { storeId, activityId } = await serviceAt('sg-flagship');
    const member = await newMember({}, { headers: clock() });
    const [slot] = await slotsOf(activityId, storeId, '2026-12-08');
    const booked = await book(member, {
      activityId,
      storeId,
      start: slot.start,
      contact: contactFor(),
    });
    const path = `reservation-service/${booked.id}/calendar.ics`;
    const response = await member.as(path, { headers: clock() });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="booking-${booked.confirmationNumber}.ics"`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const event = calendarEvent(await response.text());
    expect(event.UID).toBe(`${booked.confirmationNumber}@storefront`);
    expect(event.DTSTART).toBe(icalUtc(slot.start));
    expect(event.STATUS).toBe('CONFIRMED');

    // Cancelled: the same event, a later SEQUENCE, CANCELLED.
    await member.as(`reservation-service/${booked.id}`, { method: 'DELETE', headers: clock() });
    const after = calendarEvent(await (await member.as(path, { headers: clock() })).text());
    expect(after.STATUS).toBe('CANCELLED');
    expect(after.SEQUENCE).toBe('2');

    const other = await newMember({}, { headers: clock() });
    const refused = await other.as(path, { headers: clock() });
    expect(refused.status).toBe(404);
    expect(refused.headers.get('content-type')).toMatch(/json/);
    expect((await call(path, { headers: clock() })).status).toBe(401);
    const malformed = await member.as(`reservation-service/x/calendar.ics`, { headers: clock() });
    expect(malformed.status).toBe(400);
  });

  it('the acknowledgement mail’s file matches the endpoint’s event', async () => {
    const { storeId, activityId } = await serviceAt('sg-flagship');
    const member = await newMember({}, { headers: clock() });
    const contact = contactFor();
    const [slot] = await slotsOf(activityId, storeId, '2026-12-09');
    const reservation = await book(member, { activityId, storeId, start: slot.start, contact });
    const [mail] = await mailsTo(contact.email);
    const fromMail = calendarEvent(mail.attachments[0].content);
    const fromEndpoint = calendarEvent(
      await (
        await member.as(`reservation-service/${reservation.id}/calendar.ics`, {
          headers: clock(),
        })
      ).text(),
    );
    for (const name of ['UID', 'DTSTART', 'DTEND', 'SUMMARY', 'LOCATION', 'SEQUENCE'])
      expect(fromEndpoint[name], name).toBe(fromMail[name]);
  });
});
