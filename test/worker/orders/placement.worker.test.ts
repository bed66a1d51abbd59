import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { OrderAnswer } from '../../../client/api/order-contract';
import type { Country } from '../../../client/lib/sites';
import { errorOf, guest, shopperWith, variantOn } from '../api/cart/cart-helpers';
import { newMember } from '../api/member-helpers';
import { call, json, setStock } from '../api/shopper-helpers';
import { orderAccessToken } from '../../../worker/orders/order-access';
import { deviceOwner } from '../../../worker/db/owner';
import { placeOrder } from '../../../worker/orders/place-order';
import {
  accessCookie,
  addressFor,
  CARDS,
  CONTACT,
  guestWith,
  newKey,
  place,
  placed,
  placement,
  sandboxPay,
} from './order-helpers';

/**
 * Placement under races and bad input (docs/business-rules.md#idempotency): double submits,
 * two bags for the last unit, two tabs for the last use of a code, every malformed body.
 */

const count = async (sql: string, ...params: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>())!.n;

describe('placing under races', () => {
  it('the same key sent twice at once gives one order, answered to both', async () => {
    const variant = await variantOn('sg', { offset: 3 });
    const shopper = await guestWith('sg', variant.id);
    const body = await placement(shopper, 'sg');
    const key = newKey();
    const answers = await Promise.all([place(shopper, body, key), place(shopper, body, key)]);
    const statuses = answers.map((response) => response.status);
    // The winner 201; the other either replays it (200) or is told it is in flight (409).
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect([200, 409]).toContain(statuses.find((status) => status !== 201));
    const again = await place(shopper, body, key);
    expect(again.status).toBe(200);
    const replay = await json<OrderAnswer>(again);
    expect(replay.replayed).toBe(true);
    expect(
      await count(`SELECT COUNT(*) AS n FROM orders WHERE device_id = ?1`, shopper.device),
    ).toBe(1);
    expect(replay.order.number).toMatch(/^SG/);
  });

  it('the same key with another body is refused (422), and places nothing more', async () => {
    const variant = await variantOn('sg', { offset: 4 });
    const shopper = await guestWith('sg', variant.id);
    const body = await placement(shopper, 'sg');
    const key = newKey();
    expect((await place(shopper, body, key)).status).toBe(201);
    const other = await place(
      shopper,
      { ...body, contact: { ...body.contact, firstName: 'Ana' } },
      key,
    );
    expect(other.status).toBe(422);
    expect((await errorOf(other)).data.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(
      await count(`SELECT COUNT(*) AS n FROM orders WHERE device_id = ?1`, shopper.device),
    ).toBe(1);
  });

  it('two tabs (or a double click) placing one bag with two keys make one order, and both are answered it with its access', async () => {
    for (let round = 0; round < 6; round += 1) {
      const variant = await variantOn('sg', { offset: 5 });
      const shopper = await guestWith('sg', variant.id, 2);
      const body = await placement(shopper, 'sg');
      const answers = await Promise.all([place(shopper, body), place(shopper, body)]);
      const numbers = new Set<string>();
      for (const response of answers) {
        expect(response.status, await response.clone().text()).toBeLessThan(300);
        numbers.add((await json<OrderAnswer>(response)).order.number);
      }
      expect([...answers.map((response) => response.status)].sort()).toEqual([200, 201]);
      expect(numbers.size).toBe(1);
      // Each answer's own cookie opens the order, whichever reaches the browser first.
      for (const response of answers) {
        const opened = await call(`orders/${[...numbers][0]}`, {
          headers: { cookie: accessCookie(response) },
        });
        expect(opened.status).toBe(200);
      }
      expect(
        await count(`SELECT COUNT(*) AS n FROM orders WHERE device_id = ?1`, shopper.device),
      ).toBe(1);
    }
  });

  it('the same request under a new key after its bag was placed answers that order; a later or another one is told the bag is empty', async () => {
    const variant = await variantOn('sg', { offset: 5 });
    const shopper = await guestWith('sg', variant.id);
    const body = await placement(shopper, 'sg');
    const first = await placed(await place(shopper, body));
    const again = await place(shopper, body);
    expect(again.status).toBe(200);
    const replay = await json<OrderAnswer>(again);
    expect(replay.order.number).toBe(first.order.number);
    expect(replay.replayed).toBe(true);
    // Another request (another delivery) on the empty bag is not that order's double.
    const other = await place(shopper, {
      ...body,
      delivery: { kind: 'express', address: body.delivery.address },
    });
    expect((await errorOf(other)).data.code).toBe('BAG_EMPTY');
    // Nor is the same request past the window.
    await env.DB.prepare(
      `UPDATE request_keys SET created_at = ?2 WHERE scope = 'order' AND device_id = ?1`,
    )
      .bind(shopper.device, new Date(Date.now() - 3 * 60_000).toISOString())
      .run();
    const late = await place(shopper, body);
    expect((await errorOf(late)).data.code).toBe('BAG_EMPTY');
    expect(
      await count(`SELECT COUNT(*) AS n FROM orders WHERE device_id = ?1`, shopper.device),
    ).toBe(1);
  });

  it('two bags racing for the last unit: one order, one clear refusal, stock never below zero', async () => {
    const variant = await variantOn('my', { offset: 2 });
    const a = await guestWith('my', variant.id);
    const b = await guestWith('my', variant.id);
    const bodyA = await placement(a, 'my');
    const bodyB = await placement(b, 'my');
    await setStock(variant.id, 'my', 1);
    const [first, second] = await Promise.all([place(a, bodyA), place(b, bodyB)]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([201, 409]);
    const loser = first.status === 409 ? first : second;
    const error = await errorOf(loser);
    expect(error.data.code).toBe('BAG_PROBLEMS');
    expect(error.message).toBe('Out of stock, remove to proceed from checkout');
    expect(
      await count(
        `SELECT stock AS n FROM variant_offers WHERE variant_id = ?1 AND country = 'my'`,
        variant.id,
      ),
    ).toBe(0);
    // The listing read model follows: the product shows out of stock if no other variant has any.
    const listed = await env.DB.prepare(
      `SELECT l.in_stock, (SELECT MAX(stock) FROM variant_offers o JOIN variants v ON v.id = o.variant_id
         WHERE v.product_id = l.product_id AND o.country = 'my') AS most
       FROM listing l WHERE l.country = 'my' AND l.product_id = ?1`,
    )
      .bind(variant.product_id)
      .first<{ in_stock: number; most: number }>();
    expect(listed!.in_stock).toBe(listed!.most > 0 ? 1 : 0);
  });

  it('two shoppers racing for the last use of a code: one gets it, the other is told before paying', async () => {
    const variant = await variantOn('sg', { offset: 6 });
    const a = await guestWith('sg', variant.id);
    const b = await guestWith('sg', variant.id);
    for (const shopper of [a, b]) {
      const applied = await shopper.call('cart/discount-coupon/', {
        method: 'POST',
        body: { code: 'BEAUTY10' },
      });
      expect(applied.status, await applied.clone().text()).toBe(200);
    }
    const bodyA = await placement(a, 'sg');
    const bodyB = await placement(b, 'sg');
    await env.DB.prepare(
      `UPDATE promotions SET usage_limit = used_count + 1 WHERE country = 'sg' AND code = 'BEAUTY10'`,
    ).run();
    const [first, second] = await Promise.all([place(a, bodyA), place(b, bodyB)]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const loser = first.status === 409 ? first : second;
    expect((await errorOf(loser)).data.code).toBe('PROMOTION_INVALID');
    const used = await env.DB.prepare(
      `SELECT used_count, usage_limit FROM promotions WHERE country = 'sg' AND code = 'BEAUTY10'`,
    ).first<{ used_count: number; usage_limit: number }>();
    expect(used!.used_count).toBe(used!.usage_limit);
  });
});

describe('"first order only" across every site', () => {
  /**
   * A new member with a bag on each of `countries`, holding FIRSTORDER on those of `codeOn`
   * (all by default), and each bag's placement body.
   */
  async function newMemberWithCode(
    countries: readonly Country[],
    offset: number,
    codeOn: readonly Country[] = countries,
  ) {
    const { cookie, id } = await newMember();
    const bags = [];
    for (const country of countries) {
      const shopper = shopperWith({ headers: { cookie } }, country);
      await shopper.add((await variantOn(country, { offset })).id);
      if (!codeOn.includes(country)) {
        bags.push({ country, shopper, body: await placement(shopper, country) });
        continue;
      }
      const applied = await shopper.call('cart/discount-coupon/', {
        method: 'POST',
        body: { code: 'FIRSTORDER' },
      });
      expect(applied.status, await applied.clone().text()).toBe(200);
      const bag = await shopper.bag();
      expect(bag.totals.discount).toBeGreaterThan(0);
      bags.push({ country, shopper, body: await placement(shopper, country) });
    }
    return { id, bags };
  }

  it('a new member placing SG and MY bags with FIRSTORDER at once gets it once: the other is refused, repriced, and writes nothing', async () => {
    for (let round = 0; round < 8; round += 1) {
      const { id, bags } = await newMemberWithCode(['sg', 'my'], 10 + round);
      const answers = await Promise.all(bags.map((bag) => place(bag.shopper, bag.body)));
      const statuses = answers.map((response) => response.status);
      expect([...statuses].sort(), `round ${round}`).toEqual([201, 409]);
      const loser = bags[statuses.indexOf(409)];
      const error = await errorOf(answers[statuses.indexOf(409)]);
      expect(error.data.code).toBe('PROMOTION_INVALID');
      expect(error.data.field).toBe('code');
      expect(error.message).toBe('Sorry, the promotion is invalid');
      const data = error.data as unknown as {
        reasonCodes: string[];
        reasons: string[];
        total: string;
      };
      expect(data.reasonCodes).toEqual(['first_order_only']);
      expect(data.reasons).toEqual(['Only for your first order.']);
      // The bag as it is priced now: without the code, so more than the shopper expected.
      expect(Number(data.total)).toBeGreaterThan(loser.body.expectedTotal);
      // One order, the winner's; the loser's bag untouched, its code shown as not applying.
      expect(await count(`SELECT COUNT(*) AS n FROM orders WHERE account_id = ?1`, id)).toBe(1);
      const bag = await loser.shopper.bag();
      expect(bag.lines).toHaveLength(1);
      expect(bag.totals.total).toBe(Number(data.total));
    }
  });

  it('another site’s order without the code, placed at the same moment, is never earlier than a first-order code’s', async () => {
    for (let round = 0; round < 8; round += 1) {
      const { id, bags } = await newMemberWithCode(['sg', 'my'], 30 + round, ['my']);
      const [sg, my] = bags;
      const [uncoded, coded] = await Promise.all([
        place(sg.shopper, sg.body),
        place(my.shopper, my.body),
      ]);
      expect(uncoded.status).toBe(201);
      const rows = await env.DB.prepare(
        `SELECT id, promotion_id FROM orders WHERE account_id = ?1 ORDER BY id`,
      )
        .bind(id)
        .all<{ id: number; promotion_id: number | null }>();
      if (coded.status === 201) {
        // Both stand only when the coded one was written first: it was the first order.
        expect(
          rows.results.map((row) => row.promotion_id !== null),
          `round ${round}`,
        ).toEqual([true, false]);
      } else {
        expect((await errorOf(coded)).data.code).toBe('PROMOTION_INVALID');
        expect(rows.results).toHaveLength(1);
      }
    }
  });

  it('a first order cancelled (its payment expired) frees the code for the next one, on any site', async () => {
    const { id, bags } = await newMemberWithCode(['sg', 'my'], 20);
    const [sg, my] = bags;
    const first = await placed(
      await place(sg.shopper, { ...sg.body, paymentMethod: 'paynow', card: undefined }),
    );
    // While the first order stands, the second site's bag no longer has the code.
    const refused = await place(my.shopper, my.body);
    expect((await errorOf(refused)).data.code).toBe('PROMOTION_INVALID');
    expect((await sandboxPay(first.order.number, 'expire')).status).toBe(200);
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM orders WHERE number = ?1 AND status = 'cancelled'`,
        first.order.number,
      ),
    ).toBe(1);
    const second = await placed(await place(my.shopper, await placement(my.shopper, 'my')));
    expect(second.order.summary.discount).toBeGreaterThan(0);
    expect(
      await count(
        `SELECT COUNT(*) AS n FROM orders WHERE account_id = ?1 AND status = 'placed'`,
        id,
      ),
    ).toBe(1);
  });
});

describe('only a lost race is placed again', () => {
  it('a constraint no other writer caused (a fraud token past its column, sent around the schema) fails once', async () => {
    const variant = await variantOn('sg');
    const shopper = await guestWith('sg', variant.id);
    const total = (await shopper.bag()).totals.total;
    let batches = 0;
    const db = new Proxy(env.DB, {
      get(target, key) {
        if (key === 'batch')
          return (statements: D1PreparedStatement[]) => {
            batches += 1;
            return target.batch(statements);
          };
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function'
          ? (value as (...args: unknown[]) => unknown).bind(target)
          : value;
      },
    });
    await expect(
      placeOrder(
        db,
        {
          owner: deviceOwner(shopper.device),
          shopper: { kind: 'guest', tier: null, isEmployee: false },
          country: 'sg',
          language: 'en',
          now: new Date(),
          idempotencyKey: newKey(),
          accessTokenFor: (number) => orderAccessToken(env.JWT_SECRET, number),
        },
        {
          paymentMethod: 'paynow',
          delivery: { kind: 'standard', address: addressFor('sg') },
          contact: CONTACT,
          expectedTotal: total,
          fraudToken: 'x'.repeat(201),
        },
      ),
    ).rejects.toThrow(/CHECK constraint failed: fraud_token/);
    // One read and one write: not taken for a race, so not read, decided and written twice more.
    expect(batches).toBe(2);
    expect(
      await count('SELECT COUNT(*) AS n FROM cart_lines WHERE device_id = ?1', shopper.device),
    ).toBe(1);
  });
});

describe('bad input to placement', () => {
  const CASES: [string, (body: Record<string, unknown>) => unknown, string][] = [
    [
      'an unknown payment method',
      (body) => ({ ...body, paymentMethod: 'bitcoin' }),
      'paymentMethod',
    ],
    [
      'a card number with letters',
      (body) => ({ ...body, card: { ...CARDS.approve, number: '4242abcd' } }),
      'card.number',
    ],
    [
      'a month 13',
      (body) => ({ ...body, card: { ...CARDS.approve, expMonth: 13 } }),
      'card.expMonth',
    ],
    ['no contact', ({ contact: _c, ...body }) => body, 'contact'],
    [
      'a bad e-mail',
      (body) => ({ ...body, contact: { ...(body.contact as object), email: 'nope' } }),
      'contact.email',
    ],
    ['a negative total', (body) => ({ ...body, expectedTotal: -1 }), 'expectedTotal'],
    [
      'a delivery kind of our own',
      (body) => ({ ...body, delivery: { kind: 'drone' } }),
      'delivery.kind',
    ],
    ['a huge fraud token', (body) => ({ ...body, fraudToken: 'x'.repeat(5000) }), 'fraudToken'],
  ];
  it.each(CASES)(
    '%s is a 400 naming the field, and nothing is written',
    async (_name, change, field) => {
      const variant = await variantOn('sg', { offset: 7 });
      const shopper = await guestWith('sg', variant.id);
      const body = (await placement(shopper, 'sg')) as unknown as Record<string, unknown>;
      const response = await place(shopper, change(body));
      expect(response.status).toBe(400);
      expect((await errorOf(response)).data.field).toBe(field);
      expect(
        await count(`SELECT COUNT(*) AS n FROM orders WHERE device_id = ?1`, shopper.device),
      ).toBe(0);
      expect((await shopper.bag()).lines).toHaveLength(1);
    },
  );

  it('a request without its idempotency key, or with a malformed one, is refused', async () => {
    const variant = await variantOn('sg', { offset: 7 });
    const shopper = await guestWith('sg', variant.id);
    const body = await placement(shopper, 'sg');
    const none = await shopper.call('orders/', { method: 'POST', body });
    expect(none.status).toBe(400);
    expect((await place(shopper, body, 'x')).status).toBe(400);
  });

  it('rules of the site: a method of another country, an expired card, a missing address field, a store elsewhere', async () => {
    const variant = await variantOn('sg', { offset: 8 });
    const shopper = await guestWith('sg', variant.id);
    const body = await placement(shopper, 'sg');
    const promptpay = await place(shopper, {
      ...body,
      paymentMethod: 'promptpay',
      card: undefined,
    });
    expect(promptpay.status).toBe(422);
    expect((await errorOf(promptpay)).data.field).toBe('paymentMethod');
    const expired = await place(shopper, { ...body, card: { ...CARDS.approve, expYear: 2024 } });
    expect((await errorOf(expired)).data.code).toBe('CARD_EXPIRED');
    const noPostcode = await place(shopper, {
      ...body,
      delivery: { kind: 'standard', address: { ...body.delivery.address, postcode: '' } },
    });
    expect(noPostcode.status).toBe(422);
    expect((await errorOf(noPostcode)).data.field).toBe('delivery.address.postcode');
    const thaiStore = await env.DB.prepare(
      `SELECT id FROM stores WHERE country = 'th' LIMIT 1`,
    ).first<{ id: number }>();
    const elsewhere = await place(shopper, {
      ...body,
      delivery: { kind: 'click_and_collect', storeId: thaiStore!.id },
    });
    expect((await errorOf(elsewhere)).data.code).toBe('STORE_UNAVAILABLE');
    expect((await shopper.bag()).lines).toHaveLength(1);
  });

  it('an empty bag cannot be placed', async () => {
    const shopper = guest('sg');
    await shopper.call('user');
    const response = await place(shopper, {
      paymentMethod: 'card',
      card: CARDS.approve,
      delivery: { kind: 'click_and_collect', storeId: 1 },
      contact: { email: 'a@example.com', firstName: 'A', lastName: 'B', mobile: '+65 8123 4567' },
      expectedTotal: 0,
    });
    expect([409, 422]).toContain(response.status);
  });
});
