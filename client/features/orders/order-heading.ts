import type { OrderAnswer } from '../../api/order-contract';
import type { Translate } from '../../lib/i18n';
import type { AskedView } from './order-views';

/** The states of a declined order the shopper may still pay (the rest were cancelled). */
const FAILED_STATES = new Set(['payment_failed', 'payment_failed_with_inventory']);

/**
 * The page's one heading and its lead, by view: the thank-you of the confirmation (or that the
 * order is being checked), the waiting of a card payment, the payment instructions, the
 * decline or the cancellation, or the order's number for the detail.
 */
export function orderHeading(
  asked: AskedView,
  { order }: OrderAnswer,
  t: Translate,
): { title: string; lead?: string } {
  const number = order.number;
  switch (asked) {
    case 'confirmation':
      return {
        title: t('order.views.confirmation'),
        lead:
          order.state === 'fraud_check_pending'
            ? t('order.views.checking', { number })
            : t('order.views.confirmationLead', { number, email: order.recipient.email }),
      };
    case 'payment_pending':
      // A card attempt never answered (the provider's call lost) runs out like a QR.
      return order.state === 'payment_expired'
        ? { title: t('order.views.expired'), lead: order.cancelMessage ?? undefined }
        : { title: t('order.views.pending'), lead: t('order.views.pendingLead', { number }) };
    case 'payment_instruction':
      // A QR or account that ran out is no longer something to complete.
      return {
        title: t(
          order.state === 'payment_expired' ? 'order.views.expired' : 'order.views.instruction',
        ),
        lead: t('order.title', { number }),
      };
    case 'payment_failed':
      return {
        title: t(FAILED_STATES.has(order.state) ? 'order.views.failed' : 'order.views.cancelled'),
        lead: t('order.title', { number }),
      };
    case 'detail':
      return { title: t('order.title', { number }) };
  }
}
