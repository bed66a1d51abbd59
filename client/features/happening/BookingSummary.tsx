import type { Reservation } from '../../api/booking-contract';
import { useSite } from '../../app/site-context';
import { Link } from '../../components/Link';
import { bookingActions, calendarPath } from '../../lib/booking-states';
import { bookingWhen, priceText } from './booking-format';

/**
 * A booking as its owner reads it (the acknowledgement, the cancel and reschedule pages): the
 * confirmation number, state, what, when (at the store's clock), where, who, how long, the price
 * and the seats left, and the contact it was made with.
 */
export function BookingSummary({ reservation }: { reservation: Reservation }) {
  const { t, locale } = useSite();
  const r = reservation;
  return (
    <dl className="booking-summary">
      <dt>{t('booking.summary.confirmationNumber')}</dt>
      <dd>
        <strong className="confirmation-number">{r.confirmationNumber}</strong>
      </dd>
      <dt>{t('booking.summary.state')}</dt>
      <dd>{t(`booking.states.${r.state}`)}</dd>
      <dt>{t(`activity.${r.activity.kind}`)}</dt>
      <dd>{r.activity.name}</dd>
      <dt>{t('booking.summary.when')}</dt>
      <dd>
        <time dateTime={r.start}>{bookingWhen(r.start, r.timeZone, locale)}</time>
      </dd>
      <dt>{t('booking.flow.store')}</dt>
      <dd>
        <Link href={`/store-locations/${r.store.slug}`}>{r.store.name}</Link>
        <br />
        {r.store.address}
      </dd>
      {r.artist ? (
        <>
          <dt>{t('booking.flow.artist')}</dt>
          <dd>{r.artist.name}</dd>
        </>
      ) : null}
      <dt>{t('activity.duration')}</dt>
      <dd>{t('activity.minutes', { count: r.durationMinutes })}</dd>
      <dt>{t('activity.price')}</dt>
      <dd>{priceText(r.price, r.currency, locale, t)}</dd>
      {r.remainingSeats !== null ? (
        <>
          <dt>{t('booking.summary.seats')}</dt>
          <dd>{r.remainingSeats}</dd>
        </>
      ) : null}
      <dt>{t('booking.form.fullName')}</dt>
      <dd>{r.contact.fullName}</dd>
      <dt>{t('booking.form.email')}</dt>
      <dd>{r.contact.email}</dd>
      <dt>{t('booking.form.phone')}</dt>
      <dd>{r.contact.phone}</dd>
    </dl>
  );
}

/** The booking's next steps: its calendar file, and the pages to move or cancel it. */
export function BookingLinks({ reservation }: { reservation: Reservation }) {
  const { t } = useSite();
  const actions = bookingActions(reservation);
  return (
    <ul className="booking-links">
      {reservation.state !== 'cancelled' && !actions.expired ? (
        <li>
          <a href={calendarPath(reservation.id)} download={`${reservation.confirmationNumber}.ics`}>
            {t('booking.summary.calendar')}
          </a>
        </li>
      ) : null}
      {actions.reschedule ? (
        <li>
          <Link href={actions.reschedule}>{t('booking.summary.reschedule')}</Link>
        </li>
      ) : null}
      {actions.cancel ? (
        <li>
          <Link href={actions.cancel}>{t('booking.summary.cancel')}</Link>
        </li>
      ) : null}
      <li>
        <Link href="/account/bookings">{t('booking.summary.myBookings')}</Link>
      </li>
    </ul>
  );
}
