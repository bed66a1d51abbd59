import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import type { AccountDetail } from '../../../client/api/beauty-pass-contract';
import type { PricedBag } from '../../../client/api/bag-contract';
import type { Tier } from '../../../client/lib/commerce-rules';
import type { OrderAnswer } from '../../../client/api/order-contract';
import { siteToday, type Country } from '../../../client/lib/sites';
import { member, signIn, variantOn, type Shopper } from '../api/cart/cart-helpers';
import { PASSWORD } from '../api/member-helpers';
import { call, json, type CallOptions } from '../api/shopper-helpers';
import { place, placed, placement } from '../orders/order-helpers';

/**
 * Helpers of the Beauty Pass tests: a member who buys through the real checkout, the sandbox's
 * warehouse, refunds and jobs, and the balances read back: the cached ones (the account) and
 * the ledger's sums, which must always agree.
 */

export type Member = Shopper & { id: number };

export async function newBuyer(country: Country = 'sg'): Promise<Member> {
  return member(country);
}

/** The member buys `quantity` of a buyable variant by card; answers the paid order. */
export async function buy(buyer: Member, country: Country = 'sg', quantity = 2, offset = 0) {
  const variant = await variantOn(country, { offset, stock: 20 });
  await buyer.add(variant.id, quantity);
  const answer: OrderAnswer = await placed(await place(buyer, await placement(buyer, country)));
  expect(answer.order.state).toBe('paid');
  return answer.order;
}

export async function fulfil(number: string, step: 'ship' | 'deliver' | 'ready' | 'collect') {
  return call(`sandbox/orders/${number}/fulfilment`, { method: 'POST', body: { step } });
}

export async function deliver(number: string) {
  expect((await fulfil(number, 'ship')).status).toBe(200);
  expect((await fulfil(number, 'deliver')).status).toBe(200);
}

export function refund(number: string, amount: number, idempotencyKey: string) {
  return call(`sandbox/orders/${number}/refunds`, {
    method: 'POST',
    body: { amount, idempotencyKey },
  });
}

