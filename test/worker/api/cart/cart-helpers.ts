import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import type { PricedBag } from '../../../../client/api/bag-contract';
import type { ApiError } from '../../../../client/api/contract';
import type { Country } from '../../../../client/lib/sites';
import { newMember, PASSWORD, sessionCookie } from '../member-helpers';
import { BUYABLE, call, json, type CallOptions } from '../shopper-helpers';

/**
 * Helpers of the bag tests: a shopper (a fresh guest device, or a member) on a site, who adds,
 * changes and reads their bag through the real worker as the browser does.
 */

let devices = 0;
/** A new guest device: an empty bag. */
export function newDevice(): string {
  devices += 1;
  return `ca${devices.toString(16).padStart(30, '0')}`;
}

export interface Shopper {
  call(path: string, options?: CallOptions): Promise<Response>;
  bag(): Promise<PricedBag>;
  add(variantId: number, quantity?: number): Promise<PricedBag>;
  change(lineId: string | number, quantity: number, key?: string): Promise<Response>;
}

/** A shopper on `country` making calls with `base` (a member's cookie: the same member on any site). */
export function shopperWith(base: CallOptions, country: Country): Shopper {
  const site = { country, language: 'en' as const };
  const shopperCall = (path: string, options: CallOptions = {}) =>
    call(path, { ...base, site, ...options, headers: { ...base.headers, ...options.headers } });
  const bag = async () => {
    const response = await shopperCall('cart/');
    expect(response.status).toBe(200);
    return json<PricedBag>(response);
  };
  return {
    call: shopperCall,
    bag,
    async add(variantId, quantity = 1) {
      const response = await shopperCall('cart/line-items/', {
        method: 'POST',
        body: { variantId, quantity },
      });
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      return bag();
    },
    change: (lineId, quantity, key) =>
      shopperCall(`cart/line-items/${lineId}`, {
        method: 'PATCH',
        body: { quantity },
        headers: key ? { 'idempotency-key': key } : {},
      }),
  };
}

export function guest(country: Country = 'sg'): Shopper & { device: string } {
  const device = newDevice();
  return { ...shopperWith({ device }, country), device };
}

/** A member signed in again after `changes` to their account (tier, staff flag). */
export async function member(
  country: Country = 'sg',
  changes: { tier?: string; isEmployee?: boolean } = {},
): Promise<Shopper & { id: number; cookie: string }> {
  const created = await newMember();
  if (changes.tier || changes.isEmployee)
    await env.DB.prepare(
      'UPDATE accounts SET tier = COALESCE(?2, tier), is_employee = ?3 WHERE id = ?1',
    )
      .bind(created.id, changes.tier ?? null, changes.isEmployee ? 1 : 0)
      .run();
  const cookie = await signIn(created.id);
  return { id: created.id, cookie, ...shopperWith({ headers: { cookie } }, country) };
}

export async function errorOf(response: Response): Promise<ApiError> {
  return (await response.json()) as ApiError;
}

/**
 * A variant anyone may buy now on the site (in stock, up to 6, no brand limit), discountable,
 * delivered (not click-and-collect only), of the house brand or not, with its price there.
 */
export async function variantOn(
  country: Country,
  options: { offset?: number; stock?: number; house?: boolean } = {},
) {
  const row = await env.DB.prepare(
    `SELECT v.id, v.product_id, p.brand_id, o.stock, o.price_minor AS price FROM variants v
     JOIN products p ON p.id = v.product_id
     JOIN brands b ON b.id = p.brand_id
     JOIN variant_offers o ON o.variant_id = v.id AND o.country = ?1
     WHERE o.stock >= ?2 AND v.max_per_order = 6 AND p.is_limited = 0 AND ${BUYABLE}
       AND p.non_discountable = 0 AND p.cnc_only = 0 AND b.is_house_brand = ?4
       AND NOT EXISTS (SELECT 1 FROM brand_limits bl WHERE bl.brand_id = p.brand_id AND bl.country = ?1)
       AND NOT EXISTS (SELECT 1 FROM bundle_items bi WHERE bi.variant_id = v.id)
     ORDER BY v.id LIMIT 1 OFFSET ?3`,
  )
    .bind(country, options.stock ?? 10, options.offset ?? 0, options.house ? 1 : 0)
    .first<{ id: number; product_id: number; brand_id: number; stock: number; price: number }>();
  if (!row) throw new Error(`no such variant on ${country}`);
  return row;
}

/** A promotion's id on a site, by code. */
export async function promotionId(country: Country, code: string): Promise<number> {
  const row = await env.DB.prepare('SELECT id FROM promotions WHERE country = ?1 AND code = ?2')
    .bind(country, code)
    .first<{ id: number }>();
  return row!.id;
}

/**
 * Signs a member in (from a guest's browser when `device` is given: its bag is adopted) and
 * answers their session's Cookie header.
 */
export async function signIn(accountId: number, device?: string): Promise<string> {
  const account = await env.DB.prepare('SELECT email FROM accounts WHERE id = ?1')
    .bind(accountId)
    .first<{ email: string }>();
  const response = await call('auth/token', {
    method: 'POST',
    device,
    body: { grant_type: 'password', email: account!.email, password: PASSWORD },
  });
  expect(response.status).toBe(200);
  return sessionCookie(response);
}
