import { describe, expect, it } from 'vitest';
import type { ReservationAnswer, SandboxProviderOffer } from '../../../client/api/booking-contract';
import type { ApiError } from '../../../client/api/contract';
import { PASSWORD, newMember, sessionCookie } from './member-helpers';
import { call, one } from './shopper-helpers';

/**
 * The external booking provider (worker/api/booxi.ts, docs/booking.md "The external provider"):
 * the member is sent to the provider's page and comes back with a signed reference; only a
 * genuine, fresh reference of their own shows a booking.
 */

const NOW = '2026-12-01T00:00:00.000Z';
const clock = (instant = NOW) => ({ 'x-clock': instant });

async function providerService() {
  return one<{ activityId: number; storeId: number }>(
    `SELECT a.id AS activityId, x.store_id AS storeId FROM activities a
       JOIN activity_stores x ON x.activity_id = a.id
     WHERE a.country = 'sg' AND a.provider = 'booxi' ORDER BY x.store_id LIMIT 1`,
  );
}

/** A member's trip to the sandbox provider and back: the reference it returns with. */
async function bookAtProvider(member: Awaited<ReturnType<typeof newMember>>) {
  const { activityId, storeId } = await providerService();
  const started = await member.as('booxi/sessions', {
    method: 'POST',
    body: { activityId, storeId },
    headers: clock(),
  });
  expect(started.status, await started.clone().text()).toBe(201);
  const { url } = (await started.json()) as { url: string };
  const session = new URL(url, 'http://localhost').searchParams.get('session')!;
  const offer = (await (
    await call(`sandbox/booxi/offer?session=${encodeURIComponent(session)}`, { headers: clock() })
  ).json()) as SandboxProviderOffer;
  expect(offer.times.length).toBeGreaterThan(0);
  const confirmed = await call('sandbox/booxi/confirmations', {
    method: 'POST',
    body: { session, start: offer.times[0] },
    headers: clock(),
  });
  expect(confirmed.status).toBe(201);
  const { returnUrl } = (await confirmed.json()) as { returnUrl: string };
  expect(returnUrl.startsWith('/happening/services/booxi/success?reference=')).toBe(true);
  return {
    reference: new URL(returnUrl, 'http://localhost').searchParams.get('reference')!,
    start: offer.times[0],
  };
}

const back = (member: Awaited<ReturnType<typeof newMember>>, reference: string, instant = NOW) =>
  member.as('booxi/returns', { method: 'POST', body: { reference }, headers: clock(instant) });

describe('the external provider', () => {
  it('records the booking its member comes back with, once, and shows it again on a refresh', async () => {
    const member = await newMember({}, { headers: clock() });
    const { reference, start } = await bookAtProvider(member);
    const first = await back(member, reference);
    expect(first.status, await first.clone().text()).toBe(200);
    const { reservation } = (await first.json()) as ReservationAnswer;
    expect(reservation.state).toBe('confirmed');
    expect(reservation.start).toBe(start);
    expect(reservation.canReschedule).toBe(false);
    const again = (await (await back(member, reference)).json()) as ReservationAnswer;
    expect(again.reservation.id).toBe(reservation.id);
  });

  it('shows nothing for a forged, altered, expired or another member’s reference', async () => {
    const member = await newMember({}, { headers: clock() });
    const { reference } = await bookAtProvider(member);
    const other = await newMember({}, { headers: clock() });
    const [header, payload, signature] = reference.split('.');
    const altered = `${header}.${payload.slice(0, -2)}AA.${signature}`;
    for (const [who, ref, instant] of [
      [other, reference, NOW],
      [member, altered, NOW],
      [member, 'not-a-reference', NOW],
    ] as const) {
      const response = await back(who, ref, instant);
      expect(response.status).toBe(404);
      const error = (await response.json()) as ApiError;
      expect(error.data.code).toBe('BOOKING_NOT_COMPLETED');
      expect(error.message).toBe('Booking not completed, go back and try again');
    }
  });

  it('shows nothing once the reference is 30 minutes old', async () => {
    const member = await newMember({}, { headers: clock() });
    const { reference } = await bookAtProvider(member);
    const later = '2026-12-01T00:31:00.000Z';
    const signedIn = await call('auth/token', {
      method: 'POST',
      body: { grant_type: 'password', email: member.email, password: PASSWORD },
      headers: clock(later),
    });
    const response = await member.as('booxi/returns', {
      method: 'POST',
      body: { reference },
      headers: { ...clock(later), cookie: sessionCookie(signedIn) },
    });
    expect(response.status).toBe(404);
  });

  it('refuses a guest and an activity booked in store', async () => {
    const { activityId, storeId } = await providerService();
    expect(
      (await call('booxi/sessions', { method: 'POST', body: { activityId, storeId } })).status,
    ).toBe(401);
    const member = await newMember({}, { headers: clock() });
    const makeup = await one<{ id: number }>(
      "SELECT id FROM activities WHERE country = 'sg' AND provider = 'store' AND kind = 'service' LIMIT 1",
    );
    const refused = await member.as('booxi/sessions', {
      method: 'POST',
      body: { activityId: makeup.id, storeId },
      headers: clock(),
    });
    expect(refused.status).toBe(404);
  });
});
