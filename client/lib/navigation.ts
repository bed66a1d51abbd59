import type { ExemptedPath } from '../api/contract';
import { isExemptedPath } from './exempt';
import { writeLanguage } from './site-url';

export interface NavigationInput {
  /** Whether the current page matched a route. */
  fromMatched: boolean;
  /** Whether the destination path matches a route. */
  toMatched: boolean;
  toPath: string;
  exempted: readonly ExemptedPath[];
  /** A newer release was published since this page loaded. */
  newerBuild: boolean;
}

/**
 * Client-side or full page navigation: full when either side has no matched
 * route, the destination is exempted, or a newer build is out.
 */
export function navigationKind(input: NavigationInput): 'client' | 'full' {
  if (!input.fromMatched || !input.toMatched) return 'full';
  if (input.newerBuild) return 'full';
  if (isExemptedPath(input.toPath, input.exempted)) return 'full';
  return 'client';
}

/**
 * The destination's query with the current language kept: a link without `language` gets the
 * current one when it is not the country's default (the rule is `writeLanguage`).
 */
export function withLanguage(url: URL, language: string, defaultLanguage: string): URL {
  const next = new URL(url);
  if (next.searchParams.has('language') || next.searchParams.has('language_code')) return next;
  next.search = writeLanguage(next.searchParams, language, defaultLanguage).toString();
  return next;
}

/** The prefetch URL of a page's data: the path with `/_payload.json`, its query, and the build. */
export function payloadUrl(url: URL, buildId: string, layoutVersion?: string): string {
  const path =
    url.pathname === '/' ? '/_payload.json' : `${url.pathname.replace(/\/$/, '')}/_payload.json`;
  const query = new URLSearchParams(url.search);
  query.set('v', buildId);
  // The layout the browser holds: the answer leaves it out unless it has changed since.
  if (layoutVersion) query.set('layout', layoutVersion);
  return `${path}?${query.toString()}`;
}

export interface ArrivalInput {
  /** Another page was rendered (not only a jump within the page shown). */
  newPage: boolean;
  /** The destination's hash, `#id` or empty. */
  hash: string;
  /** The shopper changed what they are looking at (a filter or sort): they stay where they are. */
  keepScroll: boolean;
}

export interface Arrival {
  /** Where scroll and focus go: the hash target, the page's heading (top), or nowhere. */
  target: 'hash' | 'heading' | 'none';
  /** Whether the new page's title is announced. */
  announce: boolean;
}

/**
 * What a client navigation does once the destination has rendered. A full page load moves
 * focus to the top and a screen reader reads the new title; a client navigation has to do both
 * itself, or focus stays on the link that was followed (far down an unrelated page). A filter
 * change is not an arrival: the listing says what changed.
 */
export function arrivalOf(input: ArrivalInput): Arrival {
  if (input.keepScroll) return { target: 'none', announce: false };
  return { target: input.hash ? 'hash' : 'heading', announce: input.newPage };
}

/**
 * A navigation within the page the shopper is on (same path and query), if it is one:
 * - `fragment-popped`: the browser followed an in-page link or went through history between
 *   two fragments itself: it has scrolled (and a skip link moved focus), so nothing loads;
 * - `fragment-pushed`: a link to a fragment of this page: add it to history and arrive there.
 * Undefined when another page is asked for (or this one again without a fragment: a reload).
 */
export function sameDocumentStep(
  url: URL,
  current: { path: string; search: string },
  pop: boolean,
): 'fragment-popped' | 'fragment-pushed' | undefined {
  const samePage =
    url.pathname === current.path && url.search === (current.search ? `?${current.search}` : '');
  if (!samePage) return undefined;
  if (pop) return 'fragment-popped';
  return url.hash ? 'fragment-pushed' : undefined;
}
