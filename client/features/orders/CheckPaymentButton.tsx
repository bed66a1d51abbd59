import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '../../api/client';
import { orderCalls } from '../../api/order-queries';
import { queryKeys } from '../../api/query-keys';
import { useAnnounce } from '../../app/announcer';
import { useSite } from '../../app/site-context';

/**
 * "Check payment status" (`orders/enquireKbankPayment`): the provider is asked
 * now, and the order it answers replaces the page's (a paid one moves the page on). A payment
 * still awaited says so, on the page and in its live region; so does a check refused because
 * the order was checked a moment ago (429, README "Rate limits"), with the API's words for the wait.
 */
export function CheckPaymentButton({ number }: { number: string }) {
  const site = useSite();
  const { t } = site;
  const client = useQueryClient();
  const announce = useAnnounce();
  const [status, setStatus] = useState<'idle' | 'sending' | 'notYet' | 'failed'>('idle');
  const [tooSoon, setTooSoon] = useState<string | null>(null);
  const check = async () => {
    if (status === 'sending') return;
    setStatus('sending');
    setTooSoon(null);
    try {
      const answer = await orderCalls.enquire({ api: site.api, client }, number);
      client.setQueryData(queryKeys.order(site, number), answer);
      const next = answer.order.state === 'payment_pending' ? 'notYet' : 'idle';
      setStatus(next);
      if (next === 'notYet') announce(t('order.pay.notYet'));
    } catch (error) {
      const wait =
        error instanceof ApiRequestError && error.status === 429
          ? (error.body?.message ?? null)
          : null;
      setTooSoon(wait);
      setStatus('failed');
      announce(wait ?? t('order.pay.checkFailed'));
    }
  };
  const message =
    status === 'notYet'
      ? t('order.pay.notYet')
      : status === 'failed'
        ? (tooSoon ?? t('order.pay.checkFailed'))
        : null;
  return (
    <div className="order-check">
      <button
        type="button"
        className="button"
        aria-disabled={status === 'sending' || undefined}
        onClick={() => void check()}
      >
        {status === 'sending' ? t('order.pay.checking') : t('order.pay.check')}
      </button>
      {message ? <p className="order-check-result">{message}</p> : null}
    </div>
  );
}
