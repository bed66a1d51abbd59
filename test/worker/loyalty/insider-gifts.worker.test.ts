import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import type { AccountDetail, InsiderGift } from '../../../client/api/beauty-pass-contract';
import type { Offers } from '../../../client/api/bag-contract';
import type { User } from '../../../client/api/contract';
import { TIER_THRESHOLDS } from '../../../client/lib/loyalty/tiers';
import { siteToday } from '../../../client/lib/sites';
import {
  giveInsiderGifts,
  voucherStatements,
  welcomeVoucher,
} from '../../../worker/loyalty/insider-gifts';
import { guest, variantOn } from '../api/cart/cart-helpers';
import { newMember } from '../api/member-helpers';
import { call, json } from '../api/shopper-helpers';
import { recordingDb } from '../query-plans';
import { place, placed, placement } from '../orders/order-helpers';
import {
  accountOf,
  buy,
  memberOn,
  monthEnd,
  runJob,
  sandboxMember,
  siteYear,
  tierChanged,
  withoutWelcomeVoucher,
  type Member,
} from './loyalty-helpers';

/**
 * Insider gifts through the real worker (docs/business-rules.md#personal-vouchers): the welcome
 * voucher at sign-up, birthday vouchers and the Gold welcome gift from the daily job (each
 * once, however often it runs), birthday points and the staff discount by rule; and GET user's
 * points summary.
 */

const nextYear = siteYear('sg') + 1;

function giftsOf(account: AccountDetail, kind: InsiderGift['kind']): InsiderGift[] {
  return account.beautyPass.insiderGifts.filter((gift) => gift.kind === kind);
}

async function storedGifts(accountId: number, kind: string) {
  const { results } = await env.DB.prepare(
    `SELECT g.period, g.redeem_by, p.code, p.account_id, p.usage_limit, p.ends_at
     FROM insider_gifts g LEFT JOIN promotions p ON p.id = g.promotion_id
     WHERE g.account_id = ?1 AND g.kind = ?2`,
  )
    .bind(accountId, kind)
    .all<{
      period: string;
      redeem_by: string;
      code: string | null;
      account_id: number;
      usage_limit: number;
      ends_at: string;
    }>();
  return results;
}

async function walletCodes(shopper: { call: Member['call'] }): Promise<string[]> {
  const response = await shopper.call('cart/offers');
  expect(response.status).toBe(200);
  return (await json<Offers>(response)).offers.map((offer) => offer.code);
}

function apply(shopper: { call: Member['call'] }, code: string) {
  return shopper.call('cart/discount-coupon/', { method: 'POST', body: { code } });
}

