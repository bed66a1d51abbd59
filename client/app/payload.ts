import type { DehydratedState } from '@tanstack/react-query';

/** The data of one page, as `/_payload.json` answers it and as the document embeds it. */
export interface PagePayload {
  buildId: string;
  routeId: string | null;
  status: number;
  /** The full document title (page title, then site title). */
  title: string;
  /** The version of the site layout the page was prepared with (worker/layout/layout-version.ts). */
  layoutVersion: string;
  state: DehydratedState;
}

/**
 * `/_payload.json` of a page that answers elsewhere (a moved page, sign in first), with a 409:
 * the client router loads `redirect`, a path on the site, as a document.
 */
export interface PayloadRedirect {
  redirect: string;
}
