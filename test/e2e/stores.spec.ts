import { expectNoSeriousViolations } from './account-helpers';
import { expect, footerLink, gotoHydrated, tabTo, test } from './fixtures';

/**
 * The stores on a phone: the locator by keyboard (its tab links, a store page with its phone and
 * directions links), making a store "my store", and axe on the locator and a store page in
 * English and in Thai.
 */
test.use({ viewport: { width: 375, height: 812 } });

test('the locator by keyboard, a store page, and my store', async ({ page }) => {
  const response = await gotoHydrated(page, '/store-locations');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Our stores' })).toBeVisible();
  await expect(footerLink(page, '/store-locations')).toHaveCount(1);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const tabs = page.getByRole('navigation', { name: 'Which stores to show' });
  await expect(tabs.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  const collect = tabs.getByRole('link', { name: 'Click and collect' });
  await tabTo(page, collect);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/store-locations\?show=collect$/);
  await expect(collect).toHaveAttribute('aria-current', 'page');

  const cards = page.locator('.store-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText(/^(Open|Closed) now$/).first()).toBeVisible();
  const firstStore = cards.first().getByRole('heading', { level: 2 }).getByRole('link');
  const name = (await firstStore.textContent()) ?? '';
  await tabTo(page, firstStore);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/store-locations\/sg-[a-z0-9-]+$/);
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.locator('a[href^="tel:+65"]')).toHaveCount(1);
  await expect(
    page.locator('a[href^="https://www.google.com/maps/dir/?api=1&destination="]'),
  ).toHaveCount(1);
  await expect(page.locator('.store-hours tbody tr')).toHaveCount(7);
  await expect(page.locator('.store-hours-today')).toHaveCount(1);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);

  const make = page.getByRole('button', { name: 'Make this my store' });
  await tabTo(page, make);
  await page.keyboard.press('Enter');
  await expect(page.getByText('My store', { exact: true })).toBeFocused();

  // Back on the locator (a new document: the cookie keeps it), the store is first and marked.
  await gotoHydrated(page, '/store-locations');
  const mine = page.locator('.store-card').first();
  await expect(mine.getByRole('heading', { level: 2 })).toHaveText(name);
  await expect(mine.getByText('My store', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make this my store' }).first()).toBeVisible();
});

for (const { label, query } of [
  { label: 'English', query: '' },
  { label: 'Thai', query: '?country_code=th' },
]) {
  test(`the locator and a store page in ${label} have no serious or critical axe violations`, async ({
    page,
  }, testInfo) => {
    const response = await gotoHydrated(page, `/store-locations${query}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText(/^(Open|Closed) now$|^(เปิด|ปิด)อยู่ตอนนี้$/).first()).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, `locator-${label}`);
    const country = query ? 'th' : 'sg';
    const store = await gotoHydrated(page, `/store-locations/${country}-flagship`);
    expect(store?.status()).toBe(200);
    await expectNoSeriousViolations(page, testInfo, `store-${label}`);
  });
}

test('an unknown store is the 404 page', async ({ page }) => {
  const response = await page.goto('/store-locations/no-such-store');
  expect(response?.status()).toBe(404);
});
