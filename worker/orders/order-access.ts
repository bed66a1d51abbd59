import type { Context } from 'hono';
import type { Shopper } from '../auth/shopper';
import { isSecretToken, labelledHmac, tokenHash } from '../auth/secret-tokens';
import { readCookie, writeCookie } from '../site/cookies';

/**
 * Who may see an order (docs/business-rules.md#who-sees-an-order: the number names an order, it
 * grants nothing): the member whose account placed it, or whoever holds its access token: the
 * guest's browser (an httpOnly cookie set at placement) or the signed link of the confirmation
 * e-mail, which sets the same cookie. Anyone else is answered as if the order did not exist (404),
 * so order numbers cannot be probed.
 */

const MAX_ORDERS = 10;

/**
 * An order's access token: the HMAC of its number under JWT_SECRET with a label of its own
 * (256 bits, the shape of every secret token), so the server can give it again to the browser
 * that placed the order. A double click or a second tab is answered the order its twin placed,
 * and carries the cookie itself instead of hoping the twin's answer lands first. Only its
 * SHA-256 is stored, as before; without the secret it cannot be made.
 */
export function orderAccessToken(secret: string, number: string): Promise<string> {
  return labelledHmac(secret, 'order-access', number);
}
const ENTRY = /^([A-Z]{2}[0-9]{9})\.([\w-]{43})$/;

/** The tokens the cookie holds, by order number. */
export function accessTokens(c: Context): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const entry of (readCookie(c, 'orderAccess') ?? '').split('~')) {
    const match = ENTRY.exec(entry);
    if (match) tokens.set(match[1], match[2]);
  }
  return tokens;
}

/** Adds an order's token to the cookie (newest first; the oldest falls off past 10). */
export function grantAccess(c: Context, number: string, token: string): void {
  const entries = [...accessTokens(c)]
    .filter(([held]) => held !== number)
    .map(([held, heldToken]) => `${held}.${heldToken}`);
  writeCookie(c, 'orderAccess', [`${number}.${token}`, ...entries].slice(0, MAX_ORDERS).join('~'));
}

export async function mayRead(
  order: { number: string; accountId: number | null; accessHash: string },
  shopper: Shopper,
  token: string | undefined,
): Promise<boolean> {
  if (shopper.kind === 'member' && order.accountId === shopper.accountId) return true;
  return holdsToken(order, token);
}

/** Whether `token` is the order's own access token (the cookie or the e-mailed link). */
export async function holdsToken(
  order: { accessHash: string },
  token: string | undefined,
): Promise<boolean> {
  if (!isSecretToken(token)) return false;
  return (await tokenHash(token)) === order.accessHash;
}
