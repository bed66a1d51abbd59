import { hex } from '../auth/secret-tokens';

/**
 * The signature on the provider's callbacks (Stripe's scheme): `t={unix seconds},v1={hex
 * HMAC-SHA256 of "{t}.{body}"}` in the `Payment-Signature` header, with WebCrypto. A callback
 * older or newer than five minutes is refused, so a captured one cannot be replayed later
 * (a replay inside the window is harmless: events are deduplicated by id).
 */
export const SIGNATURE_HEADER = 'payment-signature';
export const SIGNATURE_WINDOW_SECONDS = 300;

const encoder = new TextEncoder();

const hmacKey = (secret: string) =>
  crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);

async function hmac(secret: string, text: string): Promise<Uint8Array> {
  return new Uint8Array(
    await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(text)),
  );
}

export async function signPayload(secret: string, body: string, now: Date): Promise<string> {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hex(await hmac(secret, `${t}.${body}`))}`;
}

export type SignatureCheck = 'ok' | 'missing' | 'malformed' | 'stale' | 'mismatch';

export async function checkSignature(
  secret: string,
  body: string,
  header: string | null | undefined,
  now: Date,
): Promise<SignatureCheck> {
  if (!header) return 'missing';
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header.trim());
  if (!match) return 'malformed';
  const t = Number(match[1]);
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_WINDOW_SECONDS) return 'stale';
  const given = Uint8Array.from(match[2].match(/../g)!, (pair) => parseInt(pair, 16));
  // WebCrypto's verify compares in constant time.
  const ok = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(secret),
    given,
    encoder.encode(`${t}.${body}`),
  );
  return ok ? 'ok' : 'mismatch';
}
