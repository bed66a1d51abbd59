import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { addByApi, plainProducts, withDevice } from './bag-helpers';
import { expect, gotoHydrated, test } from './fixtures';

/**
 * A 375 × 812 phone in Thai and in Chinese: a compact header, the listing's filters in
 * a drawer behind a button, two products per row with the first on the first screen, and every
 * tap target at least 24 × 24 px (WCAG 2.2, 2.5.8) or spaced as its exception allows. The
 * screenshots are kept in test-results/phone/ for a person to look at.
 */
const PHONE = { width: 375, height: 812 };
/** The header may take at most this much of the first screen (812 px). */
const HEADER_BUDGET = 120;
const MIN_TARGET = 24;
const SHOTS = resolve(import.meta.dirname, '../../test-results/phone');

test.use({
  viewport: PHONE,
  deviceScaleFactor: 1,
  hasTouch: true,
  isMobile: true,
  locale: 'en-SG',
});

// A Thai or Hong Kong phone asks for its own language: a first visit to `/` follows
// Accept-Language among the site's languages (an en-SG browser would get the TH site in English).
const SITES = [
  { name: 'th', query: 'country_code=th', filters: 'ตัวกรอง', locale: 'th-TH', language: 'th' },
  {
    name: 'zh',
    query: 'country_code=hk&language=zh',
    filters: '篩選',
    locale: 'zh-HK',
    language: 'zh',
  },
] as const;

