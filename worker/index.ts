import { Hono } from 'hono';
import { api } from './api';
import { toUpstream } from './api/proxy';
import type { AppEnv, SiteState } from './env';
import { translatorFor } from './i18n';
import { refreshAllLayouts } from './jobs/refresh-layouts';
import { runBeautyPassDaily, runBeautyPassMinute } from './loyalty/scheduled';
import { RETENTION_CRON, runRetention } from './jobs/retention';
import { EXPIRY_CRON, expireOrders } from './jobs/expire-orders';
import { remindBookings } from './jobs/booking-reminders';
import { errorBody } from './api/errors';
import { observe, reportError } from './observability';
import { renderServerError } from './render/server-error';
import { DEVELOPER_ERROR_PATH, developerError } from './render/developer-error';
import { deliverScheduled } from './mail/deliver';
import {
  DEVELOPER_OUTBOX_ATTACHMENT_PATH,
  DEVELOPER_OUTBOX_PATH,
  developerOutbox,
  developerOutboxAttachment,
} from './mail/outbox-page';
import { renderPage } from './render/page';
import { renderPayload } from './render/payload';
import { PAYLOAD_SUFFIX } from './site/payload-path';
import { productImage } from './render/product-image';
import { pagesSitemap, productsSitemap, robots, sitemapIndex } from './render/sitemap';
import { resolvePageShopper } from './auth/page-shopper';
import { DEVELOPER_GOOGLE_KEYS_PATH, developerGoogleKeys } from './auth/google-test-keys';
import { pageSite } from './site/middleware';
import { ORDER_PAGE_PATHS, orderLink } from './orders/order-link';
import { developerGate } from './site/developer-gate';
import { securityHeaders } from './site/security-headers';
import { atInstant, clock } from './clock';
import { apiFetcher } from './api/api-fetcher';

/**
 * The storefront worker. Order: security headers (and the CSP nonce) around everything; the
 * API (embedded, or proxied to API_ORIGIN); hashed assets that were not found; page data;
 * pages. Static files that exist never reach the worker.
 */
const app = new Hono<AppEnv>({ strict: false });

// First: every answer, errors included, names its request, and everything after can log it.
app.use(observe);
// Then the request's instant, read once: every decision after reads `c.get('now')`.
app.use(clock);
app.use(securityHeaders);
// Developer surfaces answer only in development and test, before any mount can answer them.
app.use(developerGate);

app.use('/api/web/v1/*', async (c, next) => {
  if (!c.env.API_ORIGIN) return next();
  return toUpstream(c.req.raw, c.env.API_ORIGIN);
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

// A page that fails on purpose, to see the 500 page (a developer surface: closed in production).
app.get(DEVELOPER_ERROR_PATH, pageSite, developerError);
app.get(DEVELOPER_OUTBOX_PATH, developerOutbox);
app.get(DEVELOPER_OUTBOX_ATTACHMENT_PATH, developerOutboxAttachment);
// The e2e run's own Google keys, in place of Google's (no internet in CI).
app.put(DEVELOPER_GOOGLE_KEYS_PATH, developerGoogleKeys);

// The confirmation e-mail's signed link to an order, at any of its page's paths
// (worker/orders/order-link.ts).
for (const path of ORDER_PAGE_PATHS) app.get(path, orderLink);

app.get(PAYLOAD_SUFFIX, pageSite, resolvePageShopper, renderPayload);
app.get(`/:path{.+}${PAYLOAD_SUFFIX}`, pageSite, resolvePageShopper, renderPayload);
app.get('*', pageSite, resolvePageShopper, renderPage);

app.onError((error, c) => {
  const obs = c.get('obs');
  obs.report(error, { source: 'page', status: 500 });
  const site = c.get('site') as SiteState | undefined;
  const t = site?.t ?? translatorFor('en');
  // An API path failed before the API answered (the upstream is unreachable), or a page's data
  // (`_payload.json`, which the client router reads as JSON and then loads the page in full,
  // meeting the HTML 500 page): still JSON, with the request ID.
  const path = new URL(c.req.url).pathname;
  if (path.startsWith('/api/') || path.endsWith(PAYLOAD_SUFFIX)) {
    return c.json(
      errorBody(500, 'INTERNAL', t('errors.server'), { requestId: obs.requestId }),
      500,
      { 'cache-control': 'no-store' },
    );
  }
  // The HTML 500 page: with the layout when it is at hand, else a minimal document.
  return renderServerError(c);
});

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    // The daily cron runs the retention job; the ten-minute one refreshes the layouts, queues
    // the booking reminders and delivers the outbox (when a mail provider is configured).
    // The minute one expires unpaid orders and matures pending points; the daily one also
    // runs Beauty Pass's daily work (expiry, the 1 January review, insider gifts).
    const at = new Date(controller.scheduledTime);
    const report = (error: unknown) =>
      reportError(error, { env, waitUntil: (p) => ctx.waitUntil(p) });
    if (controller.cron === EXPIRY_CRON) {
      ctx.waitUntil(expireOrders(env.DB, at).catch(report));
      ctx.waitUntil(runBeautyPassMinute(env.DB, at).catch(report));
      return;
    }
    if (controller.cron === RETENTION_CRON) {
      ctx.waitUntil(runRetention(env.DB, at).catch(report));
      ctx.waitUntil(runBeautyPassDaily(env.DB, at).catch(report));
      return;
    }
    ctx.waitUntil(
      refreshAllLayouts(
        env.LAYOUT_CACHE,
        apiFetcher(env, ctx, (request) => atInstant(request, at)),
        at,
      ).catch((error) => reportError(error, { env, waitUntil: (p) => ctx.waitUntil(p) })),
    );
    // Tomorrow's bookings reminded, then the outbox delivered: a reminder queued by this run
    // goes with it.
    ctx.waitUntil(
      remindBookings(env, at)
        .catch(report)
        .then(() => deliverScheduled(env, at))
        .catch(report),
    );
  },
} satisfies ExportedHandler<Env>;

export { app };
