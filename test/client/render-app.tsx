import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import en from '../../locales/en';
import zh from '../../locales/zh';
import id from '../../locales/id';
import th from '../../locales/th';
import { createApiClient } from '../../client/api/client';
import { AnnouncerProvider } from '../../client/app/announcer';
import { RouterProvider, type RouterValue } from '../../client/app/router';
import { SiteProvider } from '../../client/app/site-context';
import { createTranslator } from '../../client/lib/i18n';
import type { Country, Language } from '../../client/lib/sites';
import { unscripted } from './scripted-answers';

export interface RenderOptions {
  country?: Country;
  language?: Language;
  path?: string;
  search?: string;
  navigate?: RouterValue['navigate'];
  prefetch?: RouterValue['prefetch'];
  fetcher?: (request: Request) => Promise<Response>;
  queryClient?: QueryClient;
  /** GOOGLE_CLIENT_ID as the page context carries it; none by default (no Google button). */
  googleClientId?: string | null;
}

/** Renders a component inside the providers a page has (site, queries, router). */
export function renderInSite(ui: ReactNode, options: RenderOptions = {}) {
  const country = options.country ?? 'sg';
  const language = options.language ?? 'en';
  const page = {
    buildId: 'test',
    country,
    language,
    production: false,
    preview: false,
    segments: [],
    tagManagerId: null,
    googleClientId: options.googleClientId ?? null,
    siteTitle: 'Test',
    origin: 'http://localhost',
    status: 200,
  };
  const t = createTranslator(language, { en, zh, id, th }[language]);
  const api = createApiClient(
    page,
    'http://localhost',
    // No fetcher given: any request is one nobody scripted, and fails the test.
    options.fetcher ??
      (async (request) => {
        const url = new URL(request.url);
        unscripted(request.method, url.pathname.replace(/^\/api\/web\/v1\//, ''));
        return new Response(JSON.stringify({ message: 'unscripted' }), { status: 599 });
      }),
  );
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router: RouterValue = {
    state: {
      path: options.path ?? '/',
      search: options.search ?? '',
      hash: '',
      match: undefined,
      module: undefined,
    },
    navigate: options.navigate ?? (() => undefined),
    prefetch: options.prefetch ?? (() => undefined),
  };
  return render(
    <QueryClientProvider client={queryClient}>
      <SiteProvider page={page} t={t} api={api} nonce="">
        <AnnouncerProvider>
          <RouterProvider value={router}>{ui}</RouterProvider>
        </AnnouncerProvider>
      </SiteProvider>
    </QueryClientProvider>,
  );
}

/** What the page's one live region (the announcer) says now. */
export function announcement(): string | null {
  return document.querySelector('[data-announcer]')?.textContent ?? null;
}

/** Every live region in the document: the announcer should be the only one. */
export function liveRegions(): Element[] {
  return [...document.querySelectorAll('[aria-live], [role="status"], [role="log"]')];
}
