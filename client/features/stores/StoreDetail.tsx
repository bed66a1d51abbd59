import type { ReactNode } from 'react';
import type { Store } from '../../api/store-contract';
import { useSite, useT } from '../../app/site-context';
import { Link } from '../../components/Link';
import { serializeForScript } from '../../lib/serialize';
import type { Country } from '../../lib/sites';
import { MakeMyStore, OpenNow, StoreAddress, StoreLinks, WeekHours } from './StoreFacts';

const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * schema.org `Store` for search engines: name, address, telephone, geo and the opening hours.
 * Nothing in it depends on the clock or the visitor, so the shared HTML may carry it.
 */
export function storeJsonLd(store: Store, country: Country, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: store.name,
    url: new URL(`/store-locations/${store.slug}`, origin).href,
    telephone: store.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: store.addressLines.join(', '),
      addressLocality: store.city,
      ...(store.postcode ? { postalCode: store.postcode } : {}),
      addressCountry: country.toUpperCase(),
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: store.coordinates.latitude,
      longitude: store.coordinates.longitude,
    },
    openingHoursSpecification: store.hours.map((day) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${SCHEMA_DAYS[day.weekday]}`,
      opens: day.opens,
      closes: day.closes,
    })),
  };
}

/**
 * /store-locations/{slug}: one store's details, its week, its services, "Make this my store";
 * `children` is what can be booked there (the route composes it from the happening feature).
 */
export function StoreDetail({ store, children }: { store: Store; children?: ReactNode }) {
  const site = useSite();
  const t = useT();
  return (
    <article className="page store-detail" aria-labelledby="page-title">
      <p className="store-back">
        <Link href="/store-locations">{t('store.allStores')}</Link>
      </p>
      <h1 id="page-title">{store.name}</h1>
      <OpenNow store={store} />
      <MakeMyStore store={store} describedBy="page-title" />
      <div className="store-detail-facts">
        <section aria-labelledby="store-address">
          <h2 id="store-address">{t('store.address')}</h2>
          <StoreAddress store={store} />
          <StoreLinks store={store} />
        </section>
        <section aria-labelledby="store-hours">
          <h2 id="store-hours">{t('store.hours')}</h2>
          <WeekHours store={store} />
        </section>
        <section aria-labelledby="store-collect">
          <h2 id="store-collect">{t('store.clickAndCollect')}</h2>
          <p>{store.clickAndCollect ? t('store.collectYes') : t('store.collectNo')}</p>
        </section>
        <section aria-labelledby="store-services">
          <h2 id="store-services">{t('store.services')}</h2>
          {store.services.length ? (
            <ul className="store-services">
              {store.services.map((service) => (
                <li key={service}>{t(`store.service.${service}`)}</li>
              ))}
            </ul>
          ) : (
            <p>{t('store.noServices')}</p>
          )}
        </section>
      </div>
      {children}
      <script
        type="application/ld+json"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{
          __html: serializeForScript(storeJsonLd(store, site.country, site.origin)),
        }}
      />
    </article>
  );
}
