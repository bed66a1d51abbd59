import { useId } from 'react';
import { useSite } from '../../app/site-context';
import type { MessageKey } from '../../lib/i18n';
import type { CardField, CardText } from './card-input';

const FIELDS: readonly {
  field: CardField;
  label: MessageKey;
  error: MessageKey;
  autoComplete: string;
  inputMode?: 'numeric';
  maxLength: number;
}[] = [
  {
    field: 'number',
    label: 'order.retry.cardNumber',
    error: 'order.retry.errors.number',
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    maxLength: 23,
  },
  {
    field: 'expiry',
    label: 'order.retry.expiry',
    error: 'order.retry.errors.expiry',
    autoComplete: 'cc-exp',
    inputMode: 'numeric',
    maxLength: 7,
  },
  {
    field: 'cvc',
    label: 'order.retry.cvc',
    error: 'order.retry.errors.cvc',
    autoComplete: 'cc-csc',
    inputMode: 'numeric',
    maxLength: 4,
  },
  {
    field: 'name',
    label: 'order.retry.cardName',
    error: 'order.retry.errors.name',
    autoComplete: 'cc-name',
    maxLength: 100,
  },
];

/**
 * The card's four fields, each labelled, its error written above it and tied to it
 * (`aria-describedby`, `aria-invalid`), as the account forms do.
 */
export function CardFields(props: {
  values: CardText;
  wrong: readonly CardField[];
  onChange: (field: CardField, value: string) => void;
}) {
  const { t } = useSite();
  const id = useId();
  return (
    <div className="card-fields">
      {FIELDS.map(({ field, label, error, ...input }) => {
        const invalid = props.wrong.includes(field);
        const inputId = `${id}-${field}`;
        return (
          <div key={field} className={`field${invalid ? ' has-error' : ''}`}>
            <label htmlFor={inputId}>{t(label)}</label>
            {invalid ? (
              <p id={`${inputId}-error`} className="field-error">
                {t(error)}
              </p>
            ) : null}
            <div className="field-input">
              <input
                id={inputId}
                name={field}
                type="text"
                required
                spellCheck={false}
                value={props.values[field]}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? `${inputId}-error` : undefined}
                onChange={(event) => props.onChange(field, event.target.value)}
                {...input}
              />
            </div>
          </div>
        );
      })}
    </div>
  );
}
