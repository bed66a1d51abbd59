import type { MiddlewareHandler } from 'hono';
import { localeTag, parseCountry, parseLanguage } from '../../client/lib/sites';
import { translatorFor } from '../i18n';
import type { AppEnv } from '../env';
import { resolveCountry } from './country';
import { readCookie, writeCookie } from './cookies';
import { preferredLanguage, resolveLanguage } from './language';
import { exchangePreviewToken, parseSegments, previewGranted } from './preview';
import { decideSiteRedirect } from './redirects';
import { PAYLOAD_SUFFIX, payloadTarget } from './payload-path';

const PREVIEW_PATH = /^\/preview(\/|$)/;

/**
 * Decides the site of a page request: country, language, preview; answers the site redirects
 * before any render; writes the choice cookies only when the choice changed.
 */
export const pageSite: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  const query = url.searchParams;
  const country = resolveCountry({
    host: new URL(c.req.url).host,
    header: c.req.header('x-site-country'),
    query: query.get('country_code'),
    cookie: readCookie(c, 'country'),
  });
  const languageCookie = readCookie(c, 'language', country.country);
  const preview = PREVIEW_PATH.test(url.pathname);

  const payload = url.pathname.endsWith(PAYLOAD_SUFFIX);
  if (!preview && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
    const pageQuery = new URLSearchParams(query);
    if (payload) pageQuery.delete('v');
    const redirect = decideSiteRedirect({
      path: payload ? payloadTarget(url.pathname) : url.pathname,
      query: pageQuery,
      country: country.country,
      languageCookie,
      acceptLanguage: c.req.header('accept-language'),
    });
    // Page data for a page that lives elsewhere: the client router makes it a full load.
    if (redirect && payload) {
      return c.json({ redirect: redirect.location }, 409, { 'cache-control': 'no-store' });
    }
    if (redirect) {
      if (country.writeCookie) writeCookie(c, 'country', country.country);
      if (
        redirect.storeLanguage &&
        redirect.storeLanguage !== parseLanguage(languageCookie, country.country)
      ) {
        writeCookie(c, 'language', redirect.storeLanguage, country.country);
      }
      c.header('cache-control', 'no-store');
      return c.redirect(redirect.location, redirect.status);
    }
  }

  // A preview link's token becomes a session cookie, and leaves the URL.
  if (preview && !payload && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
    const exchanged = await exchangePreviewToken(c);
    if (exchanged) return exchanged;
  }

  // Editors pick the country, language and segments they preview through the query.
  const siteCountry = preview
    ? (parseCountry(query.get('country')) ?? country.country)
    : country.country;
  const language = resolveLanguage({
    country: siteCountry,
    query:
      (preview ? query.get('locale') : null) ?? query.get('language') ?? query.get('language_code'),
    cookie: readCookie(c, 'language', siteCountry),
  });
  const granted = preview && (await previewGranted(c));
  if (!preview) {
    if (country.writeCookie) writeCookie(c, 'country', country.country);
    if (language.writeCookie) writeCookie(c, 'language', language.language, siteCountry);
  }
  c.set('site', {
    country: siteCountry,
    language: language.language,
    locale: localeTag(language.language, siteCountry),
    preview: granted,
    segments: granted ? parseSegments(query.get('user_segments')) : [],
    t: translatorFor(language.language),
  });
  await next();
};

/**
 * The site of an API request: the client says it in X-Site-Country and Accept-Language;
 * the host and cookies stand behind them for direct calls.
 */
export const apiSite: MiddlewareHandler<AppEnv> = async (c, next) => {
  const country = resolveCountry({
    host: new URL(c.req.url).host,
    header: c.req.header('x-site-country'),
    cookie: readCookie(c, 'country'),
  }).country;
  // The client names the page's language in Accept-Language; q-values count as on pages.
  const language = resolveLanguage({
    country,
    query: preferredLanguage(c.req.header('accept-language'), country),
    cookie: readCookie(c, 'language', country),
  }).language;
  const preview = c.req.header('x-preview-mode') === 'true' && (await previewGranted(c));
  c.set('site', {
    country,
    language,
    locale: localeTag(language, country),
    preview,
    segments: preview ? parseSegments(c.req.query('user_segments')) : [],
    t: translatorFor(language),
  });
  await next();
};
