import { CACHE } from '../cache-policy';
import { findContentPage, listExemptedPaths } from '../content/content';
import { categoryTree } from '../catalogue/categories';
import { listMenuBrands } from '../catalogue/brands';
import type { AppEnv } from '../env';
import { buildLayout } from './layout-builder';
import { apiApp, routeOf } from './route-kit';

export const layoutRoute = routeOf('layout', '/layouts');

/** GET layouts/: the layout of the request's site, language and segments. */
export const layouts = apiApp<AppEnv>().openapi(layoutRoute, async (c) => {
  const site = c.get('site');
  const db = c.env.DB;
  const [brands, categories, exempted, promo] = await Promise.all([
    listMenuBrands(db),
    categoryTree(db, site.language),
    listExemptedPaths(db, site.country),
    findContentPage(db, {
      slug: 'promo-bar',
      country: site.country,
      language: site.language,
      segments: site.segments,
      preview: site.preview,
    }),
  ]);
  const promoBar = promo?.blocks.find((block) => block.type === 'text')?.title ?? null;
  const layout = buildLayout(site, {
    brands,
    categories: categories.map(({ slug, name }) => ({ slug, name })),
    exempted,
    promoBar,
    forterSiteId: c.env.FORTER_SITE_ID || null,
    now: c.get('now'),
  });
  c.header('cache-control', site.preview ? CACHE.private : CACHE.apiShared);
  c.header('vary', 'accept-language, x-site-country, x-preview-mode');
  return c.json(layout, 200);
});
