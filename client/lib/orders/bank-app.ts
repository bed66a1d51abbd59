import type { QrMethod } from './payment-methods';

/**
 * Whether the QR page can offer "Open your bank app" for a scheme: only where the scheme itself
 * defines a link any of its banks' apps opens with this payment. None of the six does, so the
 * page offers none, and "Save QR image" (./qr-image in features/orders) is the way to pay on
 * the same phone:
 * - PayNow (SGQR), PromptPay (Thai QR Payment), QRIS, DuitNow QR and QR Ph define the QR payload
 *   only; each bank's app has its own URL scheme, if any, and none takes the payload.
 * - HK FPS has "app-to-app" payment, but its link is issued per payment by the merchant's
 *   acquiring bank (and on iOS it opens through the share sheet, not a URL): a provider that
 *   issues one would return it with the payment, and this table would name FPS then.
 * A scheme that gains one gets its builder here, and the page shows the link.
 */
export const BANK_APP_LINKS: Record<QrMethod, ((payload: string) => string) | null> = {
  paynow: null,
  promptpay: null,
  qris: null,
  duitnow: null,
  qrph: null,
  fps: null,
};

/** The link that opens the shopper's bank app with this payment, where the scheme has one. */
export function bankAppLink(method: QrMethod, payload: string): string | null {
  return BANK_APP_LINKS[method]?.(payload) ?? null;
}
