import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiClient } from '../api/client';
import type { Translate } from '../lib/i18n';
import { AnnouncerProvider } from './announcer';
import { App } from './App';
import type { PageContextData } from './page-context';
import { SiteProvider } from './site-context';

/** The providers around the app, the same on the server and in the browser. */
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
        <AnnouncerProvider>{props.router(<App />)}</AnnouncerProvider>
      </SiteProvider>
    </QueryClientProvider>
  );
}
