import { useQuery } from '@tanstack/react-query';
import { bookingQueries } from '../../api/booking-queries';
import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import { activityPath } from '../../lib/booking-states';

/**
 * A store page's "Book in this store": the services, classes and events the store offers, each
 * linking to its activity page with the store chosen (`?storeId=`). The same for every visitor
 * (the store page's `load()` fetched it on the server).
 */
export function StoreActivities({ storeId }: { storeId: number }) {
  const site = useSite();
  const { t } = site;
  const activities = useQuery(bookingQueries.activities(site.api, site, { storeId }));
  const items = activities.data?.items ?? [];
  return (
    <section aria-labelledby="store-activities">
      <h2 id="store-activities">{t('store.activities')}</h2>
      {items.length ? (
        <ul className="store-activities">
          {items.map((activity) => (
            <li key={activity.id}>
              <Link href={`${activityPath(activity.kind, activity.id)}?storeId=${storeId}`}>
                {activity.name}
              </Link>{' '}
              <span className="activity-kind">{t(`activity.${activity.kind}`)}</span>
            </li>
          ))}
        </ul>
      ) : activities.isPending ? (
        <p className="loading">{t('common.loading')}</p>
      ) : (
        <p>{t('store.noActivities')}</p>
      )}
    </section>
  );
}
