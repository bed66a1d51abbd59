import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import type { AccountDetail } from '../../../client/api/beauty-pass-contract';
import type { OrderAnswer } from '../../../client/api/order-contract';
import type { Country } from '../../../client/lib/sites';
import { member, variantOn, type Shopper } from '../api/cart/cart-helpers';
import { call, json } from '../api/shopper-helpers';
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
    body: { job, ...(at ? { at: at.toISOString() } : {}) },
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
