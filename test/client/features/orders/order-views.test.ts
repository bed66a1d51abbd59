import { describe, expect, it } from 'vitest';
import { orderPath, redirectFor, viewOfPath } from '../../../../client/features/orders/order-views';
import { pollDelay, pollingOver } from '../../../../client/features/orders/polling';

describe('the alias an order page belongs on', () => {
  it.each([
    ['/orders/SG482913077', 'detail'],
    ['/orders/SG482913077/confirmation', 'confirmation'],
    ['/orders/SG482913077/payment_pending', 'payment_pending'],
    ['/orders/SG482913077/payment_failed', 'payment_failed'],
    ['/orders/SG482913077/payment_instruction', 'payment_instruction'],
  ])('%s asks for %s', (path, view) => {
    expect(viewOfPath(path)).toBe(view);
  });

  const order = { number: 'SG482913077', view: 'confirmation' as const };
  it('the detail never moves, the alias of the state stays, any other alias moves to it', () => {
    expect(redirectFor('detail', order)).toBeUndefined();
    expect(redirectFor('confirmation', order)).toBeUndefined();
    for (const asked of ['payment_pending', 'payment_failed', 'payment_instruction'] as const)
      expect(redirectFor(asked, order)).toBe('/orders/SG482913077/confirmation');
    expect(redirectFor('confirmation', { ...order, view: 'payment_failed' })).toBe(
      '/orders/SG482913077/payment_failed',
    );
    expect(orderPath('SG482913077')).toBe('/orders/SG482913077');
  });
});

describe('polling with backoff', () => {
  it('asks every 3 s for half a minute, every 5 s until two minutes, then every 10 s', () => {
    expect([0, 29_999, 30_000, 119_999, 120_000, 3_600_000].map(pollDelay)).toEqual([
      3_000, 3_000, 5_000, 5_000, 10_000, 10_000,
    ]);
  });

  it('stops a minute after the payment expired', () => {
    const expiry = '2026-03-05T06:45:00.000Z';
    expect(pollingOver(Date.parse('2026-03-05T06:46:00.000Z'), expiry)).toBe(false);
    expect(pollingOver(Date.parse('2026-03-05T06:46:00.001Z'), expiry)).toBe(true);
  });
});
