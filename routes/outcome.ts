import { safeReturnTo } from '../client/lib/return-to';
import { sitePath } from '../client/lib/site-path';

/** The statuses a page answers with its own content. */
export type PageStatus = 200 | 404;
export type RedirectStatus = 301 | 302 | 303 | 307 | 308;

export interface PageRedirect {
  /** A path on this site (made safe with `sitePath`). */
  to: string;
  status: RedirectStatus;
}

/**
 * What a page's `load()` decides about its answer: a page (its status and own title; the site
 * title is appended by the document), or a redirect. `prepare.ts` reads nothing else.
 */
export type PageOutcome =
  | { status?: PageStatus; title: string; redirect?: undefined }
  | { redirect: PageRedirect; status?: undefined; title?: undefined };

/** Thrown by the helpers below; `outcomeOf` turns it back into the outcome it carries. */
export class PageOutcomeSignal extends Error {
  constructor(readonly outcome: PageOutcome) {
    super(outcome.redirect ? `redirect ${outcome.redirect.to}` : `status ${outcome.status ?? 200}`);
    this.name = 'PageOutcomeSignal';
  }
}

/** The outcome of the 404 page, titled `title`. */
export function notFoundOutcome(title: string): PageOutcome {
  return { status: 404, title };
}

/** Ends a `load()` with the 404 page; `title` is its own title (the caller's "not found" by default). */
export function notFound(title?: string): never {
  throw new PageOutcomeSignal(notFoundOutcome(title ?? ''));
}

/** The outcome of a redirect to a path on this site. */
export function redirectTo(to: string, status: RedirectStatus = 302): PageOutcome {
  return { redirect: { to: sitePath(to), status } };
}

/** Ends a `load()` with a redirect to a path on this site. */
export function redirect(to: string, status: RedirectStatus = 302): never {
  throw new PageOutcomeSignal(redirectTo(to, status));
}

/**
 * The sign-in page that comes back to `path` (with its query) afterwards: `return_to` is made
 * safe by the one rule (client/lib/return-to.ts), so it can only name a path on this site.
 */
export function signInPath(path: string, search = ''): string {
  const back = safeReturnTo(search ? `${path}?${search}` : path);
  return `/sign_in?return_to=${encodeURIComponent(back)}`;
}

/** The outcome of a page that needs a signed-in shopper, for a guest: sign in, then come back. */
export function signInOutcome(path: string, search = ''): PageOutcome {
  return redirectTo(signInPath(path, search), 302);
}

/** Ends a `load()` asking a guest to sign in first. */
export function signInRequired(path: string, search = ''): never {
  throw new PageOutcomeSignal(signInOutcome(path, search));
}

/**
 * Runs a `load()` and answers its outcome, returned or thrown; any other error is rethrown (the
 * 500 page). `notFoundTitle` titles a 404 thrown without a title of its own.
 */
export async function outcomeOf(
  load: () => Promise<PageOutcome>,
  notFoundTitle: string,
): Promise<PageOutcome> {
  let outcome: PageOutcome;
  try {
    outcome = await load();
  } catch (error) {
    if (!(error instanceof PageOutcomeSignal)) throw error;
    outcome = error.outcome;
  }
  if (outcome.redirect) return redirectTo(outcome.redirect.to, outcome.redirect.status);
  const status = outcome.status ?? 200;
  return { status, title: status === 404 ? outcome.title || notFoundTitle : outcome.title };
}
