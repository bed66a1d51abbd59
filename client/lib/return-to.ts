import { sitePath } from './site-path';

/**
 * A `return_to` value made safe: a path on this site, starting with a
 * single `/`; anything else (another origin, `//host`, `/\host`, a scheme, control
 * characters) becomes `/`.
 */
export function safeReturnTo(raw: string | null | undefined): string {
  if (!raw) return '/';
  let value = raw;
  try {
    if (/%[0-9a-f]{2}/i.test(value) && !value.startsWith('/')) value = decodeURIComponent(value);
  } catch {
    return '/';
  }
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  try {
    const url = new URL(value, 'https://storefront.invalid');
    if (url.origin !== 'https://storefront.invalid') return '/';
    // Resolving removes dot segments: `/.//evil.example` has the pathname `//evil.example`.
    return `${sitePath(url.pathname)}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
