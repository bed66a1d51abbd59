import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Offers, PricedBag, PromoState } from '../../../client/api/bag-contract';
import type { ReservationAnswer } from '../../../client/api/booking-contract';
import { shopperWith, variantOn, type Shopper } from '../api/cart/cart-helpers';
import { newMember } from '../api/member-helpers';
import { BUYABLE, call, json, one } from '../api/shopper-helpers';
import { book, contactFor, serviceAt, slotsOf } from '../booking/booking-helpers';
import { newKey, place, placement } from '../orders/order-helpers';

/**
 * Service value through the real worker (docs/booking.md "Service value",
 * docs/business-rules.md#personal-vouchers): a paid service booked for today puts a one-use
 * code worth its price in the member's wallet, for products, that day on the site's calendar.
 * Every call is made at one instant (X-Clock), so "today" is fixed.
 */

/** Tuesday 1 December 2026, 08:00 in Singapore. */
const NOW = '2026-12-01T00:00:00.000Z';
const clock = { 'x-clock': NOW };

type Booker = Shopper & { id: number; email: string; cookie: string };

/** A new member on SG whose every call is made at NOW. */
async function booker(): Promise<Booker> {
  const member = await newMember({}, { headers: clock });
  const shopper = shopperWith({ headers: { cookie: member.cookie, ...clock } }, 'sg');
  return { ...shopper, id: member.id, email: member.email, cookie: member.cookie };
}

