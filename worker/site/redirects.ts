import {
  defaultLanguage,
  parseLanguage,
  type Country,
  type Language,
} from '../../client/lib/sites';
import { sitePath } from '../../client/lib/site-path';
import { withSiteLanguage } from '../../client/lib/site-url';
import { ruleFor, type RouteRule } from '../../routes/rules';
import { preferredLanguage } from './language';
import { legacyBrandPath } from './legacy-brands';

export interface RedirectInput {
  path: string;
  query: URLSearchParams;
  country: Country;
  /** The country's `lng_` cookie as sent, unvalidated. */
  languageCookie: string | undefined;
  acceptLanguage: string | undefined;
  rules?: Readonly<Record<string, RouteRule>>;
}

export interface SiteRedirect {
  location: string;
  status: 301 | 302 | 307 | 308;
  /** A language the visitor chose that the cookie must now hold. */
  storeLanguage?: Language;
}

const PREFIX = /^\/(en|id|th|zh)(\/.*)?$/;

/**
 * Every Location this module answers is built here, from a path that may come from the
 * request (`/en//evil.example` must not become `//evil.example`): the path goes through
 * sitePath, so the redirect stays on this site whatever the branch.
 */
function withQuery(path: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${sitePath(path)}?${search}` : sitePath(path);
}

/** The query with the language written the canonical way: `language`, absent for the default. */
function languageQuery(
  query: URLSearchParams,
  language: Language | undefined,
  country: Country,
): URLSearchParams {
  return withSiteLanguage(query, { country, language: language ?? defaultLanguage(country) });
}

/**
 * The redirect a page request gets before any render, or undefined, in
 * order: legacy brand slugs (301), route rules, language-prefixed paths, a language query
 * that is not canonical, a first visit to `/` whose Accept-Language prefers another of the
 * country's languages, and a remembered non-default language missing from the URL.
 */
export function decideSiteRedirect(input: RedirectInput): SiteRedirect | undefined {
  const { path, query, country } = input;
  const legacy = legacyBrandPath(path);
  if (legacy) return { location: withQuery(legacy, query), status: 301 };

  const rule = ruleFor(path, input.rules);
  if (rule.redirect)
    return { location: withQuery(rule.redirect.to, query), status: rule.redirect.status };

  const prefixed = PREFIX.exec(path);
  if (prefixed) {
    const language = parseLanguage(prefixed[1], country);
    const rest = prefixed[2] ?? '/';
    return {
      location: withQuery(rest, languageQuery(query, language, country)),
      status: 302,
      storeLanguage: language,
    };
  }

  const asked = query.get('language') ?? query.get('language_code');
  const askedLanguage = parseLanguage(asked, country);
  if (asked !== null) {
    // Already canonical: a valid, non-default `language` and no `language_code`.
    if (askedLanguage && askedLanguage !== defaultLanguage(country) && !query.has('language_code'))
      return undefined;
    const canonical = languageQuery(
      query,
      askedLanguage ?? parseLanguage(input.languageCookie, country),
      country,
    );
    return { location: withQuery(path, canonical), status: 302, storeLanguage: askedLanguage };
  }

  const remembered = parseLanguage(input.languageCookie, country);
  if (!remembered && path === '/') {
    const preferred = preferredLanguage(input.acceptLanguage, country);
    if (preferred && preferred !== defaultLanguage(country)) {
      return { location: withQuery(path, languageQuery(query, preferred, country)), status: 302 };
    }
  }
  if (remembered && remembered !== defaultLanguage(country)) {
    return { location: withQuery(path, languageQuery(query, remembered, country)), status: 302 };
  }
  return undefined;
}
