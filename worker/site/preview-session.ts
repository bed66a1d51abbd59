/**
 * Preview sessions: what an editor's browser holds instead of the shared PREVIEW_TOKEN. A
 * session is `v1.{expires}.{signature}`: the expiry in Unix seconds and an HMAC-SHA256 of it
 * (WebCrypto), keyed by PREVIEW_TOKEN, so rotating the token ends every session, a leaked
 * cookie is worth at most PREVIEW_SESSION_SECONDS, and the token itself never sits in a cookie.
 */

/** Eight hours: an editor's working day; after that, the preview link again. */
export const PREVIEW_SESSION_SECONDS = 8 * 60 * 60;

const VERSION = 'v1';

function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    [usage],
  );
}

/** What is signed: the version and purpose with the expiry, so no other HMAC of this key can pass for a session. */
function signedText(expires: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`preview-session:${VERSION}:${expires}`);
}

function toBase64Url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The bytes of a 32-byte base64url text, only in its one canonical spelling (a changed last character that decodes the same is not the same session). */
function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return undefined;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return toBase64Url(bytes.buffer) === text ? bytes : undefined;
}

/** A new session valid for PREVIEW_SESSION_SECONDS from `now` (ms). Throws without a secret. */
export async function signPreviewSession(secret: string, now: number): Promise<string> {
  if (!secret) throw new Error('PREVIEW_TOKEN is not set: preview sessions cannot be signed');
  const expires = String(Math.floor(now / 1000) + PREVIEW_SESSION_SECONDS);
  const signature = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret, 'sign'),
    signedText(expires),
  );
  return `${VERSION}.${expires}.${toBase64Url(signature)}`;
}

/**
 * Whether `session` was signed with `secret` and has not expired at `now` (ms). The signature
 * is checked by WebCrypto's verify, which compares in constant time.
 */
export async function verifyPreviewSession(
  secret: string,
  session: string,
  now: number,
): Promise<boolean> {
  if (!secret) return false;
  const match = /^v1\.(\d{1,12})\.([A-Za-z0-9_-]+)$/.exec(session);
  if (!match) return false;
  const [, expires, encoded] = match;
  if (Number(expires) * 1000 <= now) return false;
  const signature = fromBase64Url(encoded);
  if (!signature) return false;
  return crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret, 'verify'),
    signature,
    signedText(expires),
  );
}
