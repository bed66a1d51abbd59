import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Address, Addresses } from '../../api/address-contract';
import { ApiRequestError } from '../../api/client';
import { newIdempotencyKey } from '../../api/shopper-queries';
import { useSite } from '../../app/site-context';
import {
  ADDRESS_FIELDS,
  ADDRESS_RULES,
  checkAddress,
  choiceName,
  FIELD_MAX_LENGTH,
  problemMessage,
  type AddressField,
  type AddressValues,
  type FieldRule,
} from '../../lib/address-fields';
import type { Country } from '../../lib/sites';
import { CheckboxField, describedBy, FormMessage, TextField } from './fields';
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

  const set = (field: AddressField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

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

  const field = (rule: FieldRule) => {
    const common = {
      label: t(rule.label),
      name: rule.field,
      error: problem.fields[rule.field],
    };
    if (rule.choices)
      return (
        <SelectField
          key={rule.field}
          rule={rule}
          {...common}
          value={values[rule.field] ?? ''}
          onChange={set(rule.field)}
        />
      );
    return (
      <TextField
        key={rule.field}
        {...common}
        autoComplete={rule.autoComplete}
        required={rule.required}
        maxLength={FIELD_MAX_LENGTH[rule.field]}
        type={rule.field === 'phone' ? 'tel' : 'text'}
        inputMode={rule.digits ? 'numeric' : undefined}
        hint={
          rule.digits
            ? t('addresses.postcodeHint', {
                digits: String(rule.digits),
                example: rule.example ?? '',
              })
            : undefined
        }
        value={values[rule.field] ?? ''}
        onChange={set(rule.field)}
      />
    );
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
      {rules.map(field)}
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

/** A labelled list to choose from, its error tied to it as TextField does. */
function SelectField(props: {
  rule: FieldRule;
  label: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}) {
  const { t, language } = useSite();
  const id = useId();
  const errorId = props.error ? `${id}-error` : undefined;
  return (
    <div className={`field${props.error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{props.label}</label>
      {props.error ? (
        <p id={errorId} className="field-error">
          {props.error}
        </p>
      ) : null}
      <div className="field-input">
        <select
          id={id}
          name={props.name}
          autoComplete={props.rule.autoComplete}
          required={props.rule.required}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy(errorId)}
          value={props.value}
          onChange={props.onChange}
        >
          <option value="">{t('addresses.choose')}</option>
          {props.rule.choices?.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choiceName(props.rule, choice.value, language)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
