import { serializeForScript } from '../../client/lib/serialize';
import { PAGE_DATA_ID, type PageContextData } from '../../client/app/page-context';
import type { PagePayload } from '../../client/app/payload';
import { localeTag, SITES, type Country, type Language } from '../../client/lib/sites';
import { siteUrl } from '../../client/lib/site-url';
import { BUILD, preloadsFor } from './builds';

/** Text for HTML attributes and text nodes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface DocumentInput {
  origin: string;
  path: string;
  country: Country;
  language: Language;
  title: string;
  description: string;
  author: string;
  siteName: string;
  routeId: string | undefined;
  nonce: string;
  noindex: boolean;
  page: PageContextData;
  payload: PagePayload;
}

function pageUrl(origin: string, path: string, language: Language, country: Country): string {
  return siteUrl(path, { country, language }, { origin });
}

/**
 * The document around the streamed app: everything in `<head>` (title, metadata, hreflang,
 * canonical, preloads, the entry script) and the page data, sent before React renders a byte.
 */
export function documentHead(input: DocumentInput): string {
  const { origin, country, language, nonce } = input;
  const locale = localeTag(language, country);
  // The canonical URL carries the language only (never filters or tracking): the page in its language.
  const canonical = pageUrl(origin, input.path, language, country);
  const alternates = SITES[country].languages
    .map(
      (lang) =>
        `<link rel="alternate" hreflang="${localeTag(lang, country)}" href="${escapeHtml(pageUrl(origin, input.path, lang, country))}">`,
    )
    .join('');
  const xDefault = `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(origin, input.path, SITES[country].languages[0], country))}">`;
  const preloads = preloadsFor(input.routeId, language)
    .map((file) => `<link rel="modulepreload" href="/${file}" nonce="${nonce}">`)
    .join('');
  const styles = BUILD.css.map((file) => `<link rel="stylesheet" href="/${file}">`).join('');
  const shareImage = new URL('/share.svg', origin).href;
  const data = { page: input.page, payload: input.payload };
  return (
    `<!DOCTYPE html><html lang="${locale}" dir="ltr"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(input.title)}</title>` +
    `<meta name="description" content="${escapeHtml(input.description)}">` +
    `<meta name="author" content="${escapeHtml(input.author)}">` +
    `<meta name="theme-color" content="#1f1a17">` +
    (input.noindex ? '<meta name="robots" content="noindex, nofollow">' : '') +
    `<meta property="og:site_name" content="${escapeHtml(input.siteName)}">` +
    `<meta property="og:title" content="${escapeHtml(input.title)}">` +
    `<meta property="og:type" content="website"><meta property="og:url" content="${escapeHtml(canonical)}">` +
    `<meta property="og:image" content="${escapeHtml(shareImage)}"><meta property="og:locale" content="${locale.replace('-', '_')}">` +
    `<meta name="twitter:card" content="summary_large_image">` +
    `<link rel="canonical" href="${escapeHtml(canonical)}">${alternates}${xDefault}` +
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">${styles}${preloads}` +
    `<script type="module" async src="/${BUILD.entry}" nonce="${nonce}"></script>` +
    `</head><body><script type="application/json" id="${PAGE_DATA_ID}">${serializeForScript(data)}</script><div id="root">`
  );
}

export const DOCUMENT_TAIL = '</div></body></html>';
