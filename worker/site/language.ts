import { parseAccept } from 'hono/utils/accept';
import {
  defaultLanguage,
  parseLanguage,
  SITES,
  type Country,
  type Language,
} from '../../client/lib/sites';

export type LanguageSource = 'query' | 'cookie' | 'default';

export interface LanguageInput {
  country: Country;
  /** `language` query, or `language_code` when `language` is absent. */
  query?: string | null;
  /** The country's `lng_` cookie. */
  cookie?: string | null;
}

export interface LanguageDecision {
  language: Language;
  source: LanguageSource;
  writeCookie: boolean;
}

/**
 * Resolves the language (README "Country"): query, then the country's language cookie, else the
 * country's default. A language the country does not offer is ignored.
 */
export function resolveLanguage(input: LanguageInput): LanguageDecision {
  const cookie = parseLanguage(input.cookie, input.country);
  const fromQuery = parseLanguage(input.query, input.country);
  if (fromQuery) return { language: fromQuery, source: 'query', writeCookie: fromQuery !== cookie };
  if (cookie) return { language: cookie, source: 'cookie', writeCookie: false };
  return { language: defaultLanguage(input.country), source: 'default', writeCookie: false };
}

/**
 * The language an `Accept-Language` header prefers among the country's languages, by q-value
 * then order (Hono's parser); a tag counts by its base language (`zh-HK` is `zh`, `*` and
 * `q=0` name nothing). Undefined when it names none of them. THE parser: pages (a first
 * visit to `/`) and the API (the client's language on each call) both read the header here.
 */
export function preferredLanguage(
  header: string | null | undefined,
  country: Country,
): Language | undefined {
  if (!header) return undefined;
  const offered = SITES[country].languages;
  const ranked = parseAccept(header)
    .map((accept, index) => ({ base: accept.type.toLowerCase().split('-')[0], q: accept.q, index }))
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const match = offered.find((language) => language === entry.base);
    if (match) return match;
  }
  return undefined;
}
