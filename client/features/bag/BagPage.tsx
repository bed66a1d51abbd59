import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import type { PricedBag } from '../../api/bag-contract';
import { bagQueries } from '../../api/bag-queries';
import { useSite } from '../../app/site-context';
import { EmptyState } from '../../components/EmptyState';
import { Link } from '../../components/Link';
import { PageFrame } from '../../components/PageFrame';
import { Pending } from '../../components/Pending';
import { SITES } from '../../lib/sites';
import { useBagSync } from './bag-sync';
import { BagLines } from './BagLines';
import { BundleSets } from './BundleSets';
import { CheckoutPanel } from './CheckoutPanel';
import { CostSummary } from './CostSummary';
import { FreeShipping } from './FreeShipping';
import { GiftOffers } from './GiftOffers';
import { OfferTabs } from './OfferTabs';
import { PromoCodes } from './PromoCodes';
import { RewardsTab } from './RewardsTab';
import { SamplePicker } from './SamplePicker';
import { ToastProvider } from './Toasts';
import { useHydrated } from './use-bag';
import { useBagChanging } from './use-bag-change';
import { useLineActions } from './use-line-actions';
import { useMoney } from './use-money';

function FilledBag({ bag, money }: { bag: PricedBag; money: (minor: number) => string }) {
  const { t } = useSite();
  const heading = useRef<HTMLHeadingElement>(null);
  const actions = useLineActions(bag, () => heading.current);
  const updating = useBagChanging();
  return (
    <div className="bag-layout">
      <div className="bag-main">
        {bag.staff ? <p className="staff-note">{t('bagPage.staff')}</p> : null}
        <BagLines lines={bag.lines} money={money} actions={actions} headingRef={heading} />
        <GiftOffers gifts={bag.gifts} />
        <SamplePicker />
        <OfferTabs
          codes={<PromoCodes bag={bag} money={money} />}
          rewards={<RewardsTab bag={bag} />}
        />
        <BundleSets money={money} />
      </div>
      <div className="bag-aside">
        <FreeShipping freeShipping={bag.freeShipping} money={money} />
        <CostSummary bag={bag} money={money} updating={updating} />
        {/* On a phone, a bar fixed to the bottom of the screen: the total and the way on are
            in view from the first screen, whatever the optional parts above hold. */}
        <div className="checkout-bar">
          <p className="checkout-bar-total">
            <span>{t('bagPage.summary.total')}</span> <strong>{money(bag.totals.total)}</strong>
          </p>
          <CheckoutPanel bag={bag} />
        </div>
      </div>
    </div>
  );
}

/**
 * /cart: the lines, gifts, samples, promo codes and rewards, the sets for sale,
 * free-shipping progress, the cost summary and secure checkout. The bag is the visitor's own, so
 * it loads in the browser after hydration (the server HTML, the same for everyone, says it is
 * loading). Refusals of changes are shown as notifications (./Toasts.tsx).
 */
export function BagPage() {
  const site = useSite();
  const { t } = site;
  const hydrated = useHydrated();
  useBagSync();
  const cart = useQuery({ ...bagQueries.cart(site.api, site), enabled: hydrated && !site.preview });
  const money = useMoney(cart.data?.totals.currency ?? SITES[site.country].currency);
  const bag = cart.data;
  return (
    <ToastProvider>
      <PageFrame title={t('bag.title')} className="bag-page">
        {bag === undefined ? (
          <Pending
            failed={cart.isError}
            failedText={t('bagPage.loadFailed')}
            retryText={t('bagPage.retry')}
            onRetry={() => void cart.refetch()}
          />
        ) : bag.lines.length === 0 ? (
          <>
            <EmptyState message={t('bag.empty')}>
              <Link className="button" href="/">
                {t('bag.continue')}
              </Link>
            </EmptyState>
            <BundleSets money={money} />
          </>
        ) : (
          <FilledBag bag={bag} money={money} />
        )}
      </PageFrame>
    </ToastProvider>
  );
}
