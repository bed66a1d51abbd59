import { queryOptions } from '@tanstack/react-query';
import type { BagLine, PricedBag } from './bag-contract';
import type { ApiClient } from './client';
import { withDevice, type Shopper } from './device';
import { queryKeys } from './query-keys';

/**
 * Query options and calls of the bag. All of it is per visitor: fetched in the
 * browser after hydration, never in the server render. Keys come from ./query-keys.ts.
 */
type Site = { country: string; language: string };

export const bagQueries = {
  /** The whole priced bag. Refetched whenever the window gets focus: another tab may have changed it. */
  cart: (api: ApiClient, site: Site) =>
    queryOptions({
      queryKey: queryKeys.cart(site),
      queryFn: () => api.call('cart'),
      refetchOnWindowFocus: 'always',
    }),
  miniBag: (api: ApiClient, site: Site) =>
    queryOptions({
      queryKey: queryKeys.miniBag(site),
      queryFn: () => api.call('miniBag'),
      refetchOnWindowFocus: 'always',
    }),
  offers: (api: ApiClient, site: Site) =>
    queryOptions({ queryKey: queryKeys.cartOffers(site), queryFn: () => api.call('cartOffers') }),
  samples: (api: ApiClient, site: Site) =>
    queryOptions({ queryKey: queryKeys.cartSamples(site), queryFn: () => api.call('cartSamples') }),
  bundles: (api: ApiClient, site: Site) =>
    queryOptions({ queryKey: queryKeys.bundles(site), queryFn: () => api.call('bundles') }),
  giftOffer: (api: ApiClient, site: Site, id: number) =>
    queryOptions({
      queryKey: queryKeys.giftOffer(site, id),
      queryFn: () => api.call('giftOffer', { params: { id } }),
    }),
};

/** One key per shopper action, sent as the `Idempotency-Key` header on every try of it. */
const keyed = (key: string) => ({ 'Idempotency-Key': key });

/**
 * The bag's changes; each answers the whole priced bag. Each waits for the browser's device
 * (`withDevice`), as every change of the shopper's state does.
 */
export const bagCalls = {
  setQuantity: (shopper: Shopper, key: string, line: BagLine, quantity: number) =>
    withDevice(shopper, () =>
      shopper.api.call('setLineQuantity', {
        params: { id: line.id },
        body: { quantity },
        headers: keyed(key),
      }),
    ),
  remove: (shopper: Shopper, key: string, line: BagLine) =>
    withDevice(shopper, () =>
      shopper.api.call('removeLine', { params: { id: line.id }, headers: keyed(key) }),
    ),
  moveToWishlist: (shopper: Shopper, key: string, line: BagLine) =>
    withDevice(shopper, () =>
      shopper.api.call('moveLineToWishlist', {
        body: { lineId: Number(line.id) },
        headers: keyed(key),
      }),
    ),
  applyCoupon: (shopper: Shopper, key: string, code: string) =>
    withDevice(shopper, () =>
      shopper.api.call('applyCoupon', { body: { code }, headers: keyed(key) }),
    ),
  removeCoupon: (shopper: Shopper, key: string, promotionId: number) =>
    withDevice(shopper, () =>
      shopper.api.call('removeCoupon', { params: { id: promotionId }, headers: keyed(key) }),
    ),
  chooseSamples: (
    shopper: Shopper,
    key: string,
    samples: { sampleId: number; quantity: number }[],
  ) =>
    withDevice(shopper, () =>
      shopper.api.call('chooseSamples', { body: { samples }, headers: keyed(key) }),
    ),
  chooseGifts: (
    shopper: Shopper,
    key: string,
    offerId: number,
    gifts: { variantId: number; quantity: number }[],
  ) =>
    withDevice(shopper, () =>
      shopper.api.call('chooseGifts', {
        params: { id: offerId },
        body: { gifts },
        headers: keyed(key),
      }),
    ),
  addBundle: (shopper: Shopper, key: string, bundleId: number) =>
    withDevice(shopper, () =>
      shopper.api.call('addBundle', { body: { bundleId, quantity: 1 }, headers: keyed(key) }),
    ),
  /** What a quantity change (0: removal) would lose; a question, not a change (no key). */
  preview: (shopper: Shopper, line: BagLine, quantity: number) =>
    withDevice(shopper, () =>
      shopper.api.call('previewBagChange', { body: { lineId: Number(line.id), quantity } }),
    ),
};

export type BagCall = (shopper: Shopper, key: string) => Promise<PricedBag>;
