import { queryOptions } from '@tanstack/react-query';
import type { DeliveryKind } from '../lib/orders/delivery';
import type { ApiClient } from './client';
import { withDevice, type Shopper } from './device';
import type { OperationInput } from './operations';
import { queryKeys } from './query-keys';

/**
 * The checkout's queries and its one change. Per visitor: fetched in the browser
 * after hydration, never in the server render. Keys come from ./query-keys.ts.
 */
type Site = { country: string; language: string };

/** What POST orders/ takes (the contract's PlaceOrderSchema, as sent). */
export type PlaceOrderBody = OperationInput<'placeOrder'>['body'];

/** Stores change rarely: the list is asked once in a visit's checkout, not on every focus. */
const STORES_FRESH_MS = 10 * 60_000;

export const checkoutQueries = {
  /** The bag priced for a delivery option, the options, the payment methods, a member's details. */
  checkout: (api: ApiClient, site: Site, delivery: DeliveryKind) =>
    queryOptions({
      queryKey: queryKeys.checkout(site, delivery),
      queryFn: () => api.call('checkout', { query: { delivery } }),
      // Another tab may have changed the bag: the total shown is the one placement expects.
      refetchOnWindowFocus: 'always',
    }),
  /** The site's stores that hold click-and-collect orders. */
  collectStores: (api: ApiClient, site: Site) =>
    queryOptions({
      queryKey: queryKeys.storeLocations(site, true),
      queryFn: () => api.call('storeLocations', { query: { clickAndCollect: 'true' } }),
      staleTime: STORES_FRESH_MS,
    }),
};

/**
 * Places the bag as an order. `key` is the attempt's Idempotency-Key: the same for every try of
 * one attempt (the API then answers the order it placed, never a second one).
 */
export function placeOrder(shopper: Shopper, key: string, body: PlaceOrderBody) {
  return withDevice(shopper, () =>
    shopper.api.call('placeOrder', { body, headers: { 'Idempotency-Key': key } }),
  );
}
