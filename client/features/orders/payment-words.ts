import type { Payment } from '../../api/order-contract';
import type { Translate } from '../../lib/i18n';

/** The card brands the provider names; any other is "Card". */
const BRANDS = ['visa', 'mastercard', 'amex', 'unionpay', 'jcb'] as const;
type Brand = (typeof BRANDS)[number] | 'card';

const brandOf = (brand: string): Brand => BRANDS.find((known) => known === brand) ?? 'card';

/**
 * How an order was paid, in words: the card's brand and last four
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
