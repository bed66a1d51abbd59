import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '../../api/query-keys';
import { useAnnounce } from '../../app/announcer';
import { useSite } from '../../app/site-context';
import { BackInBag } from './BackInBag';
import type { OrderPartProps } from './BackToBag';
import { CheckPaymentButton } from './CheckPaymentButton';
import { Countdown } from './Countdown';
import { SaveQrButton } from './SaveQrButton';
import { siteTime } from '../../lib/format-dates';
import { isQrMethod } from '../../lib/orders/payment-methods';
import { useClock } from './use-clock';

/**
 * A QR payment waiting (docs/business-rules.md#payment-methods-and-windows): the code the worker
 * drew as SVG (trusted: its own markup, with role="img" and a name), the amount, the time left and
 * the check-payment-status action; "Save QR image" for paying on the same phone. At expiry (the
 * order's state, or the clock past the payment's expiry before a poll says so) the code goes and
 * the heading "QR Code Expired" stays, with the reason the order was cancelled.
 */
export function QrPayment({ answer, money }: OrderPartProps) {
  const site = useSite();
  const { t } = site;
  const announce = useAnnounce();
  const { order, payment } = answer;
  const now = useClock(true);
  const expired =
    order.state === 'payment_expired' || (now !== null && now >= Date.parse(payment.expiresAt));
  const wasExpired = useRef(expired);
  const client = useQueryClient();
  useEffect(() => {
    if (expired && !wasExpired.current) {
      announce(t('order.qr.expired'));
      // Ask at once: the server closes the order and puts its items back in the bag.
      void client.invalidateQueries({ queryKey: queryKeys.order(site, order.number) });
    }
    wasExpired.current = expired;
  }, [expired, announce, t, client, site, order.number]);

  if (expired)
    return (
      <section className="order-payment is-expired" aria-labelledby="order-payment-title">
        <h2 id="order-payment-title">{t('order.qr.expired')}</h2>
        <p>{order.cancelMessage ?? t('order.qr.expiredLead')}</p>
        <BackInBag order={order} />
      </section>
    );
  const scheme = t(`order.methods.${payment.method}`);
  return (
    <section className="order-payment" aria-labelledby="order-payment-title">
      <h2 id="order-payment-title">{scheme}</h2>
      <p>{t('order.qr.scan', { scheme })}</p>
      {payment.qr ? (
        // The worker's own SVG (worker/payments/qr-svg.ts), escaped there: no QR code in the browser.
        <div className="order-qr" dangerouslySetInnerHTML={{ __html: payment.qr.svg }} />
      ) : null}
      {payment.qr && isQrMethod(payment.method) ? (
        <SaveQrButton
          number={order.number}
          method={payment.method}
          qr={payment.qr}
          scheme={scheme}
        />
      ) : null}
      <dl className="order-pay-facts">
        <div>
          <dt>{t('order.pay.amount')}</dt>
          <dd className="order-pay-amount">{money(payment.amount)}</dd>
        </div>
      </dl>
      <p>
        {t('order.pay.payBy', { time: siteTime(payment.expiresAt, site, { timeStyle: 'short' }) })}
      </p>
      <Countdown expiresAt={payment.expiresAt} now={now} />
      <CheckPaymentButton number={order.number} />
      <p className="order-pay-note">{t('order.pay.updates')}</p>
    </section>
  );
}
