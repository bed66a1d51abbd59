import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { AddressesSchema } from '../../../client/api/address-contract';
import { MAX_ADDRESSES } from '../../../client/lib/address-fields';
import type { Country, Language } from '../../../client/lib/sites';
import { newMember } from './member-helpers';
import { call, errorOf } from './shopper-helpers';

/**
 * A member's addresses through the real worker: each site's fields, owner checks
 * (another member's address is a 404), one default per country switched atomically, deleting
 * the default, the cap under thirty adds at once, idempotent adds, guests.
 */

type Member = Awaited<ReturnType<typeof newMember>>;
const SITES: Record<Country, { country: Country; language: Language }> = {
  au: { country: 'au', language: 'en' },
  hk: { country: 'hk', language: 'zh' },
  id: { country: 'id', language: 'id' },
  my: { country: 'my', language: 'en' },
  nz: { country: 'nz', language: 'en' },
  ph: { country: 'ph', language: 'en' },
  sg: { country: 'sg', language: 'en' },
  th: { country: 'th', language: 'th' },
};

/** A valid address of each country. */
const VALID: Record<Country, Record<string, string>> = {
  au: { city: 'Sydney', state: 'NSW', postcode: '2000' },
  hk: { district: 'wan-chai' },
  id: { city: 'Jakarta', state: 'DKI Jakarta', postcode: '10110' },
  my: { city: 'Kuala Lumpur', state: 'W.P. Kuala Lumpur', postcode: '50450' },
  nz: { city: 'Wellington', postcode: '6011' },
  ph: { city: 'Makati', state: 'Metro Manila', postcode: '1226' },
  sg: { postcode: '238859' },
  th: { city: 'ปทุมวัน', state: 'กรุงเทพมหานคร', postcode: '10330' },
};

function address(country: Country, overrides: Record<string, unknown> = {}) {
  return {
    recipient: 'Mei Tan',
    phone: '+65 9123 4567',
    line1: '1 Orchard Road',
    ...VALID[country],
    ...overrides,
  };
}

const list = async (member: Member, country: Country = 'sg') => {
  const response = await member.as('account/addresses', { site: SITES[country] });
  expect(response.status).toBe(200);
  return AddressesSchema.parse(await response.json());
};
const add = (member: Member, body: Record<string, unknown>, country: Country = 'sg') =>
  member.as('account/addresses', { method: 'POST', body, site: SITES[country] });
const change = (member: Member, id: number, body: unknown, country: Country = 'sg') =>
  member.as(`account/addresses/${id}`, { method: 'PATCH', body, site: SITES[country] });
const remove = (member: Member, id: number, country: Country = 'sg') =>
  member.as(`account/addresses/${id}`, { method: 'DELETE', site: SITES[country] });

async function added(member: Member, body: Record<string, unknown>, country: Country = 'sg') {
  const response = await add(member, body, country);
  expect(response.status, await response.clone().text()).toBe(201);
  return AddressesSchema.parse(await response.json());
}

