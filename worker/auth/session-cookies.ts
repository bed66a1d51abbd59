import type { Context } from 'hono';
import { clearCookie, readCookie, writeCookie } from '../site/cookies';
import { splitAccessToken } from './access-token';

/**
 * The session's three cookies: `jwt-data` and `jwt-signature` (the access token in
 * two halves) and `jwt-refresh-token`, all httpOnly, SameSite Lax, Secure on https, 60 days.
 * Written together and cleared together.
 */
export function writeSessionCookies(c: Context, accessToken: string, refreshToken: string): void {
  const { data, signature } = splitAccessToken(accessToken);
  writeCookie(c, 'sessionData', data);
  writeCookie(c, 'sessionSignature', signature);
  writeCookie(c, 'refreshToken', refreshToken);
}

export function clearSessionCookies(c: Context): void {
  clearCookie(c, 'sessionData');
  clearCookie(c, 'sessionSignature');
  clearCookie(c, 'refreshToken');
}

export const readRefreshCookie = (c: Context) => readCookie(c, 'refreshToken');
