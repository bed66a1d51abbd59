import type { MessageKey } from '../../client/lib/i18n';

/**
 * The developer sandbox (spec §2): one fixture page per page type and country. The path is
 * `/sandbox/{country}/{language}/{pageType}/{variant?}`, so the page type is the fourth
 * segment; `target` is the real page it opens on that country's site.
 */
export interface SandboxPage {
  country: string;
  language: string;
  pageType: string;
  variant?: string;
  label: MessageKey;
  target: string;
}

export const SANDBOX_PAGES: readonly SandboxPage[] = [
  { country: 'sg', language: 'en', pageType: 'cart', label: 'sandbox.cart', target: '/cart' },
  {
    country: 'au',
    language: 'en',
    pageType: 'order',
    variant: 'confirmation',
    label: 'sandbox.orderConfirmation',
    target: '/orders/SBX-AU-1001/confirmation',
  },
  {
    country: 'sg',
    language: 'en',
    pageType: 'order',
    variant: 'confirmation',
    label: 'sandbox.orderConfirmation',
    target: '/orders/SBX-SG-1001/confirmation',
  },
  {
    country: 'hk',
    language: 'zh',
    pageType: 'order',
    variant: 'payment_failed',
    label: 'sandbox.orderPaymentFailed',
    target: '/orders/SBX-HK-1002/payment_failed',
  },
  {
    country: 'nz',
    language: 'en',
    pageType: 'order',
    variant: 'payment_blocked',
    label: 'sandbox.orderPaymentBlocked',
    target: '/orders/SBX-NZ-1003',
  },
  ...(['au', 'id', 'my', 'ph', 'th'] as const).map((country) => ({
    country,
    language: country === 'id' ? 'id' : country === 'th' ? 'th' : 'en',
    pageType: 'order',
    variant: 'payment_pending',
    label: 'sandbox.orderPaymentPending' as MessageKey,
    target: `/orders/SBX-${country.toUpperCase()}-1004/payment_pending`,
  })),
  {
    country: 'sg',
    language: 'en',
    pageType: 'store-locations',
    label: 'sandbox.storeLocations',
    target: '/store-locations/sg-flagship',
  },
  {
    country: 'sg',
    language: 'en',
    pageType: 'happening',
    label: 'sandbox.happening',
    target: '/happening/services',
  },
  {
    country: 'th',
    language: 'th',
    pageType: 'variant-listing',
    label: 'sandbox.variantListing',
    target: '/brands/maison-veloure',
  },
  {
    country: 'hk',
    language: 'zh',
    pageType: 'content',
    label: 'sandbox.content',
    target: '/pages/sale',
  },
  { country: 'my', language: 'en', pageType: 'others', label: 'sandbox.others', target: '/about' },
];

/** The URL of the real page a sandbox entry opens, on its country and language. */
export function sandboxTarget(page: SandboxPage): string {
  const separator = page.target.includes('?') ? '&' : '?';
  return `${page.target}${separator}country_code=${page.country}&language=${page.language}`;
}

export function sandboxPath(page: SandboxPage): string {
  return `/sandbox/${page.country}/${page.language}/${page.pageType}${page.variant ? `/${page.variant}` : ''}`;
}