/** The member's booking at `start` made by the sandbox (any time, the first artist). */
async function sandboxBooking(
  member: Booker,
  activity: { activityId: number; storeId: number },
  start: string,
) {
  const response = await call('sandbox/reservations', {
    method: 'POST',
    body: { email: member.email, ...activity, start },
    headers: clock,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as ReservationAnswer).reservation;
}

async function wallet(member: Shopper): Promise<PromoState[]> {
  const response = await member.call('cart/offers');
  expect(response.status).toBe(200);
  return (await json<Offers>(response)).offers;
}

const valueIn = (offers: PromoState[], number: string) =>
  offers.find((offer) => offer.code === `SV-${number}`);

const apply = (member: Shopper, code: string) =>
  member.call('cart/discount-coupon/', { method: 'POST', body: { code } });

const stored = (reservationId: number) =>
  env.DB.prepare(
    `SELECT code, kind, value, account_id, starts_at, ends_at, usage_limit, used_count, listed
     FROM promotions WHERE reservation_id = ?1`,
  )
    .bind(reservationId)
    .first<{
      code: string;
      kind: string;
      value: number;
      account_id: number;
      starts_at: string;
      ends_at: string;
      usage_limit: number;
      used_count: number;
      listed: number;
    }>();

/** A free service (not app-only, not the provider's) of the store. */
async function freeServiceAt(slug: string) {
  const store = await one<{ id: number }>('SELECT id FROM stores WHERE slug = ?1', slug);
  const activity = await one<{ id: number }>(
    `SELECT a.id FROM activities a JOIN activity_stores s ON s.activity_id = a.id AND s.store_id = ?1
     WHERE a.kind = 'service' AND a.price IS NULL AND a.app_only = 0 AND a.provider = 'store'
     ORDER BY a.position LIMIT 1`,
    store.id,
  );
  return { storeId: store.id, activityId: activity.id };
}

/** The cheapest buyable, discountable variant on SG (below any service's price). */
async function cheapVariant() {
  return one<{ id: number; price: number }>(
    `SELECT v.id, o.price_minor AS price FROM variants v
     JOIN products p ON p.id = v.product_id
     JOIN brands b ON b.id = p.brand_id
     JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg'
     WHERE o.stock >= 20 AND v.max_per_order = 6 AND p.is_limited = 0 AND ${BUYABLE}
       AND p.non_discountable = 0 AND p.cnc_only = 0 AND b.is_house_brand = 0
       AND NOT EXISTS (SELECT 1 FROM brand_limits bl WHERE bl.brand_id = p.brand_id AND bl.country = 'sg')
       AND NOT EXISTS (SELECT 1 FROM bundle_items bi WHERE bi.variant_id = v.id)
     ORDER BY o.price_minor, v.id LIMIT 1`,
  );
}

const priceOf = async (activityId: number) =>
  (await one<{ price: number }>('SELECT price FROM activities WHERE id = ?1', activityId)).price;

describe('a paid service today', () => {
  it('puts a code worth its price in the member’s wallet, applied to products, capped at them', async () => {
    const member = await booker();
    const makeup = await serviceAt('sg-flagship');
    const price = await priceOf(makeup.activityId);
    // 14:00 in Singapore today.
    const reservation = await sandboxBooking(member, makeup, '2026-12-01T14:00:00+08:00');
    const row = await stored(reservation.id);
    expect(row).toMatchObject({
      code: `SV-${reservation.confirmationNumber}`,
      kind: 'amount',
      value: price,
      account_id: member.id,
      usage_limit: 1,
      used_count: 0,
      listed: 1,
      // The whole site day in Singapore.
      starts_at: '2026-11-30T16:00:00.000Z',
      ends_at: '2026-12-01T16:00:00.000Z',
    });

    // The bag empty: listed, with its reason.
    const empty = valueIn(await wallet(member), reservation.confirmationNumber);
    expect(empty).toMatchObject({ status: 'ineligible', kind: 'amount' });
    expect(empty!.title).toBe(`Service value of booking ${reservation.confirmationNumber}`);
    expect(empty!.reasons.map((reason) => reason.code)).toEqual(['no_eligible_items']);

    // One cheap item: the code takes its whole price and no more (never more than the products).
    const cheap = await cheapVariant();
    expect(cheap.price).toBeLessThan(price);
    await member.add(cheap.id, 1);
    const listed = valueIn(await wallet(member), reservation.confirmationNumber)!;
    expect(listed).toMatchObject({ status: 'applicable', discount: cheap.price });
    const applied = await apply(member, listed.code);
    expect(applied.status, await applied.clone().text()).toBe(200);
    const bag = await json<PricedBag>(await member.call('cart/'));
    expect(bag.totals.discount).toBe(cheap.price);
    // Shipping is not the code's: it is still charged (or free by the threshold's own rule).
    expect(bag.totals.total).toBe(bag.totals.shipping);

    // More products than the price: the code takes the price.
    const variant = await variantOn('sg', { stock: 20 });
    await member.add(variant.id, Math.max(1, Math.ceil((price + 1) / variant.price)));
    const fuller = await json<PricedBag>(await member.call('cart/'));
    expect(fuller.totals.discount).toBe(price);
  });

  it('through reservation-service/create too; another member never sees it', async () => {
    const member = await newMember({}, { headers: clock });
    const makeup = await serviceAt('sg-flagship');
    const [slot] = await slotsOf(makeup.activityId, makeup.storeId, '2026-12-01');
    const reservation = await book(member, { ...makeup, start: slot.start, contact: contactFor() });
    const row = await stored(reservation.id);
    expect(row).toMatchObject({
      code: `SV-${reservation.confirmationNumber}`,
      value: await priceOf(makeup.activityId),
      account_id: member.id,
    });
    const other = await booker();
    expect(valueIn(await wallet(other), reservation.confirmationNumber)).toBeUndefined();
    await other.add((await variantOn('sg')).id);
    expect((await apply(other, row!.code)).status).toBe(422);
  });

  it('a free service gives none', async () => {
    const member = await booker();
    const free = await freeServiceAt('sg-flagship');
    const reservation = await sandboxBooking(member, free, '2026-12-01T20:00:00+08:00');
    expect(await stored(reservation.id)).toBeNull();
    expect((await wallet(member)).some((offer) => offer.code.startsWith('SV-'))).toBe(false);
  });
});

describe('on another day', () => {
  it('is listed with the day it is redeemable on, and refused when applied', async () => {
    const member = await booker();
    const makeup = await serviceAt('sg-flagship');
    // Thursday 3 December in Singapore.
    const reservation = await sandboxBooking(member, makeup, '2026-12-03T11:00:00+08:00');
    await member.add((await variantOn('sg', { stock: 20 })).id, 1);
    const listed = valueIn(await wallet(member), reservation.confirmationNumber)!;
    expect(listed.status).toBe('ineligible');
    expect(listed.reasons).toEqual([
      { code: 'redeemable_on', message: 'Redeemable on 3 Dec 2026 only, the day of your service.' },
    ]);
    const refused = await apply(member, listed.code);
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Redeemable on 3 Dec 2026 only');
  });

  it('in Hong Kong’s Chinese: the title and the day, no spaces around inserted values', async () => {
    const member = await booker();
    const hk = { country: 'hk' as const, language: 'zh' as const };
    const makeup = await serviceAt('hk-flagship');
    const response = await call('sandbox/reservations', {
      method: 'POST',
      site: hk,
      body: { email: member.email, ...makeup, start: '2026-12-04T11:00:00+08:00' },
      headers: clock,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const { reservation } = (await response.json()) as ReservationAnswer;
    const offers = await member.call('cart/offers', { site: hk });
    const listed = valueIn((await json<Offers>(offers)).offers, reservation.confirmationNumber)!;
    expect(listed.title).toBe(`預約${reservation.confirmationNumber}的服務費用抵用額`);
    expect(listed.reasons[0]).toEqual({
      code: 'redeemable_on',
      message: expect.stringMatching(/^只限於您的服務當日2026年12月4日使用。$/),
    });
  });

  it('once its day is over it leaves the wallet, and typed it names its day', async () => {
    const member = await booker();
    const makeup = await serviceAt('sg-flagship');
    // Yesterday in Singapore (the sandbox books the past).
    const reservation = await sandboxBooking(member, makeup, '2026-11-30T15:00:00+08:00');
    await member.add((await variantOn('sg', { stock: 20 })).id, 1);
    expect(valueIn(await wallet(member), reservation.confirmationNumber)).toBeUndefined();
    const refused = await apply(member, `SV-${reservation.confirmationNumber}`);
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Redeemable on 30 Nov 2026 only');
  });

  it('a booking late at night in Singapore counts on Singapore’s day, not UTC’s', async () => {
    const member = await booker();
    const makeup = await serviceAt('sg-flagship');
    // 07:45 on 2 December in Singapore is 23:45 UTC on the 1st: Singapore's 2nd it is.
    const reservation = await sandboxBooking(member, makeup, '2026-12-02T07:45:00+08:00');
    const row = await stored(reservation.id);
    expect(row).toMatchObject({
      starts_at: '2026-12-01T16:00:00.000Z',
      ends_at: '2026-12-02T16:00:00.000Z',
    });
  });
});

describe('a cancelled booking', () => {
  it('gives none: gone from the wallet, refused when typed, and a bag that had it cannot place it', async () => {
    const member = await booker();
    const makeup = await serviceAt('sg-flagship');
    const reservation = await sandboxBooking(member, makeup, '2026-12-01T12:00:00+08:00');
    await member.add((await variantOn('sg', { stock: 20 })).id, 1);
    const code = `SV-${reservation.confirmationNumber}`;
    expect((await apply(member, code)).status).toBe(200);
    const body = await placement(member, 'sg');

    const cancelled = await member.call(`reservation-service/${reservation.id}`, {
      method: 'DELETE',
    });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect(await stored(reservation.id)).toMatchObject({
      usage_limit: 0,
      used_count: 0,
      listed: 0,
      starts_at: '2026-11-30T16:00:00.000Z',
      ends_at: '2026-11-30T16:00:00.000Z',
    });
    // Only the applied code is still shown (as the bag's own), and it no longer applies.
    const shown = valueIn(await wallet(member), reservation.confirmationNumber);
    expect(shown?.status).toBe('ineligible');
    const refused = await place(member, body);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect((await stored(reservation.id))?.used_count).toBe(0);
    // Removed, it is not listed again, and typing it is refused.
    const removed = await member.call(`cart/discount-coupon/${shown!.id}`, { method: 'DELETE' });
    expect(removed.status, await removed.clone().text()).toBe(200);
    expect(valueIn(await wallet(member), reservation.confirmationNumber)).toBeUndefined();
    expect((await apply(member, code)).status).toBe(422);
  });
});

describe('a cancel racing a placement', () => {
  it('either the order used it before the cancel, or the placement is refused: never both', async () => {
    const member = await booker();
    const makeup = await serviceAt('sg-flagship');
    const reservation = await sandboxBooking(member, makeup, '2026-12-01T21:00:00+08:00');
    await member.add((await variantOn('sg', { stock: 20 })).id, 1);
    expect((await apply(member, `SV-${reservation.confirmationNumber}`)).status).toBe(200);
    const body = await placement(member, 'sg');
    const [placedAnswer, cancelled] = await Promise.all([
      place(member, body),
      member.call(`reservation-service/${reservation.id}`, { method: 'DELETE' }),
    ]);
    expect(cancelled.status).toBe(200);
    const row = await stored(reservation.id);
    const { results: orders } = await env.DB.prepare(
      `SELECT o.number FROM orders o JOIN promotions p ON p.id = o.promotion_id
       WHERE p.reservation_id = ?1`,
    )
      .bind(reservation.id)
      .all();
    // Withdrawn either way: no use left, an empty window.
    expect(row).toMatchObject({ listed: 0, ends_at: row!.starts_at });
    if (placedAnswer.status < 300) {
      expect(orders).toHaveLength(1);
      expect(row).toMatchObject({ used_count: 1, usage_limit: 1 });
    } else {
      expect(orders).toHaveLength(0);
      expect(row).toMatchObject({ used_count: 0, usage_limit: 0 });
    }
  });
});

describe('one use', () => {
  it('placement takes it once: two placements at once use it once, and it is not usable again', async () => {
    const member = await booker();
    const makeup = await serviceAt('sg-flagship');
    const reservation = await sandboxBooking(member, makeup, '2026-12-01T16:00:00+08:00');
    const variant = await variantOn('sg', { stock: 20 });
    await member.add(variant.id, 1);
    const code = `SV-${reservation.confirmationNumber}`;
    expect((await apply(member, code)).status).toBe(200);
    const body = await placement(member, 'sg');
    const [first, second] = await Promise.all([
      place(member, body, newKey()),
      place(member, body, newKey()),
    ]);
    const answers = [first, second].filter((response) => response.status < 300);
    expect(answers.length).toBeGreaterThanOrEqual(1);
    const { results: orders } = await env.DB.prepare(
      `SELECT o.number FROM orders o JOIN promotions p ON p.id = o.promotion_id
       WHERE p.reservation_id = ?1`,
    )
      .bind(reservation.id)
      .all<{ number: string }>();
    expect(orders).toHaveLength(1);
    expect(await stored(reservation.id)).toMatchObject({ used_count: 1, usage_limit: 1 });
    const { results: redemptions } = await env.DB.prepare(
      `SELECT r.order_id FROM promotion_redemptions r JOIN promotions p ON p.id = r.promotion_id
       WHERE p.reservation_id = ?1`,
    )
      .bind(reservation.id)
      .all();
    expect(redemptions).toHaveLength(1);

    // Used: listed with its reason, refused when applied again.
    await member.add(variant.id, 1);
    const listed = valueIn(await wallet(member), reservation.confirmationNumber)!;
    expect(listed.status).toBe('ineligible');
    expect(listed.reasons.map((reason) => reason.code)).toEqual([
      'fully_redeemed',
      'already_redeemed',
    ]);
    expect((await apply(member, code)).status).toBe(422);
  });

  it('two uses taken at once in two batches: the second is refused by the CHECK', async () => {
    const member = await booker();
    const makeup = await serviceAt('sg-flagship');
    const reservation = await sandboxBooking(member, makeup, '2026-12-01T18:30:00+08:00');
    const take = () =>
      env.DB.prepare('UPDATE promotions SET used_count = used_count + 1 WHERE reservation_id = ?1')
        .bind(reservation.id)
        .run();
    const outcomes = await Promise.allSettled([take(), take()]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect((await stored(reservation.id))?.used_count).toBe(1);
  });
});

describe('a rescheduled booking', () => {
  it('moves its value to the new day', async () => {
    const member = await newMember({}, { headers: clock });
    const makeup = await serviceAt('sg-flagship');
    const [slot] = await slotsOf(makeup.activityId, makeup.storeId, '2026-12-01');
    const reservation = await book(member, { ...makeup, start: slot.start, contact: contactFor() });
    const [later] = await slotsOf(makeup.activityId, makeup.storeId, '2026-12-04');
    const moved = await member.as(`reservation-service/${reservation.id}`, {
      method: 'PATCH',
      body: { start: later.start },
      headers: clock,
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(await stored(reservation.id)).toMatchObject({
      starts_at: '2026-12-03T16:00:00.000Z',
      ends_at: '2026-12-04T16:00:00.000Z',
      usage_limit: 1,
    });
  });
});
