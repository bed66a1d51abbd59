import { expect, gotoHydrated, readMarker, relativeUrl, setMarker, test } from './fixtures';
import { axeScan } from './axe';

/**
 * Product listings (README "Listings"): filters, sorts and "Show more" change the URL, render
 * without a page load, and the back button brings the previous selection back.
 */

const counter = (page: import('@playwright/test').Page) => page.locator('.listing-counter');

test('filter, sort and “Show more” on a brand page without a page load; back and forward go across “Show more” and the filter', async ({
  page,
  baseURL,
}) => {
  // Maison Veloure in SG: 94 products, 54 of them makeup (worker/db/seed/catalogue), so the
  // filtered listing has a full second page.
  const brand = `${baseURL}/brands/maison-veloure`;
  const makeupBox = page.getByRole('checkbox', { name: /^Makeup \(\d+\)$/ });
  const cards = page.locator('.product-card');
  const prices = async () =>
    (await page.locator('.card-price > span').allTextContents()).map((text) =>
      Number(text.replace(/[^\d.]/g, '')),
    );
  await gotoHydrated(page, '/brands/maison-veloure');
  await setMarker(page);
  const initial = (await counter(page).textContent()) ?? '';
  const total = Number(/of (\d+) results/.exec(initial)?.[1]);
  expect(total).toBeGreaterThan(24);
  await expect(cards).toHaveCount(24);

  await makeupBox.check();
  await expect(page).toHaveURL(`${brand}?categories=makeup`);
  await expect(counter(page)).not.toHaveText(initial);
  const makeup = Number(/of (\d+) results/.exec((await counter(page).textContent()) ?? '')?.[1]);
  expect(makeup).toBeLessThan(total);
  expect(makeup, 'the filtered listing runs past two pages').toBeGreaterThan(48);
  await expect(counter(page)).toContainText(`1-24 of ${makeup} results`);

  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(`${brand}?categories=makeup&sort=price_asc`);
  // The sorted cards have rendered (the results are busy while a chosen selection loads).
  await expect(page.locator('.listing-results')).toHaveAttribute('aria-busy', 'false');
  await expect(cards).toHaveCount(24);
  const firstPage = await prices();
  expect(firstPage).toEqual([...firstPage].sort((a, b) => a - b));

  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(page).toHaveURL(`${brand}?categories=makeup&sort=price_asc&page=2`);
  await expect(counter(page)).toContainText(`1-48 of ${makeup} results`);
  await expect(cards).toHaveCount(48);
  const twoPages = await prices();
  expect(twoPages.slice(0, 24)).toEqual(firstPage);
  expect(twoPages).toEqual([...twoPages].sort((a, b) => a - b));
  expect(await readMarker(page), 'no page load for any of it').toBe(1);

  // "Show more" replaces the sorted listing's history entry (the URL only says how many pages
  // show): back goes to the filter alone, forward brings the sorted two pages back.
  await page.goBack();
  await expect(page).toHaveURL(`${brand}?categories=makeup`);
  await expect(page.getByLabel('Sort by')).toHaveValue('featured');
  await expect(makeupBox).toBeChecked();
  await expect(counter(page)).toContainText(`1-24 of ${makeup} results`);
  await expect(cards).toHaveCount(24);
  await page.goForward();
  await expect(page).toHaveURL(`${brand}?categories=makeup&sort=price_asc&page=2`);
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
  await expect(counter(page)).toContainText(`1-48 of ${makeup} results`);
  await expect(cards).toHaveCount(48);
  expect(await prices()).toEqual(twoPages);

  // Back to the filter alone, back to the brand page, and forward to the filter again.
  await page.goBack();
  await expect(page).toHaveURL(`${brand}?categories=makeup`);
  await page.goBack();
  await expect(page).toHaveURL(brand);
  await expect(makeupBox).not.toBeChecked();
  await expect(counter(page)).toHaveText(initial);
  await page.goForward();
  await expect(page).toHaveURL(`${brand}?categories=makeup`);
  await expect(makeupBox).toBeChecked();
  expect(await readMarker(page)).toBe(1);
});

