import { COUNTRIES, type Country } from '../../client/lib/sites';
import type { Logger } from '../log';

/** The brand name: the title of a site whose configured title is missing. */
export const BRAND_TITLE = 'Beauty Storefront';

export type SiteTitles = Partial<Record<Country, string>>;

/** The `SITE_TITLES` var (JSON: country → title) read, or what is wrong with it. */
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
  for (const [key, title] of Object.entries(value)) {
    if (!(COUNTRIES as readonly string[]).includes(key))
      return { problem: `unknown country "${key}"` };
    if (typeof title !== 'string' || !title.trim())
      return { problem: `the title of "${key}" is not a text` };
    titles[key as Country] = title;
  }
  return { titles };
}

/**
 * The country's site title from the `SITE_TITLES` var (per environment). A misconfigured var
 * never breaks a page: it falls back to the brand name, and says so in the request's log.
 */
export function siteTitleFor(
  env: Pick<Env, 'SITE_TITLES'>,
  country: Country,
  log: Pick<Logger, 'warn'>,
): string {
  const parsed = parseSiteTitles(env.SITE_TITLES);
  if ('problem' in parsed) {
    log.warn('SITE_TITLES is not valid', { problem: parsed.problem });
    return BRAND_TITLE;
  }
  const title = parsed.titles[country];
  if (title) return title;
  log.warn('SITE_TITLES has no title for the country', { country });
  return BRAND_TITLE;
}
