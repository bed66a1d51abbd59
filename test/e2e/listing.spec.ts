import AxeBuilder from '@axe-core/playwright';
import { expect, gotoHydrated, readMarker, relativeUrl, setMarker, test } from './fixtures';

/**
 * Product listings (issue 3): filters, sorts and "Show more" change the URL, render without a
 * page load, and the back button brings the previous selection back.
 */

const counter = (page: import('@playwright/test').Page) => page.locator('.listing-counter');

test('filter, sort and show more on a brand page; back restores the filters', async ({ page, baseURL }) => {
  await gotoHydrated(page, '/brands/solenne');
  await setMarker(page);
  const initial = (await counter(page).textContent()) ?? '';
  const total = Number(/of (\d+) results/.exec(initial)?.[1]);
  expect(total).toBeGreaterThan(24);
  await expect(page.locator('.product-card')).toHaveCount(24);

  await page.getByRole('checkbox', { name: /^Hair \(\d+\)$/ }).check();
  await expect(page).toHaveURL(/categories=hair/);
  const hairText = (await counter(page).textContent()) ?? '';
  const hair = Number(/of (\d+) results/.exec(hairText)?.[1]);
  expect(hair).toBeLessThan(total);

  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  const prices = await page.locator('.card-price > span').allTextContents();
  const amounts = prices.map((text) => Number(text.replace(/[^\d.]/g, '')));
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

  if (hair > 24) {
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(counter(page)).toContainText(`1-${Math.min(48, hair)} of ${hair} results`);
    await expect(page).toHaveURL(/page=2/);
  }
  expect(await readMarker(page), 'no page load for any of it').toBe(1);

  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/brands/solenne?categories=hair`);
  await expect(page.getByLabel('Sort by')).toHaveValue('featured');
  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/brands/solenne`);
  await expect(page.getByRole('checkbox', { name: /^Hair \(\d+\)$/ })).not.toBeChecked();
  await expect(counter(page)).toHaveText(initial);
  await page.goForward();
  await expect(page.getByRole('checkbox', { name: /^Hair \(\d+\)$/ })).toBeChecked();
  expect(await readMarker(page)).toBe(1);
});

test('a reload keeps the filters and the pages shown, rendered by the server', async ({ page }) => {
  const response = await gotoHydrated(page, '/categories/makeup?others=in_stock&page=2');
  expect(response?.status()).toBe(200);
  await expect(page.locator('.product-card')).toHaveCount(48);
  await expect(page.getByRole('checkbox', { name: /^In stock \(\d+\)$/ })).toBeChecked();
});

test('no results say so and offer a way back', async ({ page }) => {
  await gotoHydrated(page, '/brands/solenne?others=new,exclusive,limited,vegan&sale=1&price=0-99');
  await expect(page.getByText('Sorry, no products found!')).toBeVisible();
  await page.getByRole('link', { name: 'Clear all filters' }).click();
  await expect(page.locator('.product-card').first()).toBeVisible();
  expect(relativeUrl(page.url())).toBe('/brands/solenne');
});

test('the sale page lists what is on sale, narrowed by category', async ({ page }) => {
  await gotoHydrated(page, '/pages/sale/makeup');
  await expect(page.locator('.product-card').first()).toBeVisible();
  const badges = await page.locator('.product-card').evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
  expect(badges.every((text) => text.includes('Sale'))).toBe(true);
});

test('listings speak Thai on the Thai site and Chinese on the Hong Kong site', async ({ page }) => {
  await gotoHydrated(page, '/categories/skincare?country_code=th');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
  await expect(page.getByLabel('เรียงตาม')).toBeVisible();
  await expect(page.locator('.listing-counter')).toContainText('จาก');
  await expect(page.locator('.card-price > span').first()).toContainText('฿');

  await gotoHydrated(page, '/categories/skincare?country_code=hk&language=zh');
  await expect(page.getByLabel('排序方式')).toBeVisible();
  await expect(page.locator('.card-price > span').first()).toContainText('HK$');
  await page.getByRole('checkbox', { name: /^有貨/ }).check();
  await expect(page).toHaveURL(/others=in_stock/);
  await expect(page).toHaveURL(/language=zh/);
});

test('axe finds nothing serious on a listing page', async ({ page }) => {
  await gotoHydrated(page, '/brands/solenne?sort=newest');
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});