describe('the welcome voucher', () => {
  it('is given by the gifts job to a member whose sign-up did not write one, once', async () => {
    const made = await sandboxMember({ country: 'sg' });
    await withoutWelcomeVoucher(made.id);
    expect(await storedGifts(made.id, 'welcome_voucher')).toEqual([]);
    await runJob('gifts');
    await runJob('gifts');
    const given = await storedGifts(made.id, 'welcome_voucher');
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({ period: 'join', redeem_by: monthEnd(siteToday('sg'), 1) });
    expect(await walletCodes(made)).toContain(given[0].code);
    // A sign-up's own voucher is never doubled by the job.
    const joined = await newMember();
    await runJob('gifts');
    expect(await storedGifts(joined.id, 'welcome_voucher')).toHaveLength(1);
  });

  it('is given at sign-up, redeem by the end of next month, in this member’s wallet only, once', async () => {
    const joined = await newMember();
    const account = await json<AccountDetail>(await joined.as('account'));
    const [welcome] = giftsOf(account, 'welcome_voucher');
    const today = siteToday('sg');
    const redeemBy = monthEnd(today, 1);
    expect(welcome).toEqual({
      kind: 'welcome_voucher',
      code: expect.stringMatching(/^WELCOME-[A-Z2-9]{8}$/),
      redeemBy: {
        year: Number(redeemBy.slice(0, 4)),
        month: Number(redeemBy.slice(5, 7)),
        day: Number(redeemBy.slice(8, 10)),
      },
      state: 'available',
    });
    const code = welcome.code!;
    // Usable through the whole redeem-by day in Singapore.
    const [stored] = await storedGifts(joined.id, 'welcome_voucher');
    expect(stored).toMatchObject({
      code,
      account_id: joined.id,
      usage_limit: 1,
      redeem_by: redeemBy,
    });
    expect(stored.ends_at).toBe(
      new Date(Date.parse(`${redeemBy}T00:00:00+08:00`) + 86_400_000).toISOString(),
    );

    const buyer = await memberOn(joined.id, 'sg');
    expect(await walletCodes(buyer)).toContain(code);
    const other = await newMember();
    const otherMember = await memberOn(other.id, 'sg');
    expect(await walletCodes(otherMember)).not.toContain(code);
    expect(await walletCodes(guest('sg'))).not.toContain(code);
    // Someone else typing it: no such code for them.
    await otherMember.add((await variantOn('sg')).id);
    const refused = await apply(otherMember, code);
    expect(refused.status).toBe(422);

    // Used once: applied, paid; then gone from use.
    const variant = await variantOn('sg', { stock: 20 });
    await buyer.add(variant.id, 1);
    const applied = await apply(buyer, code);
    expect(applied.status, await applied.clone().text()).toBe(200);
    const answer = await placed(await place(buyer, await placement(buyer, 'sg')));
    expect(answer.order.state).toBe('paid');
    expect(giftsOf(await accountOf(buyer), 'welcome_voucher')[0]).toMatchObject({
      code,
      state: 'redeemed',
    });
    await buyer.add(variant.id, 1);
    expect((await apply(buyer, code)).status).toBe(422);
  });

  it('given late by the job, is still redeemed by the end of the month after joining', async () => {
    const made = await sandboxMember({ country: 'sg' });
    await withoutWelcomeVoucher(made.id);
    // Joined on 31 January (Singapore), the job's run the next day missed; the one after gave it.
    await env.DB.prepare('UPDATE accounts SET created_at = ?2 WHERE id = ?1')
      .bind(made.id, new Date(`${nextYear}-01-31T12:00:00+08:00`).toISOString())
      .run();
    await runJob('gifts', new Date(`${nextYear}-02-02T00:30:00+08:00`));
    expect(await storedGifts(made.id, 'welcome_voucher')).toMatchObject([
      { period: 'join', redeem_by: monthEnd(`${nextYear}-02-01`) },
    ]);
  });

  it("a code that is already another member's fails nothing; the job gives a new one", async () => {
    const first = await sandboxMember({ country: 'sg' });
    const second = await sandboxMember({ country: 'sg' });
    await withoutWelcomeVoucher(first.id);
    await withoutWelcomeVoucher(second.id);
    const now = new Date();
    // The same random bytes twice: the same code.
    const same = vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => array);
    try {
      await env.DB.batch(voucherStatements(env.DB, welcomeVoucher(first.id, 'sg', now), now));
      await env.DB.batch(voucherStatements(env.DB, welcomeVoucher(second.id, 'sg', now), now));
    } finally {
      same.mockRestore();
    }
    const [taken] = await storedGifts(first.id, 'welcome_voucher');
    expect(taken.code).toBe('WELCOME-AAAAAAAA');
    expect(await storedGifts(second.id, 'welcome_voucher')).toEqual([]);
    await runJob('gifts');
    const [given] = await storedGifts(second.id, 'welcome_voucher');
    expect(given).toMatchObject({ account_id: second.id, period: 'join' });
    expect(given.code).not.toBe(taken.code);
  });

  it('a member who joins on AU gets theirs in AUD terms on the AU site', async () => {
    const joined = await newMember({}, { site: { country: 'au', language: 'en' } });
    const [welcome] = await storedGifts(joined.id, 'welcome_voucher');
    expect(welcome.redeem_by).toBe(monthEnd(siteToday('au'), 1));
    const promotion = await env.DB.prepare('SELECT country FROM promotions WHERE code = ?1')
      .bind(welcome.code)
      .first<{ country: string }>();
    expect(promotion!.country).toBe('au');
  });
});

