import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { CACHE } from '../cache-policy';
import type { AppEnv } from '../env';

/**
 * The `device-id` cookie (spec §9): what keys a guest's wish list, waitlist, launch reminders
 * and bag, so that a later sign-in can adopt them. 128 random bits from WebCrypto as 32
 * lower-case hex digits; httpOnly (page scripts never need it), SameSite Lax, Secure on https,
 * path /, one year.
 */
export const DEVICE_COOKIE = 'device-id';
export const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
const DEVICE_ID = /^[0-9a-f]{32}$/;

/** A new device id: 128 bits from the platform's CSPRNG, as hex. */
export function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The request's device id when its cookie holds a well-formed one; anything else is no id. */
export function readDeviceId(c: Context): string | undefined {
  const value = getCookie(c, DEVICE_COOKIE);
  return value && DEVICE_ID.test(value) ? value : undefined;
}

/** The request's device id, created (and its cookie set on the response) when there is none. */
export function ensureDeviceId(c: Context): string {
  const existing = readDeviceId(c);
  if (existing) return existing;
  const id = newDeviceId();
  setCookie(c, DEVICE_COOKIE, id, {
    path: '/',
    maxAge: DEVICE_COOKIE_MAX_AGE,
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
  });
  return id;
}

export interface DeviceEnv extends AppEnv {
  Variables: AppEnv['Variables'] & {
    /** The device of the request; undefined on a read by a device that has no cookie yet. */
    deviceId: string | undefined;
  };
}

/**
 * Puts the device id on the context for the shopper-list and bag routes: a read without a
 * cookie has no device (it owns nothing; no cookie is set for merely looking), a change
 * creates the device and its cookie. Answers are personal: never stored by any cache.
 */
export const device: MiddlewareHandler<DeviceEnv> = async (c, next) => {
  const reading = c.req.method === 'GET' || c.req.method === 'HEAD';
  c.set('deviceId', reading ? readDeviceId(c) : ensureDeviceId(c));
  c.header('cache-control', CACHE.private);
  await next();
};
