import { useQuery } from '@tanstack/react-query';
import { orderQueries } from '../../api/order-queries';
import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import { formatMoney } from '../../lib/format';
import { statusLabel } from '../../lib/orders/status-label';
import { siteTime } from '../../lib/format-dates';
import { ShowMore } from '../../components/ShowMore';
import { useCursorPages } from '../../components/use-cursor-pages';

/** The orders of one page of the list (the first, or those before a cursor), as list items. */
function OrderItems({ before }: { before: string | undefined }) {
  const site = useSite();
  const { t, locale } = site;
  const { data } = useQuery(orderQueries.orders(site.api, site, before));
  return (
    <>
      {data?.orders.map((order) => (
        <li key={order.number}>
          <article className="order-card" aria-labelledby={`order-${order.number}`}>
            <h2 id={`order-${order.number}`}>
              {/* The bare order page: its detail, whatever the state (./order-views.ts). */}
              <Link href={`/orders/${order.number}`}>
                {t('order.title', { number: order.number })}
              </Link>
            </h2>
            <p>
              {t('order.list.placed', {
                date: siteTime(order.placedAt, site, { dateStyle: 'medium' }),
              })}
            </p>
            <p className="order-card-state">
              {t(statusLabel(order.state, order.fulfilment, order.delivery))}
            </p>
            <p>
              {t('order.list.total', { total: formatMoney(order.total, order.currency, locale) })}
            </p>
            <p>{t('order.list.items', { count: order.count })}</p>
          </article>
        </li>
      ))}
    </>
  );
}

/**
 * Account → orders: the member's orders on this site, newest first, 20 at a time with "show
 * more" (the API's cursor: each page is a query of its own, the first one in the server's
 * HTML). Each names its number, date, state in words, total and item count, and links to its
 * page. After "show more", focus goes to the first order it added.
 */
export function AccountOrders() {
  const site = useSite();
  const { t } = site;
  const { cursors, first, last, list, hasNext, more } = useCursorPages(
    (before: string | undefined) => orderQueries.orders(site.api, site, before),
    'h2 a',
  );

  if (!first.data)
    return first.isError ? (
      <div className="empty-state">
        <p>{t('order.list.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void first.refetch()}>
          {t('errors.retry')}
        </button>
      </div>
    ) : (
      <p className="loading">{t('common.loading')}</p>
    );
  if (!first.data.orders.length)
    return (
      <div className="empty-state">
        <p>{t('order.list.empty')}</p>
      </div>
    );
  return (
    <>
      <ol className="order-list" ref={list}>
        {cursors.map((before) => (
          <OrderItems key={before ?? ''} before={before} />
        ))}
      </ol>
      {last.isError ? <p className="field-error">{t('order.list.loadFailed')}</p> : null}
      <ShowMore last={last} hasNext={hasNext} label={t('order.list.more')} onMore={more} />
    </>
  );
}
