import type { Activity } from '../../api/booking-contract';
import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import { ActivityBadges } from './ActivityCard';
import { priceText } from './booking-format';
import { BookingFlow } from './BookingFlow';

/**
 * /happening/{services|classes|events}/{id}: the activity (the same for every visitor: the
 * route's HTML is shared) and its booking flow, which comes after hydration.
 */
export function ActivityPage({ activity }: { activity: Activity }) {
  const { t, locale } = useSite();
  return (
    <article className="page activity-page" aria-labelledby="page-title">
      <p className="activity-back">
        <Link href="/happening/services">{t('booking.backToServices')}</Link>
      </p>
      <h1 id="page-title">{activity.name}</h1>
      <p className="activity-kind">{t(`activity.${activity.kind}`)}</p>
      <ActivityBadges appOnly={activity.appOnly} invitationOnly={activity.invitationOnly} />
      <p className="activity-description">{activity.description}</p>
      <dl className="activity-facts" aria-label={t('activity.facts')}>
        <dt>{t('activity.duration')}</dt>
        <dd>{t('activity.minutes', { count: activity.durationMinutes })}</dd>
        <dt>{t('activity.price')}</dt>
        <dd>{priceText(activity.price, activity.currency, locale, t)}</dd>
      </dl>
      <BookingFlow activity={activity} />
    </article>
  );
}
