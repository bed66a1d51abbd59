import { useQuery } from '@tanstack/react-query';
import { checkoutQueries } from '../../api/checkout-queries';
import type { Store } from '../../api/store-contract';
import { useSite } from '../../app/site-context';
import { KeepWords } from '../../components/KeepWords';
import { Pending } from '../../components/Pending';
import { formatSiteDate } from '../../lib/format-dates';
import { COLLECT_HOLD_DAYS } from '../../lib/orders/delivery';
import { RadioList } from './RadioList';
import { hoursLines } from './store-hours';

function StoreDetail({ store }: { store: Store }) {
  const { t, locale } = useSite();
  return (
    <>
      <address>
        {[...store.addressLines, [store.city, store.postcode].filter(Boolean).join(' ')].map(
          (line) => (
            <span key={line}>
              <KeepWords text={line} />
            </span>
          ),
        )}
      </address>
      <p>{t('checkoutPage.store.phone', { phone: store.phone })}</p>
      <p className="visually-hidden">{t('checkoutPage.store.hours')}</p>
      <ul className="store-hours">
        {hoursLines(store.hours, locale, t).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * Click and collect: the site's stores that hold orders, each with its address, phone and
 * opening hours, and how long the store keeps the order (7 days: docs/business-rules.md#shipping).
 */
export function StoreChooser(props: {
  chosen: number | null;
  onChange: (id: number) => void;
  error: string | undefined;
  heldUntil: string | null;
}) {
  const site = useSite();
  const { t, locale } = site;
  const stores = useQuery(checkoutQueries.collectStores(site.api, site));
  const held = props.heldUntil
    ? t('checkoutPage.store.held', {
        days: COLLECT_HOLD_DAYS,
        date: formatSiteDate(props.heldUntil, locale),
      })
    : undefined;
  return (
    <fieldset className="checkout-group">
      <legend>{t('checkoutPage.store.title')}</legend>
      {held ? <p className="field-hint">{held}</p> : null}
      {stores.data ? (
        stores.data.items.length ? (
          <RadioList
            name="store"
            chosen={props.chosen}
            onChange={props.onChange}
            error={props.error}
            options={stores.data.items.map((store) => ({
              value: store.id,
              label: <span className="radio-title">{store.name}</span>,
              detail: <StoreDetail store={store} />,
            }))}
          />
        ) : (
          <p>{t('checkoutPage.store.none')}</p>
        )
      ) : (
        <Pending
          failed={stores.isError}
          failedText={t('checkoutPage.store.failed')}
          retryText={t('checkoutPage.retry')}
          onRetry={() => void stores.refetch()}
        />
      )}
    </fieldset>
  );
}
