import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../worker/rate-limit/limits';
import { afterAMoment, eventually, mailsTo } from './mail-helpers';
import { newMember, PASSWORD } from './member-helpers';
import { call, errorOf } from './shopper-helpers';

/**
 * Sign-up's limits through the real worker (worker/api/account.ts, README "Rate limits"): an
 * address gets at most three sign-up mails an hour (links or notices to its owner), and one
 * client signs up a few times per window, taken addresses or not.
 */

let serial = 0;
let clientSerial = 0;
const newClient = () => `198.19.1.${(clientSerial += 1)}`;

const signUp = (email: string, client: string) =>
  call('account', {
    method: 'POST',
    headers: { 'cf-connecting-ip': client },
    body: {
      email,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      firstName: 'Mei',
      lastName: 'Tan',
      birthDate: '1990-05-17',
      consents: { personalInformation: true, policy: true, marketing: false },
    },
  });

describe('sign-up limits', () => {
  it('mails the owner of a taken address a few times an hour, however many sign-ups try it', async () => {
    const { email } = await newMember();
    for (let i = 0; i < 5; i += 1) expect((await signUp(email, newClient())).status).toBe(202);
    await eventually(
      () => mailsTo(email, 'signUpAttempt'),
      (found) => found.length > 0,
    );
    // The member's own sign-up link was the first of the hour's sign-up mails.
    expect(await afterAMoment(() => mailsTo(email, 'signUpAttempt'))).toHaveLength(
      LIMITS['sign-up-mail'].max - 1,
    );
  });

  it('answers a client past its limit 429 with Retry-After, for new and taken addresses alike', async () => {
    const { email } = await newMember();
    const client = newClient();
    const { max } = LIMITS['sign-up-client'];
    for (let i = 0; i < max; i += 1)
      await signUp(i % 2 ? email : `new-${Date.now()}-${(serial += 1)}@example.com`, client);
    for (const address of [email, `new-${Date.now()}-${(serial += 1)}@example.com`]) {
      const refused = await signUp(address, client);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await errorOf(refused)).data.code).toBe('TOO_MANY_REQUESTS');
    }
  });
});
