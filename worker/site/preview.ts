import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { getCookie, setCookie } from 'hono/cookie';

/** The cookie that carries an editor's preview token after they opened a preview link once. */
export const PREVIEW_COOKIE = 'preview-token';

/** Preview segments: the `user_segments` query, comma-joined (spec §3), cleaned and de-duplicated. */
export function parseSegments(raw: string | null | undefined): string[] {
  if (!raw) return [];
  const segments = raw
    .split(',')
    .map((segment) => segment.trim().toLowerCase())
    .filter((segment) => /^[a-z0-9_-]{1,40}$/.test(segment));
  return [...new Set(segments)].sort().slice(0, 10);
}

async function sameSecret(given: string, expected: string): Promise<boolean> {
  if (!given || !expected) return false;
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all([
    crypto.subtle.digest('SHA-256', encoder.encode(given)),
    crypto.subtle.digest('SHA-256', encoder.encode(expected)),
  ]);
  // Workers' non-standard constant-time comparison (not in the DOM typings).
  return (crypto.subtle as SubtleCrypto & { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean }).timingSafeEqual(a, b);
}

/**
 * Whether this request may see drafts. Editors open a preview link with `?token=` once; the
 * token then lives in an httpOnly cookie for the browser session. Without the secret set,
 * preview is closed.
 */
export async function previewGranted(c: Context<AppEnv>): Promise<boolean> {
  const fromQuery = c.req.query('token');
  if (fromQuery && (await sameSecret(fromQuery, c.env.PREVIEW_TOKEN))) {
    setCookie(c, PREVIEW_COOKIE, fromQuery, { path: '/', httpOnly: true, sameSite: 'Lax', secure: new URL(c.req.url).protocol === 'https:' });
    return true;
  }
  return sameSecret(getCookie(c, PREVIEW_COOKIE) ?? '', c.env.PREVIEW_TOKEN);
}
