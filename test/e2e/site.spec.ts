import {
  expect,
  footerLink,
  gotoHydrated,
  readMarker,
  relativeUrl,
  setMarker,
  settle,
  test,
  waitForHydration,
} from './fixtures';

/**
 * Country sites and languages (README "Country") and the welcome mat for visitors from
 * another country.
 */

test.describe('language', () => {
  test('Hong Kong: switching to 中文 is stored, remembered and kept across client navigation', async ({
    page,
    context,
    baseURL,
  }) => {
    await gotoHydrated(page, '/?country_code=hk');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-HK');
    await expect(page).toHaveTitle(/ \| Beauty Storefront Hong Kong$/);

    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: '中文' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('language') === 'zh');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await expect(page).toHaveTitle(/ \| Beauty Storefront 香港$/);
    await expect(page.locator('header a[lang="zh"]')).toHaveAttribute('aria-current', 'true');
    const cookies = await context.cookies(baseURL);
    expect(cookies.find((cookie) => cookie.name === 'lng_hk')?.value).toBe('zh');
    expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('hk');

    // A client navigation from a Chinese page keeps the language in the URL.
    await setMarker(page);
    await footerLink(page, '/about').click();
    await expect(page).toHaveURL(`${baseURL}/about?language=zh`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await readMarker(page)).toBe(1);

    // A later visit without the query is sent to the remembered language.
    const response = await page.goto('/');
    expect(relativeUrl(page.url())).toBe('/?language=zh');
    const redirect = response?.request().redirectedFrom();
    expect(redirect?.url()).toBe(`${baseURL}/`);
    expect((await redirect?.response())?.status()).toBe(302);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  });

  test.describe('a browser that prefers neither Thai nor English', () => {
    test.use({ locale: 'fr-FR' });

    test('Thailand: the default language is Thai', async ({ page }) => {
      await gotoHydrated(page, '/?country_code=th');
      expect(relativeUrl(page.url()), 'no redirect, no language query').toBe('/?country_code=th');
      await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
      // The site's name is in the page's language too.
      await expect(page).toHaveTitle(/ \| Beauty Storefront ประเทศไทย$/);
      await expect(page.locator('header a[lang="th"]')).toHaveAttribute('aria-current', 'true');
      await expect(page.locator('header a[lang="en"]')).not.toHaveAttribute('aria-current', 'true');
    });
  });

  test('Singapore has one language: no language switch', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-SG');
    await expect(page.locator('header a[hreflang]')).toHaveCount(0);
  });
});

test.describe('welcome mat', () => {
  const dialogName = 'Welcome to Beauty Storefront';
  const userResponse = (url: string) => new URL(url).pathname === '/api/web/v1/user';

  test.describe('a visitor from a country with no site', () => {
    test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'US' } });

    test('says the site does not ship there and lists the sites', async ({ page }) => {
      await gotoHydrated(page, '/');
      const dialog = page.getByRole('dialog', { name: dialogName });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText("This site doesn't ship to your country");
      await expect(dialog.getByRole('link')).toHaveCount(8);
      await expect(dialog.getByRole('link', { name: 'Australia' })).toHaveAttribute(
        'href',
        '/?country_code=au',
      );
    });
  });

  test.describe('a visitor from Malaysia on the Singapore site', () => {
    test.use({ extraHTTPHeaders: { 'cf-ipcountry': 'MY' } });

    test('offers the Malaysia site, and stays closed once dismissed', async ({ page }) => {
      await gotoHydrated(page, '/');
      const dialog = page.getByRole('dialog', { name: dialogName });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('shopping from another country');
      await expect(dialog).not.toContainText("doesn't ship");
      await expect(dialog.getByRole('link')).toHaveCount(1);
      await expect(dialog.getByRole('link', { name: 'Malaysia' })).toHaveAttribute(
        'href',
        '/?country_code=my',
      );

      await dialog.getByRole('button', { name: 'Stay on this site' }).click();
      await expect(dialog).toBeHidden();

      const user = page.waitForResponse((response) => userResponse(response.url()));
      await page.reload();
      await waitForHydration(page);
      expect(
        ((await (await user).json()) as { geoCountry: string | null }).geoCountry,
        'still a visitor from Malaysia',
      ).toBe('MY');
      await settle(page);
      await expect(page.getByRole('dialog', { name: dialogName })).toHaveCount(0);
    });
  });

  test('a visitor from the site country sees no welcome mat', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'SG' });
    const user = page.waitForResponse((response) => userResponse(response.url()));
    await gotoHydrated(page, '/');
    expect(((await (await user).json()) as { geoCountry: string | null }).geoCountry).toBe('SG');
    await settle(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
