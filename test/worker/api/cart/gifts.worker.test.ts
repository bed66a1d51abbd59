import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { GiftOffer, Preview, PricedBag, Samples } from '../../../../client/api/bag-contract';
import { SITES } from '../../../../client/lib/sites';
import { call, json } from '../shopper-helpers';
import { errorOf, guest, member, newDevice, signIn, variantOn, type Shopper } from './cart-helpers';

/**
 * Samples, gifts with purchase, the gift-removal preview and sign-in adoption through the real
 * worker (docs/business-rules.md#samples, #gifts-with-purchase): up to two samples; a spend offer's
 * gifts are chosen 0..max, kept but inactive below the threshold and back above it; a change
 * that would drop a gift is previewed first.
 */

async function spendOffer(country = 'sg') {
  return (await env.DB.prepare(
    "SELECT id, threshold_minor FROM gift_offers WHERE country = ?1 AND trigger_kind = 'spend'",
  )
    .bind(country)
    .first<{ id: number; threshold_minor: number }>())!;
}

/** Adds units of a variant until the bag's merchandise reaches `amount`. */
async function spendAtLeast(shopper: Shopper, amount: number): Promise<PricedBag> {
  let bag = await shopper.bag();
  for (let offset = 0; bag.totals.total - bag.totals.shipping < amount; offset += 1) {
    const variant = await variantOn('sg', { offset: 20 + offset });
    bag = await shopper.add(
      variant.id,
      Math.min(6, Math.ceil((amount - (bag.totals.total - bag.totals.shipping)) / variant.price)),
    );
  }
  return bag;
}

describe('samples', () => {
  it('lists the site samples; chooses up to 2; the sample lines come with merchandise', async () => {
    const shopper = guest();
    const listed = await json<Samples>(await shopper.call('cart/samples'));
    expect(listed.samples).toHaveLength(8);
    expect(listed.max).toBe(2);
    const available = listed.samples.filter((sample) => !sample.fullyRedeemed);
    expect(available).toHaveLength(7);
    const choice = {
      samples: available.slice(0, 2).map((sample) => ({ sampleId: sample.id, quantity: 1 })),
    };
    const chosen = await json<PricedBag>(
      await shopper.call('cart/samples', { method: 'POST', body: choice }),
    );
    expect(chosen.samples.chosen).toBe(2);
    // No merchandise yet: the choice is kept, no sample line.
    expect(chosen.lines).toEqual([]);
    const bag = await shopper.add((await variantOn('sg')).id);
    expect(bag.lines.filter((line) => line.kind === 'sample').map((line) => line.amount)).toEqual([
      0, 0,
    ]);
    expect(bag.totals.total - bag.totals.shipping).toBe(bag.lines[0].amount);
  });

  it('refuses a third sample, a fully redeemed one ("samples or rewards not available") and an unknown one', async () => {
    const shopper = guest();
    const { samples } = await json<Samples>(await shopper.call('cart/samples'));
    const open = samples.filter((sample) => !sample.fullyRedeemed);
    const three = await shopper.call('cart/samples', {
      method: 'POST',
      body: { samples: open.slice(0, 3).map((sample) => ({ sampleId: sample.id, quantity: 1 })) },
    });
    expect(three.status).toBe(400);
    const double = open.find((sample) => sample.maxCount === 2)!;
    const tooMany = await shopper.call('cart/samples', {
      method: 'POST',
      body: {
        samples: [
          { sampleId: double.id, quantity: 2 },
          { sampleId: open.find((sample) => sample.id !== double.id)!.id, quantity: 1 },
        ],
      },
    });
    expect(tooMany.status).toBe(422);
    expect((await errorOf(tooMany)).data.field).toBe('samples');
    const redeemed = samples.find((sample) => sample.fullyRedeemed)!;
    const out = await shopper.call('cart/samples', {
      method: 'POST',
      body: { samples: [{ sampleId: redeemed.id, quantity: 1 }] },
    });
    expect(out.status).toBe(409);
    expect((await errorOf(out)).message).toBe('Samples or rewards not available');
    const foreign = await env.DB.prepare(
      "SELECT id FROM samples WHERE country = 'th' LIMIT 1",
    ).first<{
      id: number;
    }>();
    const unknown = await shopper.call('cart/samples', {
      method: 'POST',
      body: { samples: [{ sampleId: foreign!.id, quantity: 1 }] },
    });
    expect(unknown.status).toBe(404);
    expect((await json<Samples>(await shopper.call('cart/samples'))).chosen).toBe(0);
  });
});

