import type { DeliveryKind } from './delivery';
import type { FulfilmentAxis, OrderState } from './display-state';

/**
 * The words for where an order stands, in the account's list and on its page: the payment's
 * state (./display-state.ts) until it is paid, then how far fulfilment has gone (shipped and
 * delivered, or for click and collect ready and collected: docs/business-rules.md#fulfilment),
 * so a delivered order no longer reads "Paid". Pure; the message key it names is in every
 * language.
 */
export type StatusLabel =
  | `order.states.${OrderState}`
  | `order.progress.${Exclude<FulfilmentAxis, 'none'> | 'preparing_collection'}`;

export function statusLabel(
  state: OrderState,
  fulfilment: FulfilmentAxis,
  delivery: DeliveryKind,
): StatusLabel {
  if (state !== 'paid') return `order.states.${state}`;
  if (fulfilment !== 'none') return `order.progress.${fulfilment}`;
  // Paid and not yet ready: a collection order is being prepared at its store.
  return delivery === 'click_and_collect'
    ? 'order.progress.preparing_collection'
    : 'order.states.paid';
}
