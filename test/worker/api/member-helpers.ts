import { expect } from 'vitest';
import { PASSWORD, signUpBody, signUpConfirmed } from './sign-up-helpers';
import { call, type CallOptions } from './shopper-helpers';

/**
 * A new member signed up through the real worker (the mailed link confirmed), and calls made as them (their session
 * cookies). Each test file starts from the seeded database (test/worker/storage-reset.ts); e-mails
 * are new per call.
 */

let serial = 0;
export { PASSWORD };

/** `options` are the sign-up call's (its `site` is the site the member joins on: SG by default). */
export async function newMember(
  overrides: Record<string, unknown> = {},
  options: CallOptions = {},
) {
  serial += 1;
  const email = `member-${Date.now()}-${serial}@example.com`;
  const response = await signUpConfirmed(signUpBody(email, overrides), options);
  expect(response.status, await response.clone().text()).toBe(201);
  const cookie = sessionCookie(response);
  const id = ((await response.json()) as { account: { id: number } }).account.id;
  /** A call as this member. */
  const as = (path: string, options: CallOptions = {}) =>
    call(path, { ...options, headers: { cookie, ...options.headers } });
  return { email, cookie, id, as };
}

/** The Cookie header a browser sends after this answer: the cookies it set, not the cleared. */
export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}