describe('birthday vouchers', () => {
  it('are given once from the 1st of the birth month, to its last day; none in other months', async () => {
    const march = await sandboxMember({ country: 'sg', birthDate: '1991-03-14' });
    const april = await sandboxMember({ country: 'sg', birthDate: '1991-04-02' });
    // 1 March next year, 00:30 in Singapore (28 February in UTC).
    const at = new Date(`${nextYear}-03-01T00:30:00+08:00`);
    // The day before, nothing.
    await runJob('gifts', new Date(at.getTime() - 86_400_000));
    expect(await storedGifts(march.id, 'birthday_voucher')).toEqual([]);

    await runJob('gifts', at);
    await runJob('gifts', at);
    await runJob('gifts', new Date(at.getTime() + 3 * 86_400_000));
    const given = await storedGifts(march.id, 'birthday_voucher');
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({
      period: String(nextYear),
      redeem_by: `${nextYear}-03-31`,
      account_id: march.id,
      usage_limit: 1,
    });
    expect(given[0].ends_at).toBe(new Date(`${nextYear}-04-01T00:00:00+08:00`).toISOString());
    const [voucher] = giftsOf(await accountOf(march), 'birthday_voucher');
    expect(voucher).toEqual({
      kind: 'birthday_voucher',
      code: given[0].code,
      redeemBy: { year: nextYear, month: 3, day: 31 },
      state: 'available',
    });
    expect(await storedGifts(april.id, 'birthday_voucher')).toEqual([]);
    expect(giftsOf(await accountOf(april), 'birthday_voucher')).toEqual([]);
  });

  it('on 1 January (still 31 December in UTC) a second run selects nobody again', async () => {
    const january = await sandboxMember({ country: 'sg', birthDate: '1992-01-20' });
    const bangkok = await sandboxMember({ country: 'th', birthDate: '1992-01-20' });
    const at = new Date(`${nextYear}-01-01T00:30:00+08:00`);
    expect(await runJob('gifts', at)).toBeGreaterThanOrEqual(1);
    const given = await storedGifts(january.id, 'birthday_voucher');
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({ period: String(nextYear), redeem_by: `${nextYear}-01-31` });
    // Still 31 December in Bangkok (UTC+7): theirs comes with their own 1 January.
    expect(await storedGifts(bangkok.id, 'birthday_voucher')).toEqual([]);
    await runJob('gifts', new Date(`${nextYear}-01-01T00:30:00+07:00`));
    expect(await storedGifts(bangkok.id, 'birthday_voucher')).toMatchObject([
      { period: String(nextYear), redeem_by: `${nextYear}-01-31` },
    ]);
    // The second run finds no one to give to: it writes nothing, not even attempts.
    const { db, seen } = recordingDb();
    expect(await giveInsiderGifts(db, at)).toBe(0);
    expect(seen.filter(({ sql }) => /^\s*INSERT/i.test(sql))).toEqual([]);
  });
});

