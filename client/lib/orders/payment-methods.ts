import type { Country } from '../sites';
import type { PaymentMethodKind } from './display-state';

/**
 * The payment methods of each site (docs/business-rules.md#payment-methods-and-windows): card
 * everywhere, the country's QR scheme, and in Indonesia virtual accounts at three banks. Data,
 * one home: the checkout lists them, the API accepts only these, the provider builds their
 * payloads.
 */
export const PAYMENT_METHODS = [
  'card',
  'paynow',
  'promptpay',
  'qris',
  'duitnow',
  'qrph',
  'fps',
  'va_bca',
  'va_mandiri',
  'va_bni',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type QrMethod = 'paynow' | 'promptpay' | 'qris' | 'duitnow' | 'qrph' | 'fps';
export type VirtualAccountMethod = 'va_bca' | 'va_mandiri' | 'va_bni';

export const SITE_PAYMENT_METHODS: Readonly<Record<Country, readonly PaymentMethod[]>> = {
  au: ['card'],
  hk: ['card', 'fps'],
  id: ['card', 'qris', 'va_bca', 'va_mandiri', 'va_bni'],
  my: ['card', 'duitnow'],
  nz: ['card'],
  ph: ['card', 'qrph'],
  sg: ['card', 'paynow'],
  th: ['card', 'promptpay'],
};

export function methodKind(method: PaymentMethod): PaymentMethodKind {
  if (method === 'card') return 'card';
  return method.startsWith('va_') ? 'virtual_account' : 'qr';
}

export const isQrMethod = (method: PaymentMethod): method is QrMethod =>
  methodKind(method) === 'qr';

export const isVirtualAccountMethod = (method: PaymentMethod): method is VirtualAccountMethod =>
  methodKind(method) === 'virtual_account';

/** Minutes a QR code may be paid (docs/business-rules.md#payment-methods-and-windows). */
export const QR_MINUTES = 15;
/** Hours a virtual account may be paid. */
export const VIRTUAL_ACCOUNT_HOURS = 24;
/** Minutes a declined order keeps its stock for another payment. */
export const RETRY_MINUTES = 30;
/**
 * Minutes a card attempt may stay unanswered: the provider answers a card at once, so this only
 * bounds an attempt whose call never came back (a crash between placement and the call).
 */
export const CARD_PENDING_MINUTES = 30;
/** The most payment attempts one order may have (the fifth decline closes it). */
export const MAX_ATTEMPTS = 5;

/** When an attempt made at `now` with this method stops being payable. */
export function attemptExpiry(method: PaymentMethod, now: Date): Date {
  const minutes =
    method === 'card'
      ? CARD_PENDING_MINUTES
      : isQrMethod(method)
        ? QR_MINUTES
        : VIRTUAL_ACCOUNT_HOURS * 60;
  return new Date(now.getTime() + minutes * 60_000);
}
