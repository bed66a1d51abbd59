import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { AccountDetail } from '../../../client/api/beauty-pass-contract';
import type { OrderAnswer } from '../../../client/api/order-contract';
import { TIER_THRESHOLDS, tierForSpend } from '../../../client/lib/loyalty/tiers';
import { COUNTRIES, siteToday } from '../../../client/lib/sites';
import { tierForSpendSql } from '../../../worker/loyalty/tier-sql';
import { tierRank, tierRankSql } from '../../../client/lib/commerce-rules';
import { guest, variantOn } from '../api/cart/cart-helpers';
import { newMember } from '../api/member-helpers';
import { json } from '../api/shopper-helpers';
import { place, placed, placement, CONTACT } from '../orders/order-helpers';
import {
  accountOf,
  addSpend,
  buy,
  memberOn,
  orderFigures,
  runJob,
  sandboxMember,
  siteYear,
  tierChanged,
  tierRow,
} from './loyalty-helpers';

/**
 * Beauty Pass tiers through the real worker (docs/business-rules.md#tiers): the entry
 * tier at sign-up, the upgrade at payment from the spend ledger (home-site, member orders
 * only), the progress messages the account shows, and the 1 January review job.
 */

const DAY = 86_400_000;
const SG = TIER_THRESHOLDS.sg;
const year = siteYear('sg');
const nextYear = year + 1;
/** 1 January 00:30 next year on the SG site (UTC+8), as an instant. */
const newYearSg = new Date(`${nextYear}-01-01T00:30:00+08:00`);

async function spendOf(accountId: number, ofYear = year): Promise<number> {
  const row = await env.DB.prepare(
    'SELECT spend_minor FROM tier_spend_years WHERE account_id = ?1 AND year = ?2',
  )
    .bind(accountId, ofYear)
    .first<{ spend_minor: number }>();
  return row?.spend_minor ?? 0;
}

describe('the entry tier', () => {
  it('is White for a member who joins on the SG site, Pink on the AU site', async () => {
    const sg = await newMember();
    const sgAccount = await json<AccountDetail>(await sg.as('account'));
    expect(sgAccount.beautyPass.tier).toBe('white');
    expect(sgAccount.beautyPass.currency).toBe('SGD');
    expect(sgAccount.beautyPass.progress).toEqual({
      kind: 'in_progress',
      tier: 'white',
      next: 'black',
      remaining: SG.black,
      spent: 0,
      target: SG.black,
    });

    const au = await newMember({}, { site: { country: 'au', language: 'en' } });
    const auAccount = await json<AccountDetail>(
      await au.as('account', { site: { country: 'au', language: 'en' } }),
    );
    expect(auAccount.beautyPass.tier).toBe('pink');
    expect(auAccount.beautyPass.currency).toBe('AUD');
    expect(auAccount.beautyPass.progress).toMatchObject({
      kind: 'in_progress',
      tier: 'pink',
      next: 'black',
      remaining: TIER_THRESHOLDS.au.black,
    });
    expect((await tierRow(au.id)).tier).toBe('pink');
  });
});

describe('the tier rules in SQL', () => {
  it('decide as the pure rules do, on every site, at each threshold', async () => {
    const cases = COUNTRIES.flatMap((country) => {
      const { black, gold } = TIER_THRESHOLDS[country];
      return [0, black - 1, black, gold - 1, gold, gold * 10].map((spend) => ({ country, spend }));
    });
    const rows = await env.DB.batch(
      cases.map(({ country, spend }) =>
        env.DB.prepare(
          `SELECT ${tierForSpendSql('?1', '?2')} AS tier, ${tierRankSql(tierForSpendSql('?1', '?2'))} AS rung`,
        ).bind(country, spend),
      ),
    );
    expect(rows.map((result) => result.results[0])).toEqual(
      cases.map(({ country, spend }) => ({
        tier: tierForSpend(country, spend),
        rung: tierRank(tierForSpend(country, spend)),
      })),
    );
  });
});

