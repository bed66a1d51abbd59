import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  SANDBOX_ORDER_TOKEN,
  SANDBOX_ORDER_TOKEN_HASH,
  SANDBOX_ORDERS,
} from '../../../../client/lib/orders/sandbox-orders';

describe('the sandbox orders', () => {
  it('store the hash of their public token, as any order stores its access token', () => {
    expect(createHash('sha256').update(SANDBOX_ORDER_TOKEN).digest('hex')).toBe(
      SANDBOX_ORDER_TOKEN_HASH,
    );
    expect(SANDBOX_ORDER_TOKEN).toMatch(/^[\w-]{43}$/);
  });

  it('are the spec’s list: confirmation AU and SG, failed HK, blocked NZ, pending AU ID MY PH TH', () => {
    expect(SANDBOX_ORDERS.map((order) => `${order.state}:${order.country}`).sort()).toEqual(
      [
        'paid:au',
        'paid:sg',
        'payment_failed:hk',
        'payment_blocked:nz',
        ...['au', 'id', 'my', 'ph', 'th'].map((country) => `payment_pending:${country}`),
      ].sort(),
    );
  });
});
