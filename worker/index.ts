import { Hono } from 'hono';
import { api } from './api';
import { upstreamRequest } from './api/proxy';
import type { AppEnv } from './env';
import { translatorFor } from './i18n';
import { refreshAllLayouts } from './jobs/refresh-layouts';
import { reportError } from './observability';
import { renderPage } from './render/page';
import { PAYLOAD_SUFFIX, renderPayload } from './render/payload';
import { productImage } from './render/product-image';
import { pagesSitemap, productsSitemap, robots, sitemapIndex } from './render/sitemap';
import { pageSite } from './site/middleware';
import { securityHeaders } from './site/security-headers';

/**
 * The storefront worker. Order: security headers (and the CSP nonce) around everything; the
 * API (embedded, or proxied to API_ORIGIN); hashed assets that were not found; page data;
 * pages. Static files that exist never reach the worker.
 */
const app = new Hono<AppEnv>({ strict: false });

app.use(securityHeaders);

app.use('/api/web/v1/*', async (c, next) => {
  if (!c.env.API_ORIGIN) return next();
  return fetch(upstreamRequest(c.req.raw, c.env.API_ORIGIN));
});
app.route('/api/web/v1', api);

app.get('/robots.txt', robots);
app.get('/sitemap.xml', sitemapIndex);
app.get('/sitemaps/pages.xml', pagesSitemap);
app.get('/sitemaps/:file', productsSitemap);

// The trivial route: liveness for monitors, and the benchmark's baseline.
app.get('/healthz', (c) => c.text('ok', 200, { 'cache-control': 'no-store' }));

app.get('/images/p/:kind/:file', productImage);
app.get('/assets/*', (c) => c.text('Not found', 404, { 'cache-control': 'no-store' }));

app.get(PAYLOAD_SUFFIX, pageSite, renderPayload);
app.get(`/:path{.+}${PAYLOAD_SUFFIX}`, pageSite, renderPayload);
app.get('*', pageSite, renderPage);

app.onError((error, c) => {
  reportError(error, { request: c.req.raw, env: c.env, waitUntil: (p) => c.executionCtx.waitUntil(p) });
  const t = c.get('site')?.t ?? translatorFor('en');
  return c.html(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${t('errors.server')}</title></head><body><h1>${t('errors.server')}</h1><p><a href="/">${t('notFound.home')}</a></p></body></html>`, 500);
});

export default {
  fetch: app.fetch,
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(refreshAllLayouts(env, ctx).catch((error) => reportError(error, { env })));
  },
} satisfies ExportedHandler<Env>;

export { app };
