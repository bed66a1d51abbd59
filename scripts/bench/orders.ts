/**
 * Orders: placement, timed one after another, each from its own guest's bag of
 * three items (POST orders/ with a test card that approves: the guarded batch, the sandbox
 * provider's answer and the payment settled, before the answer); and the TTFB of the order's
 * confirmation page as its guest opens it (the owner check, the order read, the page).
 */
import type { Miniflare } from 'miniflare';
import { measureTtfb, quantile, type TtfbResult } from './ttfb';

export interface OrderFigures {
  placements: number;
  place: { p50: number; p99: number };
  page: TtfbResult;
}

const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Bench' };
const ADDRESS = {
  recipient: 'Bench Shopper',
  phone: '+65 8123 4567',
  line1: '1 Orchard Road',
  postcode: '238859',
};
const CONTACT = {
  email: 'bench@example.com',
  firstName: 'Bench',
  lastName: 'Shopper',
  mobile: '+65 8123 4567',
};

export async function measureOrders(
  mf: Miniflare,
  origin: string,
  placements = 60,
): Promise<OrderFigures> {
  const db = await mf.getD1Database('DB');
  const { results } = await db
    .prepare(
      `SELECT v.id FROM variants v JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg'
       JOIN products p ON p.id = v.product_id
       WHERE o.stock >= 10 AND p.launch_at IS NULL AND p.priority_tier IS NULL AND p.cnc_only = 0
         AND NOT EXISTS (SELECT 1 FROM brand_limits bl WHERE bl.brand_id = p.brand_id AND bl.country = 'sg')
       ORDER BY v.id LIMIT 3`,
    )
    .all<{ id: number }>();
  if (results.length < 3) throw new Error('no three buyable variants on SG');
  // Enough stock that sixty orders never run a variant out (the figure is placement, not refusal).
  for (const { id } of results)
    await db
      .prepare(`UPDATE variant_offers SET stock = 10000 WHERE variant_id = ?1 AND country = 'sg'`)
      .bind(id)
      .run();
  const times: number[] = [];
  let last = { number: '', cookie: '' };
  for (let i = 0; i < placements + 5; i += 1) {
    const device = `0b${(Date.now() * 1000 + i).toString(16).padStart(30, '0')}`;
    const headers = {
      'content-type': 'application/json',
      origin,
      cookie: `device-id=${device}`,
      'x-site-country': 'sg',
    };
    for (const { id } of results) {
      const added = await fetch(`${origin}/api/web/v1/cart/line-items/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ variantId: id, quantity: 1 }),
      });
      if (added.status !== 201) throw new Error(`add to bag answered ${added.status}`);
    }
    const bag = (await (await fetch(`${origin}/api/web/v1/cart/`, { headers })).json()) as {
      totals: { total: number };
    };
    const started = performance.now();
    const response = await fetch(`${origin}/api/web/v1/orders/`, {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': `bench-order-${device}` },
      body: JSON.stringify({
        paymentMethod: 'card',
        card: CARD,
        delivery: { kind: 'standard', address: ADDRESS },
        contact: CONTACT,
        expectedTotal: bag.totals.total,
      }),
    });
    const elapsed = performance.now() - started;
    const answer = (await response.json()) as { order?: { number: string; state: string } };
    if (response.status !== 201 || answer.order?.state !== 'paid')
      throw new Error(`placement answered ${response.status}: ${JSON.stringify(answer)}`);
    if (i >= 5) times.push(elapsed);
    const access = response.headers
      .getSetCookie()
      .find((value) => value.startsWith('order-access='));
    last = { number: answer.order.number, cookie: `device-id=${device}; ${access!.split(';')[0]}` };
  }
  const sorted = [...times].sort((a, b) => a - b);
  const page = await measureTtfb(`${origin}/orders/${last.number}/confirmation`, {
    warmup: 10,
    count: 200,
    maxMs: 20_000,
    timeoutMs: 10_000,
    headers: { cookie: last.cookie, 'x-site-country': 'sg' },
  });
  return { placements, place: { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) }, page };
}
