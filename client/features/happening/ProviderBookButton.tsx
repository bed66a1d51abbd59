import { useEffect, useRef, useState } from 'react';
import '../../api/operation-paths-booking';
import { ApiRequestError } from '../../api/client';
import { useRoute, useRouter } from '../../app/router';
import { useSite, useT } from '../../app/site-context';
import { FormMessage } from '../../components/fields';
import { slotPath } from '../../lib/booking-states';
import { useSend } from './use-send';

/**
 * "Book with our partner" for a service booked at the external provider (docs/booking.md "The
 * external provider"): asks the worker for the provider's page for this member, activity and
 * store and goes there; a guest is sent to sign in and back to this page, with the store, first.
 * A failure is said on the page and takes focus (the page's one live region is the announcer).
 */
export function ProviderBookButton(props: { activityId: number; storeId: number }) {
  const t = useT();
  const site = useSite();
  const { path, search } = useRoute();
  const { navigate } = useRouter();
  const [failed, setFailed] = useState(false);
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failed) message.current?.focus();
  }, [failed]);
  const start = useSend(
    () =>
      site.api.call('startProviderBooking', {
        body: { activityId: props.activityId, storeId: props.storeId },
      }),
    {
      done: ({ url }) => navigate(url),
      refused: (error) => {
        if (error instanceof ApiRequestError && error.status === 401)
          navigate(
            `/sign_in?return_to=${encodeURIComponent(slotPath(path, { storeId: props.storeId }, search))}`,
          );
        else setFailed(true);
      },
    },
  );
  return (
    <div className="provider-booking">
      <p>{t('booking.provider.partnerNote')}</p>
      <FormMessage
        id="provider-message"
        messageRef={message}
        text={failed ? t('booking.errors.notCompleted') : undefined}
      />
      <button
        type="button"
        className="button"
        aria-busy={start.sending}
        onClick={() => {
          setFailed(false);
          void start.run(undefined);
        }}
      >
        {t('booking.provider.bookAtPartner')}
      </button>
    </div>
  );
}
