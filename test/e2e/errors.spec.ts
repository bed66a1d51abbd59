import type { Page, Route } from '@playwright/test';
import { expect, gotoHydrated, readMarker, setMarker, test } from './fixtures';
import { axeScan } from './axe';

/**
 * Errors a shopper can recover from (README "Errors"): a part of a page whose API fails in the
 * browser says so in its place with a retry while the rest of the page works; a page that fails to
 * render shows a full-page message with a reload; the server's 500 page is the site's layout around
 * a translated message with a reference ID that is the response's (and the log line's).
 */

const isFeatured = (url: URL) => url.pathname === '/api/web/v1/featured-products/';
const isHomePayload = (url: URL) => url.pathname === '/_payload.json';

/** The home page's data as the server answers it, with `change` applied to its queries. */
function rewriteHomePayload(
  page: Page,
  change: (queries: { queryKey: unknown[]; state: { data: unknown } }[]) => void,
) {
  return page.route(isHomePayload, async (route: Route) => {
    const response = await route.fetch();
    const payload = (await response.json()) as {
      state: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    };
    change(payload.state.queries);
    await route.fulfill({ response, json: payload });
  });
}

/** Home's featured products left out of its data, so the browser asks the API for them. */
function featuredFromTheBrowser(page: Page) {
  return rewriteHomePayload(page, (queries) => {
    queries.splice(
      0,
      queries.length,
      ...queries.filter((query) => query.queryKey[0] !== 'featured'),
    );
  });
}

const serverError = (route: Route) =>
  route.fulfill({ status: 500, json: { statusCode: 500, message: 'Server error' } });

const PART_FAILED = 'This part of the page could not be loaded.';

