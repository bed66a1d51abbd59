import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Bundles, PricedBag } from '../../../../client/api/bag-contract';
import { SITES } from '../../../../client/lib/sites';
import { json } from '../shopper-helpers';
import { errorOf, guest, variantOn } from './cart-helpers';

/**
 * The bag's lines through the real worker: the priced bag, quantity changes within
 * the limits, removal, bundles kept whole, moving to the wish list; bad input is a 4xx naming
 * the field and changes nothing; retries with a key are safe; parallel changes never break a
 * limit nor lose a line.
 */

describe('GET cart/', () => {
  it('prices the bag: lines, tax extracted at the site rate, shipping below the threshold, points', async () => {
    const shopper = guest('sg');
    const variant = await variantOn('sg');
    const bag = await shopper.add(variant.id, 1);
    expect(bag.lines).toHaveLength(1);
    const [line] = bag.lines;
    expect(line).toMatchObject({
      kind: 'product',
      variantId: variant.id,
      quantity: 1,
      amount: variant.price,
    });
    expect(line.product.name).not.toBe('');
    expect(line.problems).toEqual([]);
    const free = variant.price >= SITES.sg.freeShippingMinor;
    expect(bag.totals.shipping).toBe(free ? 0 : SITES.sg.shippingFeeMinor);
    expect(bag.freeShipping).toEqual({
      threshold: 3500,
      remaining: Math.max(0, 3500 - variant.price),
      reason: free ? 'threshold' : null,
    });
    expect(bag.totals.total).toBe(variant.price + bag.totals.shipping);
    // SG includes 9% GST: the line's tax is round(amount × 9 / 109), and shipping's too.
    expect(line.tax).toBe(Math.round((variant.price * 9) / 109));
    expect(bag.totals.tax).toBe(line.tax + Math.round((bag.totals.shipping * 9) / 109));
    expect(bag.totals.beforeTax).toBe(bag.totals.total - bag.totals.tax);
    expect(bag.pointsToEarn).toBe(Math.floor(variant.price / 100));
    expect(bag.count).toBe(1);
  });

  it("answers an empty bag to a guest without a device, and another shopper's bag is never seen", async () => {
    const response = await guest('sg').call('cart/', { device: undefined });
    const empty = await json<PricedBag>(response);
    expect(empty.lines).toEqual([]);
    expect(empty.totals.total).toBe(0);
    expect(empty.freeShipping.reason).toBe('empty');
  });

  it('prices in each currency: IDR whole rupiah, HK without tax', async () => {
    const id = guest('id');
    const idVariant = await variantOn('id');
    const idBag = await id.add(idVariant.id, 2);
    expect(idBag.totals.currency).toBe('IDR');
    expect(idBag.lines[0].amount).toBe(idVariant.price * 2);
    expect(idBag.lines[0].tax).toBe(Math.round((idVariant.price * 2 * 11) / 111));
    const hk = guest('hk');
    const hkBag = await hk.add((await variantOn('hk')).id);
    expect(hkBag.totals.tax).toBe(0);
    expect(hkBag.totals.taxPercent).toBe(0);
  });
});