test('a URL with a filter and page=2, loaded afresh, shows 48 cards and the filter checked', async ({
  page,
}) => {
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

test('the sale page narrowed to makeup lists only cards marked Sale', async ({ page }) => {
  await gotoHydrated(page, '/pages/sale/makeup');
  await expect(page.locator('.product-card').first()).toBeVisible();
  const badges = await page
    .locator('.product-card')
    .evaluateAll((cards) => cards.map((card) => card.textContent ?? ''));
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
  const results = await axeScan(page);
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
});

test('“Show more” puts focus on the first new card, so Tab goes on through the new products', async ({
  page,
}) => {
  await gotoHydrated(page, '/brands/solenne');
  await expect(page.locator('.product-card')).toHaveCount(24);
  const more = page.getByRole('button', { name: 'Show more' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/page=2/);
  const firstNew = page.locator('.product-grid > li').nth(24).locator('.card-name a');
  await expect(firstNew).toBeFocused();
  await expect(page.locator('[data-announcer]')).toHaveText(
    (await counter(page).textContent()) ?? 'no counter',
  );
  expect(await page.locator('.product-card').count()).toBeGreaterThan(24);
  // The next Tab is the new card's heart, still among the new products.
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll('.product-grid > li')].findIndex((item) =>
        item.contains(document.activeElement),
      ),
    ),
  ).toBe(24);
});

test('a listing page has one live region: the page’s announcer, which says the new count after a filter change', async ({
  page,
}) => {
  await gotoHydrated(page, '/brands/solenne');
  await expect(page.locator('.heart-button').first()).not.toHaveAttribute('aria-disabled', 'true');
  const regions = page.locator('[aria-live], [role="status"], [role="log"], [role="alert"]');
  await expect(regions).toHaveCount(1);
  await expect(regions).toHaveAttribute('data-announcer', '');

  const before = (await counter(page).textContent()) ?? '';
  await page.getByRole('checkbox', { name: /^Hair \(\d+\)$/ }).check();
  await expect(counter(page)).not.toHaveText(before);
  await expect(page.locator('[data-announcer]')).toHaveText(
    (await counter(page).textContent()) ?? 'no counter',
  );
  await expect(regions).toHaveCount(1);
});

// Every listing kind: one h1, then no level skipped, and no heading repeating the h1.
const LISTING_KINDS = [
  { kind: 'brand', path: '/brands/solenne' },
  { kind: 'category', path: '/categories/makeup/lips' },
  { kind: 'content (the sale page)', path: '/pages/sale' },
  { kind: 'content narrowed by a category', path: '/pages/sale/makeup' },
  { kind: 'search', path: '/search?q=serum' },
];
for (const { kind, path } of LISTING_KINDS) {
  test(`the ${kind} listing (${path}) has a heading outline without gaps`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page.locator('.product-card').first()).toBeVisible();
    const headings = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((elements) =>
      elements
        .filter((element) => element.checkVisibility())
        .map((element) => ({
          level: Number(element.tagName[1]),
          text: element.textContent?.trim() ?? '',
        })),
    );
    expect(
      headings.filter((heading) => heading.level === 1),
      'exactly one h1',
    ).toHaveLength(1);
    expect(headings[0].level, 'the h1 comes first').toBe(1);
    const skips = headings.filter(
      (heading, index) => index > 0 && heading.level > headings[index - 1].level + 1,
    );
    expect(
      skips,
      `no skipped level: ${headings.map((heading) => `h${heading.level}`).join(' ')}`,
    ).toEqual([]);
    expect(
      headings.slice(1).filter((heading) => heading.text === headings[0].text),
      'no heading repeats the h1',
    ).toEqual([]);
  });
}