describe('the upgrade at payment', () => {
  it("moves a member to Black at once when the order's payment crosses the threshold", async () => {
    const buyer = await sandboxMember({ country: 'sg', spend: SG.black - 1 });
    expect((await accountOf(buyer)).beautyPass.progress).toMatchObject({
      kind: 'in_progress',
      tier: 'white',
      remaining: 1,
      spent: SG.black - 1,
    });
    const order = await buy(buyer, 'sg', 1);
    const { merchandise } = await orderFigures(order.number);
    const pass = (await accountOf(buyer)).beautyPass;
    expect(pass.tier).toBe('black');
    expect(pass.progress).toEqual({
      kind: 'just_upgraded',
      tier: 'black',
      previous: 'white',
      until: `${year + 1}-12-31`,
      spent: SG.black - 1 + merchandise,
      target: SG.gold,
    });
    expect(await spendOf(buyer.id)).toBe(SG.black - 1 + merchandise);
    const row = await tierRow(buyer.id);
    expect(row).toMatchObject({ tier: 'black', tier_previous: 'white' });
    // GET user answers the new tier as well (the account row, not the token's).
    const user = await json<{ tier: string }>(await buyer.call('user'));
    expect(user.tier).toBe('black');
  });

  it('an order that does not cross changes the spend only', async () => {
    const buyer = await sandboxMember({ country: 'sg' });
    const order = await buy(buyer, 'sg', 1);
    const { merchandise } = await orderFigures(order.number);
    // The premise: one item stays under S$300.
    expect(merchandise).toBeLessThan(SG.black);
    expect(await spendOf(buyer.id)).toBe(merchandise);
    const pass = (await accountOf(buyer)).beautyPass;
    expect(pass.tier).toBe('white');
    expect(pass.progress).toMatchObject({
      kind: 'in_progress',
      tier: 'white',
      spent: merchandise,
      remaining: SG.black - merchandise,
    });
    expect(await tierRow(buyer.id)).toMatchObject({
      tier: 'white',
      tier_previous: null,
      tier_changed_at: null,
    });
  });

  it("a guest's order (even with a member's e-mail) changes no member", async () => {
    const owner = await sandboxMember({ country: 'sg', spend: SG.black - 1 });
    const before = await env.DB.prepare(
      `SELECT (SELECT COUNT(*) FROM tier_spend) AS spend_rows,
         (SELECT COUNT(*) FROM beauty_pass WHERE tier_changed_at IS NOT NULL) AS changed,
         (SELECT group_concat(id || ':' || tier) FROM accounts) AS tiers`,
    ).first();
    const shopper = guest('sg');
    await shopper.add((await variantOn('sg', { stock: 20 })).id, 2);
    const answer: OrderAnswer = await placed(
      await place(
        shopper,
        await placement(shopper, 'sg', { contact: { ...CONTACT, email: owner.email } }),
      ),
    );
    expect(answer.order.state).toBe('paid');
    const after = await env.DB.prepare(
      `SELECT (SELECT COUNT(*) FROM tier_spend) AS spend_rows,
         (SELECT COUNT(*) FROM beauty_pass WHERE tier_changed_at IS NOT NULL) AS changed,
         (SELECT group_concat(id || ':' || tier) FROM accounts) AS tiers`,
    ).first();
    expect(after).toEqual(before);
    expect((await accountOf(owner)).beautyPass).toMatchObject({
      tier: 'white',
      progress: { spent: SG.black - 1 },
    });
  });

  it("an order paid on another site than the member's home site does not count", async () => {
    const buyer = await sandboxMember({ country: 'sg', spend: SG.black - 1 });
    const abroad = await memberOn(buyer.id, 'my');
    const order = await buy(abroad, 'my', 2);
    expect((await orderFigures(order.number)).merchandise).toBeGreaterThan(0);
    expect(await spendOf(buyer.id)).toBe(SG.black - 1);
    const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM tier_spend WHERE account_id = ?1')
      .bind(buyer.id)
      .first<{ n: number }>();
    expect(row!.n).toBe(1);
    expect((await accountOf(buyer)).beautyPass).toMatchObject({
      tier: 'white',
      progress: { kind: 'in_progress', spent: SG.black - 1 },
    });
    // The same member at home crosses as before.
    await buy(buyer, 'sg', 1);
    expect((await accountOf(buyer)).beautyPass.tier).toBe('black');
  });
});

