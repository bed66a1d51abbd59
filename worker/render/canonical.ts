import { withSiteLanguage } from '../../client/lib/site-url';
import type { Country, Language } from '../../client/lib/sites';

/**
 * The query of a page's canonical URL: only the language (when not the default). Tracking
 * parameters, country overrides and filter noise never make a second canonical page.
 */
export function canonicalSearch(
  _query: URLSearchParams,
  country: Country,
  language: Language,
): string {
  return withSiteLanguage(new URLSearchParams(), { country, language }).toString();
}
