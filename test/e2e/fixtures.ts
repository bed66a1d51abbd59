import {
  test as base,
  expect,
  type Locator,
  type Page,
  type Response,
  type TestInfo,
} from '@playwright/test';

/**
 * A client address of the journey's own (in 198.18.0.0/15, the range kept for tests), as the
 * edge's CF-Connecting-IP: the per-client rate limits (worker/rate-limit/) count each journey
 * apart, as they would count shoppers, and a retry is another client. Otherwise every journey
 * is one client, and the suite's sign-ups together pass the limit on sign-ups per client.
 */
function clientAddress(testInfo: TestInfo): string {
  let hash = testInfo.retry;
  for (const char of testInfo.testId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.${18 + (hash & 1)}.${(hash >>> 1) & 255}.${1 + ((hash >>> 9) % 254)}`;
}

/**
 * Shared fixtures of the browser journeys:
 * - each journey is a client of its own (`clientAddress`);
 * - the tag manager is blocked (the dev config names one and there is no internet), and so is
 *   Google Identity Services (the e2e worker has a Google client id; google.spec.ts serves a
 *   fake of it, its page routes taking precedence over these);
 * - uncaught page errors are collected and fail the test at its end, unless a test takes
 *   them out of `pageErrors` because it expects them;
 * - `loads` counts the main frame's `load` events (a client navigation adds none).
 */
export const test = base.extend<{ pageErrors: string[]; loads: { count: number } }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ 'cf-connecting-ip': clientAddress(testInfo), ...extraHTTPHeaders });
  },
  context: async ({ context }, use) => {
    await context.route('https://www.googletagmanager.com/**', (route) => route.abort());
    await context.route('https://accounts.google.com/**', (route) => route.abort());
    await use(context);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  loads: [
    async ({ page }, use) => {
      const loads = { count: 0 };
      page.on('load', () => {
        loads.count += 1;
      });
      await use(loads);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated the document (the app sets `data-hydrated` then). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Opens a path as a full page load and waits for hydration; returns the main response. */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/**
 * Marks the current document. A client navigation keeps the mark; a full page load (a new
 * document) loses it.
 */
export async function setMarker(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as Window & { __marker?: number }).__marker = 1;
  });
}

export function readMarker(page: Page): Promise<number | null> {
  return page.evaluate(() => (window as Window & { __marker?: number }).__marker ?? null);
}

/** Lets the page run its queued work: two animation frames (the router reports after one). */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

export interface PageViewed {
  event: 'page_viewed';
  pageUrl: string;
  pageName?: string;
}

/** The `page_viewed` entries of the tag manager's data layer, in order. */
export function pageViews(page: Page): Promise<PageViewed[]> {
  return page.evaluate(() =>
    ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (entry): entry is PageViewed =>
        typeof entry === 'object' &&
        entry !== null &&
        (entry as { event?: unknown }).event === 'page_viewed',
    ),
  );
}

/** The page's origin-relative URL (path and query), for readable assertions. */
export function relativeUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** The footer link to a path (labels change with the language; hrefs do not). */
export function footerLink(page: Page, href: string) {
  return page.locator(`footer a[href="${href}"]`);
}

/** Presses Tab until `target` has focus (at most `limit` times). */
export async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`never reached ${target.toString()} with Tab`);
}
