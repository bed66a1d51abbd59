import type { Context } from 'hono';
import { AppRoot } from '../../client/app/AppRoot';
import { RouterProvider, staticRouter } from '../../client/app/router';
import { isDeveloperPath } from '../../routes/developer-surfaces';
import { ruleFor } from '../../routes/rules';
import type { AppEnv } from '../env';
import { DOCUMENT_TAIL, documentHead } from './document';
import { preparePage } from './prepare';
import { RENDER_MODE_HEADER, renderModeOf } from './render-mode';
import { isCrawler, streamPage, stringPage } from './stream';

/** GET of any page path: prepare, then stream the document with the app inside. */
export async function renderPage(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const site = c.get('site');
  const nonce = c.get('nonce');
  const prepared = await preparePage(c, url.pathname, url.search.slice(1));
  const { match, module, payload, page } = prepared;

  const headers = new Headers({
    'cache-control': prepared.cacheControl,
    vary: 'accept-language, cookie',
  });
  for (const [name, value] of Object.entries(ruleFor(url.pathname).headers ?? {}))
    headers.set(name, value);
  for (const cookie of c.res.headers.getSetCookie()) headers.append('set-cookie', cookie);
  // The page answered a redirect (sign in first, a moved page): no document.
  if (prepared.outcome.redirect) {
    headers.set('location', prepared.outcome.redirect.to);
    return new Response(null, { status: prepared.outcome.redirect.status, headers });
  }

  const head = documentHead({
    origin: page.origin,
    path: match?.preview ? url.pathname : (match?.path ?? url.pathname),
    country: site.country,
    language: site.language,
    title: payload.title,
    description: site.t('site.description'),
    author: site.t('site.author'),
    siteName: page.siteTitle,
    routeId: match?.route.id,
    nonce,
    noindex: !match || match.preview || isDeveloperPath(url.pathname),
    page,
    payload,
  });
  const router = staticRouter({
    path: url.pathname,
    search: url.search.slice(1),
    hash: '',
    match,
    module,
  });
  const app = (
    <AppRoot
      page={page}
      queryClient={prepared.queryClient}
      t={site.t}
      api={prepared.api}
      nonce={nonce}
      router={(children) => <RouterProvider value={router}>{children}</RouterProvider>}
    />
  );
  // The bench's renderToString yardstick (development and test only: render-mode.ts).
  if (renderModeOf(c.req.header(RENDER_MODE_HEADER), c.env) === 'string') {
    return stringPage({ head, tail: DOCUMENT_TAIL, app, status: prepared.status, headers });
  }
  return streamPage({
    head,
    tail: DOCUMENT_TAIL,
    app,
    nonce,
    crawler: isCrawler(c.req.header('user-agent')),
    status: prepared.status,
    headers,
    // Shell errors and parts that fail after the shell was sent (those render in the browser).
    onError: (error) => c.get('obs').report(error, { source: 'render' }),
  });
}
