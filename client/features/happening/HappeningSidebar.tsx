import { useQuery } from '@tanstack/react-query';
import type { Activity, ActivityKind } from '../../api/booking-contract';
import { storeQueries } from '../../api/store-queries';
import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import type { MessageKey } from '../../lib/i18n';
import { useSelectedStoreQuery } from './use-visitor';
import { AppPrompt } from './AppPrompt';

const KIND_LINKS: readonly { kind: ActivityKind; label: MessageKey }[] = [
  { kind: 'class', label: 'services.classes' },
  { kind: 'service', label: 'services.beautyServices' },
  { kind: 'event', label: 'services.events' },
];

/** Where a kind's list is: the beauty services' own page, else its first group's section. */
function kindHref(kind: ActivityKind, activities: readonly Activity[]): string {
  if (kind === 'service') return '/happening/beauty-services';
  const first = activities.find((activity) => activity.kind === kind);
  return first ? `/happening/services#group-${first.groupId}` : '/happening/services';
}

/**
 * The spec's sidebar of the happening pages: beauty classes, beauty services and store events,
 * the selected store (the visitor's: after hydration only, so the shared HTML says nothing
 * personal), the app prompt and the same-day redemption of a service's value.
 */
export function HappeningSidebar(props: { activities: readonly Activity[] }) {
  const site = useSite();
  const { t } = site;
  const selected = useSelectedStoreQuery().data?.storeId;
  const stores = useQuery(storeQueries.stores(site.api, site));
  const store = stores.data?.items.find((item) => item.id === selected);
  return (
    <aside className="happening-sidebar" aria-label={t('services.sidebarLabel')}>
      <nav aria-label={t('services.title')}>
        <ul>
          {KIND_LINKS.map(({ kind, label }) => (
            <li key={kind}>
              <Link href={kindHref(kind, props.activities)}>{t(label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="happening-store">
        <h2 id="happening-store">{t('services.yourStore')}</h2>
        {store ? (
          <p>
            <Link href={`/store-locations/${store.slug}`}>{store.name}</Link>
          </p>
        ) : (
          <p>{t('services.noStore')}</p>
        )}
        <p>
          <Link href="/store-locations">
            {store ? t('services.changeStore') : t('services.chooseStore')}
          </Link>
        </p>
      </section>
      <AppPrompt />
      <p className="happening-redeemable">{t('services.redeemable')}</p>
    </aside>
  );
}
