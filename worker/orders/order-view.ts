import type { OrderAnswer } from '../../client/api/order-contract';
import { addressLines } from '../../client/lib/address-fields';
import { displayState, viewOf } from '../../client/lib/orders/display-state';
import { methodKind, SITE_PAYMENT_METHODS } from '../../client/lib/orders/payment-methods';
import type { Language } from '../../client/lib/sites';
import { orderRulesTranslatorFor } from '../i18n';
import { formatMoney } from '../../client/lib/format';
import { qrSvg } from '../payments/qr-svg';
import { heldUntil, type StoredOrder } from '../orders/read-order';

/**
 * An order as the API answers it (placement, a retry, GET orders/{number}): the shopper's
 * state from the axes (docs/business-rules.md#order-states), the page it belongs on, the frozen
 * cost summary, and the latest payment with what its page shows (the QR rendered as SVG here, so
 * the browser needs no QR code).
 */

const DECLINES = new Set([
  'card_declined',
  'insufficient_funds',
  'incorrect_number',
  'payment_rejected',
]);

export function orderView(
  order: StoredOrder,
  site: { language: Language; locale: string },
  now: Date,
): OrderAnswer {
  const { language } = site;
  const t = orderRulesTranslatorFor(language);
  const state = displayState(order.axes, now);
  const attempt = order.attempt;
  const kind = methodKind(attempt.method);
  const decline =
    attempt.status === 'failed'
      ? t(
          `orderRules.declines.${DECLINES.has(attempt.declineCode ?? '') ? (attempt.declineCode as 'card_declined') : 'other'}`,
        )
      : null;
  return {
    order: {
      number: order.number,
      state,
      view: viewOf(state, kind),
      placedAt: order.placedAt,
      country: order.country,
      delivery: {
        kind: order.deliveryKind,
        estimatedFrom: order.estimatedFrom,
        estimatedTo: order.estimatedTo,
        heldUntil: heldUntil(order),
        addressLines: order.address
          ? addressLines(order.country, order.address, language)
          : (order.store?.addressLines ?? []),
        store: order.store,
      },
      recipient: {
        name: `${order.contact.firstName} ${order.contact.lastName}`,
        email: order.contact.email,
        mobile: order.contact.mobile,
      },
      fulfilment: {
        state: order.axes.fulfilment,
        shippedAt: order.times.shippedAt,
        deliveredAt: order.times.deliveredAt,
        readyAt: order.times.readyAt,
        collectedAt: order.times.collectedAt,
      },
      retryUntil: state === 'payment_failed_with_inventory' ? order.axes.retryUntil : null,
      cancelMessage:
        order.axes.status === 'cancelled' && order.axes.cancelReason
          ? t(`orderRules.cancelled.${order.axes.cancelReason}`)
          : null,
      backInBag: order.backInBag,
      lines: order.lines.map(({ productId: _productId, ...line }) => line),
      summary: order.summary,
      retryMethods:
        state === 'payment_failed_with_inventory' ? [...SITE_PAYMENT_METHODS[order.country]] : [],
    },
    payment: {
      method: attempt.method,
      kind,
      status: attempt.status,
      amount: attempt.amount,
      currency: attempt.currency,
      expiresAt: attempt.expiresAt,
      card:
        attempt.cardBrand && attempt.cardLast4
          ? { brand: attempt.cardBrand, last4: attempt.cardLast4 }
          : null,
      // A QR is shown only while it can be paid (hyperswitch #8720: never a QR for a payment
      // that is over).
      qr:
        attempt.qrPayload && state === 'payment_pending'
          ? {
              payload: attempt.qrPayload,
              svg: qrSvg(
                attempt.qrPayload,
                t('orderRules.qrLabel', {
                  number: order.number,
                  amount: formatMoney(order.total, order.currency, site.locale),
                }),
              ),
            }
          : null,
      virtualAccount:
        attempt.vaBank && attempt.vaNumber
          ? { bank: attempt.vaBank, number: attempt.vaNumber }
          : null,
      declineMessage: decline,
    },
  };
}
