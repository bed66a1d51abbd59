import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/api/client';
import type { Translate } from '../client/lib/i18n';
import type { MessageChunk } from '../client/lib/locale-loader';
import type { Country, Language } from '../client/lib/sites';
import type { Params } from './match';
import type { PageOutcome } from './outcome';

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
  /** The page's language, for its title. */
  t: Translate;
}

/**
 * One page module. `load` (run on the server, for the HTML and for `_payload.json`) awaits
 * what the page shows above the fold (it may also start queries it does not await, which
 * stream in behind Suspense) and answers the page's outcome (routes/outcome.ts): its own title
 * (the site title is appended by the document) and status, or a redirect; it may throw
 * `notFound()`, `redirect()` or `signInRequired()` instead.
 */
export interface PageModule {
  load: (ctx: LoadContext) => Promise<PageOutcome>;
  Page: ComponentType;
}

/**
 * Who may see a route: anyone, a signed-in shopper, or the signed-in owner of what it shows
 * (an order, a booking). A guest asking a member or owner route is sent to sign in.
 */
export type RouteAccess = 'public' | 'member' | 'owner';

/**
 * Whether the route's HTML is the same for every visitor (`shared`: revalidated, never kept
 * for another visitor as it carries its own nonce) or personal (`private`: never stored).
 * worker/cache-policy.ts turns it into Cache-Control.
 */
export type RouteCache = 'shared' | 'private';

export interface RouteMeta {
  /** Push `page_viewed` on navigation (off for the bag and orders). */
  analytics: boolean;
  /** A custom tracking name for analytics. */
  trackingName?: string;
}

export interface RouteDef {
  id: string;
  paths: readonly string[];
  layout: LayoutName;
  meta: RouteMeta;
  access: RouteAccess;
  cache: RouteCache;
  /**
   * Message chunks the page needs in the browser beyond every page's (client/lib/locale-loader.ts),
   * loaded with its code before it renders, at hydration and on a client navigation alike.
   */
  messages?: readonly MessageChunk[];
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
