import { useState, type FormEvent } from 'react';
import type { Activity } from '../../api/booking-contract';
import { ApiRequestError } from '../../api/client';
import type { Store } from '../../api/store-contract';
import { useRoute, useRouter } from '../../app/router';
import { useSite } from '../../app/site-context';
import { FormMessage, SelectField } from '../../components/fields';
import { slotPath } from '../../lib/booking-states';
import { useSend } from './use-send';

/**
 * A service booked at the external provider (`provider: 'booxi'`): the member chooses the store
 * and goes on to the provider's page (POST booxi/sessions answers its address), which sends
 * them back to /happening/services/booxi/success or /cancel. A guest signs in first and comes
 * back here with the store chosen.
 */
export function ProviderStart(props: {
  activity: Activity;
  stores: readonly Store[];
  storeId: number | undefined;
  signedIn: boolean | undefined;
}) {
  const site = useSite();
  const { t } = site;
  const router = useRouter();
  const { path, search } = useRoute();
  const [storeId, setStoreId] = useState(props.storeId ?? props.stores[0]?.id);
  const [problem, setProblem] = useState<string>();
  const signIn = () =>
    router.navigate(
      `/sign_in?return_to=${encodeURIComponent(slotPath(path, { storeId }, search))}`,
    );
  const start = useSend(
    (store: number) =>
      site.api.call('startProviderBooking', {
        body: { activityId: props.activity.id, storeId: store },
      }),
    {
      // The provider's page is another site (a path of ours in the sandbox): a full page load.
      done: (answer) => window.location.assign(answer.url),
      refused: (error) => {
        if (error instanceof ApiRequestError && error.status === 401) signIn();
        else
          setProblem(
            error instanceof ApiRequestError && error.body && error.status < 500
              ? error.body.message
              : t('errors.server'),
          );
      },
    },
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (storeId === undefined) return;
    if (props.signedIn === false) signIn();
    else void start.run(storeId);
  };
  return (
    <form className="slot-picker" noValidate onSubmit={submit} aria-busy={start.sending}>
      <p>{t('booking.flow.provider')}</p>
      {props.stores.length > 1 ? (
        <SelectField
          label={t('booking.flow.store')}
          name="storeId"
          value={String(storeId ?? '')}
          options={props.stores.map((store) => ({ value: String(store.id), label: store.name }))}
          onChange={(event) => setStoreId(Number(event.target.value))}
        />
      ) : null}
      <FormMessage id="provider-message" text={problem} />
      <p className="form-actions">
        <button type="submit" className="button">
          {t('booking.flow.providerContinue')}
        </button>
      </p>
    </form>
  );
}
