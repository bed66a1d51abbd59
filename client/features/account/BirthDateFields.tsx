import { useId } from 'react';
import { useSite } from '../../app/site-context';
import { formatDate } from '../../lib/format';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

type Part = 'day' | 'month' | 'year';

/**
 * The date of birth as day, month (by name) and year (a Buddhist-era year is taken too:
 * ./validation.ts). The error is each input's own description, so it is heard on whichever
 * part has focus.
 */
export function BirthDateFields(props: {
  values: Record<Part, string>;
  onChange: (part: Part) => (event: { target: { value: string } }) => void;
  error: string | undefined;
}) {
  const { t, locale } = useSite();
  const birth = `${useId()}-birth`;
  const { values, onChange, error } = props;
  const described = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${birth}-error` : undefined,
  } as const;
  return (
    <fieldset
      className={`field-date${error ? ' has-error' : ''}`}
      aria-describedby={`${birth}-hint`}
    >
      <legend>{t('signUp.birthDate')}</legend>
      <p id={`${birth}-hint`} className="field-hint">
        {t('signUp.birthDateHint')}
      </p>
      {error ? (
        <p id={`${birth}-error`} className="field-error">
          {error}
        </p>
      ) : null}
      <div className="date-parts">
        <div>
          <label htmlFor={`${birth}-day`}>{t('signUp.day')}</label>
          <input
            id={`${birth}-day`}
            name="birthDay"
            inputMode="numeric"
            autoComplete="bday-day"
            maxLength={2}
            size={3}
            required
            {...described}
            value={values.day}
            onChange={onChange('day')}
          />
        </div>
        <div>
          <label htmlFor={`${birth}-month`}>{t('signUp.month')}</label>
          <select
            id={`${birth}-month`}
            name="birthMonth"
            autoComplete="bday-month"
            required
            {...described}
            value={values.month}
            onChange={onChange('month')}
          >
            <option value="">{t('signUp.chooseMonth')}</option>
            {MONTHS.map((month) => (
              <option key={month} value={String(month)}>
                {formatDate(Date.UTC(2000, month - 1, 1), locale, {
                  month: 'long',
                  timeZone: 'UTC',
                })}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${birth}-year`}>{t('signUp.year')}</label>
          <input
            id={`${birth}-year`}
            name="birthYear"
            inputMode="numeric"
            autoComplete="bday-year"
            maxLength={4}
            size={5}
            required
            {...described}
            value={values.year}
            onChange={onChange('year')}
          />
        </div>
      </div>
    </fieldset>
  );
}
