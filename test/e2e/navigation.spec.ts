import {
  expect,
  footerLink,
  gotoHydrated,
  pageViews,
  readMarker,
  relativeUrl,
  setMarker,
  settle,
  test,
  waitForHydration,
} from './fixtures';
import { readFeature } from '../locales/read-locale';

const VIEW_BAG = (readFeature('en', 'bag-page') as { bagPage: { mini: { viewBag: string } } })
  .bagPage.mini.viewBag;

/**
 * The client router: links between matched routes render in place, without a
 * page load; exempted paths and unmatched routes are full page loads.
 */

test('a footer link navigates client-side, and back returns client-side', async ({
  page,
  loads,
  baseURL,
}) => {
  await gotoHydrated(page, '/');
  const homeTitle = await page.title();
  expect(homeTitle).toMatch(/ \| Beauty Storefront Singapore$/);
  await setMarker(page);
  // A page view waits for the visitor's GET user (its analytics user data): poll for it.
  await expect
    .poll(async () => (await pageViews(page)).map((view) => view.pageUrl))
    .toEqual([`${baseURL}/`]);

  await footerLink(page, '/about').getByText('About us').click();
  await expect(page).toHaveURL(`${baseURL}/about`);
  await expect(page).toHaveTitle('About us | Beauty Storefront Singapore');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  expect(await readMarker(page), 'the document survived: no page load').toBe(1);
  await expect
    .poll(async () => (await pageViews(page)).map((view) => view.pageUrl))
    .toEqual([`${baseURL}/`, `${baseURL}/about`]);

  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page).toHaveTitle(homeTitle);
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toHaveCount(0);
  expect(await readMarker(page)).toBe(1);
  await expect
    .poll(async () => (await pageViews(page)).map((view) => view.pageUrl))
    .toEqual([`${baseURL}/`, `${baseURL}/about`, `${baseURL}/`]);
  expect(loads.count, 'one page load in all').toBe(1);
});

test('footer and header links to deeper paths navigate client-side and scroll to the top', async ({
  page,
  loads,
  baseURL,
}) => {
  await gotoHydrated(page, '/');
  await setMarker(page);
  await footerLink(page, '/pages/privacy-policy').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await footerLink(page, '/pages/privacy-policy').click();
  await expect(page).toHaveURL(`${baseURL}/pages/privacy-policy`);
  await expect(page).toHaveTitle(/^Privacy policy \| Beauty Storefront Singapore$/i);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await readMarker(page), 'a two-segment path is a client navigation too').toBe(1);

  await page.locator('header nav a[href="/brands"]').first().click();
  await expect(page).toHaveURL(`${baseURL}/brands`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await readMarker(page)).toBe(1);
  expect(loads.count).toBe(1);
});

test('the bag page sends no page_viewed; the next normal page does', async ({ page, baseURL }) => {
  await gotoHydrated(page, '/cart');
  expect(await pageViews(page), 'a full load of /cart').toEqual([]);
  await setMarker(page);

  await footerLink(page, '/about').click();
  await expect(page).toHaveTitle('About us | Beauty Storefront Singapore');
  await expect
    .poll(async () => (await pageViews(page)).map((view) => view.pageUrl))
    .toEqual([`${baseURL}/about`]);

  // Back into the bag client-side, from the mini-bag's "View bag": still nothing for it.
  await page.locator('header .bag-link').click();
  await page.getByRole('dialog').getByRole('link', { name: VIEW_BAG }).click();
  await expect(page).toHaveURL(`${baseURL}/cart`);
  await expect(page).not.toHaveTitle(/^About us/);
  await settle(page);
  await expect
    .poll(async () => (await pageViews(page)).map((view) => view.pageUrl))
    .toEqual([`${baseURL}/about`]);
  expect(await readMarker(page)).toBe(1);
});

test('a link to an exempted path (the sandbox) is a full page load', async ({
  page,
  loads,
  baseURL,
}) => {
  await gotoHydrated(page, '/sandbox');
  await setMarker(page);
  const link = page.locator('main a[href="/sandbox/sg/en/cart"]');
  await expect(link).toBeVisible();

  await link.click();
  await expect(page).toHaveURL(`${baseURL}/sandbox/sg/en/cart`);
  await waitForHydration(page);
  expect(await readMarker(page), 'a new document').toBeNull();
  expect(loads.count).toBe(2);
});

