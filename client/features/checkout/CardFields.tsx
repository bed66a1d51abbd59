import { useSite } from '../../app/site-context';
import { SelectField, TextField } from '../../components/fields';
import type { CardValues } from './card';
import type { FieldErrors } from './check-form';

/** The word of each field's label. */
const LABELS = {
  number: 'number',
  expMonth: 'month',
  expYear: 'year',
  cvc: 'cvc',
  name: 'name',
} as const;

/** Years a card may still be valid in: this one and the next 15. */
const YEARS_AHEAD = 15;

/**
 * The card form: number, expiry month and year, security code and the name on the
 * card, with the `cc-*` autocomplete tokens so the browser's saved cards fill it. What is typed
 * stays in the form's state (never the saved draft) and goes only into the placement's body.
 */
export function CardFields(props: {
  card: CardValues;
  errors: FieldErrors;
  onChange: (field: keyof CardValues, value: string) => void;
}) {
  const { t } = useSite();
  // What ties a field to its label, value, change and error (by its name in the API).
  const bind = (field: keyof CardValues) => ({
    label: t(`checkoutPage.card.${LABELS[field]}`),
    name: `card-${field}`,
    required: true,
    value: props.card[field],
    onChange: (event: { target: { value: string } }) => props.onChange(field, event.target.value),
    error: props.errors[`card.${field}`],
  });
  const year = new Date().getFullYear();
  const months = Array.from({ length: 12 }, (_, i) => i + 1);
  const years = Array.from({ length: YEARS_AHEAD + 1 }, (_, i) => String(year + i));
  const choose = t('checkoutPage.card.choose');
  return (
    <fieldset className="checkout-group card-fields">
      <legend>{t('checkoutPage.card.title')}</legend>
      <p className="field-hint">{t('checkoutPage.card.secure')}</p>
      <TextField
        {...bind('number')}
        autoComplete="cc-number"
        inputMode="numeric"
        spellCheck={false}
        maxLength={23}
      />
      <fieldset className="checkout-group field-pair">
        <legend>{t('checkoutPage.card.expiry')}</legend>
        <SelectField
          {...bind('expMonth')}
          autoComplete="cc-exp-month"
          placeholder={choose}
          options={months.map((month) => ({
            value: String(month),
            label: String(month).padStart(2, '0'),
          }))}
        />
        <SelectField
          {...bind('expYear')}
          autoComplete="cc-exp-year"
          placeholder={choose}
          options={years.map((value) => ({ value, label: value }))}
        />
      </fieldset>
      <TextField
        {...bind('cvc')}
        hint={t('checkoutPage.card.cvcHint')}
        autoComplete="cc-csc"
        inputMode="numeric"
        spellCheck={false}
        maxLength={4}
        className="field-short"
      />
      <TextField {...bind('name')} autoComplete="cc-name" spellCheck={false} maxLength={100} />
    </fieldset>
  );
}