describe('PATCH cart/line-items/{id}', () => {
  it('changes the quantity, and past 6 answers "Only a maximum quantity of 6" and changes nothing', async () => {
    const shopper = guest();
    const bag = await shopper.add((await variantOn('sg', { stock: 20 })).id);
    const id = bag.lines[0].id;
    const changed = await shopper.change(id, 4);
    expect(changed.status).toBe(200);
    expect((await json<PricedBag>(changed)).lines[0].quantity).toBe(4);
    const refused = await shopper.change(id, 7);
    expect(refused.status).toBe(409);
    const error = await errorOf(refused);
    expect(error.data.code).toBe('MAX_QUANTITY');
    expect(error.message).toBe(
      'Only a maximum quantity of 6 of the item could be added to your bag',
    );
    expect((await shopper.bag()).lines[0].quantity).toBe(4);
  });

  it('refuses more than the stock, and a lower quantity is always allowed', async () => {
    const shopper = guest();
    const variant = await variantOn('sg', { offset: 3 });
    const bag = await shopper.add(variant.id, 2);
    await env.DB.prepare(
      "UPDATE variant_offers SET stock = 3 WHERE variant_id = ?1 AND country = 'sg'",
    )
      .bind(variant.id)
      .run();
    const refused = await shopper.change(bag.lines[0].id, 4);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).data.code).toBe('NOT_ENOUGH_STOCK');
    await env.DB.prepare(
      "UPDATE variant_offers SET stock = 1 WHERE variant_id = ?1 AND country = 'sg'",
    )
      .bind(variant.id)
      .run();
    // Over the stock now: the line says so and blocks checkout; lowering it fixes it.
    const over = await shopper.bag();
    expect(over.checkoutBlocked).toBe(true);
    expect(over.lines[0].problems.map((problem) => problem.code)).toEqual(['not_enough_stock']);
    expect(over.totals.total).toBe(0);
    const fixed = await json<PricedBag>(await shopper.change(bag.lines[0].id, 1));
    expect(fixed.checkoutBlocked).toBe(false);
  });

  it.each([
    ['zero', { quantity: 0 }],
    ['negative', { quantity: -1 }],
    ['fractional', { quantity: 1.5 }],
    ['huge', { quantity: 1e12 }],
    ['text', { quantity: 'two' }],
    ['missing', {}],
  ])('a %s quantity is a 400 naming the field, and changes nothing', async (_, body) => {
    const shopper = guest();
    const bag = await shopper.add((await variantOn('sg')).id, 2);
    const response = await shopper.call(`cart/line-items/${bag.lines[0].id}`, {
      method: 'PATCH',
      body,
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).data.field).toBe('quantity');
    expect((await shopper.bag()).lines[0].quantity).toBe(2);
  });

  it.each(['abc', '01', '1e3', '-1', '99999999999999999'])(
    'an id written %s is a 400 naming the field',
    async (id) => {
      const response = await guest().call(`cart/line-items/${id}`, {
        method: 'PATCH',
        body: { quantity: 1 },
      });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).data.field).toBe('id');
    },
  );

  it("another shopper's line is a 404 and stays as it was", async () => {
    const owner = guest();
    const bag = await owner.add((await variantOn('sg')).id, 2);
    const intruder = guest();
    const response = await intruder.change(bag.lines[0].id, 5);
    expect(response.status).toBe(404);
    expect((await errorOf(response)).data.field).toBe('id');
    const removal = await intruder.call(`cart/line-items/${bag.lines[0].id}`, { method: 'DELETE' });
    expect(removal.status).toBe(404);
    expect((await owner.bag()).lines[0].quantity).toBe(2);
  });

  it('a retry with the same Idempotency-Key changes nothing again; the same key for another change is refused', async () => {
    const shopper = guest();
    const bag = await shopper.add((await variantOn('sg')).id, 1);
    const id = bag.lines[0].id;
    const first = await shopper.change(id, 3, 'key-quantity-0001');
    expect((await json<PricedBag>(first)).replayed).toBe(false);
    await shopper.change(id, 2);
    const retry = await json<PricedBag>(await shopper.change(id, 3, 'key-quantity-0001'));
    expect(retry.replayed).toBe(true);
    expect(retry.lines[0].quantity).toBe(2);
    const reused = await shopper.change(id, 5, 'key-quantity-0001');
    expect(reused.status).toBe(422);
    expect((await errorOf(reused)).data.field).toBe('idempotencyKey');
  });

  it('30 parallel quantity changes on one line: every answer is a 200, the line is one of them, within the limit', async () => {
    const shopper = guest();
    const bag = await shopper.add((await variantOn('sg', { stock: 20 })).id, 1);
    const id = bag.lines[0].id;
    const quantities = Array.from({ length: 30 }, (_, i) => (i % 6) + 1);
    const answers = await Promise.all(quantities.map((quantity) => shopper.change(id, quantity)));
    expect(answers.map((answer) => answer.status)).toEqual(quantities.map(() => 200));
    const after = await shopper.bag();
    expect(after.lines).toHaveLength(1);
    expect(quantities).toContain(after.lines[0].quantity);
  });

  it('parallel adds and growth of the last units never pass the stock', async () => {
    const shopper = guest();
    const variant = await variantOn('sg', { offset: 7 });
    await env.DB.prepare(
      "UPDATE variant_offers SET stock = 4 WHERE variant_id = ?1 AND country = 'sg'",
    )
      .bind(variant.id)
      .run();
    const bag = await shopper.add(variant.id, 1);
    const id = bag.lines[0].id;
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        shopper.call('cart/line-items/', {
          method: 'POST',
          body: { variantId: variant.id, quantity: 1 },
        }),
      ),
      ...Array.from({ length: 10 }, (_, i) => shopper.change(id, 2 + (i % 4))),
    ]);
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    const after = await shopper.bag();
    expect(after.lines[0].quantity).toBeLessThanOrEqual(4);
    expect(after.checkoutBlocked).toBe(false);
  });
});

