import type { SignUp } from '../../api/account-contract';
import { PHONE_EXAMPLE } from '../../lib/address-fields';
import type { Translate } from '../../lib/i18n';
import { oldEnoughToSignUp } from '../../lib/sign-up-rules';
import type { Country } from '../../lib/sites';
import type { FieldErrors } from '../../components/use-form';
import { newPasswordProblems } from './new-password-check';
import { birthDateOf, isEmailAddress, isMobileNumber } from './validation';

/** The sign-up form's values as typed: the date of birth in its three parts. */
export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  day: string;
  month: string;
  year: string;
  mobile: string;
  personalInformation: boolean;
  policy: boolean;
  marketing: boolean;
}

/** The fields the API may name in a refusal (`data.field`), as the sign-up form names them. */
export const SIGN_UP_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'passwordConfirmation',
  'birthDate',
  'mobile',
  'consents.personalInformation',
  'consents.policy',
] as const;

/**
 * Every problem the sign-up form can see by itself, by field: the names, the e-mail, the
 * password's rules and its confirmation, a date of birth that is a past calendar date of
 * someone old enough (client/lib/sign-up-rules.ts) on the site's `today`, a mobile number
 * when one is given, and the two consents the membership needs.
 */
export function signUpProblems(
  values: SignUpValues,
  site: { t: Translate; country: Country; today: string },
): FieldErrors {
  const { t, country, today } = site;
  const fields: FieldErrors = {};
  if (!values.firstName.trim()) fields.firstName = t('fieldErrors.firstName');
  if (!values.lastName.trim()) fields.lastName = t('fieldErrors.lastName');
  if (!isEmailAddress(values.email)) fields.email = t('fieldErrors.email');
  Object.assign(fields, newPasswordProblems(values, t));
  const birthDate = birthDateOf(values);
  if (!birthDate || birthDate > today) fields.birthDate = t('fieldErrors.birthDate');
  else if (!oldEnoughToSignUp(birthDate, today)) fields.birthDate = t('auth.tooYoung');
  if (values.mobile.trim() && !isMobileNumber(values.mobile))
    fields.mobile = t('fieldErrors.mobile', { example: PHONE_EXAMPLE[country] });
  if (!values.personalInformation)
    fields['consents.personalInformation'] = t('fieldErrors.consent');
  if (!values.policy) fields['consents.policy'] = t('fieldErrors.consent');
  return fields;
}

/**
 * The sign-up the API is sent, from values that passed `signUpProblems`: trimmed, the date of
 * birth written `YYYY-MM-DD`, the mobile number only when given, the Google ID token to link
 * and the guest order to claim when there are.
 */
export function signUpBody(
  values: SignUpValues,
  more: { returnTo: string; googleIdToken?: string | undefined; claim?: string | undefined },
): SignUp {
  const birthDate = birthDateOf(values);
  if (!birthDate) throw new Error('sign-up sent without a date of birth');
  const mobile = values.mobile.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    password: values.password,
    passwordConfirmation: values.passwordConfirmation,
    birthDate,
    ...(mobile ? { mobile } : {}),
    consents: { personalInformation: true, policy: true, marketing: values.marketing },
    ...(more.googleIdToken ? { googleIdToken: more.googleIdToken } : {}),
    returnTo: more.returnTo,
    ...(more.claim ? { claim: more.claim } : {}),
  };
}
