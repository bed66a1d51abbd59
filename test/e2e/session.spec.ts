import type { Page } from '@playwright/test';
import { readLocale } from '../locales/read-locale';
import { generateCatalogue } from '../../worker/db/seed/catalogue';
import {
  accountButton,
  accountByApi,
  expireAccessToken,
  newEmail,
  outboxLink,
  PASSWORD,
} from './account-helpers';
import { expect, gotoHydrated, pageViews, relativeUrl, test, waitForHydration } from './fixtures';

/**
 * Sessions in the browser: an access token that expires while the page is open is
 * renewed once, unnoticed, in one tab and in two at once (the refresh lock); five wrong
 * passwords lock the account and the e-mailed link unlocks it; what a guest kept (wish list,
 * bag) is the member's after signing in, and leaves the browser's guest lists.
 */

type Messages = typeof import('../../locales/en').default;
const en = readLocale('en') as Messages;

/** A launched product open to all, every variant in stock in Singapore: its button adds to the bag. */
function simpleProduct(): { slug: string; name: string } {
  const catalogue = generateCatalogue();
  const plan = catalogue.plans.find(
    ({ row, variants }) =>
      !row.launch_at &&
      !row.priority_tier &&
      !row.is_limited &&
      variants.every((variant) =>
        catalogue.offers.some(
          (offer) => offer.variant_id === variant.id && offer.country === 'sg' && offer.stock > 5,
        ),
      ),
  );
  if (!plan) throw new Error('the seed has no simple product in stock in Singapore');
  const name = catalogue.texts.find(
    (text) => text.product_id === plan.row.id && text.language === 'en',
  )?.name as string;
  return { slug: plan.row.slug, name };
}

const PRODUCT = simpleProduct();
const heart = (page: Page) =>
  page.getByRole('button', { name: en.wishlist.toggle.replace('{{name}}', PRODUCT.name) });
const hearts = (page: Page) => page.locator('.wishlist-heart button');

/** Counts the token requests (sign-in or refresh) the browser sends, in every tab. */
function countRefreshes(page: Page) {
  const seen = { count: 0 };
  page.context().on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/web/v1/auth/token'))
      seen.count += 1;
  });
  return seen;
}

/** Waits for the wish-list change the page sends next, and answers its final status. */
function nextWishlistChange(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      response.url().endsWith('/api/web/v1/wishlist') &&
      response.status() !== 401,
  );
}

test('an access token that expired while the page was open is renewed once, unnoticed: the change is kept, the header stays the member’s', async ({
  page,
  baseURL,
}) => {
  await accountByApi(page, baseURL as string, newEmail('expiry'), { stay: true });
  await gotoHydrated(page, '/brands/solenne');
  await expect(accountButton(page, en.nav.myAccount)).toBeVisible();
  await expect(hearts(page).first()).not.toHaveAttribute('aria-disabled', 'true');

  await expireAccessToken(page.context());
  const refreshes = countRefreshes(page);
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/web/v1/wishlist')) statuses.push(response.status());
  });
  const saved = nextWishlistChange(page);
  await hearts(page).first().click();
  expect((await saved).status()).toBe(200);
  expect(statuses).toEqual([401, 200]);
  expect(refreshes.count).toBe(1);
  await expect(hearts(page).first()).toHaveAttribute('aria-pressed', 'true');

  // Kept on the account: a new document (whose request carries the renewed token) shows it.
  await gotoHydrated(page, '/brands/solenne');
  await expect(accountButton(page, en.nav.myAccount)).toBeVisible();
  await expect(hearts(page).first()).toHaveAttribute('aria-pressed', 'true');
  expect(refreshes.count).toBe(1);
  // Its page view carries the member's analytics user data.
  await expect
    .poll(async () => ((await pageViews(page)).at(-1) as { user?: object } | undefined)?.user)
    .toMatchObject({ loyalty_tier: 'white', is_employee: false, age: expect.any(Number) });
});

test('two tabs whose access token expired both change something at once: one refresh, both kept, both still signed in', async ({
  page,
  baseURL,
}) => {
  await accountByApi(page, baseURL as string, newEmail('tabs'), { stay: true });
  const second = await page.context().newPage();
  await gotoHydrated(page, '/brands/solenne');
  await gotoHydrated(second, '/brands/solenne');
  for (const tab of [page, second])
    await expect(hearts(tab).nth(1)).not.toHaveAttribute('aria-disabled', 'true');

  await expireAccessToken(page.context());
  const refreshes = countRefreshes(page);
  const changes = [nextWishlistChange(page), nextWishlistChange(second)];
  await Promise.all([hearts(page).nth(0).click(), hearts(second).nth(1).click()]);
  const answers = await Promise.all(changes);
  expect(answers.map((answer) => answer.status())).toEqual([200, 200]);
  // The Web Lock lets one tab refresh; the other sees its mark and only sends its change again.
  expect(refreshes.count).toBe(1);

  for (const tab of [page, second]) {
    await gotoHydrated(tab, '/brands/solenne');
    await expect(accountButton(tab, en.nav.myAccount)).toBeVisible();
    await expect(hearts(tab).nth(0)).toHaveAttribute('aria-pressed', 'true');
    await expect(hearts(tab).nth(1)).toHaveAttribute('aria-pressed', 'true');
  }
});

