import type { Page } from '@playwright/test';

/**
 * Core Web Vitals as the browser itself reports them (PerformanceObserver), for the browser
 * tests: layout shifts and the largest contentful paint of a page load, on a phone profile
 * with a slow network, so that what a shopper's phone sees (the shell painted before the
 * streamed parts arrive) happens here too.
 */

/** Lighthouse's mobile device (a mid-range Android phone). */
export const LIGHTHOUSE_PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/**
 * Lighthouse's mobile network ("slow 4G": 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up),
 * applied to the real requests: the document arrives in pieces, as on a phone.
 */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export interface Shift {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
  /** The elements that moved, as short descriptions (for failure messages). */
  sources: string[];
}

/** The largest contentful paint's element, as much of it as the assertions need. */
export interface LcpElement {
  tag: string;
  loading: string | null;
  fetchPriority: string | null;
  src: string | null;
  description: string;
}

export interface Vitals {
  shifts: Shift[];
  lcp: LcpElement | null;
}

/** Throttles the page's network like Lighthouse's mobile profile (Chromium only, through CDP). */
export async function throttleLikeAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
}

/**
 * Starts recording before the document's first byte (an init script runs before any page
 * script, whatever the page's CSP): every layout shift and every LCP candidate.
 */
export async function recordVitals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const describe = (node: Node | null | undefined): string => {
      if (!(node instanceof Element)) return node ? node.nodeName : '(gone)';
      const id = node.id ? `#${node.id}` : '';
      const classes = node.classList.length ? `.${[...node.classList].join('.')}` : '';
      return `${node.tagName.toLowerCase()}${id}${classes}`;
    };
    interface ShiftEntry extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null }[];
    }
    interface LcpEntry extends PerformanceEntry {
      element: Element | null;
    }
    const store = { shifts: [] as unknown[], lcp: null as unknown };
    (window as unknown as { __vitals: typeof store }).__vitals = store;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ShiftEntry[]) {
        store.shifts.push({
          value: entry.value,
          startTime: entry.startTime,
          hadRecentInput: entry.hadRecentInput,
          sources: entry.sources.map((source) => describe(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      const entries = list.getEntries() as LcpEntry[];
      const element = entries[entries.length - 1]?.element ?? null;
      if (!element) return;
      store.lcp = {
        tag: element.tagName.toLowerCase(),
        loading: element.getAttribute('loading'),
        fetchPriority: element.getAttribute('fetchpriority'),
        src: element.getAttribute('src'),
        description: element.outerHTML.slice(0, 200),
      };
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** What was recorded so far. Call it after the page settled: LCP stops at the first input. */
export function readVitals(page: Page): Promise<Vitals> {
  return page.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals);
}

/**
 * Cumulative Layout Shift as Chrome defines it: shifts not caused by input, grouped in session
 * windows (a window ends after 1 s without a shift or 5 s in all); the largest window's sum.
 */
export function cumulativeLayoutShift(shifts: readonly Shift[]): number {
  let largest = 0;
  let sum = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of shifts.filter((entry) => !entry.hadRecentInput)) {
    if (shift.startTime - previous > 1000 || shift.startTime - windowStart > 5000) {
      sum = 0;
      windowStart = shift.startTime;
    }
    sum += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, sum);
  }
  return largest;
}