describe('the progress message', () => {
  it('says "just downgraded" for 30 days after a tier change down, then no more', async () => {
    const member = await sandboxMember({ country: 'sg', tier: 'black', spend: 10_000 });
    const day30 = await tierChanged(member.id, { daysAgo: 30, from: 'gold' });
    expect(day30.beautyPass.progress).toEqual({
      kind: 'just_downgraded',
      tier: 'black',
      previous: 'gold',
      remaining: SG.gold - 10_000,
      spent: 10_000,
      target: SG.gold,
    });
    const day31 = (await tierChanged(member.id, { daysAgo: 31, from: 'gold' })).beautyPass;
    const today = siteToday('sg');
    // From 1 October a Black member who has not kept Black is warned; before it, in progress.
    if (today >= `${year}-10-01`)
      expect(day31.progress).toMatchObject({
        kind: 'downgrade_warning',
        tier: 'black',
        downTo: 'white',
        remaining: SG.black - 10_000,
        by: `${year}-12-31`,
      });
    else expect(day31.progress).toMatchObject({ kind: 'in_progress', tier: 'black' });
  });

  it('an entry member 31 days after going down is in progress; a kept tier is kept', async () => {
    const white = await sandboxMember({ country: 'sg', spend: 5_000 });
    expect(
      (await tierChanged(white.id, { daysAgo: 10, from: 'black' })).beautyPass.progress,
    ).toMatchObject({ kind: 'just_downgraded', previous: 'black', remaining: SG.black - 5_000 });
    expect(
      (await tierChanged(white.id, { daysAgo: 31, from: 'black' })).beautyPass.progress,
    ).toEqual({
      kind: 'in_progress',
      tier: 'white',
      next: 'black',
      remaining: SG.black - 5_000,
      spent: 5_000,
      target: SG.black,
    });

    const kept = await sandboxMember({ country: 'sg', tier: 'black', spend: SG.black + 100 });
    expect((await tierChanged(kept.id, { daysAgo: 31, from: 'gold' })).beautyPass.progress).toEqual(
      {
        kind: 'tier_kept',
        tier: 'black',
        until: `${year + 1}-12-31`,
        next: 'gold',
        remaining: SG.gold - SG.black - 100,
        spent: SG.black + 100,
        target: SG.gold,
      },
    );

    const gold = await sandboxMember({ country: 'sg', tier: 'gold', spend: SG.gold });
    expect((await accountOf(gold)).beautyPass.progress).toEqual({
      kind: 'max_tier',
      tier: 'gold',
      remaining: 0,
      until: `${year + 1}-12-31`,
      spent: SG.gold,
      target: SG.gold,
    });
  });

  it('says "just upgraded" up to 30 days after a change up, until the end of the next year', async () => {
    const member = await sandboxMember({ country: 'sg', tier: 'black', spend: SG.black });
    const changed = new Date(Date.now() - 30 * DAY);
    const changeYear = Number(siteToday('sg', changed).slice(0, 4));
    expect(
      (await tierChanged(member.id, { daysAgo: 30, from: 'white' })).beautyPass.progress,
    ).toMatchObject({ kind: 'just_upgraded', previous: 'white', until: `${changeYear + 1}-12-31` });
    expect(
      (await tierChanged(member.id, { daysAgo: 31, from: 'white' })).beautyPass.progress,
    ).toMatchObject({ kind: 'tier_kept', tier: 'black' });
    // Cleared: no change recorded at all.
    expect((await tierChanged(member.id, null)).beautyPass.progress.kind).toBe('tier_kept');
  });
});