describe('DELETE cart/line-items/{id}', () => {
  it('removes the line and answers the bag without it', async () => {
    const shopper = guest();
    await shopper.add((await variantOn('sg', { offset: 1 })).id);
    const bag = await shopper.add((await variantOn('sg', { offset: 2 })).id);
    const response = await shopper.call(`cart/line-items/${bag.lines[0].id}`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    const after = await json<PricedBag>(response);
    expect(after.lines.map((line) => line.id)).toEqual([bag.lines[1].id]);
  });
});

describe('bundles', () => {
  it('adds a bundle as one group priced at the bundle price, and removing one item removes the group', async () => {
    const shopper = guest();
    const { bundles } = await json<Bundles>(await shopper.call('cart/bundles/'));
    expect(bundles).toHaveLength(3);
    const [bundle] = bundles;
    expect(bundle.price).toBeLessThan(bundle.value);
    const response = await shopper.call('cart/bundles/', {
      method: 'POST',
      body: { bundleId: bundle.id },
    });
    expect(response.status).toBe(200);
    const bag = await json<PricedBag>(response);
    const items = bag.lines.filter((line) => line.kind === 'bundle');
    expect(items).toHaveLength(bundle.items.length);
    expect(items.every((line) => line.bundle?.name === bundle.name)).toBe(true);
    expect(items.reduce((sum, line) => sum + line.amount, 0)).toBe(bundle.price);
    // The preview names the bundle the removal would take with it.
    const preview = await shopper.call('cart/preview-change', {
      method: 'POST',
      body: { lineId: Number(items[0].id), quantity: 0 },
    });
    expect((await json<{ bundle: { items: number } }>(preview)).bundle).toEqual({
      name: bundle.name,
      items: bundle.items.length,
    });
    const removal = await shopper.call(`cart/line-items/${items[0].id}`, { method: 'DELETE' });
    expect((await json<PricedBag>(removal)).lines).toEqual([]);
  });

  it('a bundle line cannot be moved to the wish list alone, and an unknown bundle is a 404', async () => {
    const shopper = guest();
    const { bundles } = await json<Bundles>(await shopper.call('cart/bundles/'));
    const bag = await json<PricedBag>(
      await shopper.call('cart/bundles/', { method: 'POST', body: { bundleId: bundles[1].id } }),
    );
    const moved = await shopper.call('cart/wishlist-moves/', {
      method: 'POST',
      body: { lineId: Number(bag.lines[0].id) },
    });
    expect(moved.status).toBe(409);
    expect((await errorOf(moved)).data.code).toBe('BUNDLE_LINE');
    const unknown = await shopper.call('cart/bundles/', {
      method: 'POST',
      body: { bundleId: 999 },
    });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).data.field).toBe('bundleId');
  });
});

describe('POST cart/wishlist-moves/', () => {
  it('moves the product to the wish list and out of the bag in one step', async () => {
    const shopper = guest();
    const variant = await variantOn('sg', { offset: 4 });
    const bag = await shopper.add(variant.id);
    const response = await shopper.call('cart/wishlist-moves/', {
      method: 'POST',
      body: { lineId: Number(bag.lines[0].id) },
    });
    expect(response.status).toBe(200);
    expect((await json<PricedBag>(response)).lines).toEqual([]);
    const wishlist = await json<{ productIds: number[] }>(await shopper.call('wishlist/'));
    expect(wishlist.productIds).toContain(variant.product_id);
  });
});
