import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';

/** One year, spec §9: the country and language cookies. */
export const SITE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Spec §5: cookie names and values must be printable (visible ASCII, no separators in the
 * name, no `;`, `,`, `"`, `\` or spaces in the value).
 */
export function isPrintableCookie(name: string, value: string): boolean {
  return /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name) && /^[!#-+\--:<-[\]-~]*$/.test(value);
}

/**
 * Writes a site-choice cookie (country or language): one year, path `/`, SameSite Lax,
 * HttpOnly (only the worker reads them; test/client/cookie-access.test.ts keeps it so).
 */
export function writeSiteCookie(c: Context, name: string, value: string): void {
  if (!isPrintableCookie(name, value)) return;
  setCookie(c, name, value, {
    path: '/',
    maxAge: SITE_COOKIE_MAX_AGE,
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
  });
}