export async function runJob(job: 'mature' | 'expire' | 'review' | 'gifts', at?: Date) {
  const response = await call('sandbox/beauty-pass/jobs', {
    method: 'POST',
    body: { job },
    // The request clock's test hook (worker/clock.ts): the job runs as if at `at`.
    headers: at ? { 'x-clock': at.toISOString() } : {},
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { changed: number }).changed;
}

export async function accountOf(buyer: Member): Promise<AccountDetail> {
  const response = await buyer.call('account');
  expect(response.status).toBe(200);
  return json<AccountDetail>(response);
}

/** The cached balances and the ledger's sums of the same member. */
export async function balances(accountId: number) {
  const cached = await env.DB.prepare(
    'SELECT available, pending, reserved, lifetime FROM beauty_pass WHERE account_id = ?1',
  )
    .bind(accountId)
    .first<{ available: number; pending: number; reserved: number; lifetime: number }>();
  const summed = await env.DB.prepare(
    `SELECT COALESCE(SUM(available_delta), 0) AS available, COALESCE(SUM(pending_delta), 0) AS pending,
       COALESCE(SUM(reserved_delta), 0) AS reserved, COALESCE(SUM(lifetime_delta), 0) AS lifetime
     FROM points_ledger WHERE account_id = ?1`,
  )
    .bind(accountId)
    .first<{ available: number; pending: number; reserved: number; lifetime: number }>();
  return { cached: cached!, summed: summed! };
}

export async function expectConsistent(accountId: number) {
  const { cached, summed } = await balances(accountId);
  expect(cached).toEqual(summed);
  return cached;
}

/** The order's frozen points and paid merchandise. */
export async function orderFigures(number: string) {
  const row = await env.DB.prepare(
    `SELECT json_extract(summary, '$.pointsEarned') AS points,
       json_extract(summary, '$.merchandise') AS merchandise FROM orders WHERE number = ?1`,
  )
    .bind(number)
    .first<{ points: number; merchandise: number }>();
  return row!;
}

/** A signed-in member's calls on a site (not necessarily their home site), as a browser there. */
export async function memberOn(accountId: number, country: Country): Promise<Member> {
  const cookie = await signIn(accountId);
  const site = { country, language: 'en' as const };
  const memberCall = (path: string, options: CallOptions = {}) =>
    call(path, { site, ...options, headers: { cookie, ...options.headers } });
  const bag = async () => {
    const response = await memberCall('cart/');
    expect(response.status).toBe(200);
    return json<PricedBag>(response);
  };
  return {
    id: accountId,
    call: memberCall,
    bag,
    async add(variantId, quantity = 1) {
      const response = await memberCall('cart/line-items/', {
        method: 'POST',
        body: { variantId, quantity },
      });
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      return bag();
    },
    change: (lineId, quantity, key) =>
      memberCall(`cart/line-items/${lineId}`, {
        method: 'PATCH',
        body: { quantity },
        headers: key ? { 'idempotency-key': key } : {},
      }),
  };
}

export interface SandboxUser {
  country?: Country;
  tier?: Tier;
  isEmployee?: boolean;
  birthDate?: string;
  /** This (site) year's spend, minor units. */
  spend?: number;
  points?: number;
}

let sandboxUsers = 0;
/** A member made through POST sandbox/users/, signed in on their home site. */
export async function sandboxMember(user: SandboxUser = {}): Promise<Member & { email: string }> {
  sandboxUsers += 1;
  const email = `pass-${Date.now()}-${sandboxUsers}@example.com`;
  const country = user.country ?? 'sg';
  const response = await call('sandbox/users/', {
    method: 'POST',
    body: { email, password: PASSWORD, ...user, country },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const { id } = await json<{ id: number }>(response);
  return { ...(await memberOn(id, country)), email };
}

/** Moves a member's last tier change (POST sandbox/users/{id}/clock); answers the account. */
export async function tierChanged(
  accountId: number,
  tierChange: { daysAgo: number; from: Tier } | null,
): Promise<AccountDetail> {
  const response = await call(`sandbox/users/${accountId}/clock`, {
    method: 'POST',
    body: { tierChange },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return json<AccountDetail>(response);
}

let spendRows = 0;
/** A spend ledger row written directly (a year the sandbox cannot reach: last year, next year). */
export async function addSpend(accountId: number, year: number, amount: number): Promise<void> {
  spendRows += 1;
  await env.DB.prepare(
    `INSERT INTO tier_spend (account_id, key, year, amount_minor, occurred_at)
     VALUES (?1, ?2, ?3, ?4, ?5)`,
  )
    .bind(accountId, `test:${spendRows}`, year, amount, new Date().toISOString())
    .run();
}

/** The member's tier state as stored. */
export async function tierRow(accountId: number) {
  const row = await env.DB.prepare(
    `SELECT a.tier, b.tier_previous, b.tier_changed_at, b.reviewed_year
     FROM accounts a JOIN beauty_pass b ON b.account_id = a.id WHERE a.id = ?1`,
  )
    .bind(accountId)
    .first<{
      tier: Tier;
      tier_previous: Tier | null;
      tier_changed_at: string | null;
      reviewed_year: number;
    }>();
  return row!;
}

/** The site's calendar year now. */
export function siteYear(country: Country = 'sg', at = new Date()): number {
  return Number(siteToday(country, at).slice(0, 4));
}

/** The last day of the month `months` after `day`'s (`YYYY-MM-DD`). */
export function monthEnd(day: string, months = 0): string {
  const at = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) + months, 0));
  return at.toISOString().slice(0, 10);
}

/** A member without their welcome voucher, as when the sign-up's batch that gives it failed. */
export async function withoutWelcomeVoucher(accountId: number): Promise<void> {
  await env.DB.batch([
    env.DB.prepare(
      `DELETE FROM promotions WHERE id IN (SELECT promotion_id FROM insider_gifts
         WHERE account_id = ?1 AND kind = 'welcome_voucher')`,
    ).bind(accountId),
    env.DB.prepare(
      `DELETE FROM insider_gifts WHERE account_id = ?1 AND kind = 'welcome_voucher'`,
    ).bind(accountId),
  ]);
}
