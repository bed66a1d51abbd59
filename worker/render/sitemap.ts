import type { Context } from 'hono';
import { siteUrl } from '../../client/lib/site-url';
import {
  defaultLanguage,
  localeTag,
  SITES,
  type Country,
  type Language,
} from '../../client/lib/sites';
import { isProduction, type AppEnv } from '../env';
import { readCookie } from '../site/cookies';
import { resolveCountry } from '../site/country';
import { absoluteUrl, publicOriginOf } from '../site/public-origin';
import { escapeHtml } from './document';

/** Products per sitemap file (the protocol allows 50,000; smaller files are cheaper to build). */
export const PRODUCTS_PER_SITEMAP = 10_000;
const XML = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': 'public, max-age=3600',
};

function countryOf(c: Context<AppEnv>): Country {
  const url = new URL(c.req.url);
  return resolveCountry({
    host: url.host,
    header: c.req.header('x-site-country'),
    query: url.searchParams.get('country_code'),
    cookie: readCookie(c, 'country'),
  }).country;
}

/** One `<url>` with its language alternates (the site's languages, default without a query). */
export function urlEntry(origin: string, path: string, country: Country): string {
  const href = (language: Language) => escapeHtml(siteUrl(path, { country, language }, { origin }));
  const alternates =
    SITES[country].languages.length > 1
      ? SITES[country].languages
          .map(
            (language) =>
              `<xhtml:link rel="alternate" hreflang="${localeTag(language, country)}" href="${href(language)}"/>`,
          )
          .join('')
      : '';
  return `<url><loc>${href(defaultLanguage(country))}</loc>${alternates}</url>`;
}

function urlset(entries: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries.join('')}</urlset>`;
}

/** GET /sitemap.xml: the index of this country site's sitemaps. */
export async function sitemapIndex(c: Context<AppEnv>): Promise<Response> {
  const country = countryOf(c);
  const origin = publicOriginOf(c);
  const row = await c.env.DB.prepare('SELECT COUNT(*) AS n FROM listing WHERE country = ?1')
    .bind(country)
    .first<{ n: number }>();
  const files = [
    '/sitemaps/pages.xml',
    ...Array.from(
      { length: Math.ceil((row?.n ?? 0) / PRODUCTS_PER_SITEMAP) },
      (_, i) => `/sitemaps/products-${i + 1}.xml`,
    ),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${files.map((file) => `<sitemap><loc>${escapeHtml(absoluteUrl(origin, file))}</loc></sitemap>`).join('')}</sitemapindex>`;
  return c.body(body, 200, XML);
}

/** GET /sitemaps/pages.xml: home, content pages, brands, categories and the stores. */
export async function pagesSitemap(c: Context<AppEnv>): Promise<Response> {
  const country = countryOf(c);
  const origin = publicOriginOf(c);
  const [content, brands, categories, stores] = await c.env.DB.batch([
    c.env.DB.prepare(
      "SELECT DISTINCT slug FROM content_entries WHERE country = ?1 AND status = 'published' AND segment = '' AND slug NOT IN ('home', 'promo-bar') AND slug NOT LIKE 'overlay-%'",
    ).bind(country),
    c.env.DB.prepare(
      'SELECT b.slug FROM brands b WHERE EXISTS (SELECT 1 FROM listing l WHERE l.country = ?1 AND l.brand_id = b.id) ORDER BY b.slug',
    ).bind(country),
    c.env.DB.prepare(
      `SELECT CASE c.level WHEN 1 THEN c.slug WHEN 2 THEN p.slug || '/' || c.slug ELSE g.slug || '/' || p.slug || '/' || c.slug END AS path
       FROM categories c LEFT JOIN categories p ON p.id = c.parent_id LEFT JOIN categories g ON g.id = p.parent_id ORDER BY c.level, path`,
    ),
    // The site's store pages, in the site's order (the stores_country index).
    c.env.DB.prepare('SELECT slug FROM stores WHERE country = ?1 ORDER BY position').bind(country),
  ]);
  const paths = [
    '/',
    '/brands',
    ...(content.results as { slug: string }[]).map((row) => `/pages/${row.slug}`),
    ...(brands.results as { slug: string }[]).map((row) => `/brands/${row.slug}`),
    ...(categories.results as { path: string }[]).map((row) => `/categories/${row.path}`),
    '/store-locations',
    ...(stores.results as { slug: string }[]).map((row) => `/store-locations/${row.slug}`),
  ];
  return c.body(urlset(paths.map((path) => urlEntry(origin, path, country))), 200, XML);
}

/** GET /sitemaps/products-{n}.xml: the products sold in this country, in files of 10,000. */
export async function productsSitemap(c: Context<AppEnv>): Promise<Response> {
  const part = Number(/^products-(\d{1,4})\.xml$/.exec(c.req.param('file') ?? '')?.[1]);
  if (!Number.isInteger(part) || part < 1) return c.text('Not found', 404);
  const country = countryOf(c);
  const origin = publicOriginOf(c);
  const { results } = await c.env.DB.prepare(
    'SELECT p.slug FROM listing l JOIN products p ON p.id = l.product_id WHERE l.country = ?1 ORDER BY l.product_id LIMIT ?2 OFFSET ?3',
  )
    .bind(country, PRODUCTS_PER_SITEMAP, (part - 1) * PRODUCTS_PER_SITEMAP)
    .all<{ slug: string }>();
  if (results.length === 0) return c.text('Not found', 404);
  return c.body(
    urlset(results.map((row) => urlEntry(origin, `/products/${row.slug}`, country))),
    200,
    XML,
  );
}

/**
 * GET /robots.txt: production lets crawlers in except private and endless paths; other
 * environments keep them out. Developer surfaces are not named: in production they do not
 * exist (worker/site/developer-gate.ts), and robots.txt is no place to list where they live.
 */
export function robots(c: Context<AppEnv>): Response {
  const origin = publicOriginOf(c);
  const body = isProduction(c.env)
    ? [
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /preview/',
        'Disallow: /cart',
        'Disallow: /orders/',
        'Disallow: /account',
        'Disallow: /sign_in',
        'Disallow: /search',
        'Disallow: /*?*sort=',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ]
    : ['User-agent: *', 'Disallow: /', ''];
  return c.text(body.join('\n'), 200, { 'cache-control': 'public, max-age=3600' });
}
