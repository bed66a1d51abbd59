import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Address, Addresses } from '../../api/address-contract';
import { ApiRequestError } from '../../api/client';
import { newIdempotencyKey } from '../../api/shopper-queries';
import { useSite } from '../../app/site-context';
import {
  ADDRESS_FIELDS,
  ADDRESS_RULES,
  checkAddress,
  problemMessage,
  type AddressField,
  type AddressValues,
} from '../../lib/address-fields';
import type { Country } from '../../lib/sites';
import { AddressFields } from './AddressFields';
import { CheckboxField, FormMessage } from '../../components/fields';
import { useProblemFocus } from './form-focus';
import { formProblem, NO_PROBLEM, type FormProblem } from './form-problem';

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
  const rules = ADDRESS_RULES[props.country];
  const [values, setValues] = useState<AddressValues>(props.address?.fields ?? {});
  const [makeDefault, setMakeDefault] = useState(false);
  const [problem, setProblem] = useState<FormProblem>(NO_PROBLEM);
  const [sending, setSending] = useState(false);
  const [key] = useState(newIdempotencyKey);
  const { form, message } = useProblemFocus(problem);
  const id = useId();
  // The form replaces the button that opened it: focus goes to its first field, not the page.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [form]);

  const set = (field: AddressField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const checked = checkAddress(props.country, values);
    if (checked.problems.length) {
      const fields: FormProblem['fields'] = {};
      for (const found of checked.problems) fields[found.field] ??= problemMessage(found, t);
      setProblem({ fields, rules: [] });
      return;
    }
    // Every field of the country, an emptied optional one as '' (which clears it).
    const sent = Object.fromEntries(
      rules.map((rule) => [rule.field, checked.values[rule.field] ?? '']),
    ) as AddressValues;
    setSending(true);
    try {
      const answer = props.address
        ? await api.call('updateAddress', {
            params: { id: props.address.id },
            body: {
              ...sent,
              ...(makeDefault ? { isDefault: true as const } : {}),
              ifUnchangedSince: props.address.updatedAt,
            },
          })
        : await api.call('addAddress', {
            body: {
              ...sent,
              ...(makeDefault ? { isDefault: true as const } : {}),
              idempotencyKey: key,
            },
          });
      setProblem(NO_PROBLEM);
      props.onDone(answer);
    } catch (error) {
      setProblem(refusal(error));
    } finally {
      setSending(false);
    }
  };

  /** The API's refusal; an address it found invalid is shown by every field it names. */
  const refusal = (error: unknown): FormProblem => {
    const found = formProblem(error, t, ADDRESS_FIELDS);
    if (error instanceof ApiRequestError && error.body?.data.code === 'ADDRESS_INVALID')
      for (const issue of error.body.data.issues ?? [])
        if ((ADDRESS_FIELDS as readonly string[]).includes(issue.field))
          found.fields[issue.field] ??= issue.message;
    return found;
  };

  return (
    <form
      ref={form}
      className="account-form address-form"
      noValidate
      onSubmit={onSubmit}
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
          checked={makeDefault}
          onChange={setMakeDefault}
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
