import { QueryClientProvider } from '@tanstack/react-query';
import type { Context } from 'hono';
import { renderToReadableStream } from 'react-dom/server';
import { createApiClient } from '../../client/api/client';
import type { Layout } from '../../client/api/contract';
import { queries } from '../../client/api/queries';
import { createQueryClient } from '../../client/api/query-client';
import { AnnouncerProvider } from '../../client/app/announcer';
import { DefaultLayout } from '../../client/app/layouts/DefaultLayout';
import type { PageContextData } from '../../client/app/page-context';
import { RouterProvider, staticRouter } from '../../client/app/router';
import { SiteProvider } from '../../client/app/site-context';
import { ServerErrorPage } from '../../client/components/ServerErrorPage';
import { DEFAULT_COUNTRY, localeTag } from '../../client/lib/sites';
import { isDevelopment, type AppEnv, type SiteState } from '../env';
import { translatorFor } from '../i18n';
import { publicOriginOf } from '../site/public-origin';
import { BUILD } from './builds';
import { escapeHtml } from './document';
import { layoutForErrorPage } from './error-layout';
import { serverErrorPage } from './error-page';
import { BRAND_TITLE, siteTitleFor } from './site-title';

const HEADERS = { 'cache-control': 'no-store' };

/**
 * The page's public origin, or none when that is what failed (PUBLIC_ORIGIN unset): never the
 * request's Host, which anybody can send.
 */
function originOf(c: Context<AppEnv>): string {
  try {
    return publicOriginOf(c);
  } catch {
    return '';
  }
}

/**
 * The 500 page inside the site's layout, rendered by React as a static document: no script and
 * no data for the browser (whatever failed may fail again), no API call (the layout comes from
 * this request or the layout cache, and the API client given to the components refuses). It
 * rejects when anything in it fails; the caller then answers the minimal document.
 */
async function pageWithLayout(
  c: Context<AppEnv>,
  site: SiteState,
  layout: Layout,
  siteTitle: string,
  requestId: string,
): Promise<string> {
  const url = new URL(c.req.url);
  const page: PageContextData = {
    buildId: BUILD.id,
    country: site.country,
    language: site.language,
    production: !isDevelopment(c.env),
    preview: site.preview,
    segments: site.segments,
    tagManagerId: null,
    // The 500 page offers no sign-in.
    googleClientId: null,
    siteTitle,
    origin: originOf(c),
    status: 500,
  };
  const api = createApiClient(page, url.origin, () =>
    Promise.reject(new Error('The 500 page calls no API')),
  );
  const queryClient = createQueryClient({ server: true });
  queryClient.setQueryData(queries.layout(api, page).queryKey, layout);
  const router = staticRouter({
    path: url.pathname,
    search: url.search.slice(1),
    hash: '',
    match: undefined,
    module: undefined,
  });
  let failed: unknown;
  const stream = await renderToReadableStream(
    <QueryClientProvider client={queryClient}>
      <SiteProvider page={page} t={site.t} api={api} nonce="">
        <AnnouncerProvider>
          <RouterProvider value={router}>
            <DefaultLayout>
              <ServerErrorPage requestId={requestId} />
            </DefaultLayout>
          </RouterProvider>
        </AnnouncerProvider>
      </SiteProvider>
    </QueryClientProvider>,
    {
      onError: (error) => {
        failed ??= error;
      },
    },
  );
  await stream.allReady;
  const body = await new Response(stream).text();
  // A part that failed inside a Suspense boundary would be left to a browser that gets no script.
  if (failed) throw failed;
  const title = `${site.t('errors.serverTitle')} | ${siteTitle}`;
  const styles = BUILD.css
    .map((file) => `<link rel="stylesheet" href="/${escapeHtml(file)}">`)
    .join('');
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(site.locale)}" dir="ltr"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex, nofollow"><meta name="theme-color" content="#1f1a17">` +
    `<title>${escapeHtml(title)}</title>` +
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">${styles}</head>` +
    `<body><div id="root">${body}</div></body></html>`
  );
}

/**
 * The HTML 500 page, in the shopper's language when the site was known, naming the request ID
 * that the response header and every log line of the request carry. With the layout when it is
 * at hand; else (the layout is what failed: KV or D1) a minimal translated document. It never
 * throws: it is what answers when everything else did.
 */
export async function renderServerError(c: Context<AppEnv>): Promise<Response> {
  const obs = c.get('obs');
  const site = (c.var as Partial<AppEnv['Variables']>).site;
  const country = site?.country ?? DEFAULT_COUNTRY;
  let siteTitle: string;
  try {
    siteTitle = siteTitleFor(c.env, country, site?.language ?? 'en', obs.log);
  } catch {
    siteTitle = BRAND_TITLE;
  }
  if (site) {
    const layout = await layoutForErrorPage(c);
    if (layout) {
      try {
        const html = await pageWithLayout(c, site, layout, siteTitle, obs.requestId);
        return c.html(html, 500, HEADERS);
      } catch (error) {
        obs.log.warn('the 500 page was answered without the layout', { error });
      }
    }
  }
  const html = serverErrorPage({
    locale: site?.locale ?? localeTag('en', DEFAULT_COUNTRY),
    t: site?.t ?? translatorFor('en'),
    siteTitle,
    requestId: obs.requestId,
  });
  return c.html(html, 500, HEADERS);
}