test('wrong passwords say the tries left; the fifth blocks for 30 minutes with a reference and the unlock mail; the e-mailed link unlocks at a press of its button', async ({
  page,
  baseURL,
}) => {
  // A client address of its own: the lock is per address and client.
  await page.setExtraHTTPHeaders({ 'cf-connecting-ip': `198.51.100.${1 + (Date.now() % 250)}` });
  const email = newEmail('lockout');
  await accountByApi(page, baseURL as string, email);
  await gotoHydrated(page, '/sign_in');
  const form = page.locator('form.account-form');
  const message = page.locator('#sign-in-message');
  await form.getByLabel(en.signIn.email, { exact: true }).fill(email);
  const password = form.getByLabel(en.signIn.password, { exact: true });
  const fill = (text: string, values: Record<string, string | number>) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await password.fill(`Wrong#Pass${attempt}`);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/web/v1/auth/token'));
    await form.getByRole('button', { name: en.signIn.submit }).click();
    expect((await answered).status()).toBe(401);
    await expect(message).toHaveText(
      fill(en.auth.failedTriesLeft, { remaining: 5 - attempt, max: 5, minutes: 30 }),
    );
  }
  await password.fill('Wrong#Pass5');
  await form.getByRole('button', { name: en.signIn.submit }).click();
  // How long the block lasts, that the unlock link was mailed, and the reference.
  const [before, after] = fill(en.auth.blocked, { minutes: 30, reference: '{{reference}}' }).split(
    '{{reference}}',
  );
  await expect(message).toContainText(before);
  expect(before).toContain('30 min');
  expect(before).toContain('link to unlock');
  const reference = ((await message.textContent()) ?? '').slice(before.length).replace(after, '');
  expect(reference).toMatch(/^[A-Z0-9-]{6,}$/);
  await expect(message).toBeFocused();

  // Even the right password is refused while the lock holds, with the same reference.
  await password.fill(PASSWORD);
  await form.getByRole('button', { name: en.signIn.submit }).click();
  await expect(message).toContainText(reference);

  const href = await outboxLink(page, email, 'unlock', '/users/unlock?token=');
  await gotoHydrated(page, relativeUrl(href));
  await expect(page.getByText(en.unlock.withToken)).toBeVisible();
  await page.getByRole('button', { name: en.unlock.button }).click();
  await expect(page.getByText(en.auth.unlocked)).toBeVisible();

  await gotoHydrated(page, '/sign_in');
  await form.getByLabel(en.signIn.email, { exact: true }).fill(email);
  await password.fill(PASSWORD);
  await form.getByRole('button', { name: en.signIn.submit }).click();
  await expect.poll(() => relativeUrl(page.url())).toBe('/');
  await expect(accountButton(page, en.nav.myAccount)).toBeVisible();
});

test('a guest’s wish list and bag are the member’s after signing in, and leave the browser’s guest lists', async ({
  page,
  baseURL,
}) => {
  const email = newEmail('adopt');
  await accountByApi(page, baseURL as string, email);
  const path = `/products/${PRODUCT.slug}`;
  await gotoHydrated(page, path);
  await expect(heart(page)).not.toHaveAttribute('aria-disabled', 'true');
  await heart(page).click();
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
  const button = page.locator('.product-button button');
  await expect(button).toHaveText(en.product.button.add_to_bag);
  await button.click();
  await expect(page.getByTestId('bag-count')).toHaveText('1');

  await gotoHydrated(page, `/sign_in?return_to=${encodeURIComponent(path)}`);
  const form = page.locator('form.account-form');
  await form.getByLabel(en.signIn.email, { exact: true }).fill(email);
  await form.getByLabel(en.signIn.password, { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: en.signIn.submit }).click();
  await expect.poll(() => relativeUrl(page.url())).toBe(path);
  await expect(accountButton(page, en.nav.myAccount)).toBeVisible();
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('bag-count')).toHaveText('1');

  // Moved, not copied: signed out, the same browser is a guest with nothing kept.
  await page.locator('.account-menu > button').click();
  await page.locator('.account-menu').getByRole('link', { name: en.nav.signOut }).click();
  await page.getByRole('button', { name: en.account.signOutButton }).click();
  // Signing out loads the home page as a new document.
  await expect.poll(() => relativeUrl(page.url())).toBe('/');
  await waitForHydration(page);
  await expect(accountButton(page, en.nav.account)).toBeVisible();
  await gotoHydrated(page, path);
  await expect(heart(page)).not.toHaveAttribute('aria-disabled', 'true');
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('bag-count')).toHaveCount(0);
});
