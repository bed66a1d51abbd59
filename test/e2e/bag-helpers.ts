import type { Page } from '@playwright/test';
import type { PricedBag } from '../../client/api/bag-contract';
import type { ListingPage, ProductDetail } from '../../client/api/catalogue-contract';
import type { Country, Language } from '../../client/lib/sites';
import { expect } from './fixtures';

/**
 * What the bag journeys share: the site's request headers, products any guest may put six of in
 * the bag, and changes made through the API (as the page's own browser: its cookies) where the
 * journey is about something else.
 */

export type SiteOf = { country: Country; language: Language };

const acceptLanguage = (site: SiteOf) => `${site.language}-${site.country.toUpperCase()}`;

export function siteHeaders(page: Page, site: SiteOf) {
  const origin = new URL(page.url()).origin;
  return { origin, 'x-site-country': site.country, 'accept-language': acceptLanguage(site) };
}

export interface PlainProduct {
  slug: string;
  name: string;
  brand: string;
  variantId: number;
  price: number;
}

/**
 * Products of the site's featured listing that a guest can buy six of: in stock (7 or more),
 * delivered, launched, not tier-gated, no brand limit, and six allowed per order; with `single`,
 * products of one variant (the product page's button adds exactly that one).
 */
export async function plainProducts(
  page: Page,
  site: SiteOf,
  wanted = 6,
  options: { single?: boolean; minPrice?: number; maxPrice?: number } = {},
): Promise<PlainProduct[]> {
  const headers = siteHeaders(page, site);
  const found: PlainProduct[] = [];
  for (let listingPage = 1; found.length < wanted && listingPage <= 5; listingPage += 1) {
    const listing = (await (
      await page.request.get(`/api/web/v1/variants?per_page=48&page=${listingPage}`, { headers })
    ).json()) as ListingPage;
    for (const card of listing.items) {
      if (found.length >= wanted) break;
      if (!card.inStock || card.flags.cncOnly || card.priority || card.launchAt) continue;
      const detail = (await (
        await page.request.get(`/api/web/v1/products/${card.slug}`, { headers })
      ).json()) as ProductDetail;
      const variant = detail.variants.find((candidate) => candidate.id === card.variantId);
      if (!variant || !variant.available || variant.stock < 7 || variant.maxPerOrder < 6) continue;
      if (detail.brandLimit !== null || (options.single && detail.variants.length > 1)) continue;
      const price = variant.price.amount;
      if (price < (options.minPrice ?? 0) || price > (options.maxPrice ?? Infinity)) continue;
      found.push({
        slug: card.slug,
        name: card.name,
        brand: card.brand.name,
        variantId: variant.id,
        price: variant.price.amount,
      });
    }
  }
  expect(found.length, 'plain products in the listing').toBeGreaterThanOrEqual(wanted);
  return found;
}

/** Waits until the page's browser has its device (issued by the first GET user). */
export async function withDevice(page: Page): Promise<void> {
  await expect
    .poll(async () =>
      (await page.context().cookies()).some((cookie) => cookie.name === 'device-id'),
    )
    .toBe(true);
}

/** Adds to the bag through the API, as the page's browser. */
export async function addByApi(
  page: Page,
  site: SiteOf,
  variantId: number,
  quantity = 1,
): Promise<PricedBag> {
  const response = await page.request.post('/api/web/v1/cart/line-items/', {
    headers: siteHeaders(page, site),
    data: { variantId, quantity },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { bag: PricedBag }).bag;
}
