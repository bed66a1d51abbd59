import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { orderCalls } from '../../api/order-queries';
import { queryKeys } from '../../api/query-keys';
import { useAnnounce } from '../../app/announcer';
import { useRouter } from '../../app/router';
import { useSite } from '../../app/site-context';

/**
 * "Buy again": the order's items go back in the bag (as many as may be bought now;
 * the API decides), then the shopper is taken to the bag, which shows what it holds.
 */
export function BuyAgainButton({ number }: { number: string }) {
  const site = useSite();
  const { t } = site;
  const client = useQueryClient();
  const router = useRouter();
  const announce = useAnnounce();
  const [status, setStatus] = useState<'idle' | 'sending' | 'failed'>('idle');
  const buy = async () => {
    if (status === 'sending') return;
    setStatus('sending');
    try {
      const bag = await orderCalls.buyAgain({ api: site.api, client }, number, crypto.randomUUID());
      client.setQueryData(queryKeys.cart(site), bag);
      client.setQueryData(queryKeys.bagCount(site), { count: bag.count });
      void client.invalidateQueries({ queryKey: queryKeys.bag(site) });
      router.navigate('/cart');
    } catch {
      setStatus('failed');
      announce(t('order.buyAgainFailed'));
    }
  };
  return (
    <div className="order-buy-again">
      <button
        type="button"
        className="button"
        aria-disabled={status === 'sending' || undefined}
        onClick={() => void buy()}
      >
        {status === 'sending' ? t('order.buyingAgain') : t('order.buyAgain')}
      </button>
      {status === 'failed' ? <p className="field-error">{t('order.buyAgainFailed')}</p> : null}
    </div>
  );
}
