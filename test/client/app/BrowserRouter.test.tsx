import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnnouncerProvider } from '../../../client/app/announcer';
import { BrowserRouter } from '../../../client/app/BrowserRouter';
import { useRouter } from '../../../client/app/router';
import type { PageModule, RouteMatch } from '../../../routes/types';

/**
 * The router's arrival on a new page, in happy-dom: focus goes to the new page's h1 (or a hash
 * target, or main), and the page's one live region says the new title. The route table is
 * replaced by three tiny pages so that only the router is under test.
 */

const PAGES: Record<string, { title: string; body: () => ReactElement }> = {
  '/': { title: 'Home | Store', body: () => <h1>Home</h1> },
  '/next': {
    title: 'Next | Store',
    body: () => (
      <>
        <h1>Next</h1>
        <section id="details">
          <h2>Details</h2>
        </section>
      </>
    ),
  },
  '/headless': { title: 'Headless | Store', body: () => <p>No heading here</p> },
  '/section': { title: 'Terms | Store', body: () => <SectionPage /> },
  // A member page: its payload answers 409 with where to go instead (sign in first).
  '/members': { title: 'Members | Store', body: () => <h1>Members</h1> },
  // A page whose payload names another host, which the router must not follow.
  '/elsewhere': { title: 'Elsewhere | Store', body: () => <h1>Elsewhere</h1> },
};

const REDIRECTS: Record<string, string> = {
  '/members': '/sign_in?return_to=%2Fmembers',
  '/elsewhere': '//evil.example/x',
};

/** A page that puts focus on a section itself (as content pages do for `?section=`). */
function SectionPage() {
  useEffect(() => document.getElementById('chosen')?.focus(), []);
  return (
    <>
      <h1>Terms</h1>
      <section id="chosen" tabIndex={-1}>
        <h2>Delivery</h2>
      </section>
    </>
  );
}

/** A route table of the test's pages, given to the router as the entry gives the real one. */
const matchRoute = (path: string) => {
  const page = PAGES[path];
  if (!page) return undefined;
  const route = {
    id: path,
    paths: [path],
    layout: 'default',
    meta: { analytics: true },
    module: async () => ({
      default: { load: async () => ({ title: page.title }), Page: page.body },
    }),
  };
  return { route, params: {}, path } as unknown as RouteMatch;
};

function Shell() {
  const { state, navigate } = useRouter();
  const Page = state.module?.Page;
  return (
    <>
      <main id="main" tabIndex={-1}>
        {Page ? <Page /> : null}
      </main>
      <footer>
        <button type="button" onClick={() => navigate('/next')}>
          to next
        </button>
        <button type="button" onClick={() => navigate('/next#details')}>
          to details
        </button>
        <button type="button" onClick={() => navigate('/headless')}>
          to headless
        </button>
        <button type="button" onClick={() => navigate('/next', { keepScroll: true })}>
          filter
        </button>
        <button type="button" onClick={() => navigate('/section')}>
          to section
        </button>
        <button type="button" onClick={() => navigate('/members')}>
          to members
        </button>
        <button type="button" onClick={() => navigate('/elsewhere')}>
          to elsewhere
        </button>
      </footer>
    </>
  );
}

const liveRegions = () => document.querySelectorAll('[aria-live]');
const announced = () => document.querySelector('[aria-live="polite"]')?.textContent ?? null;

async function start(
  path = '/',
  loadRoute?: (match: RouteMatch) => Promise<{ default: PageModule }>,
) {
  window.history.replaceState(null, '', path);
  const match = matchRoute(path);
  const module = await match?.route.module();
  const onNavigated = vi.fn();
  render(
    <AnnouncerProvider>
      <BrowserRouter
        initial={{ path, search: '', hash: '', match, module: module?.default }}
        matchRoute={matchRoute}
        buildId="test"
        production={false}
        language="en"
        defaultLanguage="en"
        queryClient={new QueryClient()}
        builds={{ isNewer: () => false, markNewer: () => undefined, check: async () => undefined }}
        exempted={() => []}
        onNavigated={onNavigated}
        loadRoute={loadRoute}
      >
        <Shell />
      </BrowserRouter>
    </AnnouncerProvider>,
  );
  return { onNavigated };
}

/** Clicks a footer button the way a keyboard shopper does: focused first, then activated. */
function activate(name: string) {
  const button = screen.getByRole('button', { name });
  button.focus();
  fireEvent.click(button);
  return button;
}

