import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../../client/api/contract';
import { LIMITS } from '../../../worker/rate-limit/limits';
import { afterAMoment, eventually, mailedToken, mailsTo } from '../api/mail-helpers';
import { newMember, PASSWORD } from '../api/member-helpers';
import { call, errorOf } from '../api/shopper-helpers';

/**
 * Sign-in locks through the real worker (worker/auth/lockout.ts, README "Accounts and
 * sessions"): an address with an account and one without answer alike at every step, a
 * stranger's failures lock only the stranger's client, the owner's unlock link always lets
 * them in, and the unlock mail is sent once per lock and limited.
 */

let serial = 0;
const unknownEmail = () => `nobody-${Date.now()}-${(serial += 1)}@example.com`;
let clientSerial = 0;
/** A client address of its own per call site, so counts of other tests do not mix in. */
const newClient = () => `198.18.${Math.floor((clientSerial += 1) / 250)}.${clientSerial % 250}`;

const signIn = (email: string, password: string, client: string) =>
  call('auth/token', {
    method: 'POST',
    body: { grant_type: 'password', email, password },
    headers: { 'cf-connecting-ip': client },
  });

/** An answer with its per-request parts (reference, request ID, lock end) blanked. */
async function shapeOf(response: Response) {
  const body = await errorOf(response);
  const reference = String(body.data.reference ?? '');
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after') !== null,
    message: reference ? body.message.replace(reference, '<ref>') : body.message,
    data: { ...body.data, requestId: '', reference: reference && '<ref>', until: '' },
  };
}

/** Six wrong passwords in a row from one client: each answer's shape. */
async function sixWrong(email: string, client: string) {
  const shapes = [];
  for (let i = 0; i < 6; i += 1)
    shapes.push(await shapeOf(await signIn(email, 'Wrong#Pass99', client)));
  return shapes;
}

describe('sign-in locks', () => {
  it('answers an address with an account and one without alike: tries left, then the same block', async () => {
    const { email } = await newMember();
    const known = await sixWrong(email, newClient());
    const unknown = await sixWrong(unknownEmail(), newClient());
    expect(known).toEqual(unknown);
    expect(known.map((shape) => shape.status)).toEqual([401, 401, 401, 401, 403, 403]);
    expect(known[0].message).toBe(
      'Authentication failed: the email or password is not right. 4 of 5 tries left, then sign-in is paused for 30 min.',
    );
    expect(known[3].message).toContain('1 of 5 tries left');
    expect(known[4].message).toBe(
      'This sign-in attempt was blocked for 30 min. If this email has an account, we have sent it a link to unlock it now. If you need help, contact support with the reference ID <ref>.',
    );
    expect(known[4].retryAfter).toBe(true);
  });

  it('keeps the same reference while a lock holds, even for the right password, and records it', async () => {
    const { email } = await newMember();
    const client = newClient();
    for (let i = 0; i < 4; i += 1) await signIn(email, 'Wrong#Pass99', client);
    const locked = (await errorOf(await signIn(email, 'Wrong#Pass99', client))) as ApiError;
    const right = await signIn(email, PASSWORD, client);
    expect(right.status).toBe(403);
    expect((await errorOf(right)).data.reference).toBe(locked.data.reference);
    const block = await env.DB.prepare(
      'SELECT reason, until FROM sign_in_blocks WHERE reference = ?1',
    )
      .bind(locked.data.reference)
      .first<{ reason: string; until: string }>();
    expect(block?.reason).toBe('account');
    expect(Date.parse(block!.until) - Date.now()).toBeGreaterThan(29 * 60_000);
  });

  it('lets the owner in from their own client while a stranger’s client is locked', async () => {
    const { email } = await newMember();
    const stranger = newClient();
    for (let i = 0; i < 6; i += 1) await signIn(email, 'Wrong#Pass99', stranger);
    expect((await signIn(email, PASSWORD, stranger)).status).toBe(403);
    expect((await signIn(email, PASSWORD, newClient())).status).toBe(200);
  });

  it('of twenty wrong passwords at once, tells four the tries left and the rest one lock, mailing one unlock link', async () => {
    const { email } = await newMember();
    const client = newClient();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => signIn(email, 'Wrong#Pass99', client)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(4);
    expect(statuses.filter((status) => status === 403)).toHaveLength(16);
    const references = new Set(
      await Promise.all(
        answers
          .filter((answer) => answer.status === 403)
          .map(async (answer) => (await errorOf(answer)).data.reference),
      ),
    );
    expect(references.size).toBe(1);
    const unlocks = await eventually(
      () => mailsTo(email, 'unlock'),
      (found) => found.length > 0,
    );
    expect(await afterAMoment(() => mailsTo(email, 'unlock'))).toHaveLength(1);
    expect(unlocks[0]).toContain([...references][0]);
  }, 30_000);

  it('mails no unlock link for an address without an account', async () => {
    const email = unknownEmail();
    const client = newClient();
    for (let i = 0; i < 5; i += 1) await signIn(email, 'Wrong#Pass99', client);
    expect(await afterAMoment(() => mailsTo(email, 'unlock'))).toEqual([]);
  });

  it('locks an address tried from everywhere, and the owner’s unlock link lets them in at once', async () => {
    const { email } = await newMember();
    const { max } = LIMITS['sign-in-address'];
    // Four tries from each of many clients: no client's own lock, the address's at the 100th.
    for (let sent = 0; sent < max; sent += 4) {
      const client = newClient();
      await Promise.all(
        Array.from({ length: Math.min(4, max - sent) }, () =>
          signIn(email, 'Wrong#Pass99', client),
        ),
      );
    }
    const owner = newClient();
    const refused = await signIn(email, PASSWORD, owner);
    expect(refused.status).toBe(403);
    const token = await mailedToken(email, 'unlock');
    const unlocked = await call('account/unlock', { method: 'POST', body: { token } });
    expect(unlocked.status, await unlocked.clone().text()).toBe(200);
    expect((await signIn(email, PASSWORD, owner)).status).toBe(200);
    // A hundred password checks: slow on a shared machine.
  }, 60_000);

  it('limits the unlock mail of one address, however often a stranger locks it', async () => {
    const { email } = await newMember();
    for (let lock = 0; lock < 5; lock += 1) {
      const client = newClient();
      for (let i = 0; i < 5; i += 1) await signIn(email, 'Wrong#Pass99', client);
    }
    const found = await eventually(
      () => mailsTo(email, 'unlock'),
      (bodies) => bodies.length >= LIMITS['unlock-mail'].max,
    );
    expect(found).toHaveLength(LIMITS['unlock-mail'].max);
    expect(await afterAMoment(() => mailsTo(email, 'unlock'))).toHaveLength(
      LIMITS['unlock-mail'].max,
    );
  }, 30_000);

  it('blocks a client after 20 failures in the window, for any e-mail, and says it is the network', async () => {
    const client = newClient();
    for (let i = 0; i < LIMITS['sign-in-client'].max - 1; i += 1)
      expect((await signIn(unknownEmail(), PASSWORD, client)).status).toBe(401);
    const last = await signIn(unknownEmail(), PASSWORD, client);
    expect(last.status).toBe(403);
    const { email } = await newMember();
    const response = await signIn(email, PASSWORD, client);
    expect(response.status).toBe(403);
    const error = await errorOf(response);
    expect(error.data.code).toBe('SIGN_IN_BLOCKED');
    expect(error.message).toMatch(/^This sign-in attempt was blocked: too many failed sign-ins/);
  }, 30_000);
});
