import { createContext, useContext, type ReactNode } from 'react';
import type { PageModule, RouteMatch } from '../../routes/types';

/** The page being shown: where, which route (none for a 404), and its loaded module. */
export interface RouterState {
  path: string;
  search: string;
  hash: string;
  match: RouteMatch | undefined;
  module: PageModule | undefined;
}

export interface RouterValue {
  state: RouterState;
  /**
   * Goes to an in-site href: client-side when it can, else a full page load. `shallow` only
   * updates the URL and the route's query (the page already has the data, e.g. "Show more");
   * `keepScroll` stays where the shopper is (a filter changed the listing they are looking at).
   * `note` is said after the new page's title (a sign-up's welcome).
   */
  navigate: (
    href: string,
    options?: { replace?: boolean; shallow?: boolean; keepScroll?: boolean; note?: string },
  ) => void;
  /** Warms the destination's chunk and data (hover, focus, viewport). */
  prefetch: (href: string) => void;
}

const RouterContext = createContext<RouterValue | null>(null);

export function RouterProvider(props: { value: RouterValue; children: ReactNode }) {
  return <RouterContext.Provider value={props.value}>{props.children}</RouterContext.Provider>;
}

export function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('useRouter outside RouterProvider');
  return value;
}

/** The current route's location and parameters. */
export function useRoute() {
  const { state } = useRouter();
  return {
    path: state.path,
    search: state.search,
    hash: state.hash,
    params: state.match?.params ?? {},
    routeId: state.match?.route.id,
  };
}

/** A router for the server render: it never moves. */
export function staticRouter(state: RouterState): RouterValue {
  return { state, navigate: () => undefined, prefetch: () => undefined };
}
