import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError, type ApiClient } from './client';
import { withDevice, type Shopper } from './device';
import type { OrderAnswer, RetryPaymentSchema, SandboxPaymentSchema } from './order-contract';
import { queryKeys } from './query-keys';
import type { z } from 'zod';

/**
 * Query options and calls of the order pages, loaded with those pages only. An
 * order is its owner's alone: the page's `load()` fetches it on the server with the visitor's
 * cookies (the member's session, or a guest's order-access cookie), and the browser asks again
 * while a payment is awaited.
 */
type Site = { country: string; language: string };

/** An order number as the API writes it (client/api/order-contract.ts). */
export const ORDER_NUMBER = /^[A-Z]{2}[0-9]{9}$/;

/**
 * The order, or null when this visitor may not see it. The API answers an order of someone
 * else exactly as one that does not exist (404), so null says nothing about which; a number
 * that cannot be one is not asked for. Any other failure throws (a fault is not a 404).
 */
async function readOrder(api: ApiClient, number: string): Promise<OrderAnswer | null> {
  if (!ORDER_NUMBER.test(number)) return null;
  try {
    return await api.call('order', { params: { number } });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export const orderQueries = {
  order: (api: ApiClient, site: Site, number: string) =>
    queryOptions({
      queryKey: queryKeys.order(site, number),
      queryFn: () => readOrder(api, number),
    }),
  /**
   * A page of the member's orders (20, newest first): the first, or those placed before the
   * order `before` (the previous page's `next`). Pages, not an infinite query: the listing's
   * infinite query code would otherwise become a chunk of its own, shared with the account.
   */
  orders: (api: ApiClient, site: Site, before?: string) =>
    queryOptions({
      queryKey: queryKeys.orders(site, before),
      queryFn: () => api.call('orders', { query: { before } }),
    }),
  sandboxPayments: (api: ApiClient) =>
    queryOptions({
      queryKey: queryKeys.sandboxPayments(),
      queryFn: () => api.call('sandboxPayments'),
      staleTime: 0,
    }),
};

/**
 * The changes an order page makes. Each needs the browser's device (`withDevice`), as every
 * change of the shopper's does; a retried payment carries one key per press of "Pay", kept
 * across the query layer's retries of it.
 */
export const orderCalls = {
  retryPayment: (
    shopper: Shopper,
    key: string,
    number: string,
    body: z.input<typeof RetryPaymentSchema>,
  ) =>
    withDevice(shopper, () =>
      shopper.api.call('retryPayment', {
        params: { number },
        body,
        headers: { 'Idempotency-Key': key },
      }),
    ),
  /** `orders/enquireKbankPayment`: the provider is asked now (every method). */
  enquire: (shopper: Shopper, number: string) =>
    withDevice(shopper, () =>
      shopper.api.call('enquirePayment', { body: { orderNumber: number } }),
    ),
  /** `key`: one per press, so a retry the network forced adds nothing twice. */
  buyAgain: (shopper: Shopper, number: string, key: string) =>
    withDevice(shopper, () =>
      shopper.api.call('buyAgain', {
        params: { number },
        body: {},
        headers: { 'Idempotency-Key': key },
      }),
    ),
  /** The sandbox bank app's buttons (development only). */
  sandboxPay: (api: ApiClient, number: string, outcome: z.input<typeof SandboxPaymentSchema>) =>
    api.call('sandboxPay', { params: { number }, body: outcome }),
};
