import type { Activity } from '../../api/booking-contract';
import { useSite, useT } from '../../app/site-context';
import { Link } from '../../components/Link';
import { activityPath } from '../../lib/booking-states';
import { priceText } from './booking-format';

/**
 * One activity of a happening list: its name (the link to book it), kind, duration, price and
 * its badges. `storeId` carries the shopper's store into the link when the activity is offered
 * there, so the booking starts at it.
 */
export function ActivityCard(props: { activity: Activity; storeId?: number | null | undefined }) {
  const { t, locale } = useSite();
  const { activity, storeId } = props;
  const here = storeId && activity.storeIds.includes(storeId) ? `?storeId=${storeId}` : '';
  return (
    <article className="activity-card" aria-labelledby={`activity-${activity.id}`}>
      <h3 id={`activity-${activity.id}`}>
        <Link href={`${activityPath(activity.kind, activity.id)}${here}`}>{activity.name}</Link>
      </h3>
      <p className="activity-kind">{t(`activity.${activity.kind}`)}</p>
      <ActivityBadges appOnly={activity.appOnly} invitationOnly={activity.invitationOnly} />
      <p className="activity-meta">
        <span>{t('services.minutes', { count: activity.durationMinutes })}</span>{' '}
        <span>{priceText(activity.price, activity.currency, locale, t)}</span>
      </p>
    </article>
  );
}

/** An activity's badges ("App only", "By invitation (Gold)"), already translated. Its own list
 * rather than components/Badges: that module is the product cards' (the home
 * page's first load), and sharing it would split it into a chunk of its own there.
 */
export function ActivityBadges(props: { appOnly: boolean; invitationOnly: boolean }) {
  const t = useT();
  if (!props.appOnly && !props.invitationOnly) return null;
  return (
    <ul className="badges">
      {props.appOnly ? <li>{t('services.appLabel')}</li> : null}
      {props.invitationOnly ? <li>{t('services.invitationBadge')}</li> : null}
    </ul>
  );
}
