import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { Address, Addresses as AddressList } from '../../api/address-contract';
import { queryKeys } from '../../api/query-keys';
import { useAnnounce } from '../../app/announcer';
import { useSite } from '../../app/site-context';
import { addressLines } from '../../lib/address-fields';
import { addressesQuery } from './account-queries';
import { AddressForm } from './AddressForm';
import { FormMessage } from '../../components/fields';
import { useFocusWhenShown } from '../../components/use-form';
import { formProblem } from './form-problem';

/** What the section shows besides the list: nothing, the new-address form, or one address's form. */
type Editing = { kind: 'none' } | { kind: 'add' } | { kind: 'edit'; id: number };

/**
 * `/account/addresses`: the member's addresses of this site's country, the default first and
 * marked; add, edit, delete (after a confirmation in place) and make default. Every change
 * answers the list as it now is, which replaces the query's data; what happened is said in
 * the page's live region, and focus goes back to the list's heading (the form or button the
 * shopper used is gone).
 */
export function Addresses() {
  const site = useSite();
  const { t, api, country, language } = site;
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const query = useQuery(addressesQuery(api, site));
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [landed, setLanded] = useState(0);
  const heading = useFocusWhenShown<HTMLHeadingElement>(landed);
  const failed = useFocusWhenShown<HTMLDivElement>(failure);
  const headingId = useId();

  const done = (answer: AddressList, words: string) => {
    queryClient.setQueryData(queryKeys.addresses(site), answer);
    setEditing({ kind: 'none' });
    setFailure(undefined);
    setLanded((count) => count + 1);
    announce(words);
  };

  /** A form closed without a change: focus back to the list's heading (the form is gone). */
  const close = () => {
    setEditing({ kind: 'none' });
    setLanded((count) => count + 1);
  };

  const act = async (action: () => Promise<AddressList>, words: string) => {
    setFailure(undefined);
    try {
      done(await action(), words);
    } catch (error) {
      setFailure(formProblem(error, t, []).form);
    }
  };

  if (query.isError)
    return (
      <div className="empty-state">
        <p>{t('account.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {t('errors.retry')}
        </button>
      </div>
    );
  if (!query.data) return <p className="loading">{t('common.loading')}</p>;
  const { items, limit, total } = query.data;

  return (
    <div className="addresses">
      <p>{t('addresses.lead', { country: t(`countries.${country}`) })}</p>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="section-heading">
        {t('addresses.listLabel')}
      </h2>
      <FormMessage id="addresses-message" messageRef={failed} text={failure} />
      {items.length ? (
        <ul className="address-list" aria-labelledby={headingId}>
          {items.map((address) =>
            editing.kind === 'edit' && editing.id === address.id ? (
              <li key={address.id} className="address-card">
                <AddressForm
                  country={country}
                  address={address}
                  offerDefault={!address.isDefault}
                  onDone={(answer) => done(answer, t('addresses.saved'))}
                  onCancel={close}
                />
              </li>
            ) : (
              <AddressCard
                key={address.id}
                address={address}
                lines={addressLines(country, address.fields, language)}
                onEdit={() => setEditing({ kind: 'edit', id: address.id })}
                onMakeDefault={() =>
                  void act(
                    () =>
                      api.call('updateAddress', {
                        params: { id: address.id },
                        body: { isDefault: true },
                      }),
                    t('addresses.defaultSet'),
                  )
                }
                onDelete={() =>
                  act(
                    () => api.call('deleteAddress', { params: { id: address.id } }),
                    t('addresses.deleted'),
                  )
                }
              />
            ),
          )}
        </ul>
      ) : (
        <p className="empty-state">{t('addresses.empty')}</p>
      )}
      <p className="field-hint">{t('addresses.count', { total, limit })}</p>
      {editing.kind === 'add' ? (
        <AddressForm
          country={country}
          offerDefault={items.length > 0}
          onDone={(answer) => done(answer, t('addresses.added'))}
          onCancel={close}
        />
      ) : total < limit ? (
        <p className="form-actions">
          <button type="button" className="button" onClick={() => setEditing({ kind: 'add' })}>
            {t('addresses.add')}
          </button>
        </p>
      ) : null}
    </div>
  );
}

/**
 * One address: its lines, "default" marked in words, and its actions. Each button is
 * described by the address's name, so a list of "Edit" buttons tells them apart. Delete asks
 * first, in place, with focus on the question's answer that keeps the address.
 */
function AddressCard(props: {
  address: Address;
  lines: string[];
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => Promise<void>;
}) {
  const { t } = useSite();
  const { address } = props;
  const [confirming, setConfirming] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  const id = useId();
  // The question replaces the Delete button and back: focus follows, to "keep it" when asked,
  // to Delete again when kept.
  useEffect(() => {
    if (confirming) keep.current?.focus();
    else if (asked.current) remove.current?.focus();
    asked.current = confirming;
  }, [confirming]);
  return (
    <li className={`address-card${address.isDefault ? ' is-default' : ''}`}>
      {address.isDefault ? <p className="address-default">{t('addresses.default')}</p> : null}
      <p id={`${id}-name`} className="address-name">
        {address.fields.recipient}
      </p>
      <address>
        {props.lines.map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
        {address.fields.phone}
      </address>
      {confirming ? (
        <div className="address-confirm" role="group" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`}>{t('addresses.confirmDelete')}</p>
          <p className="form-actions">
            <button
              type="button"
              className="button"
              aria-describedby={`${id}-name`}
              onClick={() => void props.onDelete().then(() => setConfirming(false))}
            >
              {t('addresses.confirmYes')}
            </button>
            <button
              ref={keep}
              type="button"
              className="button button-quiet"
              onClick={() => setConfirming(false)}
            >
              {t('addresses.confirmNo')}
            </button>
          </p>
        </div>
      ) : (
        <p className="form-actions">
          <button
            type="button"
            className="button button-quiet"
            aria-describedby={`${id}-name`}
            onClick={props.onEdit}
          >
            {t('addresses.edit')}
          </button>
          {address.isDefault ? null : (
            <button
              type="button"
              className="button button-quiet"
              aria-describedby={`${id}-name`}
              onClick={props.onMakeDefault}
            >
              {t('addresses.makeDefault')}
            </button>
          )}
          <button
            ref={remove}
            type="button"
            className="button button-quiet"
            aria-describedby={`${id}-name`}
            onClick={() => setConfirming(true)}
          >
            {t('addresses.delete')}
          </button>
        </p>
      )}
    </li>
  );
}
