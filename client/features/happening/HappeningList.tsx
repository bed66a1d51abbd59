import { useQuery } from '@tanstack/react-query';
import { bookingQueries } from '../../api/booking-queries';
import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import { useSelectedStoreQuery } from './use-visitor';
import { ActivityCard } from './ActivityCard';
import { HappeningSidebar } from './HappeningSidebar';

/**
 * /happening/services (every activity) and /happening/beauty-services (the services only): the
 * banners, the activity groups as sections with a list of links to them (tabs as links: each
 * section is a URL, and works without JavaScript), each activity a card, and the sidebar. The
 * lists are the same for every visitor (the route's `load()` fetched them on the server).
 */
export function HappeningList(props: { servicesOnly?: boolean }) {
  const site = useSite();
  const { t } = site;
  const activities = useQuery(bookingQueries.activities(site.api, site));
  const groups = useQuery(bookingQueries.groups(site.api, site));
  const banners = useQuery(bookingQueries.banners(site.api, site));
  const storeId = useSelectedStoreQuery().data?.storeId;
  const all = activities.data?.items ?? [];
  const shown = props.servicesOnly ? all.filter((activity) => activity.kind === 'service') : all;
  const sections = (groups.data?.items ?? [])
    .map((group) => ({ ...group, items: shown.filter((item) => item.groupId === group.id) }))
    .filter((group) => group.items.length > 0);

  return (
    <div className="happening-layout">
      <div className="happening-main">
        {banners.data?.items.length ? (
          <ul className="happening-banners" aria-label={t('services.bannersLabel')}>
            {banners.data.items.map((banner) => (
              <li key={banner.id}>
                <Link href={banner.href}>
                  <strong>{banner.title}</strong> <span>{banner.body}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {sections.length > 1 ? (
          <nav className="happening-groups" aria-label={t('services.groupsLabel')}>
            <ul>
              {sections.map((group) => (
                <li key={group.id}>
                  <a href={`#group-${group.id}`}>{group.name}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {sections.length ? (
          sections.map((group) => (
            <section
              key={group.id}
              id={`group-${group.id}`}
              className="happening-group"
              aria-labelledby={`group-${group.id}-title`}
              tabIndex={-1}
            >
              <h2 id={`group-${group.id}-title`}>{group.name}</h2>
              <ul className="activity-cards">
                {group.items.map((activity) => (
                  <li key={activity.id}>
                    <ActivityCard activity={activity} storeId={storeId} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        ) : activities.isPending ? (
          <p className="loading">{t('common.loading')}</p>
        ) : (
          <div className="empty-state">
            <p>{t('services.none')}</p>
          </div>
        )}
      </div>
      <HappeningSidebar activities={all} />
    </div>
  );
}
