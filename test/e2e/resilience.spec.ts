import type { ConsoleMessage, Page, Request } from '@playwright/test';
import {
  expect,
  footerLink,
  gotoHydrated,
  readMarker,
  setMarker,
  settle,
  test,
  waitForHydration,
} from './fixtures';

/**
 * Releases and broken deploys: a page chunk that fails to load reloads the page
 * once, guarded for 10 s in session storage; once a newer build is out, the next navigation
 * is a full page load.
 */

const GUARD_KEY = 'chunk-reload-at';
const isAboutChunk = (url: URL) => /^\/assets\/about-[^/]+\.js$/.test(url.pathname);
const isLatestBuild = (url: URL) => url.pathname === '/_builds/latest.json';

/** An error the app logged itself (not the browser's own "Failed to load resource" line). */
function isAppError(message: ConsoleMessage): boolean {
  return message.type() === 'error' && !message.text().startsWith('Failed to load resource');
}

function appLoggedError(page: Page): Promise<ConsoleMessage> {
  return page.waitForEvent('console', isAppError);
}

function readGuard(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.sessionStorage.getItem(key), GUARD_KEY);
}

function navigationType(page: Page): Promise<string> {
  return page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
  );
}

test('a page chunk that fails to load reloads once, to the destination, and not again within 10 s', async ({
  page,
  loads,
  baseURL,
}) => {
  // In order: chunk failures, and errors the app logged itself.
  const events: string[] = [];
  page.on('requestfailed', (request: Request) => {
    if (isAboutChunk(new URL(request.url()))) events.push('chunk failed');
  });
  page.on('console', (message) => {
    if (isAppError(message)) events.push('app error');
  });
  await page.route(isAboutChunk, (route) => route.abort());
  await gotoHydrated(page, '/');
  await setMarker(page);
  expect(await readGuard(page)).toBeNull();
  const clickedAt = Date.now();

  const reloaded = page.waitForEvent('load');
  await footerLink(page, '/about').click();
  await reloaded;
  await expect(page, 'the reload goes to the page that was asked for').toHaveURL(
    `${baseURL}/about`,
  );
  expect(await readMarker(page)).toBeNull();
  const guard = Number(await readGuard(page));
  expect(guard).toBeGreaterThanOrEqual(clickedAt - 1000);
  expect(guard).toBeLessThanOrEqual(Date.now() + 1000);

  // The new document needs the same chunk, which fails again: the app gives up (and says so)
  // instead of reloading in a loop.
  await expect
    .poll(() => events.slice(events.indexOf('chunk failed') + 1))
    .toContain('chunk failed');
  await expect
    .poll(() => events.slice(events.lastIndexOf('chunk failed') + 1))
    .toContain('app error');
  await settle(page);
  expect(loads.count, 'the first load and one reload').toBe(2);
  await expect(page).toHaveURL(`${baseURL}/about`);
  expect(await navigationType(page), 'no reload of the destination').toBe('navigate');
  expect(await readGuard(page), 'the guard is not renewed').toBe(String(guard));
  // The server-rendered page is still there to read.
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
});

test('a client navigation whose chunk fails within 10 s of a reload stays on the page', async ({
  page,
  loads,
  baseURL,
}) => {
  await page.route(isAboutChunk, (route) => route.abort());
  await gotoHydrated(page, '/');
  await setMarker(page);
  // A chunk reload happened a moment ago.
  const guard = String(Date.now());
  await page.evaluate(
    ([key, value]) => window.sessionStorage.setItem(key, value),
    [GUARD_KEY, guard],
  );

  const gaveUp = appLoggedError(page);
  const payload = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/about/_payload.json',
  );
  await footerLink(page, '/about').click();
  await gaveUp;
  // The page data was asked for alongside the chunk: let the router finish with both.
  await (await payload).finished();
  await settle(page);
  expect(loads.count, 'no reload').toBe(1);
  expect(await readMarker(page)).toBe(1);
  await expect(page).toHaveURL(`${baseURL}/`);
  expect(await readGuard(page)).toBe(guard);
});

test('after a newer build is published, the next link click is a full page load', async ({
  page,
  loads,
  baseURL,
}) => {
  await page.route(isLatestBuild, (route) =>
    route.fulfill({
      json: { id: 'other-build', timestamp: 1 },
      headers: { 'cache-control': 'no-store' },
    }),
  );
  const polled = page.waitForResponse((response) => isLatestBuild(new URL(response.url())));
  await gotoHydrated(page, '/');
  await setMarker(page);
  // The first check runs about a second after the page is idle; coming back to the tab checks too.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await (await polled).finished();
  await settle(page);

  await footerLink(page, '/about').click();
  await expect(page).toHaveURL(`${baseURL}/about`);
  await waitForHydration(page);
  expect(await readMarker(page), 'a new document').toBeNull();
  expect(loads.count).toBe(2);
  await expect(page).toHaveTitle('About us | Beauty Storefront Singapore');
});

test('when the published build is this one, links stay client navigations', async ({
  page,
  loads,
  baseURL,
}) => {
  const polled = page.waitForResponse((response) => isLatestBuild(new URL(response.url())));
  await gotoHydrated(page, '/');
  await setMarker(page);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const latest = await polled;
  expect(latest.ok()).toBe(true);
  expect(((await latest.json()) as { id?: string }).id).toBeTruthy();
  await settle(page);

  await footerLink(page, '/about').click();
  await expect(page).toHaveURL(`${baseURL}/about`);
  await expect(page).toHaveTitle('About us | Beauty Storefront Singapore');
  expect(await readMarker(page)).toBe(1);
  expect(loads.count).toBe(1);
});
