/**
 * Password hashing (ASVS 5.0 V11.4.2): PBKDF2-SHA256 through WebCrypto with a random
 * 128-bit salt per password, at 100,000 iterations, the most the Workers runtime allows. Each
 * stored hash names its scheme, so a password hashed today still verifies if the cost is ever
 * raised under a new scheme. There is one scheme, so nothing is re-hashed: a second scheme
 * comes with the sign-in step that re-hashes passwords checked under the first.
 *
 * Passwords are compared as typed, after Unicode NFC normalisation only (the same letters
 * typed on two keyboards may arrive composed or not); never cut, never case-folded.
 */
export interface StoredPassword {
  hash: string;
  salt: string;
  scheme: number;
}

const SCHEMES: Record<number, { iterations: number }> = { 1: { iterations: 100_000 } };
export const CURRENT_SCHEME = 1;

const encoder = new TextEncoder();
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(Array.from(atob(text), (char) => char.charCodeAt(0)));

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  scheme: number,
): Promise<Uint8Array> {
  const settings = SCHEMES[scheme];
  if (!settings) throw new Error(`unknown password scheme ${scheme}`);
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(password.normalize('NFC')),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: settings.iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<StoredPassword> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, CURRENT_SCHEME);
  return { hash: toBase64(hash), salt: toBase64(salt), scheme: CURRENT_SCHEME };
}

/** Equal bytes, in time that does not depend on where they differ. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a[i] ^ b[i];
  return difference === 0;
}

export async function verifyPassword(password: string, stored: StoredPassword): Promise<boolean> {
  const hash = await derive(password, fromBase64(stored.salt), stored.scheme);
  return sameBytes(hash, fromBase64(stored.hash));
}

/**
 * What an unknown e-mail's sign-in is checked against, so that it costs the same time as a
 * known one's (no account enumeration by timing, ASVS V6.3.8): a fixed salt, never a match.
 */
export const UNKNOWN_ACCOUNT_PASSWORD: StoredPassword = {
  hash: toBase64(new Uint8Array(32)),
  salt: toBase64(encoder.encode('no-such-account!')),
  scheme: CURRENT_SCHEME,
};
