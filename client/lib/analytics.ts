import type { AnalyticsUser } from '../api/contract';

/** A tag-manager id is GTM- or G- followed by upper-case letters or digits. */
export function isValidTagManagerId(id: string | null | undefined): id is string {
  return typeof id === 'string' && /^(GTM|G)-[A-Z0-9]+$/.test(id);
}

export interface PageViewDecision {
  routeAnalytics: boolean;
  preview: boolean;
  tagManagerId: string | null | undefined;
}

/** Whether a navigation pushes `page_viewed`: not when the route, preview or config says no. */
export function shouldTrackPageView(input: PageViewDecision): boolean {
  return input.routeAnalytics && !input.preview && isValidTagManagerId(input.tagManagerId);
}

export interface PageViewEvent {
  event: 'page_viewed';
  pageUrl: string;
  pageName?: string;
  site: {
    locale: string;
    language: string;
    mobile: boolean;
    status: 200;
    layout: 'Mobile' | 'Desktop';
    adAccountId?: string;
  };
  /** A member's analytics user data; every field null for a guest. */
  user: NullableFields<AnalyticsUser>;
}

type NullableFields<T> = { [K in keyof T]: T[K] | null };

/** The `user` of a page view: the member's data as GET user answered it, else all null. */
export function pageViewUser(analytics: AnalyticsUser | undefined): PageViewEvent['user'] {
  return (
    analytics ?? {
      id: null,
      is_employee: null,
      age: null,
      card_number: null,
      email_sha256: null,
      email_md5: null,
      mobile_number_md5: null,
      loyalty_points: null,
      loyalty_tier: null,
      tier_points_counter: null,
    }
  );
}
