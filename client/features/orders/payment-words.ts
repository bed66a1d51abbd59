import type { Payment } from '../../api/order-contract';
import type { Translate } from '../../lib/i18n';
import { formatDate } from '../../lib/format';
import { TIME_ZONES, type Country } from '../../lib/sites';

/** The card brands the provider names; any other is "Card". */
const BRANDS = ['visa', 'mastercard', 'amex', 'unionpay', 'jcb'] as const;
type Brand = (typeof BRANDS)[number] | 'card';

const brandOf = (brand: string): Brand => BRANDS.find((known) => known === brand) ?? 'card';

/**
 * How an order was paid, in words (spec §2 "payment method"): the card's brand and last four
 * digits, the QR scheme's name, or the virtual account's bank.
 */
export function paymentMethodWords(payment: Payment, t: Translate): string {
  if (payment.card)
    return t('order.cardEnding', {
      brand: t(`order.cardBrands.${brandOf(payment.card.brand)}`),
      last4: payment.card.last4,
    });
  return t(`order.methods.${payment.method}`);
}

/**
 * A moment (an ISO timestamp) as the site's shoppers read it: in the site's time zone, so the
 * server's HTML and the browser's render agree, whatever the shopper's own zone.
 */
export function siteTime(
  value: string,
  site: { country: Country; locale: string },
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return formatDate(value, site.locale, { ...options, timeZone: TIME_ZONES[site.country] });
}

/** A calendar day (`YYYY-MM-DD`, already the site's day) as the shopper reads it. */
export function siteDay(value: string, locale: string): string {
  return formatDate(`${value}T00:00:00Z`, locale, { dateStyle: 'medium', timeZone: 'UTC' });
}