describe('the Gold welcome gift', () => {
  it('is given by the gifts job to a member who reached Gold by a paid order, once', async () => {
    const buyer = await sandboxMember({ country: 'sg', spend: TIER_THRESHOLDS.sg.gold - 1 });
    await buy(buyer, 'sg', 1);
    const account = await accountOf(buyer);
    expect(account.beautyPass.tier).toBe('gold');
    expect(account.beautyPass.progress).toMatchObject({ kind: 'just_upgraded', previous: 'white' });
    expect(giftsOf(account, 'gold_welcome')).toEqual([]);

    await runJob('gifts');
    await runJob('gifts');
    const given = await storedGifts(buyer.id, 'gold_welcome');
    expect(given).toHaveLength(1);
    const redeemBy = monthEnd(siteToday('sg'), 1);
    expect(given[0]).toMatchObject({ redeem_by: redeemBy, account_id: buyer.id });
    expect(giftsOf(await accountOf(buyer), 'gold_welcome')).toEqual([
      {
        kind: 'gold_welcome',
        code: given[0].code,
        redeemBy: {
          year: Number(redeemBy.slice(0, 4)),
          month: Number(redeemBy.slice(5, 7)),
          day: Number(redeemBy.slice(8, 10)),
        },
        state: 'available',
      },
    ]);
    // A gift: the site's first free sample.
    const promotion = await env.DB.prepare(
      `SELECT p.kind, p.gift_variant_id,
         (SELECT variant_id FROM samples WHERE country = 'sg' ORDER BY position, id LIMIT 1) AS sample
       FROM promotions p WHERE p.code = ?1`,
    )
      .bind(given[0].code)
      .first<{ kind: string; gift_variant_id: number; sample: number }>();
    expect(promotion).toMatchObject({ kind: 'gift', gift_variant_id: promotion!.sample });
  });

  it('is redeemed by the end of the month after reaching Gold, however late the job gives it', async () => {
    const gold = await sandboxMember({ country: 'sg', tier: 'gold' });
    await tierChanged(gold.id, { daysAgo: 5, from: 'black' });
    const reached = siteToday('sg', new Date(Date.now() - 5 * 86_400_000));
    // 45 days on: always another month.
    await runJob('gifts', new Date(Date.now() + 40 * 86_400_000));
    expect(await storedGifts(gold.id, 'gold_welcome')).toMatchObject([
      { redeem_by: monthEnd(reached, 1) },
    ]);
  });

  it('is not given to a member who was made Gold without reaching it', async () => {
    const gold = await sandboxMember({ country: 'sg', tier: 'gold' });
    await runJob('gifts');
    expect(await storedGifts(gold.id, 'gold_welcome')).toEqual([]);
  });
});

describe('gifts by rule', () => {
  it('birthday points are active in the birth month only; staff have the staff discount', async () => {
    const month = siteToday('sg').slice(5, 7);
    const otherMonth = month === '06' ? '07' : '06';
    const born = await sandboxMember({ country: 'sg', birthDate: `1990-${month}-01` });
    const bornPass = (await accountOf(born)).beautyPass;
    expect(bornPass.birthdayMonth).toBe(true);
    expect(giftsOf(await accountOf(born), 'birthday_points')).toEqual([
      { kind: 'birthday_points', code: null, redeemBy: null, state: 'active' },
    ]);
    expect(giftsOf(await accountOf(born), 'staff_discount')).toEqual([]);

    const staff = await sandboxMember({
      country: 'sg',
      birthDate: `1990-${otherMonth}-01`,
      isEmployee: true,
    });
    const staffAccount = await accountOf(staff);
    expect(staffAccount.beautyPass.birthdayMonth).toBe(false);
    expect(giftsOf(staffAccount, 'birthday_points')).toEqual([
      { kind: 'birthday_points', code: null, redeemBy: null, state: 'available' },
    ]);
    expect(giftsOf(staffAccount, 'staff_discount')).toEqual([
      { kind: 'staff_discount', code: null, redeemBy: null, state: 'active' },
    ]);
  });
});

describe('GET user', () => {
  it("answers a member's available points, and none for a guest", async () => {
    const member = await sandboxMember({ country: 'sg' });
    expect((await json<User>(await member.call('user'))).points).toEqual({ available: 0 });
    const adjusted = await call(`sandbox/users/${member.id}/points`, {
      method: 'POST',
      body: { source: 'manual_points_adjustment', points: 120, key: 'user-points-1' },
    });
    expect(adjusted.status, await adjusted.clone().text()).toBe(200);
    const user = await json<User>(await member.call('user'));
    expect(user).toMatchObject({ signedIn: true, points: { available: 120 } });
    expect(user.analytics?.loyalty_points).toBe(120);

    const visitor = await json<User>(await guest('sg').call('user'));
    expect(visitor.signedIn).toBe(false);
    expect(visitor).not.toHaveProperty('points');
  });

  it("says whether it is the member's birthday month on the site (the product page doubles its points)", async () => {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Singapore' });
    const month = Number(today.slice(5, 7));
    const other = (month % 12) + 1;
    const born = await sandboxMember({ birthDate: `1990-${String(month).padStart(2, '0')}-15` });
    const notBorn = await sandboxMember({ birthDate: `1990-${String(other).padStart(2, '0')}-15` });
    expect((await json<User>(await born.call('user'))).birthdayMonth).toBe(true);
    expect((await json<User>(await notBorn.call('user'))).birthdayMonth).toBe(false);
  });
});