/** The defaults of a member in a country, read from the table itself. */
async function defaults(accountId: number, country: Country) {
  const { results } = await env.DB.prepare(
    'SELECT id FROM addresses WHERE account_id = ?1 AND country = ?2 AND is_default = 1',
  )
    .bind(accountId, country)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

describe('adding addresses, per country', () => {
  it.each(Object.keys(VALID) as Country[])(
    '%s: a valid address is added, the first as default',
    async (country) => {
      const member = await newMember();
      const answer = await added(member, address(country), country);
      expect(answer.items).toHaveLength(1);
      expect(answer.items[0]).toMatchObject({ country, isDefault: true });
      expect(answer).toMatchObject({ limit: MAX_ADDRESSES, total: 1 });
      // Another site lists its own country's addresses only.
      const other: Country = country === 'sg' ? 'au' : 'sg';
      expect((await list(member, other)).items).toEqual([]);
    },
  );

  it("keeps only the country's fields, trimmed (a Singapore address has no state)", async () => {
    const member = await newMember();
    const answer = await added(member, address('sg', { state: 'NSW', recipient: '  Mei   Tan ' }));
    expect(answer.items[0].fields).toEqual({
      recipient: 'Mei Tan',
      phone: '+65 9123 4567',
      line1: '1 Orchard Road',
      postcode: '238859',
    });
  });

  it.each([
    ['sg', { postcode: '12345' }, 'postcode', 'Enter a postcode of 6 digits, for example 238859.'],
    ['au', { postcode: '20000' }, 'postcode', 'Enter a postcode of 4 digits, for example 2000.'],
    ['au', { state: 'Sydney' }, 'state', 'State: please choose one from the list.'],
    ['au', { city: '' }, 'city', 'Suburb: please fill this in.'],
    ['my', { state: 'Bangkok' }, 'state', 'State: please choose one from the list.'],
    ['nz', { postcode: 'abcd' }, 'postcode', 'Enter a postcode of 4 digits, for example 6011.'],
    ['ph', { state: '' }, 'state', 'Province: please fill this in.'],
    [
      'sg',
      { phone: 'call me' },
      'phone',
      'Enter a phone number of 6 to 20 digits, for example +65 9123 4567.',
    ],
    ['sg', { recipient: '' }, 'recipient', 'Full name: please fill this in.'],
  ] as const)(
    '%s refuses %j: 422 naming %s, in words',
    async (country, overrides, field, message) => {
      const member = await newMember();
      const response = await add(
        member,
        address(country, overrides),
        country === 'sg' ? 'sg' : country,
      );
      expect(response.status).toBe(422);
      const error = await errorOf(response);
      expect(error.data).toMatchObject({ code: 'ADDRESS_INVALID', field });
      // The English sites answer in English; the other languages are checked below.
      if (SITES[country].language === 'en') expect(error.message).toBe(message);
      expect((await list(member, country)).items).toEqual([]);
    },
  );

  it("answers in the site's language: Thai and Hong Kong Chinese", async () => {
    const member = await newMember();
    const thai = await add(member, address('th', { postcode: '1033' }), 'th');
    expect(thai.status).toBe(422);
    expect((await errorOf(thai)).message).toBe('กรอกรหัสไปรษณีย์ 5 หลัก เช่น 10330');
    const hk = await add(member, address('hk', { district: '' }), 'hk');
    expect(hk.status).toBe(422);
    expect((await errorOf(hk)).message).toBe('請填寫地區。');
  });

  it("lists every problem in `issues`, in the form's order", async () => {
    const member = await newMember();
    const response = await add(member, { recipient: 'Mei', postcode: '1' }, 'au');
    const error = await errorOf(response);
    expect(error.data.field).toBe('phone');
    expect(error.data.issues?.map((issue) => issue.field)).toEqual([
      'phone',
      'line1',
      'city',
      'state',
      'postcode',
    ]);
  });

  it('a field of the wrong shape is the 400 naming it', async () => {
    const member = await newMember();
    const response = await add(member, address('sg', { postcode: 238859 }));
    expect(response.status).toBe(400);
    expect((await errorOf(response)).data.field).toBe('postcode');
  });
});

describe('the default', () => {
  it('a new default replaces the old one in the same batch; PATCH isDefault switches it', async () => {
    const member = await newMember();
    const first = (await added(member, address('sg', { line1: 'First' }))).items[0];
    const both = await added(member, address('sg', { line1: 'Second' }));
    const second = both.items.find((item) => item.fields.line1 === 'Second')!;
    expect(second.isDefault).toBe(false);
    expect(await defaults(member.id, 'sg')).toEqual([first.id]);
    const switched = await change(member, second.id, { isDefault: true });
    expect(switched.status).toBe(200);
    const answer = AddressesSchema.parse(await switched.json());
    expect(answer.items[0]).toMatchObject({ id: second.id, isDefault: true });
    expect(await defaults(member.id, 'sg')).toEqual([second.id]);
    const third = await added(member, address('sg', { line1: 'Third' }), 'sg');
    expect(third.items.filter((item) => item.isDefault)).toHaveLength(1);
    const made = await added(member, address('sg', { line1: 'Fourth', isDefault: true }));
    expect(made.items[0]).toMatchObject({ isDefault: true, fields: { line1: 'Fourth' } });
    expect(await defaults(member.id, 'sg')).toHaveLength(1);
  });

  it('each country has its own default', async () => {
    const member = await newMember();
    await added(member, address('sg'));
    await added(member, address('au'), 'au');
    expect(await defaults(member.id, 'sg')).toHaveLength(1);
    expect(await defaults(member.id, 'au')).toHaveLength(1);
  });

  it('deleting the default makes the newest remaining one the default', async () => {
    const member = await newMember();
    await added(member, address('sg', { line1: 'Old' }));
    await added(member, address('sg', { line1: 'Middle' }));
    const all = await added(member, address('sg', { line1: 'Newest' }));
    const byLine = (line: string) => all.items.find((item) => item.fields.line1 === line)!;
    expect(byLine('Old').isDefault).toBe(true);
    const deleted = await remove(member, byLine('Old').id);
    expect(deleted.status).toBe(200);
    const answer = AddressesSchema.parse(await deleted.json());
    expect(answer.items.map((item) => [item.fields.line1, item.isDefault])).toEqual([
      ['Newest', true],
      ['Middle', false],
    ]);
    // Deleting one that is not the default leaves the default alone.
    const after = AddressesSchema.parse(await (await remove(member, byLine('Middle').id)).json());
    expect(after.items.map((item) => [item.fields.line1, item.isDefault])).toEqual([
      ['Newest', true],
    ]);
  });
});

describe('editing', () => {
  it('merges the fields given onto the stored ones, checked as a whole', async () => {
    const member = await newMember();
    const [item] = (await added(member, address('au'), 'au')).items;
    const response = await change(
      member,
      item.id,
      { line2: 'Unit 4', postcode: '3000', state: 'VIC' },
      'au',
    );
    expect(response.status).toBe(200);
    const [edited] = AddressesSchema.parse(await response.json()).items;
    expect(edited.fields).toMatchObject({
      line1: '1 Orchard Road',
      line2: 'Unit 4',
      postcode: '3000',
      state: 'VIC',
    });
    const cleared = await change(member, item.id, { line2: '' }, 'au');
    expect(AddressesSchema.parse(await cleared.json()).items[0].fields.line2).toBeUndefined();
    const refused = await change(member, item.id, { postcode: '30000' }, 'au');
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).data.field).toBe('postcode');
  });

  it('an edit of an older version than the stored one is a 409 (ifUnchangedSince), and changes nothing', async () => {
    const member = await newMember();
    const [item] = (await added(member, address('sg'))).items;
    // Its version is the time of its last change: this one is a minute after the add
    // (the request clock's test hook, worker/clock.ts).
    const first = await member.as(`account/addresses/${item.id}`, {
      method: 'PATCH',
      body: { line1: 'This tab', ifUnchangedSince: item.updatedAt },
      headers: { 'x-clock': new Date(Date.now() + 60_000).toISOString() },
    });
    expect(first.status).toBe(200);
    const stale = await change(member, item.id, {
      line1: 'The other tab',
      isDefault: true,
      ifUnchangedSince: item.updatedAt,
    });
    expect(stale.status).toBe(409);
    expect(await errorOf(stale)).toMatchObject({
      message: 'This address was changed meanwhile. Reload the page to see the latest version.',
      data: { code: 'ADDRESS_CHANGED' },
    });
    expect((await list(member)).items[0].fields.line1).toBe('This tab');
  });

  it('edits at once never fail: each is applied, or refused as changed meanwhile (409)', async () => {
    const member = await newMember();
    const [item] = (await added(member, address('sg'))).items;
    // Each reads the version, then writes only onto it (compare-and-set on updated_at).
    const edits = await Promise.all(
      Array.from({ length: 6 }, (_, index) => change(member, item.id, { line1: `Edit ${index}` })),
    );
    const statuses = edits.map((edit) => edit.status);
    expect(statuses).toContain(200);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    for (const edit of edits.filter((one) => one.status === 409))
      expect((await errorOf(edit)).data.code).toBe('ADDRESS_CHANGED');
  });
});

