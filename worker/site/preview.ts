import type { Context } from 'hono';
import { sitePath } from '../../client/lib/site-path';
import type { AppEnv } from '../env';
import { readCookie, writeCookie } from './cookies';
import { signPreviewSession, verifyPreviewSession } from './preview-session';

/** Preview segments: the `user_segments` query, comma-joined, cleaned and de-duplicated. */
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
  return (
    crypto.subtle as SubtleCrypto & { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean }
  ).timingSafeEqual(a, b);
}

/**
 * A preview link (`?token=`) opened by an editor: the shared token, compared in constant
 * time, is exchanged once for a signed, expiring session in an httpOnly cookie, and the
 * browser is sent to the same URL without the token (so it leaves no trace in history,
 * Referer or logs). Undefined when there is no token or it is wrong: the page then shows
 * published content.
 */
export async function exchangePreviewToken(c: Context<AppEnv>): Promise<Response | undefined> {
  const url = new URL(c.req.url);
  const token = url.searchParams.get('token');
  if (token === null || !(await sameSecret(token, c.env.PREVIEW_TOKEN))) return undefined;
  const session = await signPreviewSession(c.env.PREVIEW_TOKEN, c.get('now').getTime());
  writeCookie(c, 'preview', session);
  url.searchParams.delete('token');
  c.header('cache-control', 'private, no-store');
  return c.redirect(`${sitePath(url.pathname)}${url.search}`, 302);
}

/**
 * Whether this request may see drafts: it carries a preview session signed with today's
 * PREVIEW_TOKEN that has not expired. Without the secret set, preview is closed.
 */
export async function previewGranted(c: Context<AppEnv>): Promise<boolean> {
  const session = readCookie(c, 'preview');
  return (
    session !== undefined &&
    verifyPreviewSession(c.env.PREVIEW_TOKEN, session, c.get('now').getTime())
  );
}
