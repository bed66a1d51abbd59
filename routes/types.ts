import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/api/client';
import type { Translate } from '../client/lib/i18n';
import type { Country, Language } from '../client/lib/sites';
import type { Params } from './match';

export type LayoutName = 'default' | 'blank' | 'preview';

/** What a page knows about the request it renders, on the server and in the browser alike. */
export interface PageLocation {
  path: string;
  /** The query string without `?`. */
  search: string;
  params: Params;
}

export interface LoadContext extends PageLocation {
  country: Country;
  language: Language;
  preview: boolean;
  segments: string[];
  api: ApiClient;
  queryClient: QueryClient;
}

/**
 * One page module. `load` awaits what the page shows above the fold; it may also start
 * queries it does not await, which stream in behind Suspense. `title` is the page's own
 * title (the site title is appended by the document). `status` lets a page answer 404.
 */
export interface PageModule {
  title: (t: Translate, location: PageLocation, queryClient: QueryClient) => string;
  load?: (ctx: LoadContext) => Promise<void>;
  status?: (location: PageLocation, queryClient: QueryClient) => number;
  Page: ComponentType;
}

export interface RouteMeta {
  /** Push `page_viewed` on navigation (spec §2: off for the bag and orders). */
  analytics: boolean;
  /** A custom tracking name for analytics. */
  trackingName?: string;
}

export interface RouteDef {
  id: string;
  paths: readonly string[];
  layout: LayoutName;
  meta: RouteMeta;
  module: () => Promise<{ default: PageModule }>;
}

export interface RouteMatch {
  route: RouteDef;
  params: Params;
  /** The path as matched, after removing the preview prefix. */
  path: string;
  preview: boolean;
  layout: LayoutName;
}