describe('owner checks', () => {
  it("another member's address is a 404 to read, edit, make default or delete, and stays as it was", async () => {
    const owner = await newMember();
    const other = await newMember();
    const [item] = (await added(owner, address('sg'))).items;
    for (const response of [
      await change(other, item.id, { line1: 'Taken' }),
      await change(other, item.id, { isDefault: true }),
      await remove(other, item.id),
    ]) {
      expect(response.status).toBe(404);
      expect((await errorOf(response)).data.code).toBe('NOT_FOUND');
    }
    // Its own list never shows it.
    expect((await list(other)).items).toEqual([]);
    // An id that does not exist answers the same.
    const missing = await change(other, 999_999, { isDefault: true });
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toMatchObject({
      message: (await errorOf(await remove(other, item.id))).message,
    });
    const [kept] = (await list(owner)).items;
    expect(kept).toMatchObject({
      id: item.id,
      isDefault: true,
      fields: { line1: '1 Orchard Road' },
    });
  });

  it('an address of another country is not found on this site', async () => {
    const member = await newMember();
    const [item] = (await added(member, address('au'), 'au')).items;
    expect((await change(member, item.id, { isDefault: true }, 'sg')).status).toBe(404);
    expect((await remove(member, item.id, 'sg')).status).toBe(404);
  });

  it('a guest is a 401 on every operation', async () => {
    for (const response of [
      await call('account/addresses'),
      await call('account/addresses', { method: 'POST', body: address('sg') }),
      await call('account/addresses/1', { method: 'PATCH', body: { isDefault: true } }),
      await call('account/addresses/1', { method: 'DELETE' }),
    ])
      expect(response.status).toBe(401);
  });
});

