import type { Arrival } from '../lib/navigation';

/** The element a hash names, if the page has it. */
function hashTarget(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    // A malformed escape (`#%E0`) names nothing.
    return null;
  }
}

/** The page's own heading, else the main landmark (every layout has one). */
function pageHeading(): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>('main h1') ??
    document.querySelector<HTMLElement>('h1') ??
    document.querySelector<HTMLElement>('main')
  );
}

/**
 * Focus without a visible jump: a heading or section becomes focusable by script only
 * (tabindex -1, so Tab order is unchanged), and the scroll has already been set by the caller.
 */
function focusQuietly(element: HTMLElement) {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex'))
    element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * Whether the new page placed focus itself while rendering (a content page focuses the section
 * its `?section=` names): focus is no longer where it was just before the page rendered, nor
 * lost to <body>.
 */
function pageTookFocus(focusedBeforeRender: Element | null): boolean {
  const now = document.activeElement;
  return Boolean(now && now !== document.body && now !== focusedBeforeRender && now.isConnected);
}

/**
 * Scrolls and focuses as a navigation's arrival says: the hash target (or, when the page has
 * no such element, the top), the page's h1 at the top, or nothing. Focus on the heading puts
 * a screen reader and the next Tab at the start of the new content. `focusedBeforeRender` is what
 * had focus just before the new page rendered (the link followed, or the control a closing
 * dialog gave focus back to).
 */
export function arrive(
  arrival: Arrival,
  hash: string,
  focusedBeforeRender: Element | null = null,
): void {
  if (arrival.target === 'none') return;
  if (arrival.target === 'heading' && pageTookFocus(focusedBeforeRender)) return;
  const target = arrival.target === 'hash' ? hashTarget(hash) : null;
  if (target) {
    target.scrollIntoView();
    focusQuietly(target);
    return;
  }
  window.scrollTo(0, 0);
  const heading = pageHeading();
  if (heading) focusQuietly(heading);
}
