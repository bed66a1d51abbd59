import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/order-page.json';
import id from '../../../../locales/id/order-page.json';
import th from '../../../../locales/th/order-page.json';
import zh from '../../../../locales/zh/order-page.json';
import { DELIVERY_KINDS } from '../../../../client/lib/orders/delivery';
import { ORDER_STATES } from '../../../../client/lib/orders/display-state';
import { statusLabel } from '../../../../client/lib/orders/status-label';

const FULFILMENTS = ['none', 'shipped', 'delivered', 'ready_for_collection', 'collected'] as const;

/** A message of a locale file by its dotted key, or undefined. */
const lookup = (messages: unknown, key: string) =>
  key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], messages);

describe('statusLabel', () => {
  it.each([
    ['paid', 'none', 'standard', 'order.states.paid'],
    ['paid', 'shipped', 'standard', 'order.progress.shipped'],
    ['paid', 'delivered', 'express', 'order.progress.delivered'],
    ['paid', 'none', 'click_and_collect', 'order.progress.preparing_collection'],
    ['paid', 'ready_for_collection', 'click_and_collect', 'order.progress.ready_for_collection'],
    ['paid', 'collected', 'click_and_collect', 'order.progress.collected'],
    ['payment_pending', 'none', 'standard', 'order.states.payment_pending'],
    ['payment_expired', 'none', 'click_and_collect', 'order.states.payment_expired'],
    ['fraud_check_pending', 'none', 'standard', 'order.states.fraud_check_pending'],
    ['cancelled', 'none', 'standard', 'order.states.cancelled'],
  ] as const)('%s, %s, %s → %s', (state, fulfilment, delivery, label) => {
    expect(statusLabel(state, fulfilment, delivery)).toBe(label);
  });

  it('names a message that every language has, for every combination', () => {
    for (const state of ORDER_STATES)
      for (const fulfilment of FULFILMENTS)
        for (const delivery of DELIVERY_KINDS) {
          const key = statusLabel(state, fulfilment, delivery);
          for (const messages of [en, zh, id, th])
            expect(typeof lookup(messages, key), `${key}`).toBe('string');
        }
  });
});
