import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { matchRoute } from '../routes';
import type { RouteMatch } from '../routes/types';
import { createApiClient } from './api/client';
import { queries } from './api/queries';
import { browserFetcher } from './api/session-refresh';
import { createQueryClient } from './api/query-client';
import { AppRoot } from './app/AppRoot';
import { BrowserRouter } from './app/BrowserRouter';
import { watchBuilds } from './app/build-watch';
import { PAGE_DATA_ID, type PageContextData } from './app/page-context';
import type { PagePayload } from './app/payload';
import { STREAM_QUEUE, type StreamedEntry } from './app/streamed-data';
import { startTagManager, trackPageView } from './features/analytics/data-layer';
import { createTranslator } from './lib/i18n';
import { loadMessages } from './lib/locale-loader';
import { claimReload } from './lib/reload-guard';
import { defaultLanguage } from './lib/sites';
import './app/styles.css';

declare global {
  interface Window {
    [STREAM_QUEUE]?: StreamedEntry[] | { push: (entry: StreamedEntry) => void };
  }
}

/** A chunk or locale that failed to load: reload once, guarded for 10 s. */
function reloadOnce(error: unknown) {
  console.error('Failed to load the page code', error);
  if (claimReload(window.sessionStorage, Date.now())) window.location.reload();
}

async function start() {
  const data = JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent ?? '{}') as {
    page: PageContextData;
    payload: PagePayload;
  };
  const { page, payload } = data;
  const queryClient = createQueryClient();
  hydrate(queryClient, payload.state);

  // Data of parts that streamed in behind Suspense: take what arrived, then take the rest as it comes.
  const put = (entry: StreamedEntry) => queryClient.setQueryData(entry.queryKey, entry.data);
  const queued = window[STREAM_QUEUE];
  if (Array.isArray(queued)) queued.forEach(put);
  window[STREAM_QUEUE] = { push: put };

  const match = matchRoute(window.location.pathname, { production: page.production });
  // A route's code and the messages it declares beyond every page's, loaded together.
  const loadRoute = (target: RouteMatch) =>
    Promise.all([target.route.module(), loadMessages(page.language, target.route.messages)]).then(
      ([loadedModule]) => loadedModule,
    );
  let messages, module;
  try {
    [messages, module] = await Promise.all([
      loadMessages(page.language),
      match && loadRoute(match),
    ]);
  } catch (error) {
    reloadOnce(error);
    return;
  }
  const t = createTranslator(page.language, messages);
  const origin = window.location.origin;
  const api = createApiClient(
    page,
    origin,
    browserFetcher(page, origin, (r) => fetch(r)),
  );
  const builds = watchBuilds(page.buildId);
  // The visitor of page views: the header's GET user (the same query: asked once).
  const visitor = () => queryClient.ensureQueryData(queries.user(api));
  const initial = {
    path: window.location.pathname,
    search: window.location.search.slice(1),
    hash: window.location.hash,
    match,
    module: module?.default,
  };
  const exempted = () =>
    queryClient.getQueryData(queries.layout(api, page).queryKey)?.config.smartLinkExemptedPaths ??
    [];

  // Hydration as a transition: React works through the page in slices of a few milliseconds and
  // gives the main thread back between them (a click or a key is handled at once, and a 4× slower
  // phone sees no single long task), instead of one blocking pass over a listing of 24 cards.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root') as HTMLElement,
      <AppRoot
        page={page}
        queryClient={queryClient}
        t={t}
        api={api}
        nonce=""
        router={(children) => (
          <BrowserRouter
            initial={initial}
            matchRoute={matchRoute}
            loadRoute={loadRoute}
            layoutVersion={payload.layoutVersion}
            buildId={page.buildId}
            production={page.production}
            language={page.language}
            defaultLanguage={defaultLanguage(page.country)}
            queryClient={queryClient}
            builds={builds}
            exempted={exempted}
            onNavigated={(state) => void trackPageView(page, state, visitor)}
          >
            {children}
          </BrowserRouter>
        )}
      />,
      { onRecoverableError: (error) => console.warn('hydration', error) },
    );
  });
  startTagManager(page);
  void trackPageView(page, initial, visitor);
}

void start();
