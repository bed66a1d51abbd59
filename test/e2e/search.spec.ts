import type { Locator, Page } from '@playwright/test';
import { expect, gotoHydrated, relativeUrl, test } from './fixtures';
import { axeScan } from './axe';

/**
 * The header search dropdown: an ARIA combobox used by keyboard alone,
 * with suggestions in the site's language on SG, TH and HK (Chinese).
 */

const LABEL = {
  en: 'Search products and brands',
  th: 'ค้นหาสินค้าและแบรนด์',
  zh: '搜尋產品及品牌',
} as const;

function combobox(page: Page, language: keyof typeof LABEL): Locator {
  return page.getByRole('combobox', { name: LABEL[language] });
}

/** The popup's listbox, found through the combobox's aria-controls. */
async function listboxOf(page: Page, input: Locator): Promise<Locator> {
  const id = await input.getAttribute('aria-controls');
  expect(id, 'the combobox names its listbox').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** The option aria-activedescendant points at. */
async function activeOption(page: Page, input: Locator): Promise<Locator> {
  const id = await input.getAttribute('aria-activedescendant');
  expect(id, 'an option is active').toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** Presses ArrowDown until the active option is a product, and returns it. */
async function arrowToFirstProduct(page: Page, input: Locator): Promise<Locator> {
  for (let step = 0; step < 30; step += 1) {
    await page.keyboard.press('ArrowDown');
    const option = await activeOption(page, input);
    await expect(option).toHaveAttribute('aria-selected', 'true');
    if (((await option.getAttribute('class')) ?? '').includes('search-option-product'))
      return option;
  }
  throw new Error('no product option reached with ArrowDown');
}

const THAI = /[\u0E00-\u0E7F]/;
const HAN = /[\u4E00-\u9FFF]/;

test.describe('header search', () => {
  test('SG: popular searches on focus, suggestions while typing, a product picked by keyboard opens its page', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const input = combobox(page, 'en');
    await expect(input).toHaveAttribute('aria-expanded', 'false');

    await input.focus();
    const listbox = await listboxOf(page, input);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox.getByRole('group', { name: 'Popular searches' })).toBeVisible();
    await expect(listbox.getByRole('group', { name: 'Popular brands' })).toBeVisible();

    await input.pressSequentially('lipst', { delay: 40 });
    const products = listbox.getByRole('group', { name: 'Suggested products' });
    await expect(products.getByRole('option').first()).toBeVisible();
    await expect(products.getByRole('option')).toHaveCount(6);

    const option = await arrowToFirstProduct(page, input);
    const name =
      (await option.locator('.search-option-product .search-option-text').textContent()) ?? '';
    expect(name).not.toBe('');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    // The page opened is the product picked.
    await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(name);
  });

  test('SG: Enter searches what is typed, through the client router, and remembers it as a recent search', async ({
    page,
    loads,
  }) => {
    await gotoHydrated(page, '/');
    const input = combobox(page, 'en');
    await input.focus();
    await input.pressSequentially('serum', { delay: 30 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=serum$/);
    expect(relativeUrl(page.url())).toBe('/search?q=serum');
    expect(loads.count, 'a client navigation, not a page load').toBe(1);
    await expect(input).toHaveValue('serum');
    // Focus follows the navigation to the results' heading; only then is the box left to the
    // shopper (going back in earlier races the arrival, which would take focus from it).
    await expect(page.locator('main h1')).toBeFocused();

    // Back in the box: the search is listed first among recent searches, and can be cleared.
    await input.fill('');
    const listbox = await listboxOf(page, input);
    const recent = listbox.getByRole('group', { name: 'Recent searches' });
    await expect(recent.getByRole('option').first()).toHaveText('serum');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(await activeOption(page, input)).toHaveText('Clear recent searches');
    await page.keyboard.press('Enter');
    await expect(recent).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('search.recent'))).toBeNull();

    // Escape closes the popup and keeps focus in the field; Tab then leaves it.
    await page.keyboard.press('Escape');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(input).not.toBeFocused();
  });

  test('HK in Chinese: suggestions in Chinese, and a search keeps the language', async ({
    page,
  }) => {
    await gotoHydrated(page, '/?country_code=hk&language=zh');
    const input = combobox(page, 'zh');
    await input.focus();
    await input.fill('唇膏');
    const listbox = await listboxOf(page, input);
    const products = listbox.getByRole('group', { name: '推薦產品' });
    await expect(products.getByRole('option').first()).toBeVisible();
    for (const text of await products
      .locator('.search-option-product .search-option-text')
      .allTextContents())
      expect(text).toMatch(HAN);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/search' &&
        url.searchParams.get('q') === '唇膏' &&
        url.searchParams.get('language') === 'zh',
    );
  });

  test('no match: tips in the popup', async ({ page }) => {
    await gotoHydrated(page, '/');
    const input = combobox(page, 'en');
    await input.focus();
    await input.fill('xqzvwy');
    await expect(page.getByText('No matches for “xqzvwy”', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Check the spelling.')).toBeVisible();
  });
});

test.describe('a Thai browser on the Thai site', () => {
  // A first visit takes its language from the browser (the other journeys run as en-SG).
  test.use({ locale: 'th-TH' });

  test('TH (/?country_code=th): suggestions in Thai', async ({ page }) => {
    await gotoHydrated(page, '/?country_code=th');
    const input = combobox(page, 'th');
    await input.focus();
    await input.fill('ลิปสติก');
    const listbox = await listboxOf(page, input);
    const products = listbox.getByRole('group', { name: 'สินค้าแนะนำ' });
    await expect(products.getByRole('option').first()).toBeVisible();
    for (const text of await products
      .locator('.search-option-product .search-option-text')
      .allTextContents())
      expect(text).toMatch(THAI);
    await expect(products.getByRole('option').first()).toContainText('฿');
  });
});

test.describe('axe', () => {
  for (const { state, type } of [
    { state: 'popular searches and brands', type: '' },
    { state: 'product suggestions', type: 'lipst' },
  ]) {
    test(`the open search dropdown (${state}) has no serious or critical violations`, async ({
      page,
    }, testInfo) => {
      await gotoHydrated(page, '/');
      const input = combobox(page, 'en');
      await input.focus();
      if (type) await input.fill(type);
      const listbox = await listboxOf(page, input);
      await expect(listbox.getByRole('option').first()).toBeVisible();
      if (type)
        await expect(listbox.getByRole('group', { name: 'Suggested products' })).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(input).toHaveAttribute('aria-activedescendant', /.+/);

      const results = await axeScan(page, '.search-box');
      const blocking = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      if (blocking.length)
        await testInfo.attach('axe-violations.json', {
          body: JSON.stringify(blocking, null, 2),
          contentType: 'application/json',
        });
      const summary = blocking.map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.map(
          (node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
        ),
      }));
      expect(summary, 'serious or critical axe violations').toEqual([]);
      expect(results.passes.length, 'axe ran its rules').toBeGreaterThan(5);
    });
  }
});
