import {
  defaultShouldDehydrateQuery,
  dehydrate,
  hashKey,
  type QueryClient,
} from '@tanstack/react-query';
import type { Context } from 'hono';
import type { ApiClient } from '../../client/api/client';
import { queries } from '../../client/api/queries';
import { createQueryClient } from '../../client/api/query-client';
import type { PageContextData } from '../../client/app/page-context';
import type { PagePayload } from '../../client/app/payload';
import { isValidTagManagerId } from '../../client/lib/analytics';
import { matchRoute } from '../../routes';
import { notFoundOutcome, outcomeOf, signInOutcome, type PageOutcome } from '../../routes/outcome';
import type { PageModule, RouteMatch } from '../../routes/types';
import { pageCacheControl } from '../cache-policy';
import { isDevelopment, type AppEnv } from '../env';
import { loadLayout } from '../layout/load-layout';
import { BUILD } from './builds';
import { rememberLayout } from './error-layout';
import { publicOriginOf } from '../site/public-origin';
import { serverApiClient } from './server-api';
import { siteTitleFor } from './site-title';

export interface PreparedPage {
  match: RouteMatch | undefined;
  module: PageModule | undefined;
  queryClient: QueryClient;
  api: ApiClient;
  status: number;
  /** What the page's `load()` answered (a 404 for an unmatched path; sign-in for a guest). */
  outcome: PageOutcome;
  /** From the route's cache class; private in preview (an unmatched `/preview/...` path too). */
  cacheControl: string;
  page: PageContextData;
  payload: PagePayload;
}

/**
 * Everything a page needs before its first byte: the route, its module, the layout and the
 * route's critical data, loaded in parallel. Shared by the HTML render and `_payload.json`.
 */
export async function preparePage(
  c: Context<AppEnv>,
  path: string,
  search: string,
  /** The layout version the browser already holds (`_payload.json?layout=`): not sent again. */
  knownLayout?: string,
): Promise<PreparedPage> {
  const site = c.get('site');
  // Developer surfaces are hidden everywhere but development and test, client router included.
  const production = !isDevelopment(c.env);
  const match = matchRoute(path, { production });
  const api = serverApiClient(c, site);
  const queryClient = createQueryClient({ server: true });
  const module = match ? (await match.route.module()).default : undefined;
  const location = { path: match?.path ?? path, search, params: match?.params ?? {} };
  const notFoundTitle = site.t('notFound.title');
  const ctx = { ...location, ...site, api, queryClient };
  // A member or owner route asks a guest to sign in before loading anything.
  const signedIn = c.get('shopper')?.kind === 'member';
  const needsSignIn = match !== undefined && match.route.access !== 'public' && !signedIn;

  const [{ layout, version }, outcome] = await Promise.all([
    loadLayout(site, {
      kv: c.env.LAYOUT_CACHE,
      waitUntil: (p) => c.executionCtx.waitUntil(p),
      api,
      log: c.get('obs').log,
      now: c.get('now').getTime(),
    }).then((loaded) => {
      // Should the page fail after this (its data, its render), its 500 page has the layout.
      rememberLayout(c, loaded.layout);
      return loaded;
    }),
    !match || !module
      ? notFoundOutcome(notFoundTitle)
      : needsSignIn
        ? signInOutcome(path, search)
        : outcomeOf(() => module.load(ctx), notFoundTitle),
  ]);
  const layoutKey = queries.layout(api, site).queryKey;
  queryClient.setQueryData(layoutKey, layout);
  // Every payload used to carry the whole layout (menus, footer): now only when it changed.
  const omitLayout = knownLayout === version;
  const layoutHash = hashKey(layoutKey);

  const status = outcome.redirect ? outcome.redirect.status : (outcome.status ?? 200);
  const siteTitle = siteTitleFor(c.env, site.country, site.language, c.get('obs').log);
  const title = `${outcome.title ?? ''} | ${siteTitle}`;
  const page: PageContextData = {
    buildId: BUILD.id,
    country: site.country,
    language: site.language,
    production,
    preview: site.preview,
    segments: site.segments,
    tagManagerId: isValidTagManagerId(c.env.GTM_ID) ? c.env.GTM_ID : null,
    // Unset (a deploy without the var) is no Google, never a failed page.
    googleClientId: (c.env.GOOGLE_CLIENT_ID as string | undefined)?.trim() || null,
    siteTitle,
    origin: publicOriginOf(c),
    status,
  };
  const payload: PagePayload = {
    buildId: BUILD.id,
    routeId: match?.route.id ?? null,
    status,
    title,
    layoutVersion: version,
    state: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) =>
        defaultShouldDehydrateQuery(query) && !(omitLayout && query.queryHash === layoutHash),
    }),
  };
  const previewPath = path === '/preview' || path.startsWith('/preview/');
  const cacheControl = pageCacheControl(
    match?.route.cache ?? 'shared',
    site.preview || Boolean(match?.preview) || previewPath,
  );
  return { match, module, queryClient, api, status, outcome, cacheControl, page, payload };
}
