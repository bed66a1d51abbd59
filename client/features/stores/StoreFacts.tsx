import { useEffect, useRef, useState } from 'react';
import type { OpeningHours, Store } from '../../api/store-contract';
import { useAnnounce } from '../../app/announcer';
import { useSite, useT } from '../../app/site-context';
import { formatTimeSpan, formatWeekday } from '../../lib/format-dates';
import { directionsUrl, isOpenNow, localMoment, telUrl, todaysHours } from '../../lib/stores';
import { useNow, useSelectedStore, useSetMyStore } from './use-stores';

/** The store's address as lines: the street lines, then the city with its postcode. */
export function StoreAddress({ store }: { store: Store }) {
  return (
    <address className="store-address">
      {store.addressLines.map((line) => (
        <span key={line}>
          {line}
          <br />
        </span>
      ))}
      {store.postcode ? `${store.city} ${store.postcode}` : store.city}
    </address>
  );
}

function hoursText(day: OpeningHours, locale: string): string {
  return formatTimeSpan(day.opens, day.closes, locale);
}

/**
 * "Open now" or "Closed now" with today's hours, in the store's own time zone (its site's):
 * from the browser's clock after hydration; nothing before, so the server's HTML (shared by
 * every visitor, cached) never disagrees with the first render in the browser.
 */
export function OpenNow({ store }: { store: Store }) {
  const site = useSite();
  const t = useT();
  const now = useNow();
  if (!now) return <p className="store-open" />;
  const open = isOpenNow(store.hours, site.country, now, store.slug);
  const today = todaysHours(store.hours, site.country, now, store.slug);
  return (
    <p className="store-open">
      <strong className={open ? 'store-open-now' : 'store-closed-now'}>
        {open ? t('store.openNow') : t('store.closedNow')}
      </strong>{' '}
      <span>
        {today
          ? t('store.today', { hours: hoursText(today, site.locale) })
          : t('store.closedToday')}
      </span>
    </p>
  );
}

/** The whole week, Monday first; a day without hours is closed; today marked after hydration. */
export function WeekHours({ store }: { store: Store }) {
  const site = useSite();
  const t = useT();
  const now = useNow();
  const today = now ? localMoment(site.country, now, store.slug).weekday : undefined;
  return (
    <table className="store-hours">
      <caption className="visually-hidden">{t('store.hours')}</caption>
      <tbody>
        {[0, 1, 2, 3, 4, 5, 6].map((weekday) => {
          const day = store.hours.find((entry) => entry.weekday === weekday);
          const isToday = weekday === today;
          return (
            <tr
              key={weekday}
              className={isToday ? 'store-hours-today' : undefined}
              aria-current={isToday ? 'date' : undefined}
            >
              <th scope="row">
                {formatWeekday(weekday, site.locale, 'long')}
                {isToday ? <span className="store-today"> {t('store.todayMark')}</span> : null}
              </th>
              <td>{day ? hoursText(day, site.locale) : t('store.closed')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The phone (a `tel:` link) and directions (Google Maps to the coordinates). */
export function StoreLinks({ store, describedBy }: { store: Store; describedBy?: string }) {
  const t = useT();
  return (
    <p className="store-links">
      <a href={telUrl(store.phone)} aria-describedby={describedBy}>
        {t('store.call', { phone: store.phone })}
      </a>{' '}
      <a
        href={directionsUrl(store.coordinates)}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={describedBy}
      >
        {t('store.directions')}
      </a>
    </p>
  );
}

/**
 * "Make this my store", or "My store" for the selected one. Nothing until the selected store is
 * known (after hydration: it is the visitor's own, never in the shared HTML).
 */
export function MakeMyStore({ store, describedBy }: { store: Store; describedBy?: string }) {
  const t = useT();
  const announce = useAnnounce();
  const selected = useSelectedStore();
  const change = useSetMyStore();
  const badge = useRef<HTMLElement>(null);
  const [saved, setSaved] = useState(false);
  // The button is replaced by the badge: focus follows, so it is not lost to the page's start.
  useEffect(() => {
    if (saved && selected === store.id) badge.current?.focus();
  }, [saved, selected, store.id]);
  if (selected === undefined) return <p className="store-mine" />;
  if (selected === store.id)
    return (
      <p className="store-mine">
        <strong className="badge" ref={badge} tabIndex={-1} aria-describedby={describedBy}>
          {t('store.mine')}
        </strong>
      </p>
    );
  return (
    <p className="store-mine">
      <button
        type="button"
        className="button button-quiet"
        aria-describedby={describedBy}
        disabled={change.isPending}
        onClick={() =>
          change.mutate(store.id, {
            onSuccess: () => {
              setSaved(true);
              announce(t('store.saved', { name: store.name }));
            },
            onError: () => announce(t('store.saveFailed')),
          })
        }
      >
        {change.isPending ? t('store.saving') : t('store.makeMine')}
      </button>
      {change.isError ? <span className="field-error">{t('store.saveFailed')}</span> : null}
    </p>
  );
}
