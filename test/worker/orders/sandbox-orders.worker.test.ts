import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { OrderAnswer } from '../../../client/api/order-contract';
import { SANDBOX_ORDER_TOKEN, SANDBOX_ORDERS } from '../../../client/lib/orders/sandbox-orders';
import { SITES } from '../../../client/lib/sites';
import { call, json } from '../api/shopper-helpers';

/** The seeded sandbox orders open with their link and show the states their pages name. */
describe('the seeded sandbox orders', () => {
  it.each(SANDBOX_ORDERS.map((order) => [order.number, order] as const))(
    '%s',
    async (_number, order) => {
      const site = { country: order.country, language: SITES[order.country].languages[0] };
      const stranger = await call(`orders/${order.number}`, { site });
      expect(stranger.status).toBe(404);
      const response = await call(`orders/${order.number}`, {
        site,
        headers: { cookie: `order-access=${order.number}.${SANDBOX_ORDER_TOKEN}` },
      });
      expect(response.status, await response.clone().text()).toBe(200);
      const answer = await json<OrderAnswer>(response);
      expect(answer.order.state).toBe(order.state);
      const { summary, lines } = answer.order;
      expect(lines.reduce((sum, line) => sum + line.amount, 0) + summary.shipping).toBe(
        summary.total,
      );
      if (order.method !== 'card' && order.method !== 'va_bca')
        expect(answer.payment.qr?.svg).toContain('<svg');
      if (order.method === 'va_bca') expect(answer.payment.virtualAccount?.bank).toBe('bca');
    },
  );
});

/** The order page's state as the server renders it: the "Status" fact's first line. */
async function statusOnPage(number: string, country: string): Promise<string> {
  const response = await SELF.fetch(`http://localhost/orders/${number}?country_code=${country}`, {
    headers: { cookie: `order-access=${number}.${SANDBOX_ORDER_TOKEN}` },
  });
  expect(response.status).toBe(200);
  const html = await response.text();
  const fact = /<dt>Status<\/dt><dd>(.*?)(<br\/>|<\/dd>)/.exec(html);
  return fact?.[1] ?? html;
}

const fulfil = (number: string, step: string) =>
  call(`sandbox/orders/${number}/fulfilment`, { method: 'POST', body: { step } });

describe('a paid sandbox order through fulfilment', () => {
  it('reads shipped, then delivered, on its page (home delivery)', async () => {
    expect(await statusOnPage('AU900000001', 'au')).toBe('Paid');
    expect((await fulfil('AU900000001', 'ship')).status).toBe(200);
    expect(await statusOnPage('AU900000001', 'au')).toBe('Shipped');
    expect((await fulfil('AU900000001', 'deliver')).status).toBe(200);
    expect(await statusOnPage('AU900000001', 'au')).toBe('Delivered');
  });

  it('reads ready to collect, then collected, and is no longer held once collected (click and collect)', async () => {
    expect(await statusOnPage('SG900000001', 'sg')).toBe('Paid: being prepared for collection');
    expect((await fulfil('SG900000001', 'ready')).status).toBe(200);
    expect(await statusOnPage('SG900000001', 'sg')).toBe('Ready to collect');
    expect((await fulfil('SG900000001', 'collect')).status).toBe(200);
    expect(await statusOnPage('SG900000001', 'sg')).toBe('Collected');
    const page = await SELF.fetch('http://localhost/orders/SG900000001?country_code=sg', {
      headers: { cookie: `order-access=SG900000001.${SANDBOX_ORDER_TOKEN}` },
    });
    expect(await page.text()).not.toContain('Held for you');
  });
});
