import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Country } from '../../client/lib/sites';
import { PREVIEW_SESSION_SECONDS } from './preview-session';

/**
 * THE cookie module: every cookie the store sets, its name and its options, and the
 * only code that writes one. Every cookie is HttpOnly (no page script reads any of them:
 * test/client/cookie-access.test.ts), path `/`, SameSite Lax, and Secure whenever the request
 * came over https (local development is plain http).
 */

const YEAR = 365 * 24 * 60 * 60;

/** Each cookie's name and lifetime in seconds. */
export const COOKIES = {
  /** The country (`locale`, one year). */
  country: { name: 'locale', maxAge: YEAR },
  /** The language chosen on a country's site (`lng_` + country, one year). */
  language: { name: (country: Country) => `lng_${country}`, maxAge: YEAR },
  /**
   * The store the shopper made "my store" on a country's site (`store_` + country, one year): a
   * store id (worker/api/stores.ts). A member's is on the account too.
   */
  store: { name: (country: Country) => `store_${country}`, maxAge: YEAR },
  /** The browser's device: a guest's wish list, waitlist and bag (`device-id`). */
  device: { name: 'device-id', maxAge: YEAR },
  /** An editor's signed preview session (worker/site/preview-session.ts). */
  preview: { name: 'preview-session', maxAge: PREVIEW_SESSION_SECONDS },
  /**
   * The member's session (60 days): the access token in two halves and the refresh
   * token (worker/auth/session-cookies.ts). Path `/`: the server render refreshes an expired
   * access token itself, so the refresh token must reach page requests too (not only
   * auth/token, as ASVS would narrow it).
   */
  sessionData: { name: 'jwt-data', maxAge: 60 * 24 * 60 * 60 },
  sessionSignature: { name: 'jwt-signature', maxAge: 60 * 24 * 60 * 60 },
  refreshToken: { name: 'jwt-refresh-token', maxAge: 60 * 24 * 60 * 60 },
  /**
   * A guest's access to the orders they placed: `{number}.{token}` pairs joined by
   * `~`, the newest first, at most 10 (worker/orders/order-access.ts). 90 days.
   */
  orderAccess: { name: 'order-access', maxAge: 90 * 24 * 60 * 60 },
} as const;

export type CookieKind = keyof typeof COOKIES;

/** The name of a cookie (the language cookie's depends on the country). */
export function cookieName(kind: CookieKind, country?: Country): string {
  const { name } = COOKIES[kind];
  if (typeof name === 'string') return name;
  if (!country) throw new Error(`the ${kind} cookie is per country`);
  return name(country);
}

/**
 * Cookie names and values must be printable (visible ASCII, no separators in the
 * name, no `;`, `,`, `"`, `\` or spaces in the value).
 */
export function isPrintableCookie(name: string, value: string): boolean {
  return /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name) && /^[!#-+\--:<-[\]-~]*$/.test(value);
}

/** The options every cookie of the store is written with. */
function optionsFor(c: Context, kind: CookieKind) {
  return {
    path: '/',
    maxAge: COOKIES[kind].maxAge,
    httpOnly: true,
    sameSite: 'Lax' as const,
    secure: new URL(c.req.url).protocol === 'https:',
  };
}

/** Writes a cookie of the store on the response; a value that is not printable is not written. */
export function writeCookie(c: Context, kind: CookieKind, value: string, country?: Country): void {
  const name = cookieName(kind, country);
  if (!isPrintableCookie(name, value)) return;
  setCookie(c, name, value, optionsFor(c, kind));
}

/** A cookie of the store as the request sent it (unvalidated). */
export function readCookie(c: Context, kind: CookieKind, country?: Country): string | undefined {
  return getCookie(c, cookieName(kind, country));
}

/** Removes a cookie of the store (written with the same path and flags, so the browser drops it). */
export function clearCookie(c: Context, kind: CookieKind, country?: Country): void {
  const { path, secure, httpOnly, sameSite } = optionsFor(c, kind);
  deleteCookie(c, cookieName(kind, country), { path, secure, httpOnly, sameSite });
}