describe('the 1 January review', () => {
  it('moves a Gold member whose last year missed Gold to Black, not lower, once', async () => {
    const gold = await sandboxMember({ country: 'sg', tier: 'gold' });
    // Last year (as the review sees it: this year) under Gold, over Black.
    await addSpend(gold.id, year, SG.gold - 1);
    const poor = await sandboxMember({ country: 'sg', tier: 'gold' });
    expect((await tierRow(gold.id)).reviewed_year).toBe(year);

    // The eve of the new year on the SG site: nothing to review yet.
    const eve = new Date(newYearSg.getTime() - 3_600_000);
    await runJob('review', eve);
    expect((await tierRow(gold.id)).tier).toBe('gold');

    expect(await runJob('review', newYearSg)).toBeGreaterThanOrEqual(2);
    expect(await runJob('review', newYearSg)).toBe(0);
    for (const member of [gold, poor])
      expect(await tierRow(member.id)).toEqual({
        tier: 'black',
        tier_previous: 'gold',
        tier_changed_at: newYearSg.toISOString(),
        reviewed_year: nextYear,
      });
    // Later that day, and the day after: reviewed once a year, never again.
    await runJob('review', new Date(newYearSg.getTime() + DAY));
    expect((await tierRow(poor.id)).tier).toBe('black');
  });

  it('a Black member who met Black last year keeps it; an entry member never moves', async () => {
    const black = await sandboxMember({ country: 'sg', tier: 'black' });
    await addSpend(black.id, year, SG.black);
    const white = await sandboxMember({ country: 'sg' });
    const pink = await sandboxMember({ country: 'au' });
    expect((await tierRow(pink.id)).tier).toBe('pink');
    await runJob('review', newYearSg);
    expect(await tierRow(black.id)).toEqual({
      tier: 'black',
      tier_previous: null,
      tier_changed_at: null,
      reviewed_year: nextYear,
    });
    expect(await tierRow(white.id)).toMatchObject({ tier: 'white', tier_changed_at: null });
    // 1 January 00:30 in Singapore is 03:30 in Sydney: AU is reviewed too.
    expect(await tierRow(pink.id)).toEqual({
      tier: 'pink',
      tier_previous: null,
      tier_changed_at: null,
      reviewed_year: nextYear,
    });
  });

  it("reads last year's spend only: spend does not carry into the next year", async () => {
    // Two years ago far over Gold, last year nothing: down one tier.
    const gold = await sandboxMember({ country: 'sg', tier: 'gold' });
    await addSpend(gold.id, year - 1, SG.gold * 10);
    // Black kept last year with spend to spare; nothing next year: kept at the first review,
    // lost at the second.
    const black = await sandboxMember({ country: 'sg', tier: 'black' });
    await addSpend(black.id, year, SG.gold - 1);
    await runJob('review', newYearSg);
    expect((await tierRow(gold.id)).tier).toBe('black');
    expect((await tierRow(black.id)).tier).toBe('black');

    const following = new Date(`${nextYear + 1}-01-01T00:30:00+08:00`);
    await runJob('review', following);
    expect(await tierRow(black.id)).toEqual({
      tier: 'white',
      tier_previous: 'black',
      tier_changed_at: following.toISOString(),
      reviewed_year: nextYear + 1,
    });
    expect((await tierRow(gold.id)).tier).toBe('white');
  });

  it('never takes away a tier reached in the new year before the review ran', async () => {
    // Black, nothing spent last year, but Black reached again on 1 January before 00:30.
    const black = await sandboxMember({ country: 'sg', tier: 'black' });
    await addSpend(black.id, nextYear, SG.black);
    // Gold, last year under Gold, the new year already over Gold.
    const gold = await sandboxMember({ country: 'sg', tier: 'gold' });
    await addSpend(gold.id, year, SG.black);
    await addSpend(gold.id, nextYear, SG.gold);
    await runJob('review', newYearSg);
    expect(await tierRow(black.id)).toMatchObject({ tier: 'black', reviewed_year: nextYear });
    expect(await tierRow(gold.id)).toMatchObject({ tier: 'gold', reviewed_year: nextYear });
  });
});
