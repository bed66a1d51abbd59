import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { AccountSchema, TokenAnswerSchema } from '../../../client/api/account-contract';
import { UserSchema } from '../../../client/api/contract';
import { GRACE_SECONDS } from '../../../worker/auth/sessions';
import { eventually, mailedToken } from './mail-helpers';
import { signUpConfirmed } from './sign-up-helpers';
import { call, DEVICE_A, deviceCookie, errorOf, json } from './shopper-helpers';

/**
 * Accounts and sessions through the real worker (docs/accounts.md): sign-up, sign-in, the session
 * cookies, refresh rotation with its grace and replay detection, sign-out, lockout, and the
 * member guard.
 */

let serial = 0;
const freshEmail = () => `member${Date.now()}-${(serial += 1)}@example.com`;
const PASSWORD = 'Blossom#2026';

function signUpBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    password: PASSWORD,
    passwordConfirmation: PASSWORD,
    firstName: 'Mei',
    lastName: 'Tan',
    birthDate: '1990-05-17',
    consents: { personalInformation: true, policy: true, marketing: true },
    ...overrides,
  };
}

/** The cookies a response set, as a Cookie header, and each Set-Cookie line by name. */
function sessionOf(response: Response) {
  const lines = response.headers.getSetCookie();
  const byName = Object.fromEntries(lines.map((line) => [line.split('=')[0], line]));
  const cookie = lines
    .map((line) => line.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  return { byName, cookie };
}

async function signUp(email = freshEmail()) {
  const response = await signUpConfirmed(signUpBody(email));
  expect(response.status, await response.clone().text()).toBe(201);
  return { email, response, ...sessionOf(response) };
}

const withCookie = (cookie: string) => ({ headers: { cookie } });
const refresh = (cookie: string) =>
  call('auth/token', {
    method: 'POST',
    body: { grant_type: 'refresh_token', flow: 'client' },
    ...withCookie(cookie),
  });
const signIn = (email: string, password = PASSWORD, client = '203.0.113.7') =>
  call('auth/token', {
    method: 'POST',
    body: { grant_type: 'password', email, password },
    headers: { 'cf-connecting-ip': client },
  });

describe('sign-up', () => {
  it('answers 201 signed in once the mailed link is confirmed, with the three session cookies httpOnly, SameSite Lax, path / and 60 days', async () => {
    const { response, byName, cookie } = await signUp();
    const body = TokenAnswerSchema.parse(await response.json());
    // A new member starts on the site's entry tier: White in Singapore
    // (docs/business-rules.md#tiers).
    expect(body.account).toMatchObject({ firstName: 'Mei', tier: 'white', marketingConsent: true });
    expect(body.tokens).toBeUndefined();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    for (const name of ['jwt-data', 'jwt-signature', 'jwt-refresh-token']) {
      const line = byName[name];
      expect(line, name).toBeDefined();
      expect(line).toContain('HttpOnly');
      expect(line).toContain('SameSite=Lax');
      expect(line).toContain('Path=/');
      expect(line).toContain('Max-Age=5184000');
      expect(line).not.toContain('Domain');
      expect(line.length).toBeLessThan(4096);
    }
    const account = await call('account', withCookie(cookie));
    expect(account.status).toBe(200);
    expect(AccountSchema.parse(await account.json()).email).toBe(body.account.email);
    const user = await call('user', withCookie(cookie));
    expect(await json(user)).toMatchObject({ signedIn: true, tier: 'white' });
  });

  it('answers every broken password rule at once with the spec codes (422), and writes nothing', async () => {
    const email = freshEmail();
    const response = await call('account', {
      method: 'POST',
      body: signUpBody(email, { password: 'password', passwordConfirmation: 'Password' }),
    });
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.data.code).toBe('PASSWORD_RULES');
    expect(error.data.codes).toEqual([
      'AUTH_MS_PV_002',
      'AUTH_MS_PV_003',
      'AUTH_MS_PV_004',
      'AUTH_MS_PV_007',
      'AUTH_MS_PV_008',
    ]);
    expect(error.data.issues?.map((issue) => issue.message)).toContain('At least 1 number');
    const row = await env.DB.prepare('SELECT id FROM accounts WHERE email_key = ?1')
      .bind(email)
      .first();
    expect(row).toBeNull();
  });

  it('refuses a shopper under 14 (422 birthDate) and a missing mandatory consent (400 naming it)', async () => {
    const young = await call('account', {
      method: 'POST',
      body: signUpBody(freshEmail(), { birthDate: '2020-01-01' }),
    });
    expect(young.status).toBe(422);
    expect((await errorOf(young)).data).toMatchObject({ code: 'TOO_YOUNG', field: 'birthDate' });
    const noConsent = await call('account', {
      method: 'POST',
      body: signUpBody(freshEmail(), {
        consents: { personalInformation: true, policy: false, marketing: false },
      }),
    });
    expect(noConsent.status).toBe(400);
    expect((await errorOf(noConsent)).data.field).toBe('consents.policy');
  });

  it('makes one account when three links of one address, in either case, are confirmed at once', async () => {
    const email = freshEmail();
    for (const address of [email, email.toUpperCase(), email])
      expect((await call('account', { method: 'POST', body: signUpBody(address) })).status).toBe(
        202,
      );
    const tokens = await eventually(
      async () =>
        (
          await env.DB.prepare(
            "SELECT body FROM outbox WHERE lower(to_address) = ?1 AND kind = 'confirmSignUp'",
          )
            .bind(email.toLowerCase())
            .all<{ body: string }>()
        ).results.map((row) => /[?&]token=([\w-]{43})/.exec(row.body)?.[1] ?? ''),
      (found) => found.length === 3,
    );
    expect(tokens).toHaveLength(3);
    const answers = await Promise.all(
      tokens.map((token) =>
        call('account/confirm', { method: 'POST', body: { token, password: PASSWORD } }),
      ),
    );
    const statuses = answers.map((response) => response.status).sort();
    // The first makes the account and ends the other links; a link already ended is "expired",
    // one that got past that read meets the address's unique key.
    expect(statuses[0]).toBe(201);
    expect(statuses.slice(1).every((status) => status === 409)).toBe(true);
    const { count } = (await env.DB.prepare(
      'SELECT COUNT(*) AS count FROM accounts WHERE email_key = ?1',
    )
      .bind(email.toLowerCase())
      .first<{ count: number }>()) ?? { count: 0 };
    expect(count).toBe(1);
  });
});

