import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { PointsEntry } from '../../api/beauty-pass-contract';
import { useSite, type SiteValue } from '../../app/site-context';
import { formatNumber } from '../../lib/format';
import { formatSiteDate, siteTime } from '../../lib/format-dates';
import { pointsHistoryQuery } from '../account/account-queries';
import { ShowMore } from '../../components/ShowMore';
import { useCursorPages } from '../../components/use-cursor-pages';

/** What a row is for: its source in words, with the order it belongs to when it has one. */
export function entrySource(entry: PointsEntry, t: SiteValue['t']): string {
  if (entry.orderNumber === null) return t(`beautyPass.sources.${entry.source}`);
  if (entry.source === 'purchase_points')
    return t('beautyPass.history.purchaseOrder', { orderNumber: entry.orderNumber });
  return t('beautyPass.history.forOrder', {
    source: t(`beautyPass.sources.${entry.source}`),
    orderNumber: entry.orderNumber,
  });
}

/** The points a row changed, signed: "+120", "−40" (a true minus sign). */
function signed(points: number, locale: string): string {
  const sign = points > 0 ? '+' : points < 0 ? '\u2212' : '';
  return `${sign}${formatNumber(Math.abs(points), locale)}`;
}

function EntryStatus({ entry }: { entry: PointsEntry }) {
  const { t, locale } = useSite();
  if (entry.status === 'pending' && entry.availableOn)
    return (
      <>
        {t('beautyPass.history.pendingUntil', {
          date: formatSiteDate(entry.availableOn, locale),
        })}
      </>
    );
  return <>{t(`beautyPass.statuses.${entry.status}`)}</>;
}

/** One page of the history (the first, or the rows before a cursor), as list items. */
function HistoryItems({ before }: { before: number | undefined }) {
  const site = useSite();
  const { data } = useQuery(pointsHistoryQuery(site.api, before));
  return (
    <>
      {data?.items.map((entry) => (
        <li key={entry.id} className="points-entry" tabIndex={-1}>
          <time className="points-entry-date" dateTime={entry.occurredAt}>
            {siteTime(entry.occurredAt, site, { dateStyle: 'medium' })}
          </time>
          <span className="points-entry-source">{entrySource(entry, site.t)}</span>
          <span className={`points-entry-points${entry.points < 0 ? ' is-debit' : ' is-credit'}`}>
            {signed(entry.points, site.locale)}
          </span>
          <span className="points-entry-status">
            <EntryStatus entry={entry} />
          </span>
        </li>
      ))}
    </>
  );
}

/**
 * The member's points history, newest first, 20 rows at a time with "show more" (the API's
 * cursor: each page is a query of its own, as the account's orders). Each row says its day,
 * what it was for, the points it changed and where they stand. After "show more", focus goes
 * to the first row it added.
 */
export function PointsHistory() {
  const site = useSite();
  const { t } = site;
  const headingId = useId();
  const { cursors, first, last, list, hasNext, more } = useCursorPages(
    (before: number | undefined) => pointsHistoryQuery(site.api, before),
    'li',
  );

  let body;
  if (!first.data)
    body = first.isError ? (
      <div className="empty-state">
        <p>{t('beautyPass.history.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void first.refetch()}>
          {t('errors.retry')}
        </button>
      </div>
    ) : (
      <p className="loading">{t('common.loading')}</p>
    );
  else if (!first.data.items.length)
    body = (
      <div className="empty-state">
        <p>{t('beautyPass.history.empty')}</p>
      </div>
    );
  else
    body = (
      <>
        <ol className="points-history" ref={list}>
          {cursors.map((before) => (
            <HistoryItems key={before ?? 0} before={before} />
          ))}
        </ol>
        {last.isError ? <p className="field-error">{t('beautyPass.history.loadFailed')}</p> : null}
        <ShowMore
          last={last}
          hasNext={hasNext}
          label={t('beautyPass.history.more')}
          onMore={more}
        />
      </>
    );
  return (
    <section className="points-history-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('beautyPass.history.title')}</h2>
      {body}
    </section>
  );
}
