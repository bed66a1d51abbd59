import type { Context } from 'hono';
import { seeDevice } from '../db/devices';
import type { AppEnv } from '../env';
import { readCookie, writeCookie } from '../site/cookies';

/**
 * The `device-id` cookie (spec §9): what keys a guest's wish list, waitlist, launch reminders
 * and bag, so that a later sign-in can adopt them. 128 random bits from WebCrypto as 32
 * lower-case hex digits; httpOnly (page scripts never need it), SameSite Lax, Secure on https,
 * path /, one year.
 *
 * It is issued in one place only, GET user, which every page asks once after hydration
 * (issue 6, "device ids"). A change never mints one: when five first changes went out in
 * parallel before the browser had a cookie, each minted its own device and four of the five
 * were lost. A change without a device is a 428 DEVICE_REQUIRED instead; the client fetches
 * `user` (once, shared by every waiting change) and sends the change again.
 */
const DEVICE_ID = /^[0-9a-f]{32}$/;

/** A new device id: 128 bits from the platform's CSPRNG, as hex. */
export function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The request's device id when its cookie holds a well-formed one; anything else is no id. */
export function readDeviceId(c: Context): string | undefined {
  const value = readCookie(c, 'device');
  return value && DEVICE_ID.test(value) ? value : undefined;
}

/**
 * GET user's part: the browser's device, issued (recorded, and its cookie set on the
 * response) when the request has none, else marked seen. Answers the id.
 */
export async function issueDevice(c: Context<AppEnv>): Promise<string> {
  const existing = readDeviceId(c);
  const id = existing ?? newDeviceId();
  await seeDevice(c.env.DB, id, new Date());
  if (!existing) {
    writeCookie(c, 'device', id);
  }
  return id;
}
