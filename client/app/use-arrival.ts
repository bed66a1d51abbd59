import { useEffect, useRef, type RefObject } from 'react';
import type { Arrival } from '../lib/navigation';
import { useAnnounce } from './announcer';
import { arrive } from './page-focus';
import type { RouterState } from './router';

/** A rendered navigation's remaining work, done once its state has been committed. */
export interface PendingArrival {
  state: RouterState;
  arrival: Arrival;
  title: string;
  /**
   * What had focus just before the new page rendered: what the page itself focuses while
   * rendering is told apart from it. Taken then, not at the click: a dialog the link was in
   * (the mini-bag) closes first and hands focus back to its opener (the browser does it on
   * close), which is not the new page placing focus.
   */
  focusedBeforeRender: Element | null;
  /** Said after the title (`navigate`'s `note`). */
  note?: string;
}

/**
 * After the new page is in the DOM (a transition may commit frames later): scroll, focus,
 * announce, report. The first (server-rendered) page never gets here: the browser did it.
 * The router sets the ref's arrival just before it renders the state the arrival is for.
 */
export function useArrival(
  state: RouterState,
  latest: RefObject<{ onNavigated: (state: RouterState, title: string) => void }>,
) {
  const announce = useAnnounce();
  const pendingArrivalRef = useRef<PendingArrival | null>(null);
  useEffect(() => {
    const pending = pendingArrivalRef.current;
    if (!pending || pending.state !== state) return;
    pendingArrivalRef.current = null;
    arrive(pending.arrival, state.hash, pending.focusedBeforeRender);
    // Then what the page that led here had to add (a sign-up's welcome).
    if (pending.arrival.announce) announce(`${pending.title} ${pending.note ?? ''}`.trim());
    latest.current.onNavigated(state, pending.title);
  }, [state, announce, latest]);
  return pendingArrivalRef;
}
