import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { orderQueries } from '../../api/order-queries';
import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import { formatMoney } from '../../lib/format';
import { orderPath } from './order-views';
import { siteTime } from './payment-words';

/**
 * Account → orders: the member's orders on this site, newest first, 20 at a time with "show
 * more" (the API's cursor). Each names its number, date, state in words, total and item count,
 * and links to its page. After "show more", focus goes to the first order it added.
 */
export function AccountOrders() {
  const site = useSite();
  const { t, locale } = site;
  const query = useInfiniteQuery(orderQueries.orders(site.api, site));
  const list = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const orders = query.data?.pages.flatMap((page) => page.orders) ?? [];
  const count = orders.length;
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || count <= from) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLElement>('a')[from]?.focus();
  }, [count]);

  if (!query.data)
    return query.isError ? (
      <div className="empty-state">
        <p>{t('order.list.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {t('errors.retry')}
        </button>
      </div>
    ) : (
      <p className="loading">{t('common.loading')}</p>
    );
  if (!count)
    return (
      <div className="empty-state">
        <p>{t('order.list.empty')}</p>
      </div>
    );
  return (
    <>
      <ol className="order-list" ref={list}>
        {orders.map((order) => (
          <li key={order.number}>
            <article className="order-card" aria-labelledby={`order-${order.number}`}>
              <h2 id={`order-${order.number}`}>
                <Link href={orderPath(order.number)}>
                  {t('order.title', { number: order.number })}
                </Link>
              </h2>
              <p>
                {t('order.list.placed', {
                  date: siteTime(order.placedAt, site, { dateStyle: 'medium' }),
                })}
              </p>
              <p className="order-card-state">{t(`order.states.${order.state}`)}</p>
              <p>
                {t('order.list.total', { total: formatMoney(order.total, order.currency, locale) })}
              </p>
              <p>{t('order.list.items', { count: order.count })}</p>
            </article>
          </li>
        ))}
      </ol>
      {query.hasNextPage ? (
        <p>
          <button
            type="button"
            className="button button-quiet"
            aria-disabled={query.isFetchingNextPage || undefined}
            onClick={() => {
              if (query.isFetchingNextPage) return;
              focusFrom.current = count;
              void query.fetchNextPage();
            }}
          >
            {query.isFetchingNextPage ? t('common.loading') : t('order.list.more')}
          </button>
        </p>
      ) : null}
    </>
  );
}
