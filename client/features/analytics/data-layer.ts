import type { User } from '../../api/contract';
import {
  isValidTagManagerId,
  pageViewUser,
  shouldTrackPageView,
  type PageViewEvent,
} from '../../lib/analytics';
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
 * Pushes `page_viewed` for the page now shown, unless its route turns analytics
 * off, the page is a preview, or no valid tag-manager id is configured. The user data come
 * from GET user, asked only when the event is sent (the header asks it anyway: one request);
 * a GET user that fails sends the event as a guest's rather than none.
 */
export async function trackPageView(
  page: PageContextData,
  state: RouterState,
  visitor: () => Promise<User>,
): Promise<void> {
  const routeAnalytics = state.match?.route.meta.analytics ?? true;
  if (
    !shouldTrackPageView({ routeAnalytics, preview: page.preview, tagManagerId: page.tagManagerId })
  )
    return;
  // Read before waiting: the URL and width are the page's as it was shown.
  const pageUrl = window.location.href;
  const mobile = isMobile();
  const user = await visitor().catch(() => undefined);
  const event: PageViewEvent = {
    event: 'page_viewed',
    pageUrl,
    pageName: state.match?.route.meta.trackingName ?? state.match?.route.id,
    site: {
      locale: page.country,
      language: page.language,
      mobile,
      status: 200,
      layout: mobile ? 'Mobile' : 'Desktop',
      adAccountId: SITES[page.country].adAccountId,
    },
    user: pageViewUser(user?.analytics),
  };
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}
