import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Store } from '../../api/store-contract';
import { storeQueries } from '../../api/store-queries';
import { useAnnounce } from '../../app/announcer';
import { useRoute } from '../../app/router';
import { useSite, useT } from '../../app/site-context';
import { Link } from '../../components/Link';
import { byDistance, type Coordinates } from '../../lib/stores';
import { MakeMyStore, OpenNow, StoreAddress, StoreLinks } from './StoreFacts';
import { useSelectedStore } from './use-stores';

/** The locator's tabs, as the `show` query names them (none: all). */
export const STORE_TABS = ['all', 'collect', 'services'] as const;
export type StoreTab = (typeof STORE_TABS)[number];

/** The tab a query string asks for; anything unknown is "all". */
export function tabOf(search: string): StoreTab {
  const asked = new URLSearchParams(search).get('show');
  return STORE_TABS.find((tab) => tab === asked) ?? 'all';
}

/** The stores a tab lists: all, those that collect orders, those with any beauty service. */
export function storesOf(stores: readonly Store[], tab: StoreTab): Store[] {
  if (tab === 'collect') return stores.filter((store) => store.clickAndCollect);
  if (tab === 'services') return stores.filter((store) => store.services.length > 0);
  return [...stores];
}

function tabHref(tab: StoreTab): string {
  return tab === 'all' ? '/store-locations' : `/store-locations?show=${tab}`;
}

type Locating =
  | { state: 'idle' }
  | { state: 'locating' }
  | { state: 'located'; at: Coordinates }
  | { state: 'refused' | 'failed' | 'unsupported' };

/**
 * The tabs are a list of links, not ARIA tabs (role="tab"): each is a page of its own
 * (`?show=collect`), works without JavaScript, is shared and bookmarked as a URL, and is
 * reached with Tab and followed with Enter like any link; the current one is
 * `aria-current="page"`. ARIA tabs would need script for their arrow keys and hide the choice
 * from the URL.
 */
function StoreTabs({ current }: { current: StoreTab }) {
  const t = useT();
  const label: Record<StoreTab, string> = {
    all: t('store.tabAll'),
    collect: t('store.tabCollect'),
    services: t('store.tabServices'),
  };
  return (
    <nav className="store-tabs" aria-label={t('store.tabsLabel')}>
      <ul>
        {STORE_TABS.map((tab) => (
          <li key={tab}>
            <Link href={tabHref(tab)} aria-current={tab === current ? 'page' : undefined}>
              {label[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** "Near me": asks the browser's position only when pressed; a refusal or failure says so. */
function NearMe({
  locating,
  onChange,
}: {
  locating: Locating;
  onChange: (next: Locating) => void;
}) {
  const t = useT();
  const announce = useAnnounce();
  const ask = () => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      onChange({ state: 'unsupported' });
      announce(t('store.geoUnsupported'));
      return;
    }
    onChange({ state: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        onChange({
          state: 'located',
          at: { latitude: position.coords.latitude, longitude: position.coords.longitude },
        });
        announce(t('store.byDistance'));
      },
      (error) => {
        const refused = error.code === error.PERMISSION_DENIED;
        onChange({ state: refused ? 'refused' : 'failed' });
        announce(refused ? t('store.geoDenied') : t('store.geoFailed'));
      },
      { timeout: 15_000, maximumAge: 300_000 },
    );
  };
  const message =
    locating.state === 'refused'
      ? t('store.geoDenied')
      : locating.state === 'failed'
        ? t('store.geoFailed')
        : locating.state === 'unsupported'
          ? t('store.geoUnsupported')
          : locating.state === 'located'
            ? t('store.byDistance')
            : null;
  return (
    <div className="store-near-me">
      <button
        type="button"
        className="button button-quiet"
        onClick={ask}
        disabled={locating.state === 'locating'}
      >
        {locating.state === 'locating' ? t('store.locating') : t('store.nearMe')}
      </button>
      {message ? <p className="store-geo-message">{message}</p> : null}
    </div>
  );
}

function StoreCard({ store, km, mine }: { store: Store; km?: number; mine: boolean }) {
  const t = useT();
  const nameId = `store-${store.id}`;
  return (
    <li className={mine ? 'store-card store-card-mine' : 'store-card'}>
      <h2 id={nameId}>
        <Link href={`/store-locations/${store.slug}`}>{store.name}</Link>
      </h2>
      {km === undefined ? null : (
        <p className="store-distance">{t('store.distance', { km: Math.round(km * 10) / 10 })}</p>
      )}
      <StoreAddress store={store} />
      <OpenNow store={store} />
      <StoreLinks store={store} describedBy={nameId} />
      <MakeMyStore store={store} describedBy={nameId} />
    </li>
  );
}

/** /store-locations: the site's stores, by tab, the selected one first, nearest first on asking. */
export function StoreLocator() {
  const site = useSite();
  const t = useT();
  const { search } = useRoute();
  const tab = tabOf(search);
  const stores = useQuery(storeQueries.stores(site.api, site));
  const selected = useSelectedStore();
  const [locating, setLocating] = useState<Locating>({ state: 'idle' });
  const listed = storesOf(stores.data?.items ?? [], tab);
  const ordered: { item: Store; km?: number }[] =
    locating.state === 'located'
      ? byDistance(listed, locating.at)
      : listed.map((item) => ({ item }));
  // The selected store first, marked; the others keep their order.
  const mineFirst = [
    ...ordered.filter((entry) => entry.item.id === selected),
    ...ordered.filter((entry) => entry.item.id !== selected),
  ];
  return (
    <section className="page store-locator" aria-labelledby="page-title">
      <h1 id="page-title">{t('store.title')}</h1>
      <p className="lead">{t('store.lead')}</p>
      <StoreTabs current={tab} />
      <NearMe locating={locating} onChange={setLocating} />
      {stores.data ? (
        mineFirst.length ? (
          <ul className="store-list">
            {mineFirst.map(({ item, km }) => (
              <StoreCard key={item.id} store={item} km={km} mine={item.id === selected} />
            ))}
          </ul>
        ) : (
          <p>{t('store.none')}</p>
        )
      ) : (
        <p className="loading">{t('common.loading')}</p>
      )}
    </section>
  );
}
