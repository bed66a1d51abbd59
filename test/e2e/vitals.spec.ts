import type { Page, Route } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';
import {
  cumulativeLayoutShift,
  LIGHTHOUSE_PHONE,
  readVitals,
  recordVitals,
  throttleLikeAPhone,
} from './web-vitals';

/**
 * Layout stability and the largest paint on a phone (found by Lighthouse): on home, a
 * listing and a product page, loaded on Lighthouse's mobile device and network, the page does
 * not move (CLS ≤ 0.02) and its largest paint is never a lazy-loaded image (a lazy image waits
 * for layout before it is even requested). The Lighthouse score itself is in the bench
 * (scripts/bench/lighthouse.ts): it depends on the machine, these do not.
 */
const MAX_CLS = 0.02;
const LISTING = '/brands/solenne';

test.use(LIGHTHOUSE_PHONE);

/**
 * Home's first featured product (the bench measures it too): a product page the seed is sure to
 * have, and one whose largest paint on a phone is an image (a gallery thumbnail), not its name.
 */
async function productPath(page: Page): Promise<string> {
  const html = await (await page.request.get('/')).text();
  const href = /href="(\/products\/[^"?]+)"/.exec(
    html.slice(html.indexOf('id="home-featured"')),
  )?.[1];
  if (!href) throw new Error('no featured product on home');
  return href;
}

/**
 * Loads a page on the phone profile and waits until every streamed part has replaced its
 * fallback (no pending Suspense boundary is left), the app hydrated, and two frames painted.
 */
async function loadLikeAPhone(page: Page, path: string) {
  await recordVitals(page);
  await throttleLikeAPhone(page);
  await gotoHydrated(page, path);
  await page.waitForFunction(() => !document.querySelector('template[id^="B:"]'));
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  return readVitals(page);
}

for (const page of [
  { name: 'home', path: async () => '/' },
  { name: 'a listing', path: async () => LISTING },
  { name: 'a product page', path: productPath },
]) {
  test(`${page.name} on a phone: CLS ≤ ${MAX_CLS}, and the largest paint is not a lazy image`, async ({
    page: tab,
  }) => {
    const vitals = await loadLikeAPhone(tab, await page.path(tab));
    const moved = vitals.shifts
      .filter((shift) => !shift.hadRecentInput)
      .map(
        (shift) =>
          `${shift.value.toFixed(3)} at ${Math.round(shift.startTime)} ms: ${shift.sources.join(', ')}`,
      );
    expect(
      cumulativeLayoutShift(vitals.shifts),
      `layout shifts:\n${moved.join('\n')}`,
    ).toBeLessThanOrEqual(MAX_CLS);
    expect(vitals.lcp, 'a largest contentful paint was reported').not.toBeNull();
    expect(vitals.lcp?.loading, `LCP element: ${vitals.lcp?.description}`).not.toBe('lazy');
    // An image as the largest paint is fetched ahead of the page's other images.
    if (vitals.lcp?.tag === 'img')
      expect(vitals.lcp.fetchPriority, `LCP element: ${vitals.lcp.description}`).toBe('high');
  });
}

/**
 * On a real phone the shell is painted before home's streamed sections arrive; locally the dev
 * server sends the compressed document in one piece, so a load cannot show that moment. A
 * client navigation to home can, deterministically: its featured products and brands are
 * fetched by the browser, and held here until the fallbacks were measured. Each fallback must
 * take the box of what replaces it, so the page below does not move when it arrives.
 */
async function holdHomeSectionsAndCompare(page: Page): Promise<void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hold = async (route: Route) => {
    await held;
    await route.continue();
  };
  await gotoHydrated(page, LISTING);
  await page.route(/\/api\/web\/v1\/featured-products\/(\?|$)/, hold);
  await page.route(/\/api\/web\/v1\/brands\/(\?|$)/, hold);
  await page.locator('a.logo').click();
  await expect(page.locator('main .page.home')).toBeVisible();
  await expect(page.locator('main .featured .product-card')).toHaveCount(0);
  const measure = () =>
    page.evaluate(() => {
      const footer = document.querySelector('footer')?.getBoundingClientRect();
      return {
        page: document.querySelector('main .page.home')?.getBoundingClientRect().height ?? 0,
        footer: (footer?.top ?? 0) + window.scrollY,
      };
    });
  const before = await measure();
  release();
  await expect(page.locator('main .featured .product-card').first()).toBeVisible();
  await expect(page.locator('main .brand-strip a[href^="/brands/"]').first()).toBeVisible();
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  const after = await measure();
  expect(after.page, 'home is as tall with its sections as with their fallbacks').toBeCloseTo(
    before.page,
    0,
  );
  expect(after.footer, 'the footer did not move').toBeCloseTo(before.footer, 0);
}

test('home on a phone: the streamed sections take the box their fallbacks reserved', async ({
  page,
}) => {
  await holdHomeSectionsAndCompare(page);
});

test.describe('on a desktop', () => {
  test.use({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
  });
  test('home: the streamed sections take the box their fallbacks reserved', async ({ page }) => {
    await holdHomeSectionsAndCompare(page);
  });
});
