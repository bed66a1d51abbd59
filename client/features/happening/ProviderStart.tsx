import { useState } from 'react';
import type { Store } from '../../api/store-contract';
import { useT } from '../../app/site-context';
import { SelectField } from '../../components/fields';
import { ProviderBookButton } from './ProviderBookButton';

/**
 * A service booked at the external provider (`provider: 'booxi'`): the member chooses the store
 * (when more than one offers it), then "Book with our partner" takes them to the provider's
 * page, which sends them back to /happening/services/booxi/success or /cancel.
 */
export function ProviderStart(props: {
  activityId: number;
  stores: readonly Store[];
  storeId: number | undefined;
}) {
  const t = useT();
  const [storeId, setStoreId] = useState(props.storeId ?? props.stores[0]?.id);
  return (
    <div className="slot-picker">
      {props.stores.length > 1 ? (
        <SelectField
          label={t('booking.flow.store')}
          name="storeId"
          value={String(storeId ?? '')}
          options={props.stores.map((store) => ({ value: String(store.id), label: store.name }))}
          onChange={(event) => setStoreId(Number(event.target.value))}
        />
      ) : null}
      {storeId !== undefined ? (
        <ProviderBookButton activityId={props.activityId} storeId={storeId} />
      ) : null}
    </div>
  );
}
