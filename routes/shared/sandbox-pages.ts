import type { MessageKey } from '../../client/lib/i18n';
import { SANDBOX_ORDERS, sandboxOrderPath } from '../../client/lib/orders/sandbox-orders';

/**
 * The developer sandbox: one fixture page per page type and country. The path is
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

/**
 * A seeded sandbox order's page (client/lib/orders/sandbox-orders.ts), by its e-mail-style link
 * (the alias is where the sandbox asks to land; the order page redirects to the one its state
 * belongs on, e.g. a pending QR to its payment instructions).
 */
function orderTarget(number: string, view: string): string {
  const order = SANDBOX_ORDERS.find((candidate) => candidate.number === number);
  if (!order) throw new Error(`no sandbox order ${number}`);
  return sandboxOrderPath(order, view);
}

export const SANDBOX_PAGES: readonly SandboxPage[] = [
  { country: 'sg', language: 'en', pageType: 'cart', label: 'sandbox.cart', target: '/cart' },
  {
    country: 'au',
    language: 'en',
    pageType: 'order',
    variant: 'confirmation',
    label: 'sandbox.orderConfirmation',
    target: orderTarget('AU900000001', 'confirmation'),
  },
  {
    country: 'sg',
    language: 'en',
    pageType: 'order',
    variant: 'confirmation',
    label: 'sandbox.orderConfirmation',
    target: orderTarget('SG900000001', 'confirmation'),
  },
  {
    country: 'hk',
    language: 'zh',
    pageType: 'order',
    variant: 'payment_failed',
    label: 'sandbox.orderPaymentFailed',
    target: orderTarget('HK900000002', 'payment_failed'),
  },
  {
    country: 'nz',
    language: 'en',
    pageType: 'order',
    variant: 'payment_blocked',
    label: 'sandbox.orderPaymentBlocked',
    target: orderTarget('NZ900000003', 'payment_failed'),
  },
  ...(['au', 'id', 'my', 'ph', 'th'] as const).map((country) => ({
    country,
    language: country === 'id' ? 'id' : country === 'th' ? 'th' : 'en',
    pageType: 'order',
    variant: 'payment_pending',
    label: 'sandbox.orderPaymentPending' as MessageKey,
    target: orderTarget(`${country.toUpperCase()}900000004`, 'payment_pending'),
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
