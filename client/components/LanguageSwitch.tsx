import { useRoute } from '../app/router';
import { useSite } from '../app/site-context';
import { siteUrl } from '../lib/site-url';
import { SITES } from '../lib/sites';

/**
 * The language switch: plain links that reload the same path with the new
 * `language` query, so the server renders and stores the choice. Hidden on one-language sites.
 */
export function LanguageSwitch() {
  const site = useSite();
  const { path, search } = useRoute();
  const languages = SITES[site.country].languages;
  if (languages.length < 2) return null;
  return (
    <nav className="language-switch" aria-label={site.t('nav.languageLabel')}>
      <ul>
        {languages.map((language) => {
          // The same page and query in that language (the default language has no parameter).
          const href = siteUrl(
            path,
            { country: site.country, language },
            { query: new URLSearchParams(search) },
          );
          return (
            <li key={language}>
              <a
                href={href}
                hrefLang={language}
                lang={language}
                aria-current={language === site.language ? 'true' : undefined}
              >
                {site.t(`languages.${language}`)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
