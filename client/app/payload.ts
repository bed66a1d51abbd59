import type { DehydratedState } from '@tanstack/react-query';

/** The data of one page, as `/_payload.json` answers it and as the document embeds it. */
export interface PagePayload {
  buildId: string;
  routeId: string | null;
  status: number;
  /** The full document title (page title, then site title). */
  title: string;
  state: DehydratedState;
}
