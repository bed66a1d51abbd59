/** Spec §5: a tag-manager id is GTM- or G- followed by upper-case letters or digits. */
export function isValidTagManagerId(id: string | null | undefined): id is string {
  return typeof id === 'string' && /^(GTM|G)-[A-Z0-9]+$/.test(id);
}

export interface PageViewDecision {
  routeAnalytics: boolean;
  preview: boolean;
  tagManagerId: string | null | undefined;
}

/** Whether a navigation pushes `page_viewed` (spec §7): not when the route, preview or config says no. */
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
  user: { id: string | null; loyalty_tier: string | null };
}
