import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError, type ApiClient } from './client';
import { withDevice, type Shopper } from './device';
import { shouldRetry } from './retry';
import type {
  CartCount,
  CartLineAdd,
  CartLineAdded,
  Reminders,
  Waitlist,
  Wishlist,
  WishlistUpdate,
} from './shopper-contract';

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
      queryKey: ['wishlist', site.country, site.language] as const,
      queryFn: () => api.get<Wishlist>('wishlist/'),
    }),
  waitlist: (api: ApiClient, site: Site) =>
    queryOptions({
      queryKey: ['waitlist', site.country, site.language] as const,
      queryFn: () => api.get<Waitlist>('waitlist/'),
    }),
  reminders: (api: ApiClient, site: Site) =>
    queryOptions({
      queryKey: ['reminders', site.country] as const,
      queryFn: () => api.get<Reminders>('notification-subscription/'),
    }),
  bagCount: (api: ApiClient, site: Site) =>
    queryOptions({
      queryKey: ['bag-count', site.country] as const,
      queryFn: () => api.get<CartCount>('cart/items-count/'),
    }),
};

/**
 * The calls that change the shopper's state; each answers the new state of its list. Each is
 * kept under the browser's device, so each waits for it (`withDevice`).
 */
export const shopperCalls = {
  setWished: (shopper: Shopper, body: WishlistUpdate) =>
    withDevice(shopper, () => shopper.api.send<Wishlist>('PUT', 'wishlist', body)),
  setWaitlisted: (shopper: Shopper, variantId: number, waitlisted: boolean) =>
    withDevice(shopper, () =>
      shopper.api.send<Waitlist>('PATCH', `waitlist/${variantId}`, { waitlisted }),
    ),
  remindMe: (shopper: Shopper, productId: number) =>
    withDevice(shopper, () =>
      shopper.api.send<Reminders>('POST', 'notification-subscription/subscribe', { productId }),
    ),
  /** The key travels in the body (the typed client sends the spec §7 headers only); it is the same on every retry. */
  addToBag: (shopper: Shopper, body: CartLineAdd & { idempotencyKey: string }) =>
    withDevice(shopper, () => shopper.api.send<CartLineAdded>('POST', 'cart/line-items/', body)),
};

/**
 * Retry policy of these mutations: the query layer's (spec §7), except a 409. The API answers
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
