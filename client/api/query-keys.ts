/**
 * Every query key, from one factory: each `queryOptions` takes its key from here, and
 * so does every place that reads or writes the cache (`setQueryData`, `getQueryData`,
 * `cancelQueries`, …), through the options' `queryKey` or these functions; no key is written
 * as an array anywhere else, nor read by position. A key starts with the resource and holds
 * what the answer varies on, so SSR-dehydrated data is found again by the same key in the
 * browser.
 */

/** The parts as a readonly tuple of their literal types. */
function key<const T extends readonly unknown[]>(...parts: T): T {
  return parts;
}

type Site = { country: string; language: string };

type SegmentedSite = Site & { segments: string[]; preview: boolean };

/** Where a listing lives, as its key holds it. */
export interface ListingKeyContext {
  endpoint: string;
  brand?: string;
  category?: string;
}

export const queryKeys = {
  layout: (site: SegmentedSite) =>
    key('layout', site.country, site.language, site.segments.join(','), site.preview),
  page: (site: SegmentedSite, slug: string) =>
    key('page', site.country, site.language, site.preview, site.segments.join(','), slug),
  brands: (site: Site) => key('brands', site.country, site.language),
  categories: (site: Site) => key('categories', site.language),
  product: (site: Site, slug: string) => key('product', site.country, site.language, slug),
  featured: (site: Site, limit: number) => key('featured', site.country, site.language, limit),
  user: () => key('user'),
  /** The signed-in member's account (GET account): one per browser, whatever the site. */
  account: () => key('account'),
  /**
   * A page of the member's Beauty Pass points history (GET account/points): the first, or the
   * rows before the row `before`. The member's, whatever the site (its words are the page's).
   */
  pointsHistory: (before: number | undefined) => key('points-history', before ?? 0),
  /** The member's addresses of one country site (GET account/addresses answers the site's). */
  addresses: (site: Site) => key('addresses', site.country),
  /** A listing without its page count (the selection's `page=1` form), so "Show more" extends it. */
  listing: (site: Site, context: ListingKeyContext, selection: string) =>
    key(
      'listing',
      site.country,
      site.language,
      context.endpoint,
      context.brand ?? '',
      context.category ?? '',
      selection,
    ),
  facets: (site: Site, context: ListingKeyContext, selection: string) =>
    key(
      'facets',
      site.country,
      site.language,
      context.endpoint,
      context.brand ?? '',
      context.category ?? '',
      selection,
    ),
  searchDropdown: (site: Site, q: string) => key('search-dropdown', site.country, site.language, q),
  wishlist: (site: Site) => key('wishlist', site.country, site.language),
  waitlist: (site: Site) => key('waitlist', site.country, site.language),
  reminders: (site: Site) => key('reminders', site.country),
  bagCount: (site: Site) => key('bag-count', site.country),
  /**
   * The bag's answers: every one carries messages in the page's language. `bag` is the
   * prefix of all of them, so a change elsewhere (another tab) refreshes them in one call.
   */
  bag: (site: Site) => key('bag', site.country, site.language),
  cart: (site: Site) => key('bag', site.country, site.language, 'cart'),
  miniBag: (site: Site) => key('bag', site.country, site.language, 'mini'),
  cartOffers: (site: Site) => key('bag', site.country, site.language, 'offers'),
  /** The rewards tab: under the bag's prefix, so a bag change refreshes it with the rest. */
  bagRewards: (site: Site) => key('bag', site.country, site.language, 'rewards'),
  cartSamples: (site: Site) => key('bag', site.country, site.language, 'samples'),
  giftOffers: (site: Site) => key('bag', site.country, site.language, 'gifts'),
  giftOffer: (site: Site, id: number) => key('bag', site.country, site.language, 'gifts', id),
  /**
   * The checkout's answer for one delivery option: the bag priced for it, under the
   * bag's prefix, so a change of the bag (here or in another tab) refreshes it too.
   */
  checkout: (site: Site, delivery: string) =>
    key('bag', site.country, site.language, 'checkout', delivery),
  /** The sets the site sells: the same whatever the bag holds, so not under the bag's prefix. */
  bundles: (site: Site) => key('bundles', site.country, site.language),
  /** The site's stores, or only those that collect click and collect orders. */
  storeLocations: (site: Site, clickAndCollect: boolean) =>
    key('store-locations', site.country, site.language, clickAndCollect),
  storeLocation: (site: Site, id: number) => key('store-location', site.country, site.language, id),
  /** An order, to its owner: its decline and cancel messages are in the page's language. */
  order: (site: Site, number: string) => key('order', site.country, site.language, number),
  /** A page of the member's orders on a site: the first, or those placed before `before`. */
  orders: (site: Site, before: string | undefined) =>
    key('orders', site.country, site.language, before ?? ''),
  /** The sandbox bank app's open payments (every site's). */
  sandboxPayments: () => key('sandbox-payments'),
  /** The mutation key of every bag change: they run one at a time, in the order they were made. */
  bagChange: () => key('bag-change'),
  openApiDocument: () => key('openapi'),
};
