import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { AccountSchema } from '../../../client/api/account-contract';
import { newMember } from './member-helpers';
import { call, errorOf } from './shopper-helpers';

/**
 * PATCH account: the member changes their name, mobile, beauty profile and marketing
 * consent; the e-mail and the date of birth stay; the consent's date moves only on a change;
 * the beauty profile's completion is dated once.
 */

const patch = (member: Awaited<ReturnType<typeof newMember>>, body: unknown, at?: Date) =>
  member.as('account', {
    method: 'PATCH',
    body,
    // The request clock's test hook (worker/clock.ts): this change is made at `at`.
    headers: at ? { 'x-clock': at.toISOString() } : {},
  });

/** A minute from now: a later change than any made so far. */
const aMinuteLater = () => new Date(Date.now() + 60_000);

async function stored(id: number) {
  return env.DB.prepare(
    `SELECT email, birth_date, marketing_consent, marketing_consent_at,
       beauty_profile_completed_at, updated_at FROM accounts WHERE id = ?1`,
  )
    .bind(id)
    .first<{
      email: string;
      birth_date: string;
      marketing_consent: number;
      marketing_consent_at: string | null;
      beauty_profile_completed_at: string | null;
    }>();
}

const FULL_PROFILE = {
  skinType: 'combination',
  skinTone: 'medium',
  skinConcerns: ['pores', 'dullness'],
  hairType: 'wavy',
  hairConcerns: ['frizz'],
};

describe('PATCH account', () => {
  it('changes the name and mobile, answers the account, and keeps what was left out', async () => {
    const member = await newMember();
    const response = await patch(member, { firstName: ' Ploy ', mobile: '+66 81 234 5678' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const account = AccountSchema.parse(await response.json());
    expect(account).toMatchObject({
      firstName: 'Ploy',
      lastName: 'Tan',
      mobile: '+66 81 234 5678',
    });
    const removed = AccountSchema.parse(await (await patch(member, { mobile: null })).json());
    expect(removed).toMatchObject({ firstName: 'Ploy', mobile: null });
    const again = AccountSchema.parse(await (await member.as('account')).json());
    expect(again.mobile).toBeNull();
  });

  it('never changes the e-mail or the date of birth (they are not in its schema)', async () => {
    const member = await newMember();
    const response = await patch(member, {
      email: 'someone-else@example.com',
      birthDate: '2001-01-01',
      lastName: 'Lim',
    });
    expect(response.status).toBe(200);
    const row = await stored(member.id);
    expect(row).toMatchObject({ email: member.email, birth_date: '1990-05-17' });
  });

  it('a bad field is the 400 naming it', async () => {
    const member = await newMember();
    for (const [body, field] of [
      [{ firstName: '' }, 'firstName'],
      [{ mobile: 'call me' }, 'mobile'],
      [{ beautyProfile: { skinType: 'scaly' } }, 'beautyProfile.skinType'],
      [{ beautyProfile: { skinConcerns: ['acne', 'acne'] } }, 'beautyProfile.skinConcerns'],
      [{ marketingConsent: 'yes' }, 'marketingConsent'],
    ] as const) {
      const response = await patch(member, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(response)).data.field).toBe(field);
    }
  });

  it('a guest is a 401, and nothing changes', async () => {
    const response = await call('account', { method: 'PATCH', body: { firstName: 'X' } });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).data.code).toBe('SIGN_IN_REQUIRED');
  });

  it('dates the marketing consent only when it changes', async () => {
    const member = await newMember();
    expect((await stored(member.id))?.marketing_consent_at).toBeNull();
    await patch(member, { marketingConsent: false });
    expect((await stored(member.id))?.marketing_consent_at).toBeNull();
    const given = AccountSchema.parse(
      await (await patch(member, { marketingConsent: true })).json(),
    );
    expect(given.marketingConsent).toBe(true);
    const first = (await stored(member.id))?.marketing_consent_at;
    expect(first).toBeTruthy();
    const later = aMinuteLater();
    await patch(member, { marketingConsent: true, firstName: 'Mei' }, later);
    expect((await stored(member.id))?.marketing_consent_at).toBe(first);
    await patch(member, { marketingConsent: false }, later);
    const withdrawn = await stored(member.id);
    expect(withdrawn?.marketing_consent).toBe(0);
    expect(withdrawn?.marketing_consent_at).not.toBe(first);
  });

  it('keeps the beauty profile, and dates its completion once, the first time every answer is given', async () => {
    const member = await newMember();
    const partial = AccountSchema.parse(
      await (await patch(member, { beautyProfile: { skinType: 'dry' } })).json(),
    );
    expect(partial.beautyProfile).toEqual({ skinType: 'dry' });
    expect(partial.beautyProfileCompletedAt).toBeNull();
    const emptyList = await patch(member, { beautyProfile: { ...FULL_PROFILE, hairConcerns: [] } });
    expect(AccountSchema.parse(await emptyList.json()).beautyProfileCompletedAt).toBeNull();
    const complete = AccountSchema.parse(
      await (await patch(member, { beautyProfile: FULL_PROFILE })).json(),
    );
    expect(complete.beautyProfile).toEqual(FULL_PROFILE);
    const completedAt = complete.beautyProfileCompletedAt;
    expect(completedAt).toBeTruthy();
    // Emptied and completed again: the first completion stands.
    await patch(member, { beautyProfile: {} });
    const again = AccountSchema.parse(
      await (
        await patch(
          member,
          { beautyProfile: { ...FULL_PROFILE, skinType: 'oily' } },
          aMinuteLater(),
        )
      ).json(),
    );
    expect(again.beautyProfileCompletedAt).toBe(completedAt);
    expect(again.beautyProfile.skinType).toBe('oily');
  });

  it('two completions at once date it once', async () => {
    const member = await newMember();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => patch(member, { beautyProfile: FULL_PROFILE })),
    );
    const dates = await Promise.all(
      answers.map(
        async (answer) => AccountSchema.parse(await answer.json()).beautyProfileCompletedAt,
      ),
    );
    expect(new Set(dates).size).toBe(1);
    expect((await stored(member.id))?.beauty_profile_completed_at).toBe(dates[0]);
  });
});
