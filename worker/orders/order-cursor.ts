import { base64url } from '../auth/secret-tokens';

/**
 * The cursor of a member's order list (`GET orders?before=…`, the previous page's `next`). It
 * names a position in that member's list (the last order shown: when it was placed and its id),
 * signed with HMAC-SHA256 for that member and site: `{position}.{signature}`, both base64url.
 * Opaque on purpose: a cursor made from an order number let anyone ask whether another member's
 * order existed and when it was placed relative to their own. Now a cursor this server did not
 * give this member on this site (forged, edited, another member's) is refused before any order
 * is read, so the list says nothing about any order but the member's own.
 */

export interface OrderPosition {
  placedAt: string;
  id: number;
}

const encoder = new TextEncoder();

const hmacKey = (secret: string, usage: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    usage,
  ]);

/** What is signed: the purpose, the member and site, and the position. */
const signedText = (accountId: number, country: string, position: string) =>
  encoder.encode(`orders-before:v1:${accountId}:${country}:${position}`);

const POSITION = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,3})?Z)\|(\d{1,15})$/;

/** The cursor after `position` in the list of `accountId` on `country`. */
export async function orderCursor(
  secret: string,
  accountId: number,
  country: string,
  position: OrderPosition,
): Promise<string> {
  const text = base64url(encoder.encode(`${position.placedAt}|${position.id}`));
  const signature = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret, 'sign'),
    signedText(accountId, country, text),
  );
  return `${text}.${base64url(new Uint8Array(signature))}`;
}

/**
 * The position a cursor names, if this server signed it for this member and site; else null.
 * The signature is checked by WebCrypto's verify (constant time), before the position is read.
 */
export async function readOrderCursor(
  secret: string,
  accountId: number,
  country: string,
  cursor: string,
): Promise<OrderPosition | null> {
  const match = /^([A-Za-z0-9_-]{1,80})\.([A-Za-z0-9_-]{43})$/.exec(cursor);
  if (!match || !secret) return null;
  const [, text, encoded] = match;
  const signature = Uint8Array.from(atob(encoded.replace(/-/g, '+').replace(/_/g, '/')), (char) =>
    char.charCodeAt(0),
  );
  const valid = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret, 'verify'),
    signature,
    signedText(accountId, country, text),
  );
  if (!valid) return null;
  const position = POSITION.exec(atob(text.replace(/-/g, '+').replace(/_/g, '/')));
  return position ? { placedAt: position[1], id: Number(position[2]) } : null;
}
