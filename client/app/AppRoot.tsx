import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiClient } from '../api/client';
import type { Translate } from '../lib/i18n';
import { AnnouncerProvider } from './announcer';
import { App } from './App';
import type { PageContextData } from './page-context';
import { RootBoundary } from './RootBoundary';
import { SiteProvider } from './site-context';

/**
 * The providers around the app, the same on the server and in the browser, and the root error
 * boundary: an error nothing else caught shows a full-page message, never an empty document.
 */
export function AppRoot(props: {
  page: PageContextData;
  queryClient: QueryClient;
  t: Translate;
  api: ApiClient;
  nonce: string;
  router: (children: ReactNode) => ReactNode;
}) {
  return (
    <QueryClientProvider client={props.queryClient}>
      <SiteProvider page={props.page} t={props.t} api={props.api} nonce={props.nonce}>
        <AnnouncerProvider>
          <RootBoundary>{props.router(<App />)}</RootBoundary>
        </AnnouncerProvider>
      </SiteProvider>
    </QueryClientProvider>
  );
}
