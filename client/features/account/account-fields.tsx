import { useState } from 'react';
import { useT } from '../../app/site-context';
import { TextField, type TextFieldProps } from '../../components/fields';

/**
 * The fields whose words are the account pages' own (`account.json`): apart from the generic
 * ones in client/components/fields.tsx, which checkout's and the order page's forms use too, so
 * those pages need not load the account's messages for them (README "Messages in chunks").
 */

/** A password input with a toggle that shows what was typed (ASVS V6.2.7, WCAG 3.3.8). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'after'>) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      after={
        <button
          type="button"
          className="reveal-button"
          aria-pressed={shown}
          onClick={() => setShown(!shown)}
        >
          {t('signIn.showPassword')}
        </button>
      }
    />
  );
}

/**
 * The member's first and last name, as sign-up asks them and the profile changes them: one
 * home for their labels, autocomplete tokens and the 100-character limit the API holds.
 */
export function NameFields(props: {
  values: { firstName: string; lastName: string };
  set: (name: 'firstName' | 'lastName') => (event: { target: { value: string } }) => void;
  errors: Partial<Record<string, string>>;
}) {
  const t = useT();
  return (
    <>
      <TextField
        label={t('signUp.firstName')}
        name="firstName"
        autoComplete="given-name"
        required
        maxLength={100}
        value={props.values.firstName}
        onChange={props.set('firstName')}
        error={props.errors.firstName}
      />
      <TextField
        label={t('signUp.lastName')}
        name="lastName"
        autoComplete="family-name"
        required
        maxLength={100}
        value={props.values.lastName}
        onChange={props.set('lastName')}
        error={props.errors.lastName}
      />
    </>
  );
}