describe('sign-in', () => {
  it('signs in with the right password, in any case of the e-mail, and the old token is replaced', async () => {
    const { email, cookie: before } = await signUp();
    const response = await signIn(email.toUpperCase());
    expect(response.status).toBe(200);
    const after = sessionOf(response).cookie;
    expect(after).not.toBe(before);
    expect((await call('account', withCookie(after))).status).toBe(200);
  });

  it('answers "Authentication failed" alike for a wrong password and an unknown e-mail', async () => {
    const { email } = await signUp();
    const wrong = await signIn(email, 'Wrong#Pass99', '198.51.100.1');
    const unknown = await signIn(freshEmail(), PASSWORD, '198.51.100.2');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await errorOf(wrong), await errorOf(unknown)];
    expect(a.message).toMatch(/^Authentication failed/);
    expect(a.message).toBe(b.message);
    expect({ ...a.data, requestId: '' }).toEqual({ ...b.data, requestId: '' });
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });
});

describe('refresh', () => {
  it('rotates the refresh token and gives a new access token', async () => {
    const { cookie, byName } = await signUp();
    const response = await refresh(cookie);
    expect(response.status).toBe(200);
    const next = sessionOf(response);
    expect(next.byName['jwt-refresh-token']).toBeDefined();
    expect(next.byName['jwt-refresh-token']).not.toBe(byName['jwt-refresh-token']);
    expect((await call('account', withCookie(next.cookie))).status).toBe(200);
  });

  it('gives two tabs refreshing with one token at once the same successor, and keeps the sign-in', async () => {
    const { cookie } = await signUp();
    const [a, b] = await Promise.all([refresh(cookie), refresh(cookie)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const tokenOf = (response: Response) =>
      sessionOf(response).byName['jwt-refresh-token']?.split(';')[0];
    expect(tokenOf(a)).toBe(tokenOf(b));
    expect((await refresh(sessionOf(a).cookie)).status).toBe(200);
  });

  it('ends the whole sign-in when a rotated token is replayed after the grace period', async () => {
    const { cookie } = await signUp();
    const first = await refresh(cookie);
    expect(first.status).toBe(200);
    const successor = sessionOf(first).cookie;
    expect((await call('account', withCookie(successor))).status).toBe(200);
    const refreshCookie = cookie.split('; ').find((pair) => pair.startsWith('jwt-refresh-token='));
    await env.DB.prepare(
      'UPDATE refresh_tokens SET rotated_at = rotated_at - ?1 WHERE rotated_at IS NOT NULL',
    )
      .bind(GRACE_SECONDS + 1)
      .run();
    const replay = await refresh(refreshCookie ?? '');
    expect(replay.status).toBe(401);
    expect(sessionOf(replay).byName['jwt-refresh-token']).toContain('Max-Age=0');
    expect((await refresh(successor)).status).toBe(401);
    expect((await call('account', withCookie(successor))).status).toBe(401);
  });

  it('refuses a made-up or missing refresh token with 401, clearing the cookies', async () => {
    const made = await refresh(`jwt-refresh-token=${'x'.repeat(43)}`);
    expect(made.status).toBe(401);
    expect((await errorOf(made)).data.code).toBe('SESSION_EXPIRED');
    expect((await refresh('')).status).toBe(401);
  });
});

describe('token verify', () => {
  const verify = (body: object, cookie?: string) =>
    call('auth/token/verify/', { method: 'POST', body, ...(cookie ? withCookie(cookie) : {}) });
  const accessTokenOf = (cookie: string) => {
    const part = (name: string) =>
      cookie
        .split('; ')
        .find((pair) => pair.startsWith(`${name}=`))
        ?.slice(name.length + 1);
    return `${part('jwt-data')}.${part('jwt-signature')}`;
  };

  it('says a live token is good (the body’s or the request’s own), with its seconds left', async () => {
    const { cookie } = await signUp();
    for (const answer of [
      await verify({}, cookie),
      await verify({ token: accessTokenOf(cookie) }),
    ]) {
      expect(answer.status).toBe(200);
      const body = (await json(answer)) as { valid: boolean; expiresIn: number };
      expect(body.valid).toBe(true);
      expect(body.expiresIn).toBeGreaterThan(14 * 60);
      expect(body.expiresIn).toBeLessThanOrEqual(15 * 60);
    }
  });

  it('answers one 401 TOKEN_INVALID for a guest, a tampered token, and a token of an ended sign-in', async () => {
    const { cookie } = await signUp();
    const token = accessTokenOf(cookie);
    const tampered = `${token.slice(0, -4)}AAAA`;
    const refusals = [
      await verify({}),
      await verify({ token: tampered }),
      await verify({ token: 'x' }),
    ];
    expect(
      (await call('sessions?scope=this', { method: 'DELETE', ...withCookie(cookie) })).status,
    ).toBe(200);
    refusals.push(await verify({ token }));
    for (const refusal of refusals) {
      expect(refusal.status).toBe(401);
      expect((await errorOf(refusal)).data.code).toBe('TOKEN_INVALID');
    }
  });
});

describe('sign-out', () => {
  it('ends this sign-in: the old cookies no longer reach the account, nor refresh', async () => {
    const { cookie } = await signUp();
    const out = await call('sessions?scope=this', { method: 'DELETE', ...withCookie(cookie) });
    expect(out.status).toBe(200);
    expect(await json(out)).toEqual({ signedIn: false });
    expect(sessionOf(out).byName['jwt-data']).toContain('Max-Age=0');
    expect((await call('account', withCookie(cookie))).status).toBe(401);
    expect((await refresh(cookie)).status).toBe(401);
  });

  it('everywhere ends every sign-in of the account', async () => {
    const { email, cookie: first } = await signUp();
    const second = sessionOf(await signIn(email)).cookie;
    await call('sessions?scope=all', { method: 'DELETE', ...withCookie(second) });
    expect((await call('account', withCookie(first))).status).toBe(401);
    expect((await refresh(first)).status).toBe(401);
  });
});

describe('the member guard', () => {
  it('answers a guest 401 SIGN_IN_REQUIRED, and a tampered token 401 SESSION_EXPIRED', async () => {
    const guest = await call('account', { device: DEVICE_A });
    expect(guest.status).toBe(401);
    expect((await errorOf(guest)).data.code).toBe('SIGN_IN_REQUIRED');
    const { cookie } = await signUp();
    const tampered = cookie.replace(/jwt-signature=([\w-]+)/, 'jwt-signature=AAAA$1');
    const response = await call('account', withCookie(tampered));
    expect(response.status).toBe(401);
    expect((await errorOf(response)).data.code).toBe('SESSION_EXPIRED');
  });

  it('answers GET user 401 SESSION_EXPIRED for a session cookie it cannot accept (so the browser refreshes), a guest 200', async () => {
    const guest = await call('user');
    expect(guest.status).toBe(200);
    expect(await json(guest)).toMatchObject({ signedIn: false });
    const { cookie } = await signUp();
    const member = await call('user', withCookie(cookie));
    const answer = UserSchema.parse(await json(member));
    expect(answer).toMatchObject({ signedIn: true, tier: 'white' });
    expect(answer.analytics).toMatchObject({ loyalty_tier: 'white', is_employee: false });
    expect(answer.analytics?.age).toBeGreaterThan(30);
    expect((await json(await call('user'))) as object).not.toHaveProperty('analytics');
    const tampered = cookie.replace(/jwt-signature=([\w-]+)/, 'jwt-signature=AAAA$1');
    const expired = await call('user', withCookie(tampered));
    expect(expired.status).toBe(401);
    expect(expired.headers.get('cache-control')).toBe('private, no-store');
    expect((await errorOf(expired)).data.code).toBe('SESSION_EXPIRED');
    // A guest is told apart from a held session by that code (client/api/session-refresh.ts).
    const guestAccount = await call('account');
    expect((await errorOf(guestAccount)).data.code).toBe('SIGN_IN_REQUIRED');
  });

  it("keeps a member's wish list on the account, apart from the device's", async () => {
    const product = await env.DB.prepare('SELECT id FROM products ORDER BY id LIMIT 1').first<{
      id: number;
    }>();
    const { cookie } = await signUp();
    const wished = await call('wishlist', {
      method: 'PUT',
      body: { productId: product?.id, wished: true },
      ...withCookie(cookie),
    });
    expect(wished.status).toBe(200);
    const { count } = (await env.DB.prepare(
      'SELECT COUNT(*) AS count FROM wishlist_items WHERE account_id IS NOT NULL AND product_id = ?1',
    )
      .bind(product?.id)
      .first<{ count: number }>()) ?? { count: 0 };
    expect(count).toBe(1);
    const guest = await call('wishlist/', { device: DEVICE_A });
    expect((await json<{ productIds: number[] }>(guest)).productIds).not.toContain(product?.id);
  });
});

/** The token of the newest link mailed to an address, read from the outbox. */
describe('passwords and mail', () => {
  it('mails a welcome on sign-up, and the owner (not the shopper) hears of a second sign-up with the address', async () => {
    const { email } = await signUp();
    const second = await call('account', { method: 'POST', body: signUpBody(email) });
    expect(second.status).toBe(202);
    const kinds = () =>
      env.DB.prepare('SELECT kind FROM outbox WHERE to_address = ?1 ORDER BY id')
        .bind(email)
        .all<{ kind: string }>()
        .then(({ results }) => results.map((row) => row.kind));
    expect(await eventually(kinds, (found) => found.length === 3)).toEqual([
      'confirmSignUp',
      'welcome',
      'signUpAttempt',
    ]);
  });

  it('answers forgot-password the same for a known and an unknown address, mailing only the known', async () => {
    const { email } = await signUp();
    const stranger = freshEmail();
    const [known, unknown] = await Promise.all(
      [email, stranger].map((address) =>
        call('account/password/forgot', { method: 'POST', body: { email: address } }),
      ),
    );
    expect(known.status).toBe(200);
    expect(await json(known)).toEqual(await json(unknown));
    expect(await mailedToken(email, 'passwordReset')).toMatch(/^[\w-]{43}$/);
    const none = await env.DB.prepare('SELECT COUNT(*) AS count FROM outbox WHERE to_address = ?1')
      .bind(stranger)
      .first<{ count: number }>();
    expect(none?.count).toBe(0);
  });

  it('resets with the mailed link once: the old password and every sign-in end, the link works no more', async () => {
    const { email, cookie } = await signUp();
    await call('account/password/forgot', { method: 'POST', body: { email } });
    const token = await mailedToken(email, 'passwordReset');
    const weak = await call('account/password/reset', {
      method: 'POST',
      body: { token, password: 'weak', passwordConfirmation: 'weak' },
    });
    expect(weak.status).toBe(422);
    const reset = (password: string) =>
      call('account/password/reset', {
        method: 'POST',
        body: { token, password, passwordConfirmation: password },
      });
    const done = await reset('Orchid#2027x');
    expect(done.status, 'a refused password does not spend the link').toBe(200);
    expect((await json<{ message: string }>(done)).message).toBe('Your password has been changed.');
    expect((await call('account', withCookie(cookie))).status).toBe(401);
    expect((await refresh(cookie)).status).toBe(401);
    expect((await signIn(email, PASSWORD, '198.51.100.30')).status).toBe(401);
    expect((await signIn(email, 'Orchid#2027x', '198.51.100.30')).status).toBe(200);
    const again = await reset('Lotus#2028yy');
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(
      'This reset-password link has expired. Please ask for a new one.',
    );
  });

  it('changes the password: the current one is checked, previous ones refused, other sign-ins end, this one stays', async () => {
    const { email, cookie: first } = await signUp();
    const second = sessionOf(await signIn(email, PASSWORD, '198.51.100.40')).cookie;
    const change = (currentPassword: string, password: string) =>
      call('account/password', {
        method: 'PATCH',
        body: { currentPassword, password, passwordConfirmation: password },
        ...withCookie(second),
      });
    expect((await change('Wrong#Pass99', 'Orchid#2027x')).status).toBe(422);
    const same = await change(PASSWORD, PASSWORD);
    expect((await errorOf(same)).data.codes).toEqual(['AUTH_MS_PV_006']);
    const changed = await change(PASSWORD, 'Orchid#2027x');
    expect(changed.status).toBe(200);
    const kept = sessionOf(changed).cookie;
    expect((await call('account', withCookie(kept))).status).toBe(200);
    expect((await call('account', withCookie(first))).status).toBe(401);
    const kinds = await env.DB.prepare('SELECT kind FROM outbox WHERE to_address = ?1 ORDER BY id')
      .bind(email)
      .all<{ kind: string }>();
    expect(kinds.results.map((row) => row.kind)).toContain('passwordChanged');
  });
});

describe('the guest lists and bag on sign-in', () => {
  it('become the account’s on sign-up and sign-in, merged, and leave the device', async () => {
    const device = `${Date.now().toString(16)}${'d'.repeat(32)}`.slice(0, 32);
    const product = await env.DB.prepare(
      `SELECT p.id, MIN(v.id) AS variant FROM products p JOIN variants v ON v.product_id = p.id
       JOIN variant_offers o ON o.variant_id = v.id AND o.country = 'sg' AND o.stock >= 10
       WHERE p.launch_at IS NULL AND p.priority_tier IS NULL AND v.max_per_order >= 6
         AND NOT EXISTS (SELECT 1 FROM brand_limits bl WHERE bl.brand_id = p.brand_id AND bl.country = 'sg')
       GROUP BY p.id ORDER BY p.id LIMIT 1`,
    ).first<{ id: number; variant: number }>();
    if (!product) throw new Error('no plain product in the seed');
    await call('user', { device });
    expect(
      (
        await call('wishlist', {
          method: 'PUT',
          body: { productId: product.id, wished: true },
          device,
        })
      ).status,
    ).toBe(200);
    const add = (quantity: number, headers: Record<string, string> = {}) =>
      call('cart/line-items/', {
        method: 'POST',
        body: { variantId: product.variant, quantity },
        device,
        headers,
      });
    expect((await add(4)).status).toBe(201);
    const email = freshEmail();
    const signedUp = await signUpConfirmed(signUpBody(email), { device });
    expect(signedUp.status).toBe(201);
    const { cookie } = sessionOf(signedUp);
    const member = `${cookie}; ${await deviceCookie(device)}`;
    const wishlist = await json<{ productIds: number[] }>(
      await call('wishlist/', { headers: { cookie: member } }),
    );
    expect(wishlist.productIds).toEqual([product.id]);
    expect(await json(await call('cart/items-count/', { headers: { cookie: member } }))).toEqual({
      count: 4,
    });
    expect(await json(await call('wishlist/', { device }))).toMatchObject({ productIds: [] });

    // Signed out, the guest bag fills again; signing in merges it, up to 6 on the line.
    expect((await add(4)).status).toBe(201);
    const signedIn = await call('auth/token', {
      method: 'POST',
      body: { grant_type: 'password', email, password: PASSWORD },
      device,
      headers: { 'cf-connecting-ip': '198.51.100.77' },
    });
    expect(signedIn.status).toBe(200);
    const answer = TokenAnswerSchema.parse(await signedIn.json());
    expect(answer.bagNotices).toEqual([{ variantId: product.variant, wanted: 8, kept: 6 }]);
    const after = `${sessionOf(signedIn).cookie}; ${await deviceCookie(device)}`;
    expect(await json(await call('cart/items-count/', { headers: { cookie: after } }))).toEqual({
      count: 6,
    });
  });
});

describe('sandbox users (development only)', () => {
  it('makes a gold staff member with a known password who can sign in, changes and deletes it', async () => {
    const email = freshEmail();
    const made = await call('sandbox/users/', {
      method: 'POST',
      body: { email, password: 'known-pass', country: 'th', tier: 'gold', isEmployee: true },
    });
    expect(made.status).toBe(201);
    const account = AccountSchema.parse(await made.json());
    expect(account).toMatchObject({
      tier: 'gold',
      isEmployee: true,
      language: 'th',
      country: 'th',
    });
    const signedIn = await signIn(email, 'known-pass', '198.51.100.90');
    expect(await json(signedIn)).toMatchObject({ account: { tier: 'gold' } });
    const patched = await call(`sandbox/users/${account.id}`, {
      method: 'PATCH',
      body: { tier: 'white', isEmployee: false },
    });
    expect(AccountSchema.parse(await patched.json())).toMatchObject({
      tier: 'white',
      isEmployee: false,
    });
    expect((await call(`sandbox/users/${account.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await call(`sandbox/users/${account.id}`)).status).toBe(404);
  });
});
