import type { Translate } from '../../lib/i18n';
import { brokenPasswordRules } from '../../lib/password-rules';
import type { FieldErrors } from '../../components/use-form';

/**
 * What is wrong with a new password and its confirmation, by field: the password's rules as
 * one message (the checklist beside it says which), and a confirmation that is missing or
 * does not match. `email` is the account's, or '' where the page does not know it.
 */
export function newPasswordProblems(
  values: { password: string; passwordConfirmation: string; email: string },
  t: Translate,
): FieldErrors {
  const fields: FieldErrors = {};
  const broken = brokenPasswordRules({
    password: values.password,
    confirmation: values.passwordConfirmation,
    email: values.email,
  });
  if (broken.some((rule) => rule !== 'confirmation')) fields.password = t('auth.passwordRules');
  if (broken.includes('confirmation') || !values.passwordConfirmation)
    fields.passwordConfirmation = t('fieldErrors.confirmation');
  return fields;
}
