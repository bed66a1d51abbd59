import { useSite } from '../../app/site-context';
import { SelectField, TextField } from '../account/fields';
import type { CardValues } from './card';
import type { FieldErrors } from './check-form';

/** Years a card may still be valid in: this one and the next 15. */
const YEARS_AHEAD = 15;

/**
 * The card form (issue 10): number, expiry month and year, security code and the name on the
 * card, with the `cc-*` autocomplete tokens so the browser's saved cards fill it. What is typed
 * stays in the form's state (never the saved draft) and goes only into the placement's body.
 */
export function CardFields(props: {
  card: CardValues;
  errors: FieldErrors;
  onChange: (field: keyof CardValues, value: string) => void;
}) {
  const { t } = useSite();
  const { card, errors } = props;
  const set = (field: keyof CardValues) => (event: { target: { value: string } }) =>
    props.onChange(field, event.target.value);
  const year = new Date().getFullYear();
  const months = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
  const years = Array.from({ length: YEARS_AHEAD + 1 }, (_, i) => String(year + i));
  return (
    <fieldset className="checkout-group card-fields">
      <legend>{t('checkoutPage.card.title')}</legend>
      <p className="field-hint">{t('checkoutPage.card.secure')}</p>
      <TextField
        label={t('checkoutPage.card.number')}
        name="cardNumber"
        autoComplete="cc-number"
        inputMode="numeric"
        spellCheck={false}
        maxLength={23}
        required
        value={card.number}
        onChange={set('number')}
        error={errors['card.number']}
      />
      <fieldset className="checkout-group field-pair">
        <legend>{t('checkoutPage.card.expiry')}</legend>
        <SelectField
          label={t('checkoutPage.card.month')}
          name="cardExpMonth"
          autoComplete="cc-exp-month"
          required
          placeholder={t('checkoutPage.card.choose')}
          options={months.map((month) => ({ value: String(Number(month)), label: month }))}
          value={card.expMonth}
          onChange={set('expMonth')}
          error={errors['card.expMonth']}
        />
        <SelectField
          label={t('checkoutPage.card.year')}
          name="cardExpYear"
          autoComplete="cc-exp-year"
          required
          placeholder={t('checkoutPage.card.choose')}
          options={years.map((value) => ({ value, label: value }))}
          value={card.expYear}
          onChange={set('expYear')}
          error={errors['card.expYear']}
        />
      </fieldset>
      <TextField
        label={t('checkoutPage.card.cvc')}
        hint={t('checkoutPage.card.cvcHint')}
        name="cardCvc"
        autoComplete="cc-csc"
        inputMode="numeric"
        spellCheck={false}
        maxLength={4}
        required
        className="field-short"
        value={card.cvc}
        onChange={set('cvc')}
        error={errors['card.cvc']}
      />
      <TextField
        label={t('checkoutPage.card.name')}
        name="cardName"
        autoComplete="cc-name"
        spellCheck={false}
        maxLength={100}
        required
        value={card.name}
        onChange={set('name')}
        error={errors['card.name']}
      />
    </fieldset>
  );
}
