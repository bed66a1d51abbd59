import { useQuery } from '@tanstack/react-query';
import { bookingQueries } from '../../api/booking-queries';
import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import { activityPath, bookingActions } from '../../lib/booking-states';
import { bookingWhen } from './booking-format';

/**
 * Account → Bookings: the member's bookings of this site (GET account/bookings: upcoming first,
 * then past ones, in the server's HTML), each with its activity, time at the store, store and
 * state, and links to its cancel and reschedule pages while it may still be changed. The links
 * are described by the booking's heading, so "Cancel" says which booking it cancels. Its words
 * are the account's (the account pages do not load booking's).
 */
export function AccountBookings() {
  const site = useSite();
  const { t, locale } = site;
  const bookings = useQuery(bookingQueries.bookings(site.api, site));
  if (!bookings.data)
    return bookings.isError ? (
      <div className="empty-state">
        <p>{t('account.bookingsFailed')}</p>
        <button type="button" className="button" onClick={() => void bookings.refetch()}>
          {t('errors.retry')}
        </button>
      </div>
    ) : (
      <p className="loading">{t('common.loading')}</p>
    );
  if (bookings.data.items.length === 0)
    return (
      <div className="empty-state">
        <p>{t('account.noBookings')}</p>
        <Link className="button" href="/happening/services">
          {t('account.bookSomething')}
        </Link>
      </div>
    );
  return (
    <>
      <p>{t('account.bookingsLead')}</p>
      <ul className="account-bookings">
        {bookings.data.items.map((booking) => {
          const actions = bookingActions(booking);
          const heading = `booking-${booking.id}`;
          return (
            <li key={booking.id}>
              <article className="booking-card" aria-labelledby={heading}>
                <h2 id={heading}>
                  <Link href={activityPath(booking.activity.kind, booking.activity.id)}>
                    {booking.activity.name}
                  </Link>
                </h2>
                <p>
                  <time dateTime={booking.start}>
                    {bookingWhen(booking.start, booking.timeZone, locale)}
                  </time>
                </p>
                <p>{booking.store.name}</p>
                <p className={`booking-state booking-state-${booking.state}`}>
                  {t(`account.bookingStates.${booking.state}`)}
                </p>
                {actions.cancel || actions.reschedule ? (
                  <p className="booking-card-links">
                    {actions.reschedule ? (
                      <Link href={actions.reschedule} aria-describedby={heading}>
                        {t('account.bookingReschedule')}
                      </Link>
                    ) : null}{' '}
                    {actions.cancel ? (
                      <Link href={actions.cancel} aria-describedby={heading}>
                        {t('account.bookingCancel')}
                      </Link>
                    ) : null}
                  </p>
                ) : null}
              </article>
            </li>
          );
        })}
      </ul>
    </>
  );
}