beforeEach(() => {
  vi.stubGlobal('fetch', async (input: string) => {
    const path =
      new URL(input, 'http://localhost').pathname.replace(/\/?_payload\.json$/, '') || '/';
    if (REDIRECTS[path])
      return new Response(JSON.stringify({ redirect: REDIRECTS[path] }), {
        status: 409,
        headers: { 'content-type': 'application/json' },
      });
    return new Response(
      JSON.stringify({
        buildId: 'test',
        routeId: path,
        status: 200,
        title: PAGES[path].title,
        state: { queries: [], mutations: [] },
      }),
      {
        headers: { 'content-type': 'application/json' },
      },
    );
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BrowserRouter arrival', () => {
  it('has one polite live region from the first render, silent and leaving focus alone on the first load', async () => {
    await start();
    expect(liveRegions()).toHaveLength(1);
    expect(announced()).toBe('');
    expect(document.activeElement).toBe(document.body);
  });

  // The announcement is a state of the live region, committed after focus has moved: waited for.
  it('moves focus from the pressed control to the new page’s h1 and announces its title', async () => {
    const { onNavigated } = await start();
    activate('to next');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Next' })),
    );
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
    await waitFor(() => expect(announced()).toBe('Next | Store'));
    expect(document.title).toBe('Next | Store');
    await waitFor(() => expect(onNavigated).toHaveBeenCalledTimes(1));
  });

  it('renders the next route only once what loadRoute loads with it (its messages) is there', async () => {
    let release = () => {};
    const loadRoute = vi.fn(
      (match: RouteMatch) =>
        new Promise<{ default: PageModule }>((done) => {
          release = () => void match.route.module().then(done);
        }),
    );
    await start('/', loadRoute);
    activate('to next');
    await waitFor(() => expect(loadRoute).toHaveBeenCalledTimes(1));
    expect(loadRoute.mock.lastCall?.[0].route.id).toBe(matchRoute('/next')?.route.id);
    // Everything React has to do before the load ends is done: the next page is not shown.
    await act(() => Promise.resolve());
    expect(screen.queryByRole('heading', { level: 1, name: 'Next' })).toBeNull();
    release();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Next' })).toBeTruthy(),
    );
  });

  it('focuses the hash target of the new page instead of its heading', async () => {
    await start();
    activate('to details');
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('details')));
    await waitFor(() => expect(announced()).toBe('Next | Store'));
  });

  it('falls back to main when the new page has no h1', async () => {
    await start();
    activate('to headless');
    await waitFor(() => expect(document.activeElement).toBe(document.getElementById('main')));
    await waitFor(() => expect(announced()).toBe('Headless | Store'));
  });

  it('leaves focus where the new page put it itself, and still announces the page', async () => {
    await start();
    activate('to section');
    await waitFor(() => expect(announced()).toBe('Terms | Store'));
    expect(document.activeElement).toBe(document.getElementById('chosen'));
  });

  it('does the same when history goes back (popstate)', async () => {
    await start();
    activate('to next');
    await waitFor(() => expect(announced()).toBe('Next | Store'));
    screen.getByRole('button', { name: 'to headless' }).focus();
    await act(async () => {
      window.history.replaceState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Home' })),
    );
    await waitFor(() => expect(announced()).toBe('Home | Store'));
  });

  it('a fragment of the same page (the skip link, followed by the browser) loads nothing and leaves focus alone', async () => {
    await start('/next');
    const fetches = vi.spyOn(globalThis, 'fetch');
    const main = document.getElementById('main') as HTMLElement;
    main.focus();
    await act(async () => {
      window.history.pushState(null, '', '/next#main');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(fetches).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(main);
    expect(announced()).toBe('');
  });

  it('leaves focus where the shopper is when the navigation keeps the scroll (a filter changed)', async () => {
    const { onNavigated } = await start('/next');
    const button = activate('filter');
    await waitFor(() => expect(onNavigated).toHaveBeenCalledTimes(1));
    expect(document.activeElement).toBe(button);
    expect(announced()).toBe('');
  });
});

describe('BrowserRouter and a page that answers elsewhere', () => {
  it('loads where a 409 payload points (sign in first) as a document, rendering nothing', async () => {
    await start();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    activate('to members');
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`${window.location.origin}/sign_in?return_to=%2Fmembers`),
    );
    expect(screen.queryByRole('heading', { name: 'Members' })).toBeNull();
    expect(window.location.pathname).toBe('/');
    assign.mockRestore();
  });

  it('does not follow a 409 payload to another host: the page itself is loaded as a document', async () => {
    await start();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    activate('to elsewhere');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${window.location.origin}/elsewhere`));
    expect(assign.mock.calls).toEqual([[`${window.location.origin}/elsewhere`]]);
    assign.mockRestore();
  });
});
