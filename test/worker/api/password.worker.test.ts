import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../worker/rate-limit/limits';
import { afterAMoment, eventually, mailsTo } from './mail-helpers';
import { newMember, PASSWORD, sessionCookie } from './member-helpers';
import { call, errorOf, json } from './shopper-helpers';

/**
 * Forgot and change the password through the real worker (worker/api/password.ts): the
 * password history, and the limits on reset mail (README "Rate limits").
 */

let serial = 0;
const unknownEmail = () => `nobody-${Date.now()}-${(serial += 1)}@example.com`;
let clientSerial = 0;
const newClient = () => `198.19.0.${(clientSerial += 1)}`;

const forgot = (email: string, client: string) =>
  call('account/password/forgot', {
    method: 'POST',
    body: { email },
    headers: { 'cf-connecting-ip': client },
  });

describe('the password history (AUTH_MS_PV_006)', () => {
  it('refuses the current password and either of the two before it: P0 → P1 → P2 → P0 is refused, P0 after P3 is not', async () => {
    let { cookie } = await newMember();
    let current = PASSWORD;
    // A change keeps this browser signed in with a new sign-in: its cookies come back.
    const change = async (password: string) => {
      const response = await call('account/password', {
        method: 'PATCH',
        body: { currentPassword: current, password, passwordConfirmation: password },
        headers: { cookie },
      });
      if (response.status === 200) [current, cookie] = [password, sessionCookie(response)];
      return response;
    };
    expect((await change('Orchid#2027x')).status).toBe(200);
    expect((await change('Lotus#2028yy')).status).toBe(200);
    for (const again of [PASSWORD, 'Orchid#2027x', 'Lotus#2028yy']) {
      const refused = await change(again);
      expect(refused.status, again).toBe(422);
      expect((await errorOf(refused)).data.codes).toEqual(['AUTH_MS_PV_006']);
    }
    expect((await change('Tulip#2029zz')).status).toBe(200);
    expect((await change(PASSWORD)).status).toBe(200);
  });
});

describe('reset mail limits', () => {
  it('mails one address at most the limit, from any clients, answering every request the same', async () => {
    const { email } = await newMember();
    const stranger = unknownEmail();
    const answers = [];
    for (let i = 0; i < 8; i += 1) {
      answers.push(await forgot(email, newClient()));
      answers.push(await forgot(stranger, newClient()));
    }
    const bodies = await Promise.all(answers.map((answer) => json(answer)));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    const { max } = LIMITS['reset-mail'];
    await eventually(
      () => mailsTo(email, 'passwordReset'),
      (found) => found.length >= max,
    );
    expect(await afterAMoment(() => mailsTo(email, 'passwordReset'))).toHaveLength(max);
    expect(await mailsTo(stranger, 'passwordReset')).toEqual([]);
  });

  it('answers a client past its limit 429 with Retry-After, whether the address has an account or not', async () => {
    const { email } = await newMember();
    const { max } = LIMITS['forgot-client'];
    for (const address of [email, unknownEmail()]) {
      const client = newClient();
      for (let i = 0; i < max; i += 1) expect((await forgot(address, client)).status).toBe(200);
      const refused = await forgot(address, client);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const error = await errorOf(refused);
      expect(error.data.code).toBe('TOO_MANY_REQUESTS');
      expect(error.message).toMatch(/^Too many requests\. Please try again in \d+ min\.$/);
    }
  });
});
