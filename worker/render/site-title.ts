import { COUNTRIES, SITES, type Country, type Language } from '../../client/lib/sites';
import type { Logger } from '../log';

/** The brand name: the title of a site whose configured title is missing. */
export const BRAND_TITLE = 'Beauty Storefront';

/** A country's titles by language, or one title for all its languages. */
export type SiteTitles = Partial<Record<Country, string | Partial<Record<Language, string>>>>;

const isText = (value: unknown): value is string => typeof value === 'string' && !!value.trim();

/**
 * The `SITE_TITLES` var read, or what is wrong with it. JSON: country → language → title
 * (`{"th":{"th":"Beauty Storefront ประเทศไทย","en":"Beauty Storefront Thailand"}}`), since a
 * title names the country in the page's language; a plain text for a country is its title in
 * every language (the var's first form, so an environment that still sets it keeps working).
 */
export function parseSiteTitles(raw: string): { titles: SiteTitles } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    return { problem: `not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { problem: 'not a JSON object' };
  const titles: SiteTitles = {};
  for (const [key, entry] of Object.entries(value)) {
    if (!(COUNTRIES as readonly string[]).includes(key))
      return { problem: `unknown country "${key}"` };
    const country = key as Country;
    if (isText(entry)) {
      titles[country] = entry;
      continue;
    }
    if (!entry || typeof entry !== 'object' || Array.isArray(entry))
      return { problem: `the title of "${key}" is not a text or an object of languages` };
    for (const [language, title] of Object.entries(entry as Record<string, unknown>)) {
      if (!(SITES[country].languages as readonly string[]).includes(language))
        return { problem: `"${key}" has no language "${language}"` };
      if (!isText(title))
        return { problem: `the title of "${key}" in "${language}" is not a text` };
    }
    titles[country] = entry as Partial<Record<Language, string>>;
  }
  return { titles };
}

/**
 * The site title of a country in a language, from the `SITE_TITLES` var (per environment). A
 * misconfigured var never breaks a page: it falls back to the brand name (the same in every
 * language, unlike a country's name), and says so in the request's log.
 */
export function siteTitleFor(
  env: Pick<Env, 'SITE_TITLES'>,
  country: Country,
  language: Language,
  log: Pick<Logger, 'warn'>,
): string {
  const parsed = parseSiteTitles(env.SITE_TITLES);
  if ('problem' in parsed) {
    log.warn('SITE_TITLES is not valid', { problem: parsed.problem });
    return BRAND_TITLE;
  }
  const entry = parsed.titles[country];
  const title = typeof entry === 'string' ? entry : entry?.[language];
  if (title) return title;
  log.warn('SITE_TITLES has no title for the country and language', { country, language });
  return BRAND_TITLE;
}