describe('gifts with purchase', () => {
  it('an offer below its threshold says how much is missing; above it the gifts are chosen 0..max', async () => {
    const shopper = guest();
    const offer = await spendOffer();
    expect(offer.threshold_minor).toBe(SITES.sg.freeShippingMinor * 2);
    const variant = await variantOn('sg');
    await shopper.add(variant.id);
    const below = await json<GiftOffer>(await shopper.call(`multiple-gwps/${offer.id}`));
    expect(below.active).toBe(false);
    expect(below.gifts).toHaveLength(3);
    expect(below.maxChoices).toBe(2);
    expect(below.reasons[0]).toMatchObject({
      code: 'min_spend',
      params: { missing: offer.threshold_minor - variant.price },
    });
    const early = await shopper.call(`multiple-gwps/${offer.id}`, {
      method: 'POST',
      body: { gifts: [{ variantId: below.gifts[0].variantId, quantity: 1 }] },
    });
    expect(early.status).toBe(422);
    expect((await errorOf(early)).data.code).toBe('OFFER_INACTIVE');

    await spendAtLeast(shopper, offer.threshold_minor);
    const tooMany = await shopper.call(`multiple-gwps/${offer.id}`, {
      method: 'POST',
      body: { gifts: below.gifts.map((gift) => ({ variantId: gift.variantId, quantity: 1 })) },
    });
    expect(tooMany.status).toBe(422);
    expect((await errorOf(tooMany)).data.field).toBe('gifts');
    const chosen = await json<PricedBag>(
      await shopper.call(`multiple-gwps/${offer.id}`, {
        method: 'POST',
        body: { gifts: [{ variantId: below.gifts[0].variantId, quantity: 2 }] },
      }),
    );
    const giftLines = chosen.lines.filter((line) => line.kind === 'gift');
    expect(giftLines).toMatchObject([
      { variantId: below.gifts[0].variantId, quantity: 2, amount: 0 },
    ]);
  });

  it('a change that drops below the threshold is previewed; the gift goes inactive and comes back', async () => {
    const shopper = guest();
    const offer = await spendOffer();
    let bag = await spendAtLeast(shopper, offer.threshold_minor);
    const { gifts } = await json<GiftOffer>(await shopper.call(`multiple-gwps/${offer.id}`));
    await shopper.call(`multiple-gwps/${offer.id}`, {
      method: 'POST',
      body: { gifts: [{ variantId: gifts[1].variantId, quantity: 1 }] },
    });
    const last = bag.lines.filter((line) => line.kind === 'product').at(-1)!;
    const preview = await json<Preview>(
      await shopper.call('cart/preview-change', {
        method: 'POST',
        body: { lineId: Number(last.id), quantity: 0 },
      }),
    );
    expect(preview.gifts.map((gift) => gift.id)).toContain(offer.id);
    bag = await json<PricedBag>(
      await shopper.call(`cart/line-items/${last.id}`, { method: 'DELETE' }),
    );
    expect(bag.lines.some((line) => line.kind === 'gift')).toBe(false);
    const state = bag.gifts.find((entry) => entry.id === offer.id)!;
    expect(state.active).toBe(false);
    expect(state.chosen).toEqual([{ variantId: gifts[1].variantId, quantity: 1 }]);
    bag = await spendAtLeast(shopper, offer.threshold_minor);
    expect(bag.lines.filter((line) => line.kind === 'gift').map((line) => line.variantId)).toEqual([
      gifts[1].variantId,
    ]);
  });

  it('an unknown offer is the spec\'s "Offer not found"', async () => {
    const response = await guest().call('multiple-gwps/999999');
    expect(response.status).toBe(404);
  });
});

describe('a choice names each item once', () => {
  it('the same gift twice is a 400 naming the repeat, and the choice stays as it was', async () => {
    const shopper = guest();
    const offer = await spendOffer();
    await spendAtLeast(shopper, offer.threshold_minor);
    const { gifts } = await json<GiftOffer>(await shopper.call(`multiple-gwps/${offer.id}`));
    const variantId = gifts[0].variantId;
    const chosen = await shopper.call(`multiple-gwps/${offer.id}`, {
      method: 'POST',
      body: { gifts: [{ variantId, quantity: 1 }] },
    });
    expect(chosen.status).toBe(200);
    const twice = await shopper.call(`multiple-gwps/${offer.id}`, {
      method: 'POST',
      body: {
        gifts: [
          { variantId, quantity: 1 },
          { variantId, quantity: 1 },
        ],
      },
    });
    expect(twice.status).toBe(400);
    expect((await errorOf(twice)).data.field).toBe('gifts.1.variantId');
    const kept = await json<PricedBag>(await shopper.call('cart/'));
    expect(kept.lines.filter((line) => line.kind === 'gift')).toMatchObject([
      { variantId, quantity: 1 },
    ]);
  });

  it('the same sample twice is a 400 naming the repeat, and nothing is chosen', async () => {
    const shopper = guest();
    const { samples } = await json<Samples>(await shopper.call('cart/samples'));
    const sampleId = samples.find((sample) => !sample.fullyRedeemed)!.id;
    const twice = await shopper.call('cart/samples', {
      method: 'POST',
      body: {
        samples: [
          { sampleId, quantity: 1 },
          { sampleId, quantity: 1 },
        ],
      },
    });
    expect(twice.status).toBe(400);
    expect((await errorOf(twice)).data.field).toBe('samples.1.sampleId');
    const after = await json<Samples>(await shopper.call('cart/samples'));
    expect(after.chosen).toBe(0);
  });
});

describe('sign-in adopts the bag', () => {
  it("the device's code and samples become the member's", async () => {
    const device = newDevice();
    const asGuest = (path: string, options = {}) => call(path, { device, ...options });
    const variant = await variantOn('sg');
    await asGuest('cart/line-items/', {
      method: 'POST',
      body: { variantId: variant.id, quantity: 1 },
    });
    await asGuest('cart/discount-coupon/', { method: 'POST', body: { code: 'BEAUTY10' } });
    const { samples } = await json<Samples>(await asGuest('cart/samples'));
    await asGuest('cart/samples', {
      method: 'POST',
      body: { samples: [{ sampleId: samples[0].id, quantity: 1 }] },
    });
    const signedUp = await member('sg');
    // Sign in again from the guest's browser: its device cookie goes with the sign-in.
    await signIn(signedUp.id, device);
    const bag = await signedUp.bag();
    expect(bag.promo?.code).toBe('BEAUTY10');
    expect(bag.lines.map((line) => line.kind)).toEqual(['product', 'sample']);
  });
});
