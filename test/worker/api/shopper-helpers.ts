import { env, SELF } from 'cloudflare:test';
import { apiHeaders } from '../../../client/api/client';
import type { ApiError } from '../../../client/api/contract';
import type { Country, Language } from '../../../client/lib/sites';
import { signedDeviceId } from '../../../worker/auth/device';

/**
 * Helpers of the shopper-list and bag tests: calls through the real worker as the browser
 * makes them (the API's request headers, our Origin on changes, a device cookie), and look-ups of
 * the seeded catalogue for a product or variant in a given state.
 */

export const ORIGIN = 'http://localhost';
const BASE = `${ORIGIN}/api/web/v1`;

/** Two well-formed device ids: two shoppers' browsers (`call` signs them, as if issued). */
export const DEVICE_A = 'a'.repeat(32);
export const DEVICE_B = 'b'.repeat(32);

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  device?: string;
  site?: { country: Country; language: Language };
  headers?: Record<string, string>;
  /** Leave out the Origin header (a cross-site or scripted request). */
  noOrigin?: boolean;
}

/**
 * The `device-id` cookie of a device this server issued: a well-formed id is signed as GET
 * user signs it (worker/auth/device.ts); anything else (a malformed or already signed value) is
 * sent as it is.
 */
export async function deviceCookie(device: string): Promise<string> {
  const value = /^[0-9a-f]{32}$/.test(device)
    ? await signedDeviceId(env.JWT_SECRET, device)
    : device;
  return `device-id=${value}`;
}

export async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {
    ...apiHeaders(options.site ?? { country: 'sg', language: 'en' }),
  };
  if (method !== 'GET' && !options.noOrigin) headers.origin = ORIGIN;
  if (options.device) headers.cookie = await deviceCookie(options.device);
  Object.assign(headers, options.headers);
  return SELF.fetch(`${BASE}/${path}`, {
    method,
    headers,
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === 'string'
          ? options.body
          : JSON.stringify(options.body),
  });
}

export async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export async function errorOf(response: Response): Promise<ApiError> {
  return (await response.json()) as ApiError;
}

/** The first row of a query over the seeded database; the test fails when there is none. */
export async function one<T>(sql: string, ...params: unknown[]): Promise<T> {
  const row = await env.DB.prepare(sql)
    .bind(...params)
    .first<T>();
  if (!row) throw new Error(`the seeded catalogue has no row for: ${sql}`);
  return row;
}

export function all<T>(sql: string, ...params: unknown[]): Promise<T[]> {
  return env.DB.prepare(sql)
    .bind(...params)
    .all<T>()
    .then((result) => result.results);
}

/** Products that can be bought now by a guest: launched and not tier-gated. */
export const BUYABLE = `(p.launch_at IS NULL OR p.launch_at <= '2026-01-01') AND (p.priority_until IS NULL OR p.priority_until < '2026-01-01')`;

/** A variant sold in `country`, buyable, in stock with at least `stock`, of a brand without a limit there, up to 6 per order. */
export function plainVariant(country: Country, stock = 10, offset = 0) {
  return one<{ id: number; product_id: number; stock: number }>(
    `SELECT v.id, v.product_id, o.stock FROM variants v
     JOIN products p ON p.id = v.product_id
     JOIN variant_offers o ON o.variant_id = v.id AND o.country = ?1
     WHERE o.stock >= ?2 AND v.max_per_order = 6 AND p.is_limited = 0 AND ${BUYABLE}
       AND NOT EXISTS (SELECT 1 FROM brand_limits bl WHERE bl.brand_id = p.brand_id AND bl.country = ?1)
     ORDER BY v.id LIMIT 1 OFFSET ?3`,
    country,
    stock,
    offset,
  );
}

/** Sets a variant's stock in a country (each test file has its own copy of the database). */
export async function setStock(variantId: number, country: Country, stock: number): Promise<void> {
  await env.DB.prepare(
    'UPDATE variant_offers SET stock = ?3 WHERE variant_id = ?1 AND country = ?2',
  )
    .bind(variantId, country, stock)
    .run();
}