test('going back to an exempted path (/users/unlock) is a full page load', async ({
  page,
  loads,
  baseURL,
}) => {
  await gotoHydrated(page, '/users/unlock');
  await setMarker(page);

  // Away from it is a client navigation (/about is not exempted)…
  await footerLink(page, '/about').click();
  await expect(page).toHaveTitle('About us | Beauty Storefront Singapore');
  expect(await readMarker(page)).toBe(1);

  // …back to it is a full load.
  const reloaded = page.waitForEvent('load');
  await page.goBack();
  await reloaded;
  await expect(page).toHaveURL(`${baseURL}/users/unlock`);
  await waitForHydration(page);
  expect(await readMarker(page)).toBeNull();
  expect(loads.count).toBe(2);
});

test('an unmatched path is the 404 page, and its home link is a full page load', async ({
  page,
  loads,
  baseURL,
}) => {
  const response = await gotoHydrated(page, '/that-path');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /that-path');
  await setMarker(page);

  await page.locator('main').getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await waitForHydration(page);
  expect(await readMarker(page), 'leaving an unmatched page is a full load').toBeNull();
  // The load event waits for the home page's images and may come after hydration.
  await expect.poll(() => loads.count).toBe(2);
  await expect(page.getByRole('heading', { name: /Page not found/ })).toHaveCount(0);
});

test('a history entry of an unmatched path is loaded from the server', async ({
  page,
  loads,
  baseURL,
}) => {
  await gotoHydrated(page, '/');
  await setMarker(page);
  // No link in the app points to an unmatched path; history can (an old bookmark-like entry).
  await page.evaluate(() => {
    window.history.pushState(null, '', '/no-such-page');
    window.history.pushState(null, '', '/');
  });

  const reloaded = page.waitForEvent('load');
  await page.goBack();
  await reloaded;
  await expect(page).toHaveURL(`${baseURL}/no-such-page`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /no-such-page');
  expect(await readMarker(page)).toBeNull();
  expect(loads.count).toBe(2);
});

test('server data hydrates the page: no API request repeats what the HTML carried', async ({
  page,
}) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/web/v1/')) apiCalls.push(url.pathname + url.search);
  });
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  // Only per-visitor queries (who is browsing, the bag count, the wish list behind the hearts)
  // run in the browser; the layout, the content, the featured products and the brands came
  // with the page.
  expect(
    apiCalls.filter(
      (call) => !/^\/api\/web\/v1\/(user|cart\/items-count\/|wishlist\/)$/.test(call),
    ),
  ).toEqual([]);
  expect(apiCalls).toContain('/api/web/v1/user');
});

test('a client navigation moves focus to the new page’s h1 and announces its title; back does too', async ({
  page,
  baseURL,
}) => {
  await gotoHydrated(page, '/');
  const homeTitle = await page.title();
  // The page's announcer: rendered by the server, so it exists before its first message.
  const region = page.locator('[data-announcer]');
  await expect(region).toHaveAttribute('aria-live', 'polite');
  await expect(region).toHaveText('');

  const link = footerLink(page, '/about');
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${baseURL}/about`);
  const heading = page.getByRole('heading', { level: 1, name: 'About us' });
  await expect(heading).toBeFocused();
  await expect(region).toHaveText('About us | Beauty Storefront Singapore');
  expect(await page.evaluate(() => window.scrollY), 'the new page starts at its top').toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.locator('main h1')).toBeFocused();
  await expect(region).toHaveText(homeTitle);
});

test('a member page is a sign-in first: the client router goes where its payload points', async ({
  page,
  baseURL,
}) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(relativeUrl(request.url()));
  });
  await gotoHydrated(page, '/');
  // A guest meets a member page through history (no link of the app shows one to a guest).
  await page.evaluate(() => {
    window.history.pushState(null, '', '/account/orders');
    window.history.pushState(null, '', '/');
  });

  const payload = page.waitForResponse((response) =>
    response.url().includes('/account/orders/_payload.json'),
  );
  await page.goBack();
  expect((await payload).status()).toBe(409);
  await expect(page).toHaveURL(`${baseURL}/sign_in?return_to=%2Faccount%2Forders`);
  await waitForHydration(page);
  await expect(page).toHaveTitle('Sign in | Beauty Storefront Singapore');
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/sign_in?mode=sign-up&return_to=%2Faccount%2Forders',
  );
  // Straight to the sign-in page: the member page's document was never asked for.
  expect(documents).toEqual(['/', '/sign_in?return_to=%2Faccount%2Forders']);
});
