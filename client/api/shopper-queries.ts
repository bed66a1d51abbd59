import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError, type ApiClient } from './client';
import { withDevice, type Shopper } from './device';
import { shouldRetry } from './retry';
import type { BagLineAdd, WishlistUpdate } from './shopper-contract';
import { queryKeys } from './query-keys';

/**
 * Query keys, options and calls of the shopper's own state (wish list, waitlist, launch
 * reminders, bag count). All of it is per visitor (the `device-id` cookie): it is fetched only
 * in the browser after hydration, never during the server render, so page HTML stays the same
 * for every anonymous visitor. Keys hold the site the answer varies on.
 */
type Site = { country: string; language: string };

export const shopperQueries = {
  wishlist: (api: ApiClient, site: Site) =>
    queryOptions({
      queryKey: queryKeys.wishlist(site),
      queryFn: () => api.call('wishlist'),
    }),
  waitlist: (api: ApiClient, site: Site) =>
    queryOptions({
      queryKey: queryKeys.waitlist(site),
      queryFn: () => api.call('waitlist'),
    }),
  reminders: (api: ApiClient, site: Site) =>
    queryOptions({
      queryKey: queryKeys.reminders(site),
      queryFn: () => api.call('reminders'),
    }),
  bagCount: (api: ApiClient, site: Site) =>
    queryOptions({
      queryKey: queryKeys.bagCount(site),
      queryFn: () => api.call('bagCount'),
    }),
};

/**
 * The calls that change the shopper's state; each answers the new state of its list. Each is
 * kept under the browser's device, so each waits for it (`withDevice`).
 */
export const shopperCalls = {
  setWished: (shopper: Shopper, body: WishlistUpdate) =>
    withDevice(shopper, () => shopper.api.call('setWished', { body })),
  setWaitlisted: (shopper: Shopper, variantId: number, waitlisted: boolean) =>
    withDevice(shopper, () =>
      shopper.api.call('setWaitlisted', { params: { variantId }, body: { waitlisted } }),
    ),
  remindMe: (shopper: Shopper, productId: number) =>
    withDevice(shopper, () => shopper.api.call('subscribeReminder', { body: { productId } })),
  /** The key travels in the body (the typed client sends the site headers only); it is the same on every retry. */
  addToBag: (shopper: Shopper, body: BagLineAdd & { idempotencyKey: string }) =>
    withDevice(shopper, () => shopper.api.call('addToBag', { body })),
};

/**
 * Retry policy of these mutations: the query layer's (./retry.ts), except a 409. The API answers
 * 409 for a decided conflict (a limit reached, already in stock, already launched), which
 * another try cannot change; it would only hold the shopper's message back for seconds.
 */
export function retryShopperMutation(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status === 409) return false;
  return shouldRetry(failureCount, error);
}

/** A fresh idempotency key for one shopper action (kept across that action's retries). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