describe('the cap and retries', () => {
  it(`thirty adds at once keep at most ${MAX_ADDRESSES}, one default; the rest are a translated 409`, async () => {
    const member = await newMember();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        add(member, address('sg', { line1: `Street ${index}` })),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_ADDRESSES);
    expect(statuses.filter((status) => status === 409)).toHaveLength(30 - MAX_ADDRESSES);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(await errorOf(refused)).toMatchObject({
      message: `You can keep up to ${MAX_ADDRESSES} addresses. Delete one to add another.`,
      data: { code: 'ADDRESS_LIMIT' },
    });
    const all = await list(member);
    expect(all.items).toHaveLength(MAX_ADDRESSES);
    expect(all.total).toBe(MAX_ADDRESSES);
    expect(await defaults(member.id, 'sg')).toHaveLength(1);
    // The cap counts every country.
    expect((await add(member, address('au'), 'au')).status).toBe(409);
  });

  it('thirty identical adds with one idempotency key add one address', async () => {
    const member = await newMember();
    const body = address('sg', { idempotencyKey: 'add-1234-abcd' });
    const answers = await Promise.all(Array.from({ length: 30 }, () => add(member, body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(201));
    expect((await list(member)).items).toHaveLength(1);
    const reused = await add(
      member,
      address('sg', { idempotencyKey: 'add-1234-abcd', line1: 'Elsewhere' }),
    );
    expect(reused.status).toBe(422);
    expect((await errorOf(reused)).data).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      field: 'idempotencyKey',
    });
  });
});
