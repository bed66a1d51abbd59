import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '../../api/client';
import { orderCalls, orderQueries } from '../../api/order-queries';
import { useAnnounce } from '../../app/announcer';
import { useSite } from '../../app/site-context';
import { PageFrame } from '../../components/PageFrame';
import { formatMoney } from '../../lib/format';
import { PAYMENT_METHODS } from '../../lib/orders/payment-methods';
import { siteTime } from '../../lib/format-dates';

type Outcome = 'pay' | 'fail' | 'expire' | 'review_approve' | 'review_block';

/** What a bank app may do with a payment, by its status: pay it, or rule on its risk review. */
const OUTCOMES: Record<string, readonly Outcome[]> = {
  pending: ['pay', 'fail', 'expire'],
  review: ['review_approve', 'review_block'],
};

const methodKey = (method: string) => PAYMENT_METHODS.find((known) => known === method);

/**
 * /sandbox/payments (development only): the sandbox bank app. It lists every open payment
 * (pending, or held for risk review) with the buttons a bank or a risk team would press; each
 * sends the provider's signed callback through the API (`sandbox/payments/{number}`), then the
 * list is asked again. What happened is said beside the list and in the page's live region.
 */
export function SandboxBankApp() {
  const site = useSite();
  const { t, locale } = site;
  const announce = useAnnounce();
  const query = useQuery(orderQueries.sandboxPayments(site.api));
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);

  const act = async (number: string, outcome: Outcome) => {
    if (busy) return;
    setBusy(number);
    const action = t(`sandboxPayments.actions.${outcome}`);
    let next: { text: string; failed: boolean };
    try {
      await orderCalls.sandboxPay(site.api, number, { outcome });
      next = { text: t('sandboxPayments.done', { action, number }), failed: false };
    } catch (error) {
      const message =
        error instanceof ApiRequestError && error.body?.message
          ? error.body.message
          : t('errors.server');
      next = { text: t('sandboxPayments.failed', { number, message }), failed: true };
    }
    await query.refetch();
    setBusy(null);
    setStatus(next);
    announce(next.text);
  };

  const payments = query.data?.payments ?? [];
  return (
    <PageFrame
      className="sandbox-bank"
      title={t('sandboxPayments.title')}
      lead={t('sandboxPayments.lead')}
    >
      <p>
        <button type="button" className="button button-quiet" onClick={() => void query.refetch()}>
          {t('sandboxPayments.refresh')}
        </button>
      </p>
      {status ? (
        <p className={`form-message ${status.failed ? 'is-error' : 'is-done'}`}>{status.text}</p>
      ) : null}
      {query.isError ? (
        <p className="form-message is-error">{t('sandboxPayments.loadFailed')}</p>
      ) : null}
      {query.data && !payments.length ? (
        <p className="empty-state">{t('sandboxPayments.empty')}</p>
      ) : null}
      <ul className="sandbox-payments">
        {payments.map((payment) => {
          const method = methodKey(payment.method);
          return (
            <li key={payment.orderNumber}>
              <article
                aria-labelledby={`payment-${payment.orderNumber}`}
                aria-busy={busy === payment.orderNumber}
              >
                <h2 id={`payment-${payment.orderNumber}`}>{payment.orderNumber}</h2>
                <dl>
                  <div>
                    <dt>{t('sandboxPayments.method')}</dt>
                    <dd>{method ? t(`order.methods.${method}`) : payment.method}</dd>
                  </div>
                  <div>
                    <dt>{t('sandboxPayments.amount')}</dt>
                    <dd>{formatMoney(payment.amount, payment.currency, locale)}</dd>
                  </div>
                  <div>
                    <dt>{t('order.details.status')}</dt>
                    <dd>
                      {payment.status === 'review'
                        ? t('sandboxPayments.statuses.review')
                        : t('sandboxPayments.statuses.pending')}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('sandboxPayments.expires')}</dt>
                    <dd>{siteTime(payment.expiresAt, site)}</dd>
                  </div>
                </dl>
                <div className="sandbox-actions">
                  {(OUTCOMES[payment.status] ?? []).map((outcome) => (
                    <button
                      key={outcome}
                      type="button"
                      className={
                        outcome === 'pay' || outcome === 'review_approve'
                          ? 'button'
                          : 'button button-quiet'
                      }
                      aria-label={t('sandboxPayments.actionLabel', {
                        action: t(`sandboxPayments.actions.${outcome}`),
                        number: payment.orderNumber,
                      })}
                      aria-disabled={busy !== null || undefined}
                      onClick={() => void act(payment.orderNumber, outcome)}
                    >
                      {t(`sandboxPayments.actions.${outcome}`)}
                    </button>
                  ))}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </PageFrame>
  );
}
