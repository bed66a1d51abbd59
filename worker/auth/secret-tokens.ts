/**
 * The secret tokens of accounts (refresh tokens, e-mailed links): 256 random bits written
 * base64url (43 characters), and the form they are stored in, SHA-256 in hex. One home, so a
 * token's shape and its hash are the same wherever one is made, checked or looked up.
 */
const encoder = new TextEncoder();

export function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A new secret token: 256 bits from the platform's CSPRNG. */
export const newSecretToken = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

/** Whether a value has a secret token's shape (anything else is refused before any lookup). */
export const isSecretToken = (value: unknown): value is string =>
  typeof value === 'string' && /^[\w-]{43}$/.test(value);

/** SHA-256 of a text, hex: a token's stored form, a request's body hash, a bag's signature. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))));
}

/** The stored form of a token: SHA-256, hex. */
export const tokenHash = sha256Hex;

/** Letters and digits nobody misreads (no I, O, 0 or 1): 32 of them, so each byte maps evenly. */
const READABLE = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A random code a person reads out or types (a support reference, a voucher): `prefix`, a
 * hyphen and `length` readable characters, from the platform's CSPRNG.
 */
export function readableCode(prefix: string, length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return `${prefix}-${Array.from(bytes, (byte) => READABLE[byte % READABLE.length]).join('')}`;
}

/**
 * An HMAC-SHA-256 key made of JWT_SECRET under a label of its own (`device-id`,
 * `order-access`, `refresh-successor`): one use's signature never passes for another's.
 */
export function labelledKey(secret: string, label: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    encoder.encode(`${label}:${secret}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
}

/** The HMAC-SHA-256 of `text` under the labelled key, base64url. */
export async function labelledHmac(secret: string, label: string, text: string): Promise<string> {
  const signature = await crypto.subtle.sign(
    'HMAC',
    await labelledKey(secret, label),
    encoder.encode(text),
  );
  return base64url(new Uint8Array(signature));
}
