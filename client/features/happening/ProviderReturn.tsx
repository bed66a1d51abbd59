import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Reservation } from '../../api/booking-contract';
import { ApiRequestError } from '../../api/client';
import '../../api/operation-paths-booking';
import { useRoute } from '../../app/router';
import { useSite, useT } from '../../app/site-context';
import { EmptyState } from '../../components/EmptyState';
import { Link } from '../../components/Link';

/**
 * Where the external booking provider sends the member back (docs/booking.md "The external
 * provider"). The success page shows a booking only once the worker has verified the signed
 * reference and found it the member's own (POST booxi/returns, after hydration: the page's
 * HTML is the same for everyone); anything else, and the provider's cancel page, says "Booking
 * not completed, go back and try again". A guest signs in and comes back to the same address.
 */
export function ProviderReturn(props: { success: boolean }) {
  const t = useT();
  const site = useSite();
  const { path, search } = useRoute();
  const reference = new URLSearchParams(search).get('reference');
  const record = useMutation({
    mutationFn: (value: string) => site.api.call('providerReturn', { body: { reference: value } }),
  });
  const { mutate } = record;
  useEffect(() => {
    if (props.success && reference) mutate(reference);
  }, [props.success, reference, mutate]);

  if (!props.success || !reference) return <NotCompleted />;
  if (record.isError) {
    const error = record.error;
    if (error instanceof ApiRequestError && error.status === 401)
      return (
        <EmptyState message={t('booking.provider.signIn')}>
          <Link
            className="button"
            href={`/sign_in?return_to=${encodeURIComponent(`${path}${search}`)}`}
          >
            {t('nav.signIn')}
          </Link>
        </EmptyState>
      );
    return <NotCompleted />;
  }
  if (!record.data) return <p role="status">{t('booking.provider.checking')}</p>;
  return <Confirmed reservation={record.data.reservation} />;
}

function NotCompleted() {
  const t = useT();
  return (
    <EmptyState message={t('booking.errors.notCompleted')}>
      <Link className="button" href="/happening/services">
        {t('booking.backToServices')}
      </Link>
    </EmptyState>
  );
}

/** The verified booking; focus moves to its heading as it appears (it replaces "checking"). */
function Confirmed(props: { reservation: Reservation }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { locale } = useSite();
  const { reservation } = props;
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: reservation.timeZone,
  }).format(new Date(reservation.start));
  return (
    <section aria-labelledby="provider-confirmed">
      <h2 id="provider-confirmed" tabIndex={-1} ref={heading}>
        {t('booking.provider.confirmed')}
      </h2>
      <dl className="booking-facts">
        <dt>{t('booking.provider.number')}</dt>
        <dd>{reservation.confirmationNumber}</dd>
        <dt>{t('booking.provider.what')}</dt>
        <dd>{reservation.activity.name}</dd>
        <dt>{t('booking.provider.when')}</dt>
        <dd>{when}</dd>
        <dt>{t('booking.provider.where')}</dt>
        <dd>
          {t('booking.provider.storeAndAddress', {
            store: reservation.store.name,
            address: reservation.store.address,
          })}
        </dd>
      </dl>
      <p>{t('booking.provider.manage')}</p>
      <p>
        <Link href="/account/bookings">{t('booking.provider.myBookings')}</Link>
      </p>
    </section>
  );
}
