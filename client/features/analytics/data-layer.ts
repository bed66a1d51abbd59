import { isValidTagManagerId, shouldTrackPageView, type PageViewEvent } from '../../lib/analytics';
import type { PageContextData } from '../../app/page-context';
import type { RouterState } from '../../app/router';
import { SITES } from '../../lib/sites';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function isMobile(): boolean {
  return window.matchMedia('(max-width: 767px)').matches;
}

/** Loads the tag manager once, when one is configured and the page is not a preview. */
export function startTagManager(page: PageContextData): void {
  if (page.preview || !isValidTagManagerId(page.tagManagerId)) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(page.tagManagerId)}`;
  document.head.appendChild(script);
}

/**
 * Pushes `page_viewed` (spec §7) for the page now shown, unless its route turns analytics
 * off, the page is a preview, or no valid tag-manager id is configured.
 */
export function trackPageView(page: PageContextData, state: RouterState): void {
  const routeAnalytics = state.match?.route.meta.analytics ?? true;
  if (
    !shouldTrackPageView({ routeAnalytics, preview: page.preview, tagManagerId: page.tagManagerId })
  )
    return;
  const mobile = isMobile();
  const event: PageViewEvent = {
    event: 'page_viewed',
    pageUrl: window.location.href,
    pageName: state.match?.route.meta.trackingName ?? state.match?.route.id,
    site: {
      locale: page.country,
      language: page.language,
      mobile,
      status: 200,
      layout: mobile ? 'Mobile' : 'Desktop',
      adAccountId: SITES[page.country].adAccountId,
    },
    user: { id: null, loyalty_tier: null },
  };
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}
