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
