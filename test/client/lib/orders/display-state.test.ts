import { describe, expect, it } from 'vitest';
import {
  displayState,
  viewOf,
  type OrderAxes,
  type OrderState,
} from '../../../../client/lib/orders/display-state';

const NOW = new Date('2026-11-25T08:00:00Z');
const LATER = '2026-11-25T08:10:00Z';
const EARLIER = '2026-11-25T07:50:00Z';

const base: OrderAxes = {
  status: 'placed',
  cancelReason: null,
  payment: 'pending',
  risk: 'none',
  stock: 'reserved',
  fulfilment: 'none',
  retryUntil: null,
  paymentExpiresAt: LATER,
};

/** Every row: the axes that differ from `base`, and the state the shopper sees. */
const TABLE: [string, Partial<OrderAxes>, OrderState][] = [
  ['waiting for a QR within its time', {}, 'payment_pending'],
  ['a QR past its time, before the job runs', { paymentExpiresAt: EARLIER }, 'payment_expired'],
  [
    'a QR at the very second it expires',
    { paymentExpiresAt: NOW.toISOString() },
    'payment_expired',
  ],
  ['paid', { payment: 'paid', stock: 'committed' }, 'paid'],
  ['paid and shipped', { payment: 'paid', stock: 'committed', fulfilment: 'shipped' }, 'paid'],
  ['paid after a review', { payment: 'paid', stock: 'committed', risk: 'approved' }, 'paid'],
  ['held by the risk check', { payment: 'authorised', risk: 'review' }, 'fraud_check_pending'],
  [
    'declined, stock still held',
    { payment: 'failed', retryUntil: LATER },
    'payment_failed_with_inventory',
  ],
  [
    'declined, window over, before the job',
    { payment: 'failed', retryUntil: EARLIER },
    'payment_failed',
  ],
  [
    'cancelled: the QR ran out',
    { status: 'cancelled', cancelReason: 'payment_expired', stock: 'released' },
    'payment_expired',
  ],
  [
    'cancelled: nobody paid again',
    { status: 'cancelled', cancelReason: 'payment_failed', stock: 'released', payment: 'failed' },
    'payment_failed',
  ],
  [
    'cancelled: the risk check refused it',
    {
      status: 'cancelled',
      cancelReason: 'payment_blocked',
      payment: 'refunded',
      risk: 'rejected',
      stock: 'released',
    },
    'payment_blocked',
  ],
  [
    'cancelled: paid too late, refunded',
    {
      status: 'cancelled',
      cancelReason: 'late_payment_refunded',
      payment: 'refunded',
      stock: 'released',
    },
    'cancelled',
  ],
  [
    'cancelled by the shop',
    { status: 'cancelled', cancelReason: 'operator', stock: 'released' },
    'cancelled',
  ],
];

describe('the shopper-facing state of an order', () => {
  it.each(TABLE)('%s', (_name, axes, state) => {
    expect(displayState({ ...base, ...axes }, NOW)).toBe(state);
  });

  it('every one of the eight states is reached by some row', () => {
    expect(new Set(TABLE.map(([, , state]) => state)).size).toBe(8);
  });

  it('each state belongs on one page; a QR and a card wait on different ones', () => {
    expect(viewOf('paid', 'card')).toBe('confirmation');
    expect(viewOf('fraud_check_pending', 'card')).toBe('confirmation');
    expect(viewOf('payment_pending', 'qr')).toBe('payment_instruction');
    expect(viewOf('payment_pending', 'virtual_account')).toBe('payment_instruction');
    expect(viewOf('payment_expired', 'qr')).toBe('payment_instruction');
    expect(viewOf('payment_pending', 'card')).toBe('payment_pending');
    for (const state of [
      'payment_failed',
      'payment_failed_with_inventory',
      'payment_blocked',
      'cancelled',
    ] as const)
      expect(viewOf(state, 'card')).toBe('payment_failed');
  });
});
