import type { Context } from 'hono';
import { base64url, labelledHmac, labelledKey } from './secret-tokens';
import { deviceRecorded, seeDevice } from '../shoppers/devices';
import type { AppEnv } from '../env';
import { readCookie, writeCookie } from '../site/cookies';

/**
 * The `device-id` cookie (README "Shopper lists"): what keys a guest's wish list, waitlist, launch
 * reminders and bag, so that a later sign-in can adopt them, and what popular searches count. The
 * device id is 128 random bits from WebCrypto as 32 lower-case hex digits; the cookie holds it
 * signed, `{id}.{HMAC-SHA256 of it}` (base64url), keyed by JWT_SECRET with a label of its own, so
 * only ids this server issued are devices: an invented one is no device (six invented ids once put
 * a phrase in every shopper's popular searches). httpOnly (page scripts never need it), SameSite
 * Lax, Secure on https, path /, one year.
 *
 * It is issued in one place only, GET user, which every page asks once after hydration
 * (README "Shopper lists"). A change never mints one: when five first changes went out in
 * parallel before the browser had a cookie, each minted its own device and four of the five
 * were lost. A change without a device is a 428 DEVICE_REQUIRED instead; the client fetches
 * `user` (once, shared by every waiting change) and sends the change again.
 */
const DEVICE_ID = /^[0-9a-f]{32}$/;
const SIGNED_DEVICE_ID = /^([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/;

/** A new device id: 128 bits from the platform's CSPRNG, as hex. */
export function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const encoder = new TextEncoder();

/** The HMAC key of device ids: JWT_SECRET under a label of its own (no other HMAC of it passes). */
const deviceKey = (secret: string) => labelledKey(secret, 'device-id');

/** The cookie's value for a device id: the id and its signature. */
export async function signedDeviceId(secret: string, id: string): Promise<string> {
  return `${id}.${await labelledHmac(secret, 'device-id', id)}`;
}

/**
 * The request's device id when its cookie holds one this server signed; anything else (no
 * cookie, an unsigned or invented id, a forged signature) is no device. The signature is
 * checked by WebCrypto's verify, in constant time, and only in its canonical spelling.
 */
export async function readDeviceId(c: Context<AppEnv>): Promise<string | undefined> {
  const match = SIGNED_DEVICE_ID.exec(readCookie(c, 'device') ?? '');
  if (!match) return undefined;
  const [, id, signature] = match;
  const bytes = Uint8Array.from(atob(signature.replace(/-/g, '+').replace(/_/g, '/')), (char) =>
    char.charCodeAt(0),
  );
  if (base64url(bytes) !== signature) return undefined;
  const valid = await crypto.subtle.verify(
    'HMAC',
    await deviceKey(c.env.JWT_SECRET),
    bytes,
    encoder.encode(id),
  );
  return valid ? id : undefined;
}

/**
 * A cookie from before ids were signed: its id, when this store recorded it as a device (its
 * lists stay with it, signed from now on). An id the store never recorded is no device: since
 * ids are signed nothing records an invented one, so the table names only issued devices.
 */
async function recordedUnsignedId(c: Context<AppEnv>): Promise<string | undefined> {
  const value = readCookie(c, 'device');
  if (!value || !DEVICE_ID.test(value)) return undefined;
  return (await deviceRecorded(c.env.DB, value)) ? value : undefined;
}

/**
 * GET user's part: the browser's device, issued (recorded, and its signed cookie set on the
 * response) when the request has none, else marked seen. Answers the id.
 */
export async function issueDevice(c: Context<AppEnv>): Promise<string> {
  const existing = await readDeviceId(c);
  const id = existing ?? (await recordedUnsignedId(c)) ?? newDeviceId();
  await seeDevice(c.env.DB, id, c.get('now'));
  if (!existing) {
    writeCookie(c, 'device', await signedDeviceId(c.env.JWT_SECRET, id));
  }
  return id;
}
