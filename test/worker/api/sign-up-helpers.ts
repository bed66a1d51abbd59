import { expect } from 'vitest';
import { mailedToken } from './mail-helpers';
import { call, type CallOptions } from './shopper-helpers';

export const PASSWORD = 'Blossom#2026';

/** A sign-up's body that the rules take, for a new address; `overrides` change any field. */
export function signUpBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    firstName: 'Mei',
    lastName: 'Tan',
    birthDate: '1990-05-17',
    consents: { personalInformation: true, policy: true, marketing: false },
    ...overrides,
  };
}

/**
 * A sign-up by e-mail as a shopper makes it (README "Accounts and sessions"): POST account,
 * answered 202 "check your e-mail", then the mailed link with the same password. `options` go
 * with both calls (a device, a site, a client address). Answers the confirming call's response:
 * 201 and signed in, with the account.
 */
export async function signUpConfirmed(
  body: { email: string; password: string } & Record<string, unknown>,
  options: CallOptions = {},
): Promise<Response> {
  const asked = await call('account', { ...options, method: 'POST', body });
  expect(asked.status, await asked.clone().text()).toBe(202);
  const token = await mailedToken(body.email, 'confirmSignUp');
  return call('account/confirm', {
    ...options,
    method: 'POST',
    body: { token, password: body.password },
  });
}
