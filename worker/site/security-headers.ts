import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

/** 16 random bytes, base64: a fresh CSP nonce for one response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The Content-Security-Policy of an HTML page. Scripts run only with this response's nonce
 * (`strict-dynamic` lets the entry load its chunks); styles come from our own files, with
 * inline `style` attributes allowed for data-driven colours (shade swatches).
 */
export function contentSecurityPolicy(
  nonce: string,
  options: { tagManager: boolean; https: boolean },
): string {
  const tagManager = options.tagManager ? ' https://www.googletagmanager.com' : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${tagManager}`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: https:",
    `connect-src 'self'${tagManager ? ' https://www.google-analytics.com https://*.sentry.io' : ''}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Headers every HTML response carries, besides the CSP (and nosniff, which every answer carries). */
export const HTML_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
  'cross-origin-opener-policy': 'same-origin',
};

/**
 * Gives the request its nonce, and after the handler: nosniff on every answer (JSON, XML,
 * redirects, images: a browser must never guess another type), no answer that sets a cookie
 * stored by any cache (page data included), and the page headers on every HTML response.
 * Static files get nosniff from client/public/_headers.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const nonce = createNonce();
  c.set('nonce', nonce);
  await next();
  // An answer fetched from elsewhere (the upstream API) has immutable headers: work on a copy.
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set('x-content-type-options', 'nosniff');
  if (c.res.headers.has('set-cookie')) c.res.headers.set('cache-control', 'private, no-store');
  const type = c.res.headers.get('content-type') ?? '';
  if (!type.startsWith('text/html')) return;
  const https = new URL(c.req.url).protocol === 'https:';
  c.res.headers.set(
    'content-security-policy',
    contentSecurityPolicy(nonce, { tagManager: Boolean(c.env.GTM_ID), https }),
  );
  for (const [name, value] of Object.entries(HTML_SECURITY_HEADERS)) c.res.headers.set(name, value);
  if (https) c.res.headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
};
