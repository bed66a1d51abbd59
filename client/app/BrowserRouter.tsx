import { hydrate, type QueryClient } from '@tanstack/react-query';
import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ExemptedPath } from '../api/contract';
import { arrivalOf, navigationKind, sameDocumentStep, withLanguage } from '../lib/navigation';
import { claimReload } from '../lib/reload-guard';
import type { watchBuilds } from './build-watch';
import { settlePageLoad } from './load-page';
import { arrive } from './page-focus';
import type { PageModule, RouteMatch } from '../../routes/types';
import { RouterProvider, type RouterState, type RouterValue } from './router';
import { useArrival } from './use-arrival';
import { usePayloads } from './use-payloads';

interface BrowserRouterProps {
  initial: RouterState;
  /**
   * The route table's matcher, given by the entry (the composition root): the router works
   * for any table, and client/ never imports routes/ for code (dependencies point
   * worker → routes → client).
   */
  matchRoute: (path: string, options: { production: boolean }) => RouteMatch | undefined;
  /**
   * Loads a matched route's code with anything else it needs before it renders (the entry adds
   * the message chunks the route declares); the route's module alone when not given.
   */
  loadRoute?: (match: RouteMatch) => Promise<{ default: PageModule }>;
  buildId: string;
  /** The version of the layout the server rendered with: payloads leave it out while it holds. */
  layoutVersion?: string;
  production: boolean;
  language: string;
  defaultLanguage: string;
  queryClient: QueryClient;
  builds: ReturnType<typeof watchBuilds>;
  exempted: () => readonly ExemptedPath[];
  /** Called after every client navigation has rendered and focus has moved (analytics). */
  onNavigated: (state: RouterState, title: string) => void;
  children: ReactNode;
}

/** A failed chunk: reload (or go to the destination) once, guarded for 10 s. */
function recoverFromChunkError(href: string, error: unknown): void {
  if (claimReload(window.sessionStorage, Date.now())) window.location.assign(href);
  else console.error('Page chunk failed to load twice in 10 s', error);
}

/**
 * The browser side of the router: links become client navigations that fetch the next page's
 * chunk and `_payload.json` in parallel, hydrate its queries, then render it in a transition.
 */
export function BrowserRouter(props: BrowserRouterProps) {
  const [state, setState] = useState(props.initial);
  const stateRef = useRef(state);
  const { buildId, production, queryClient, builds } = props;
  const propsRef = useRef(props);
  // The latest state and props for the handlers below, updated once React has committed them
  // (never written during render, which React may run and throw away).
  useLayoutEffect(() => {
    stateRef.current = state;
    propsRef.current = props;
  });
  const pendingArrivalRef = useArrival(state, propsRef);
  const [fetchPayload, layoutVersionRef] = usePayloads(buildId, props.layoutVersion);

  const resolveTarget = useCallback(
    (href: string) => {
      const url = withLanguage(
        new URL(href, window.location.href),
        propsRef.current.language,
        propsRef.current.defaultLanguage,
      );
      // Another site matches no route of this one, so it is always a document navigation.
      return {
        url,
        match:
          url.origin === window.location.origin
            ? propsRef.current.matchRoute(url.pathname, { production })
            : undefined,
      };
    },
    [production],
  );

  const go = useCallback(
    async (href: string, mode: 'push' | 'replace' | 'pop', keepScroll = false, note?: string) => {
      const { url, match } = resolveTarget(href);
      const current = stateRef.current;
      const kind = navigationKind({
        fromMatched: Boolean(current.match),
        toMatched: Boolean(match),
        toPath: url.pathname,
        exempted: propsRef.current.exempted(),
        newerBuild: builds.isNewer(),
      });
      if (kind === 'full' || !match) {
        if (mode === 'pop') window.location.reload();
        else window.location.assign(url.href);
        return;
      }
      const step = sameDocumentStep(url, current, mode === 'pop');
      if (step === 'fragment-popped') {
        setState((current) => ({ ...current, hash: url.hash }));
        return;
      }
      if (step === 'fragment-pushed') {
        window.history.pushState(null, '', url.href);
        arrive(arrivalOf({ newPage: false, hash: url.hash, keepScroll: false }), url.hash);
        return;
      }
      const loaded = await settlePageLoad({
        url,
        chunk: propsRef.current.loadRoute?.(match) ?? match.route.module(),
        data: fetchPayload(url),
        buildId,
        pop: mode === 'pop',
        here: window.location,
      });
      if (loaded.kind === 'chunk-failed') return recoverFromChunkError(url.href, loaded.error);
      if (loaded.kind === 'newer-build') builds.markNewer();
      if (loaded.kind !== 'render') {
        if (loaded.kind === 'document' && loaded.replace) window.location.replace(loaded.href);
        else window.location.assign(loaded.href);
        return;
      }
      const { payload } = loaded;
      hydrate(queryClient, payload.state);
      if (payload.layoutVersion) layoutVersionRef.current = payload.layoutVersion;
      const next: RouterState = {
        path: url.pathname,
        search: url.search.slice(1),
        hash: url.hash,
        match,
        module: loaded.module,
      };
      if (mode === 'push') window.history.pushState(null, '', url.href);
      if (mode === 'replace') window.history.replaceState(null, '', url.href);
      pendingArrivalRef.current = {
        state: next,
        arrival: arrivalOf({ newPage: true, hash: url.hash, keepScroll }),
        title: payload.title,
        focusedBeforeRender: document.activeElement,
        note,
      };
      startTransition(() => setState(next));
      document.title = payload.title;
    },
    [
      builds,
      buildId,
      fetchPayload,
      layoutVersionRef,
      pendingArrivalRef,
      queryClient,
      resolveTarget,
    ],
  );

  useEffect(() => {
    const onPop = () => void go(window.location.href, 'pop');
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [go]);

  const value = useMemo<RouterValue>(
    () => ({
      state,
      navigate: (href, options) => {
        if (options?.shallow) {
          const url = new URL(href, window.location.href);
          window.history.replaceState(null, '', url.href);
          setState((current) => ({ ...current, search: url.search.slice(1), hash: url.hash }));
          return;
        }
        void go(href, options?.replace ? 'replace' : 'push', options?.keepScroll, options?.note);
      },
      prefetch: (href) => {
        const { url, match } = resolveTarget(href);
        if (!match || builds.isNewer()) return;
        (propsRef.current.loadRoute?.(match) ?? match.route.module()).catch(() => undefined);
        fetchPayload(url).catch(() => undefined);
      },
    }),
    [state, go, resolveTarget, fetchPayload, builds],
  );
  return <RouterProvider value={value}>{props.children}</RouterProvider>;
}
