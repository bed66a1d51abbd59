import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Offers, PricedBag } from '../../../../client/api/bag-contract';
import { SITES } from '../../../../client/lib/sites';
import { json } from '../shopper-helpers';
import { place, placement } from '../../orders/order-helpers';
import { errorOf, guest, member, promotionId, variantOn, type Shopper } from './cart-helpers';

/**
 * Promo codes through the real worker (docs/business-rules.md#promo-codes): a
 * code applies exactly (case-sensitive) and one per order; a refused code is a 422 "Sorry, the
 * promotion is invalid" with every failing reason and its figures; the wallet lists every code
 * with its state now; staff prices and codes do not combine; Gold members ship free.
 */

function apply(shopper: Shopper, code: string) {
  return shopper.call('cart/discount-coupon/', { method: 'POST', body: { code } });
}

async function reasons(response: Response): Promise<{ codes: string[]; messages: string[] }> {
  expect(response.status).toBe(422);
  const error = await errorOf(response);
  expect(error.message).toBe('Sorry, the promotion is invalid');
  expect(error.data.field).toBe('code');
  return {
    codes: error.data.reasonCodes as unknown as string[],
    messages: error.data.reasons as unknown as string[],
  };
}

describe('POST cart/discount-coupon/', () => {
  it('applies BEAUTY10: 10% off the eligible items, on the line and in the totals', async () => {
    const shopper = guest();
    const variant = await variantOn('sg');
    await shopper.add(variant.id, 2);
    const response = await apply(shopper, 'BEAUTY10');
    expect(response.status).toBe(200);
    const bag = await json<PricedBag>(response);
    const discount = Math.round((variant.price * 2) / 10);
    expect(bag.promo).toMatchObject({ code: 'BEAUTY10', status: 'applied', discount });
    expect(bag.lines[0].codeDiscount).toBe(discount);
    expect(bag.lines[0].amount).toBe(variant.price * 2 - discount);
    expect(bag.totals.discount).toBe(discount);
    // Applying it again changes nothing.
    expect((await apply(shopper, 'BEAUTY10')).status).toBe(200);
  });

  it('a code in the wrong case gets the case hint, never the stored code', async () => {
    const shopper = guest();
    await shopper.add((await variantOn('sg')).id);
    const { codes, messages } = await reasons(await apply(shopper, 'beauty10'));
    expect(codes).toEqual(['code_case_mismatch']);
    expect(messages[0]).toBe('Codes are case-sensitive: check the capital letters.');
    expect(JSON.stringify(messages)).not.toContain('BEAUTY10');
    expect((await reasons(await apply(shopper, 'NOSUCHCODE'))).codes).toEqual(['not_found']);
  });

  it('explains every failing reason with its figures', async () => {
    const shopper = guest();
    const variant = await variantOn('sg');
    await shopper.add(variant.id, 1);
    const bigSpend = await reasons(await apply(shopper, 'BIGSPEND'));
    expect(bigSpend.codes).toEqual(['min_spend']);
    const missing = SITES.sg.freeShippingMinor * 2 - variant.price;
    const dollars = (missing / 100).toFixed(missing % 100 === 0 ? 0 : 2);
    expect(bigSpend.messages[0]).toContain(`$${dollars} more on eligible items`);
    expect((await reasons(await apply(shopper, 'EXPIRED'))).codes).toEqual(['expired']);
    expect((await reasons(await apply(shopper, 'SOLDOUT'))).codes).toEqual(['fully_redeemed']);
    expect((await reasons(await apply(shopper, 'FIRSTORDER'))).codes).toEqual(['sign_in_required']);
    const house = await reasons(await apply(shopper, 'HOUSE20'));
    expect(house.codes).toEqual(['no_eligible_items']);
  });

  it('one code per order: another applicable code is refused while one is applied', async () => {
    const shopper = guest();
    await shopper.add((await variantOn('sg')).id);
    expect((await apply(shopper, 'BEAUTY10')).status).toBe(200);
    const { codes, messages } = await reasons(await apply(shopper, 'FREESHIP'));
    expect(codes).toEqual(['one_per_order']);
    expect(messages[0]).toContain('BEAUTY10');
    const id = await promotionId('sg', 'BEAUTY10');
    const removed = await shopper.call(`cart/discount-coupon/${id}`, { method: 'DELETE' });
    expect((await json<PricedBag>(removed)).promo).toBeNull();
    const shipping = await json<PricedBag>(await apply(shopper, 'FREESHIP'));
    expect(shipping.freeShipping.reason).toBe('code');
    expect(shipping.totals.shipping).toBe(0);
    expect((await shopper.call(`cart/discount-coupon/${id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
  });

  it.each([
    ['a 10,000-character code', { code: 'X'.repeat(10_000) }],
    ['an empty code', { code: '   ' }],
    ['a number', { code: 10 }],
  ])('%s is a 400 naming the field', async (_, body) => {
    const shopper = guest();
    const response = await shopper.call('cart/discount-coupon/', { method: 'POST', body });
    expect([400, 413]).toContain(response.status);
    if (response.status === 400) expect((await errorOf(response)).data.field).toBe('code');
  });

  it('a first-order code applies to a member without orders, not to one with an order', async () => {
    const fresh = await member('sg');
    await fresh.add((await variantOn('sg')).id);
    expect((await apply(fresh, 'FIRSTORDER')).status).toBe(200);
    // A member who has placed (and paid) an order through the checkout.
    const returning = await member('sg');
    await returning.add((await variantOn('sg')).id);
    const first = await place(returning, await placement(returning, 'sg'));
    expect(first.status, await first.clone().text()).toBe(201);
    await returning.add((await variantOn('sg')).id);
    expect((await reasons(await apply(returning, 'FIRSTORDER'))).codes).toEqual([
      'first_order_only',
    ]);
  });

  it('HOUSE20 takes 20% off the house brand only', async () => {
    const shopper = guest();
    const house = await variantOn('sg', { house: true });
    const other = await variantOn('sg');
    await shopper.add(house.id);
    await shopper.add(other.id);
    const bag = await json<PricedBag>(await apply(shopper, 'HOUSE20'));
    const houseLine = bag.lines.find((line) => line.variantId === house.id)!;
    const otherLine = bag.lines.find((line) => line.variantId === other.id)!;
    expect(houseLine.codeDiscount).toBe(Math.round(house.price / 5));
    expect(otherLine.codeDiscount).toBe(0);
  });
});

describe('GET cart/offers (the promo wallet)', () => {
  it('lists every listed code with its state and reasons now, the applied one first', async () => {
    const shopper = guest();
    await shopper.add((await variantOn('sg')).id);
    await apply(shopper, 'BEAUTY10');
    const { offers } = await json<Offers>(await shopper.call('cart/offers'));
    const byCode = new Map(offers.map((offer) => [offer.code, offer]));
    expect(offers[0]).toMatchObject({ code: 'BEAUTY10', status: 'applied' });
    expect(byCode.get('EXPIRED')?.reasons.map((reason) => reason.code)).toEqual(['expired']);
    expect(byCode.get('SOLDOUT')?.reasons.map((reason) => reason.code)).toEqual(['fully_redeemed']);
    expect(byCode.get('FIRSTORDER')?.reasons.map((reason) => reason.code)).toEqual([
      'sign_in_required',
    ]);
    expect(byCode.get('FREESHIP')?.reasons.map((reason) => reason.code)).toEqual(['one_per_order']);
    const bigSpend = byCode.get('BIGSPEND')!;
    expect(bigSpend.status).toBe('ineligible');
    expect(bigSpend.reasons[0].params?.missing).toBeGreaterThan(0);
    expect(offers.every((offer) => offer.title.length > 0)).toBe(true);
  });

  it('speaks the page language: Thai reasons on the Thai site', async () => {
    const shopper = guest('th');
    await shopper.add((await variantOn('th')).id);
    const response = await shopper.call('cart/offers', { site: { country: 'th', language: 'th' } });
    const { offers } = await json<Offers>(response);
    const expired = offers.find((offer) => offer.code === 'EXPIRED')!;
    expect(expired.reasons[0].message).toMatch(/หมดอายุ/);
    expect(expired.title).toMatch(/ลด 10%/);
  });
});

describe('staff prices and tiers', () => {
  it('staff see 30% off, 45% off the house brand, and a code is refused with staff_pricing', async () => {
    const staff = await member('sg', { isEmployee: true });
    const house = await variantOn('sg', { house: true });
    const other = await variantOn('sg');
    await staff.add(house.id);
    const bag = await staff.add(other.id);
    expect(bag.staff).toBe(true);
    const houseLine = bag.lines.find((line) => line.variantId === house.id)!;
    const otherLine = bag.lines.find((line) => line.variantId === other.id)!;
    expect(houseLine.staffDiscount).toBe(Math.round((house.price * 45) / 100));
    expect(otherLine.staffDiscount).toBe(Math.round((other.price * 30) / 100));
    expect((await reasons(await apply(staff, 'BEAUTY10'))).codes).toEqual(['staff_pricing']);
  });

  it('a Gold member ships free below the threshold', async () => {
    const gold = await member('sg', { tier: 'gold' });
    const cheap = await env.DB.prepare(
      `SELECT v.id FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg'
       JOIN products p ON p.id = v.product_id
       WHERE o.price_minor < 3000 AND o.stock > 5 AND p.launch_at IS NULL AND p.priority_tier IS NULL
       ORDER BY v.id LIMIT 1`,
    ).first<{ id: number }>();
    const bag = await gold.add(cheap!.id);
    expect(bag.freeShipping.reason).toBe('gold');
    expect(bag.totals.shipping).toBe(0);
  });
});
