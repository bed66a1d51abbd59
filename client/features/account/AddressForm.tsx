import { useEffect, useId, useState } from 'react';
import type { Address, Addresses } from '../../api/address-contract';
import { ApiRequestError } from '../../api/client';
import { newIdempotencyKey } from '../../api/shopper-queries';
import { useSite } from '../../app/site-context';
import {
  ADDRESS_FIELDS,
  ADDRESS_RULES,
  checkAddress,
  problemMessage,
  type AddressValues,
} from '../../lib/address-fields';
import type { Country } from '../../lib/sites';
import { AddressFields } from './AddressFields';
import { CheckboxField, FormMessage } from '../../components/fields';
import { useForm, type FieldErrors } from '../../components/use-form';
import { formProblem } from './form-problem';

/**
 * The address form of the site's country: its fields, labels, lists and postcode pattern from
 * client/lib/address-fields.ts, checked here with the API's own rules and words before
 * sending. An add carries an idempotency key made once per form, so a retried or doubled
 * submit adds one address.
 */
export function AddressForm(props: {
  country: Country;
  /** The address to edit; a new one without. */
  address?: Address;
  /** Whether the "make default" box is offered (not for the default, nor the first). */
  offerDefault: boolean;
  onDone: (answer: Addresses) => void;
  onCancel: () => void;
}) {
  const { t, api } = useSite();
  const [key] = useState(newIdempotencyKey);
  const { values, set, problem, sending, submit, form, message } = useForm({
    initial: (): AddressValues & { makeDefault: boolean } => ({
      ...props.address?.fields,
      makeDefault: false,
    }),
    check: (values) => {
      const fields: FieldErrors = {};
      for (const found of checkAddress(props.country, values).problems)
        fields[found.field] ??= problemMessage(found, t);
      return fields;
    },
    fields: ADDRESS_FIELDS,
    send: (values) => {
      // Every field of the country as the check left it, an emptied optional one as '' (which
      // clears it).
      const checked = checkAddress(props.country, values).values;
      const sent = Object.fromEntries(
        ADDRESS_RULES[props.country].map((rule) => [rule.field, checked[rule.field] ?? '']),
      ) as AddressValues;
      const isDefault = values.makeDefault ? { isDefault: true as const } : {};
      return props.address
        ? api.call('updateAddress', {
            params: { id: props.address.id },
            body: { ...sent, ...isDefault, ifUnchangedSince: props.address.updatedAt },
          })
        : api.call('addAddress', { body: { ...sent, ...isDefault, idempotencyKey: key } });
    },
    done: (answer) => props.onDone(answer),
    // An address the API found invalid is shown by every field it names.
    refusal: (error) => {
      const found = formProblem(error, t, ADDRESS_FIELDS);
      if (error instanceof ApiRequestError && error.body?.data.code === 'ADDRESS_INVALID')
        for (const issue of error.body.data.issues ?? [])
          if ((ADDRESS_FIELDS as readonly string[]).includes(issue.field))
            found.fields[issue.field] ??= issue.message;
      return found;
    },
  });
  const id = useId();
  // The form replaces the button that opened it: focus goes to its first field, not the page.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [form]);

  return (
    <form
      ref={form}
      className="account-form address-form"
      noValidate
      onSubmit={submit}
      aria-busy={sending}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>{t(props.address ? 'addresses.editTitle' : 'addresses.addTitle')}</h3>
      <FormMessage id={`${id}-message`} messageRef={message} text={problem.form} />
      <AddressFields
        country={props.country}
        values={values}
        errors={problem.fields}
        onChange={set}
      />
      {props.offerDefault ? (
        <CheckboxField
          name="isDefault"
          label={t('addresses.setDefault')}
          checked={values.makeDefault}
          onChange={(checked) => set('makeDefault', checked)}
        />
      ) : null}
      <p className="form-actions">
        <button type="submit" className="button">
          {t('addresses.save')}
        </button>
        <button type="button" className="button button-quiet" onClick={props.onCancel}>
          {t('addresses.cancel')}
        </button>
      </p>
    </form>
  );
}
