import { useMutation } from '@tanstack/react-query';
import '../../api/operation-paths-booking';
import { ApiRequestError } from '../../api/client';
import { useRoute, useRouter } from '../../app/router';
import { useSite, useT } from '../../app/site-context';

/**
 * "Book with our partner" for a service booked at the external provider (docs/booking.md "The
 * external provider"): asks the worker for the provider's page for this member, activity and
 * store and goes there; a guest is sent to sign in and back to this page first.
 */
export function ProviderBookButton(props: { activityId: number; storeId: number }) {
  const t = useT();
  const site = useSite();
  const { path, search } = useRoute();
  const { navigate } = useRouter();
  const start = useMutation({
    mutationFn: () =>
      site.api.call('startProviderBooking', {
        body: { activityId: props.activityId, storeId: props.storeId },
      }),
    onSuccess: ({ url }) => navigate(url),
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 401)
        navigate(`/sign_in?return_to=${encodeURIComponent(`${path}${search}`)}`);
    },
  });
  const failed =
    start.isError && !(start.error instanceof ApiRequestError && start.error.status === 401);
  return (
    <div className="provider-booking">
      <p>{t('booking.provider.partnerNote')}</p>
      <button
        type="button"
        className="button"
        disabled={start.isPending}
        onClick={() => start.mutate()}
      >
        {t('booking.provider.bookAtPartner')}
      </button>
      {failed ? <p role="alert">{t('booking.errors.notCompleted')}</p> : null}
    </div>
  );
}
