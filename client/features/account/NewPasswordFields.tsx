import { useId, type ChangeEvent } from 'react';
import type { PasswordRule } from '../../lib/password-rules';
import { PasswordField } from './account-fields';
import { PasswordChecklist } from './PasswordChecklist';

/**
 * A new password as sign-up, the reset link and the account page ask it: the password, its
 * confirmation, and the live checklist of the rules that the password's field is described by.
 * One home for the autocomplete tokens, the names the API's errors point at (`password`,
 * `passwordConfirmation`) and the checklist's wiring; each form gives its own words.
 */
export function NewPasswordFields(props: {
  labels: { password: string; confirmation: string };
  values: { password: string; confirmation: string };
  onPassword: (event: ChangeEvent<HTMLInputElement>) => void;
  onConfirmation: (event: ChangeEvent<HTMLInputElement>) => void;
  errors: { password?: string; passwordConfirmation?: string };
  /** The account's e-mail; undefined where the page does not know it (a reset link). */
  email: string | undefined;
  /** Rules the API refused for `refusedPassword`. */
  refused: readonly PasswordRule[];
  refusedPassword: string | undefined;
}) {
  const checklistId = `${useId()}-rules`;
  return (
    <>
      <PasswordField
        label={props.labels.password}
        name="password"
        autoComplete="new-password"
        required
        value={props.values.password}
        onChange={props.onPassword}
        error={props.errors.password}
        describedBy={checklistId}
      />
      <PasswordField
        label={props.labels.confirmation}
        name="passwordConfirmation"
        autoComplete="new-password"
        required
        value={props.values.confirmation}
        onChange={props.onConfirmation}
        error={props.errors.passwordConfirmation}
      />
      <PasswordChecklist
        id={checklistId}
        password={props.values.password}
        confirmation={props.values.confirmation}
        email={props.email}
        refused={props.refused}
        refusedPassword={props.refusedPassword}
      />
    </>
  );
}
