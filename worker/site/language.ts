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
 * Resolves the language (spec §4): query, then the country's language cookie, else the
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
 * then order; undefined when it names none of them.
 */
export function preferredLanguage(
  header: string | null | undefined,
  country: Country,
): Language | undefined {
  if (!header) return undefined;
  const offered = SITES[country].languages;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        base: tag.trim().toLowerCase().split('-')[0],
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const match = offered.find((language) => language === entry.base);
    if (match) return match;
  }
  return undefined;
}
