import type { Country, Language } from '../lib/sites';

/**
 * What the server tells the browser about this page: serialised as escaped JSON into the
 * document, read once by `entry.tsx`. Nothing here is secret or per visitor beyond the
 * language and country, so catalogue pages stay cacheable.
 */
export interface PageContextData {
  buildId: string;
  country: Country;
  language: Language;
  production: boolean;
  preview: boolean;
  segments: string[];
  tagManagerId: string | null;
  /**
   * The OAuth client id of Sign in with Google (GOOGLE_CLIENT_ID; public by design, the same for
   * every visitor), null when it is not configured: then no page shows a Google button.
   */
  googleClientId: string | null;
  siteTitle: string;
  /** The site's origin, for absolute URLs in structured data. */
  origin: string;
  /** HTTP status of the first render (404 for an unmatched path). */
  status: number;
}

/** The id of the `<script type="application/json">` holding PageContextData and the query state. */
export const PAGE_DATA_ID = '__page';
