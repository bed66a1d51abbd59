import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

/** 16 random bytes, base64: a fresh CSP nonce for one response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** What Google Identity Services needs (its documented CSP): its script, frames, calls, style. */
export const GOOGLE_IDENTITY_SOURCES = {
  script: 'https://accounts.google.com/gsi/client',
  frame: 'https://accounts.google.com/gsi/',
  connect: 'https://accounts.google.com/gsi/',
  style: 'https://accounts.google.com/gsi/style',
} as const;

/**
 * The Content-Security-Policy of an HTML page. Scripts run only with this response's nonce
 * (`strict-dynamic` lets the entry load its chunks); styles come from our own files, with
 * inline `style` attributes allowed for data-driven colours (shade swatches).
 *
 * `google` (GOOGLE_CLIENT_ID is set) adds Google Identity Services' sources on every page, not
 * only on the sign-in and account pages that load it: the client router reaches those pages
 * without a new document, and a document keeps the policy it was loaded with.
 */
export function contentSecurityPolicy(
  nonce: string,
  options: { tagManager: boolean; https: boolean; google?: boolean },
): string {
  const tagManager = options.tagManager ? ' https://www.googletagmanager.com' : '';
  const gis = options.google ? GOOGLE_IDENTITY_SOURCES : null;
  const connect = [
    "'self'",
    ...(tagManager ? ['https://www.google-analytics.com', 'https://*.sentry.io'] : []),
    ...(gis ? [gis.connect] : []),
  ];
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${tagManager}${gis ? ` ${gis.script}` : ''}`,
    `style-src 'self'${gis ? ` ${gis.style}` : ''}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: https:",
    `connect-src ${connect.join(' ')}`,
    ...(gis ? [`frame-src 'self' ${gis.frame}`] : []),
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
 * With Google sign-in configured, the opener policy lets the pop-up Google's button opens
 * answer this page (Google documents `same-origin-allow-popups` for its pop-up mode; with
 * `same-origin` the pop-up loses its opener and the sign-in never returns). Other
 * cross-origin documents still cannot reach this one.
 */
export const GOOGLE_OPENER_POLICY = 'same-origin-allow-popups';

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
  const google = Boolean(c.env.GOOGLE_CLIENT_ID);
  c.res.headers.set(
    'content-security-policy',
    contentSecurityPolicy(nonce, { tagManager: Boolean(c.env.GTM_ID), https, google }),
  );
  for (const [name, value] of Object.entries(HTML_SECURITY_HEADERS)) c.res.headers.set(name, value);
  if (google) c.res.headers.set('cross-origin-opener-policy', GOOGLE_OPENER_POLICY);
  if (https) c.res.headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
};
