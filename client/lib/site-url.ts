import { sitePath } from './site-path';
import { defaultLanguage, type Country, type Language } from './sites';

/**
 * THE rule for a language in a URL: a page in the country's default language has no
 * `language` parameter; any other language is `?language=xx`, and the legacy `language_code`
 * never survives. Every URL the store writes for a page (redirects, canonical, hreflang,
 * sitemaps, the language switch, client navigation) goes through here.
 */

export interface SiteLanguage {
  country: Country;
  language: Language;
}

/**
 * `query` with `language` written the canonical way, given the site's default language (a
 * copy; `query` is kept). The rule itself; callers that know the country use `withSiteLanguage`.
 */
export function writeLanguage(
  query: URLSearchParams,
  language: string,
  siteDefault: string,
): URLSearchParams {
  const next = new URLSearchParams(query);
  next.delete('language_code');
  next.delete('language');
  if (language !== siteDefault) next.set('language', language);
  return next;
}

/** `query` with the language written the canonical way for `site` (a copy; `query` is kept). */
export function withSiteLanguage(query: URLSearchParams, site: SiteLanguage): URLSearchParams {
  return writeLanguage(query, site.language, defaultLanguage(site.country));
}

/**
 * A page's URL in a language: its path made safe (one leading slash, never another host) with
 * `query` and the language parameter. Relative (`/brands?language=zh`) unless an origin is
 * given, then absolute.
 */
export function siteUrl(
  path: string,
  site: SiteLanguage,
  options: { origin?: string; query?: URLSearchParams } = {},
): string {
  const search = withSiteLanguage(options.query ?? new URLSearchParams(), site).toString();
  const relative = `${sitePath(path)}${search ? `?${search}` : ''}`;
  return options.origin ? new URL(relative, options.origin).href : relative;
}