interface Box {
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Every visible tap target of the page: links, buttons, selects, text fields, and a checkbox or
 * radio by its label (the label is what a finger hits). Visually hidden ones (1 px) and the
 * skip link parked above the page are not targets until focused.
 */
function targets(page: Page, within = 'body'): Promise<Box[]> {
  return page.evaluate((scope) => {
    const nodes = [
      ...(document.querySelector(scope) ?? document).querySelectorAll<HTMLElement>(
        'a[href], button, select, summary, input:not([type="hidden"]), textarea',
      ),
    ];
    const boxes: Box[] = [];
    for (const node of nodes) {
      const target =
        node instanceof HTMLInputElement && (node.type === 'checkbox' || node.type === 'radio')
          ? (node.closest('label') ?? node)
          : node;
      const rect = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      if (
        rect.width <= 1 ||
        rect.height <= 1 ||
        style.visibility === 'hidden' ||
        rect.bottom + window.scrollY < 0
      )
        continue;
      if (
        boxes.some(
          (box) =>
            box.label === target.outerHTML.slice(0, 80) &&
            box.x === rect.x &&
            box.y === rect.y + window.scrollY,
        )
      )
        continue;
      boxes.push({
        label: target.outerHTML.slice(0, 80),
        x: rect.x,
        y: rect.y + window.scrollY,
        width: rect.width,
        height: rect.height,
      });
    }
    return boxes;
  }, within);
}

/**
 * Targets smaller than 24 × 24 that the spacing exception does not save: a 24 px circle on the
 * target's centre must not touch another target or another such circle.
 */
function tooSmall(boxes: Box[]): string[] {
  const centre = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  const small = boxes.filter(
    (box) => box.width < MIN_TARGET - 0.5 || box.height < MIN_TARGET - 0.5,
  );
  return small
    .filter((box) => {
      const c = centre(box);
      return boxes.some((other) => {
        if (other === box) return false;
        const nearestX = Math.max(other.x, Math.min(c.x, other.x + other.width));
        const nearestY = Math.max(other.y, Math.min(c.y, other.y + other.height));
        const touchesTarget = Math.hypot(c.x - nearestX, c.y - nearestY) < MIN_TARGET / 2;
        const o = centre(other);
        const touchesCircle =
          small.includes(other) && Math.hypot(c.x - o.x, c.y - o.y) < MIN_TARGET;
        return touchesTarget || touchesCircle;
      });
    })
    .map((box) => `${Math.round(box.width)}×${Math.round(box.height)} ${box.label}`);
}

async function headerHeight(page: Page): Promise<number> {
  return page.locator('.site-header').evaluate((header) => header.getBoundingClientRect().height);
}

for (const site of SITES) {
  test.describe(`a phone in ${site.name}`, () => {
    test.use({ locale: site.locale });
    test('a listing: compact header, two products per row on the first screen, no sideways scrolling, big enough targets', async ({
      page,
    }) => {
      mkdirSync(SHOTS, { recursive: true });
      await gotoHydrated(page, `/categories/makeup?${site.query}`);
      await page.screenshot({ path: resolve(SHOTS, `${site.name}-listing.png`) });

      const header = await headerHeight(page);
      expect(header, `header height ${header}px`).toBeLessThanOrEqual(HEADER_BUDGET);

      const cards = page.locator('.product-card');
      const [first, second] = await Promise.all([
        cards.nth(0).boundingBox(),
        cards.nth(1).boundingBox(),
      ]);
      expect(first, 'a first card').not.toBeNull();
      expect(second, 'a second card').not.toBeNull();
      expect(first!.y, `first product top ${first!.y}px`).toBeLessThan(PHONE.height);
      expect(Math.abs(second!.y - first!.y), 'the first two cards share a row').toBeLessThan(2);
      expect(second!.x, 'side by side').toBeGreaterThanOrEqual(first!.x + first!.width);
      expect(second!.x + second!.width, 'both within the screen').toBeLessThanOrEqual(PHONE.width);

      // The figures for the closing note.
      console.log(
        `${site.name} listing at 375 × 812: header ${Math.round(header)} px, first product top ${Math.round(first!.y)} px`,
      );

      const horizontal = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(horizontal, 'no sideways scrolling').toBeLessThanOrEqual(PHONE.width);

      expect(
        tooSmall(await targets(page)),
        'targets under 24 × 24 px without the spacing exception',
      ).toEqual([]);
    });

    test('the filter drawer is a dialog: the button shows the count, focus moves in, Escape closes it and returns focus', async ({
      page,
    }) => {
      mkdirSync(SHOTS, { recursive: true });
      await gotoHydrated(page, `/categories/makeup?${site.query}`);
      const total = ((await page.locator('.listing-counter').textContent()) ?? '').match(
        /[\d,.]+(?=\D*$)/,
      )?.[0];
      expect(total, 'the counter names a total').toBeTruthy();

      const opener = page.getByRole('button', { name: new RegExp(site.filters) });
      await expect(opener).toBeVisible();
      await expect(opener).toContainText(total!);
      await expect(page.locator('.filter-panel fieldset').first()).toBeHidden();

      await opener.click();
      const dialog = page.getByRole('dialog', { name: site.filters });
      await expect(dialog).toBeVisible();
      await expect
        .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
        .toBe(true);
      await page.screenshot({ path: resolve(SHOTS, `${site.name}-filters.png`) });
      // The page behind a modal dialog is inert: only the drawer's own targets count.
      expect(tooSmall(await targets(page, 'dialog[open]')), 'targets in the drawer').toEqual([]);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      // A choice in the drawer applies at once; the drawer stays open to make the next one.
      await opener.click();
      await dialog.getByRole('checkbox').first().check();
      await expect(page).toHaveURL(/categories=|brands=/);
      await expect(dialog).toBeVisible();
    });

    test('a product page and the home page fit the phone too', async ({ page }) => {
      mkdirSync(SHOTS, { recursive: true });
      await gotoHydrated(page, `/categories/makeup/lips?${site.query}`);
      const href = await page.locator('.product-card .card-name a').first().getAttribute('href');
      await gotoHydrated(page, href!);
      await page.screenshot({ path: resolve(SHOTS, `${site.name}-product.png`) });
      expect(await headerHeight(page)).toBeLessThanOrEqual(HEADER_BUDGET);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      expect(tooSmall(await targets(page)), 'product page targets').toEqual([]);

      await gotoHydrated(page, `/?${site.query}`);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${site.language}`));
      await page.screenshot({ path: resolve(SHOTS, `${site.name}-home.png`) });
      expect(await headerHeight(page)).toBeLessThanOrEqual(HEADER_BUDGET);
      expect(tooSmall(await targets(page)), 'home page targets').toEqual([]);
    });
  });
}

/**
 * Where each match of `pattern` in the text under `scope` lies: on how many lines. Measured with
 * a Range over the matched characters, so it holds whatever elements the text is split into.
 */
function linesOfMatches(page: Page, scope: string, pattern: RegExp) {
  return page.evaluate(
    ({ scope, source, flags }) => {
      const found: { text: string; lines: number }[] = [];
      for (const root of document.querySelectorAll(scope)) {
        // The element's text, and which text node each character came from.
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        const nodes: { node: Text; start: number }[] = [];
        let text = '';
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          nodes.push({ node: node as Text, start: text.length });
          text += node.nodeValue ?? '';
        }
        const at = (offset: number, end: boolean) => {
          const hit = [...nodes]
            .reverse()
            .find(({ start }) => (end ? start < offset : start <= offset))!;
          return [hit.node, offset - hit.start] as const;
        };
        for (const match of text.matchAll(new RegExp(source, flags))) {
          const range = document.createRange();
          range.setStart(...at(match.index, false));
          range.setEnd(...at(match.index + match[0].length, true));
          const tops = new Set(
            [...range.getClientRects()]
              .filter((rect) => rect.width > 0)
              .map((rect) => Math.round(rect.top)),
          );
          found.push({ text: match[0], lines: tops.size });
        }
      }
      return found;
    },
    { scope, source: pattern.source, flags: `${pattern.flags.replace('g', '')}g` },
  );
}

test('Thai at 375 px: store lines and dates never break inside a word', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  const TH = { country: 'th', language: 'th' } as const;
  await page.goto('/?country_code=th');
  await withDevice(page);
  const [product] = await plainProducts(page, TH, 1);
  await addByApi(page, TH, product.variantId, 1);
  await gotoHydrated(page, '/checkout?language=th');
  await page.getByRole('radio', { name: /รับที่ร้าน/ }).check();
  const stores = page.getByRole('group', { name: 'ร้านที่จะไปรับสินค้า' });
  await expect(stores).toContainText('ถนนนิมมานเหมินท์');
  await page.screenshot({ path: resolve(SHOTS, 'th-stores.png'), fullPage: true });
  // Every Thai word of every store line sits on one line (the line wraps between them).
  const words = await linesOfMatches(page, 'main address > span', /[\u0e00-\u0e7f]+/);
  expect(words.length).toBeGreaterThan(0);
  expect(words.filter((word) => word.lines !== 1)).toEqual([]);
  // Every date (day, month, Buddhist-era year) on the page sits on one line.
  const dates = await linesOfMatches(
    page,
    'main',
    /\d{1,2}[\s\u00a0][\u0e00-\u0e7f.]+[\s\u00a0]25\d\d/,
  );
  expect(dates.length).toBeGreaterThan(0);
  expect(dates.filter((date) => date.lines !== 1)).toEqual([]);
});