test('a part whose API fails in the browser shows a retry; the rest of the page keeps working', async ({
  page,
  loads,
}) => {
  test.setTimeout(60_000);
  let failing = true;
  let featuredCalls = 0;
  await page.route(isFeatured, async (route) => {
    featuredCalls += 1;
    await (failing ? serverError(route) : route.fallback());
  });
  await featuredFromTheBrowser(page);
  await gotoHydrated(page, '/brands');
  await setMarker(page);
  await page.locator('header a.logo').click();
  await expect(page).toHaveURL(/\/$/);

  // The browser tries the featured products four times, then the part says so.
  const failed = page.locator('[data-part-error]');
  await expect(failed).toContainText(PART_FAILED, { timeout: 20_000 });
  expect(featuredCalls).toBe(4);
  await expect(page.locator('[data-announcer]')).toHaveText(PART_FAILED);
  await expect(page.locator('[aria-live], [role="status"], [role="alert"]')).toHaveCount(1);
  // The rest of the page: the brand strip, the header, and links still work as client navigations.
  await expect(page.getByRole('heading', { level: 2, name: 'Shop by brand' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Featured now' })).toHaveCount(0);
  expect(await readMarker(page), 'the app is still running').toBe(1);

  failing = false;
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Featured now' })).toBeVisible();
  await expect(page.locator('.featured .product-card').first()).toBeVisible();
  await expect(failed).toHaveCount(0);
  expect(featuredCalls).toBe(5);

  await page.locator('footer a[href="/about"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  expect(await readMarker(page), 'still a client navigation').toBe(1);
  expect(loads.count).toBe(1);
});

test('a failed part takes the box its placeholder reserved: the section below it does not move', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The first answer waits until the placeholder was measured.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(isFeatured, async (route) => {
    await held;
    await serverError(route);
  });
  await featuredFromTheBrowser(page);
  await gotoHydrated(page, '/brands');
  await page.locator('header a.logo').click();

  const placeholder = page.locator('.featured[aria-busy="true"]');
  const below = page.getByRole('heading', { level: 2, name: 'Shop by brand' });
  await expect(placeholder).toBeVisible();
  await expect(below).toBeVisible();
  const top = () => below.evaluate((element) => element.getBoundingClientRect().top + scrollY);
  const reserved = (await placeholder.boundingBox())?.height ?? 0;
  const belowBefore = await top();
  release();

  const failed = page.locator('[data-part-error]');
  await expect(failed).toBeVisible({ timeout: 20_000 });
  const height = (await failed.boundingBox())?.height ?? 0;
  expect(reserved, 'the placeholder reserves a box').toBeGreaterThan(100);
  expect(
    Math.abs(height - reserved),
    `error ${height} px, placeholder ${reserved} px`,
  ).toBeLessThanOrEqual(1);
  expect(
    Math.abs((await top()) - belowBefore),
    'the next section did not move',
  ).toBeLessThanOrEqual(1);
});

test('a keyboard retry keeps focus off <body>, as :focus-visible: on the new Try again when it fails again, around the part once it loads', async ({
  page,
}) => {
  test.setTimeout(60_000);
  let failing = true;
  await page.route(isFeatured, (route) => (failing ? serverError(route) : route.fallback()));
  await featuredFromTheBrowser(page);
  await gotoHydrated(page, '/brands');
  await page.locator('header a.logo').click();
  const retry = page.locator('[data-part-error]').getByRole('button', { name: 'Try again' });
  const focused = () =>
    page.evaluate(() => ({
      body: document.activeElement === document.body,
      retry: document.activeElement?.matches('[data-part-error] button') ?? false,
      part: Boolean(document.activeElement?.querySelector('.featured .product-card')),
      visible: document.activeElement?.matches(':focus-visible') ?? false,
    }));

  await retry.focus({ timeout: 20_000 });
  await page.keyboard.press('Enter');
  expect((await focused()).body, 'while the part loads again').toBe(false);
  // It fails again (four tries): focus is on the new button, shown as keyboard focus.
  await expect(retry).toBeFocused({ timeout: 20_000 });
  expect(await focused()).toEqual({ body: false, retry: true, part: false, visible: true });

  failing = false;
  await page.keyboard.press('Enter');
  await expect(page.locator('.featured .product-card').first()).toBeVisible();
  expect(await focused()).toEqual({ body: false, retry: false, part: true, visible: true });
});

test('a page that fails to render shows a full-page message with a reload', async ({
  page,
  loads,
}) => {
  // Home's content answered in a shape the page cannot render.
  await rewriteHomePayload(page, (queries) => {
    for (const query of queries)
      if (query.queryKey[0] === 'page') query.state.data = { title: 'Home', blocks: 5 };
  });
  await gotoHydrated(page, '/brands');
  await page.locator('header a.logo').click();

  const heading = page.getByRole('heading', { level: 1, name: 'Something went wrong' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByText('This page stopped working. Reload it to carry on.')).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 2, name: 'Featured now' })).toBeVisible();
  expect(loads.count).toBe(2);
});

test("the server's 500 page is the site's layout, with the reference ID of the response", async ({
  page,
}) => {
  const response = await page.goto('/_dev/error');
  expect(response?.status()).toBe(500);
  const id = await response?.headerValue('x-request-id');
  expect(id).toBeTruthy();
  await expect(page).toHaveTitle(/^Something went wrong \| /);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  // The site's header and footer, so the shopper can go on from here.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const reference = page.locator('[data-request-id]');
  await expect(reference).toHaveText(id ?? '');
  await expect(page.locator('.error-reference')).toContainText(`Error reference: ${id}.`);
  // Selected whole with one click, to copy.
  await reference.click();
  expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(id);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Featured now' })).toBeVisible();
});

test("the server's 500 page speaks the shopper's language, and is a minimal page when the layout failed", async ({
  page,
}) => {
  const response = await page.goto('/_dev/error?country_code=hk&language=zh&layout=broken');
  expect(response?.status()).toBe(500);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  await expect(page.getByRole('heading', { level: 1, name: '出現問題' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.locator('[data-request-id]')).toHaveText(
    (await response?.headerValue('x-request-id')) ?? '',
  );
});

/** Serious and critical axe violations of the page as it is now. */
async function blockingViolations(page: Page) {
  const results = await axeScan(page);
  expect(results.passes.length, 'axe ran its rules').toBeGreaterThan(10);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

test('the 500 page and a failed part have no serious or critical axe violations', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/_dev/error');
  expect(await blockingViolations(page), 'the 500 page').toEqual([]);

  await page.route(isFeatured, serverError);
  await featuredFromTheBrowser(page);
  await gotoHydrated(page, '/brands');
  await page.locator('header a.logo').click();
  await expect(page.locator('[data-part-error]')).toBeVisible({ timeout: 20_000 });
  expect(await blockingViolations(page), 'home with a failed part').toEqual([]);
});
