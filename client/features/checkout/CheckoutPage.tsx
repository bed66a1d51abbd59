import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { checkoutQueries } from '../../api/checkout-queries';
import { useSite } from '../../app/site-context';
import { EmptyState } from '../../components/EmptyState';
import { Link } from '../../components/Link';
import { PageFrame } from '../../components/PageFrame';
import { Pending } from '../../components/Pending';
import { useBagSync } from '../bag/bag-sync';
import { CheckoutForm } from './CheckoutForm';
import { useDraft } from './use-draft';

/**
 * /checkout: the steps on one page, for guests and members alike.
 * Everything on it is the visitor's own, so it loads in the browser after hydration (the server
 * HTML says it is loading), with the draft the tab kept. The checkout answer is asked for the
 * chosen delivery option; while another option's is on its way the last one stays, marked busy.
 * An empty bag has nothing to check out: it says so and leads back to the shop.
 */
export function CheckoutPage() {
  const site = useSite();
  const { t } = site;
  useBagSync();
  const { draft, update } = useDraft(site.country);
  const checkout = useQuery({
    ...checkoutQueries.checkout(site.api, site, draft?.delivery ?? 'standard'),
    enabled: draft !== null && !site.preview,
    placeholderData: keepPreviousData,
  });
  const answer = checkout.data;
  return (
    <PageFrame title={t('checkoutPage.title')} className="checkout-page">
      {draft === null || answer === undefined ? (
        <Pending
          failed={checkout.isError}
          failedText={t('checkoutPage.loadFailed')}
          retryText={t('checkoutPage.retry')}
          onRetry={() => void checkout.refetch()}
        />
      ) : !answer.bag.lines.some((line) => line.kind === 'product' || line.kind === 'bundle') ? (
        // Nothing to order (a reward alone waits in the bag for a product to ride on).
        <EmptyState message={t('checkoutPage.empty')}>
          <Link className="button" href="/">
            {t('checkoutPage.shop')}
          </Link>
        </EmptyState>
      ) : (
        <CheckoutForm
          answer={answer}
          updating={checkout.isPlaceholderData}
          draft={draft}
          update={update}
        />
      )}
    </PageFrame>
  );
}
