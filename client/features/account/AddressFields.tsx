import { useSite } from '../../app/site-context';
import {
  ADDRESS_RULES,
  choiceName,
  FIELD_MAX_LENGTH,
  type AddressField,
  type AddressValues,
  type FieldRule,
} from '../../lib/address-fields';
import type { Country } from '../../lib/sites';
import { SelectField, TextField } from '../../components/fields';

/**
 * The address fields of the site's country (client/lib/address-fields.ts: which fields, their
 * order, labels, lists and postcode pattern), each with its error tied to it. Shared by the
 * account's address form and the checkout's delivery address; `section` prefixes the
 * autocomplete tokens (`shipping address-line1`) where the page asks for more than one address.
 */
export function AddressFields(props: {
  country: Country;
  values: AddressValues;
  errors: Partial<Record<string, string | undefined>>;
  onChange: (field: AddressField, value: string) => void;
  section?: 'shipping';
  /** Fields another part of the form fills (checkout's recipient and phone from the contact). */
  omit?: readonly AddressField[];
}) {
  const { t, language } = useSite();
  const autoComplete = (rule: FieldRule) =>
    props.section ? `${props.section} ${rule.autoComplete}` : rule.autoComplete;
  const field = (rule: FieldRule) => {
    const common = {
      label: t(rule.label),
      name: rule.field,
      error: props.errors[rule.field],
      autoComplete: autoComplete(rule),
      required: rule.required,
      value: props.values[rule.field] ?? '',
      onChange: (event: { target: { value: string } }) =>
        props.onChange(rule.field, event.target.value),
    };
    if (rule.choices)
      return (
        <SelectField
          key={rule.field}
          {...common}
          placeholder={t('addresses.choose')}
          options={rule.choices.map((choice) => ({
            value: choice.value,
            label: choiceName(rule, choice.value, language),
          }))}
        />
      );
    return (
      <TextField
        key={rule.field}
        {...common}
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
      />
    );
  };
  const rules = ADDRESS_RULES[props.country].filter((rule) => !props.omit?.includes(rule.field));
  return <>{rules.map(field)}</>;
}
