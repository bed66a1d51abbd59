import { describe, expect, it } from 'vitest';
import type { Translate } from '../../../../client/lib/i18n';
import {
  signUpBody,
  signUpProblems,
  type SignUpValues,
} from '../../../../client/features/account/sign-up-check';
import { newPasswordProblems } from '../../../../client/features/account/new-password-check';

/** A translator that writes the key and its values, so a test reads which message was chosen. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as Translate;

const good: SignUpValues = {
  firstName: ' Mali ',
  lastName: 'Sukjai',
  email: ' mali@example.com ',
  password: 'Velvet-Rouge-42',
  passwordConfirmation: 'Velvet-Rouge-42',
  day: '7',
  month: '3',
  year: '1990',
  mobile: '',
  personalInformation: true,
  policy: true,
  marketing: false,
};
const site = { t, country: 'th' as const, today: '2026-11-29' };

describe('signUpProblems', () => {
  it('finds nothing wrong with a complete sign-up', () => {
    expect(signUpProblems(good, site)).toEqual({});
  });

  it('names every field that is missing, each in its own words', () => {
    const empty: SignUpValues = {
      ...good,
      firstName: ' ',
      lastName: '',
      email: 'mali@',
      password: '',
      passwordConfirmation: '',
      day: '',
      personalInformation: false,
      policy: false,
    };
    expect(signUpProblems(empty, site)).toEqual({
      firstName: 'fieldErrors.firstName',
      lastName: 'fieldErrors.lastName',
      email: 'fieldErrors.email',
      password: 'auth.passwordRules',
      passwordConfirmation: 'fieldErrors.confirmation',
      birthDate: 'fieldErrors.birthDate',
      'consents.personalInformation': 'fieldErrors.consent',
      'consents.policy': 'fieldErrors.consent',
    });
  });

  it('takes a date of birth that is past, real and old enough, a Buddhist-era year too', () => {
    expect(signUpProblems({ ...good, year: '2533' }, site)).toEqual({});
    expect(signUpProblems({ ...good, day: '31', month: '2' }, site).birthDate).toBe(
      'fieldErrors.birthDate',
    );
    expect(signUpProblems({ ...good, year: '2027' }, site).birthDate).toBe('fieldErrors.birthDate');
    expect(signUpProblems({ ...good, year: '2020' }, site).birthDate).toBe('auth.tooYoung');
  });

  it("checks a mobile number only when one is given, with the country's example", () => {
    expect(signUpProblems({ ...good, mobile: '081 234 5678' }, site)).toEqual({});
    expect(signUpProblems({ ...good, mobile: 'call me' }, site).mobile).toMatch(
      /^fieldErrors\.mobile \{"example":/,
    );
  });
});

describe('newPasswordProblems', () => {
  it('marks the password by its rules and a confirmation that does not match', () => {
    expect(
      newPasswordProblems({ password: 'short', passwordConfirmation: 'short', email: '' }, t),
    ).toEqual({ password: 'auth.passwordRules' });
    expect(
      newPasswordProblems(
        { password: 'Velvet-Rouge-42', passwordConfirmation: 'Velvet-Rouge-43', email: '' },
        t,
      ),
    ).toEqual({ passwordConfirmation: 'fieldErrors.confirmation' });
  });
});

describe('signUpBody', () => {
  it('sends trimmed values, the date written YYYY-MM-DD and no empty mobile', () => {
    expect(signUpBody(good, { returnTo: '/account' })).toEqual({
      firstName: 'Mali',
      lastName: 'Sukjai',
      email: 'mali@example.com',
      password: 'Velvet-Rouge-42',
      passwordConfirmation: 'Velvet-Rouge-42',
      birthDate: '1990-03-07',
      consents: { personalInformation: true, policy: true, marketing: false },
      returnTo: '/account',
    });
  });

  it('adds the mobile number, the Google token to link and the order to claim when there are', () => {
    const body = signUpBody(
      { ...good, mobile: ' 081 234 5678 ', year: '2533', marketing: true },
      { returnTo: '/', googleIdToken: 'id-token', claim: 'SG-1001' },
    );
    expect(body).toMatchObject({
      mobile: '081 234 5678',
      birthDate: '1990-03-07',
      consents: { marketing: true },
      googleIdToken: 'id-token',
      claim: 'SG-1001',
    });
  });
});
