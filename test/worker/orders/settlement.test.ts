import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaymentEvent } from '../../../client/api/order-contract';
import { foldEvents, settle } from '../../../worker/orders/settlement';

const ATTEMPT = { amount: 4250, currency: 'SGD' };
const event = (type: PaymentEvent['type'], overrides: Partial<PaymentEvent> = {}) => ({
  id: `sbx_1:${type}`,
  type,
  amount: 4250,
  currency: 'SGD',
  ...overrides,
});
const live = { status: 'placed', cancelReason: null, payment: 'pending', risk: 'none' } as const;

describe('a payment attempt from its events', () => {
  it('money that moved is the truth: a success beats an expiry sent before or after it', () => {
    expect(foldEvents([event('payment.expired'), event('payment.succeeded')], ATTEMPT).money).toBe(
      'succeeded',
    );
    expect(foldEvents([event('payment.succeeded'), event('payment.expired')], ATTEMPT).money).toBe(
      'succeeded',
    );
    expect(foldEvents([event('payment.succeeded'), event('payment.refunded')], ATTEMPT).money).toBe(
      'refunded',
    );
  });

  it('an event for another amount or currency is not counted', () => {
    const fold = foldEvents([event('payment.succeeded', { amount: 4249 })], ATTEMPT);
    expect(fold.money).toBe('pending');
    expect(fold.mismatched).toEqual(['sbx_1:payment.succeeded']);
    expect(foldEvents([event('payment.succeeded', { currency: 'MYR' })], ATTEMPT).money).toBe(
      'pending',
    );
  });

  it('any order of arrival, with duplicates, gives the same outcome', () => {
    const types: PaymentEvent['type'][] = [
      'payment.succeeded',
      'payment.failed',
      'payment.expired',
      'payment.review',
      'review.approved',
      'review.blocked',
      'payment.refunded',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...types), { minLength: 1, maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 8 }),
        (chosen, swaps) => {
          const events = chosen.map((type) => event(type));
          const shuffled = [...events, ...events.slice(0, 2)];
          for (const swap of swaps) {
            const i = swap % shuffled.length;
            [shuffled[0], shuffled[i]] = [shuffled[i], shuffled[0]];
          }
          const a = foldEvents(events, ATTEMPT);
          const b = foldEvents(shuffled, ATTEMPT);
          expect({ ...b, mismatched: [] }).toEqual({ ...a, mismatched: [] });
        },
      ),
    );
  });
});

describe('what an outcome does to its order', () => {
  const attempt = { status: 'pending' as const, attemptNo: 1, latest: true };
  it('pays, holds for review, approves, blocks', () => {
    expect(
      settle(live, attempt, foldEvents([event('payment.succeeded')], ATTEMPT)).transition,
    ).toBe('pay');
    expect(settle(live, attempt, foldEvents([event('payment.review')], ATTEMPT)).transition).toBe(
      'hold',
    );
    const held = { ...live, payment: 'authorised', risk: 'review' } as const;
    expect(
      settle(
        held,
        attempt,
        foldEvents([event('payment.review'), event('review.approved')], ATTEMPT),
      ).transition,
    ).toBe('approve');
    expect(
      settle(held, attempt, foldEvents([event('payment.review'), event('review.blocked')], ATTEMPT))
        .transition,
    ).toBe('block');
  });

  it('a decline of the latest attempt declines the order; an older attempt’s does nothing', () => {
    const fold = foldEvents([event('payment.failed', { declineCode: 'card_declined' })], ATTEMPT);
    expect(settle(live, attempt, fold)).toMatchObject({ transition: 'decline', lastTry: false });
    expect(settle(live, { ...attempt, latest: false }, fold).transition).toBeNull();
    expect(settle(live, { ...attempt, attemptNo: 5 }, fold).lastTry).toBe(true);
  });

  it('money after expiry takes the stock again, or is refunded', () => {
    const expired = {
      status: 'cancelled',
      cancelReason: 'payment_expired',
      payment: 'pending',
      risk: 'none',
    } as const;
    expect(settle(expired, attempt, foldEvents([event('payment.succeeded')], ATTEMPT))).toEqual({
      attempt: 'succeeded',
      transition: 'late_pay',
      fallback: 'late_refund',
    });
  });
});
