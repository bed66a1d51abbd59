import type { Page } from '@playwright/test';
import { readLocale } from '../locales/read-locale';
import type { Country, Language } from '../../client/lib/sites';
import { generateCatalogue } from '../../worker/db/seed/catalogue';
import { expect, gotoHydrated, test } from './fixtures';
import { axeScan } from './axe';

/**
 * The product page journey, as a guest, in three sites and languages: open a product, pick a
 * shade (URL, price and stock follow), keep it in the wish list (it survives a reload and is
 * on /account/wishlist), join the waitlist of a shade out of stock, add one in stock to the
 * bag (the header counts it). The product comes from the deterministic seed.
 */

interface Shade {
  sku: string;
  name: string;
  stock: number;
}

interface Pick {
  slug: string;
  names: Record<Language, string>;
  shades: Record<Country, Shade[]>;
}

/** A launched, open-to-all, not limited product with shades sold in SG, TH and HK: two in stock and one out of stock in each. */
function pickProduct(): Pick {
  const catalogue = generateCatalogue();
  const offers = new Map(
    catalogue.offers.map((offer) => [`${offer.variant_id}:${offer.country}`, offer]),
  );
  for (const plan of catalogue.plans) {
    const row = plan.row;
    if (row.launch_at || row.priority_tier || row.is_limited) continue;
    const shaded = plan.variants.filter((variant) => variant.shade_name);
    if (shaded.length < 3) continue;
    const shades = {} as Record<Country, Shade[]>;
    // Each site is visited in one language; its shades are named in it.
    const pageLanguage = { sg: 'en', th: 'th', hk: 'zh' } as const;
    const shadeName = (variant: (typeof shaded)[number], language: Language) =>
      language === 'en'
        ? (variant.shade_name as string)
        : (catalogue.shadeNames.find(
            (row) => row.variant_id === variant.id && row.language === language,
          )?.name as string);
    const ok = (['sg', 'th', 'hk'] as const).every((country) => {
      const list = shaded.map((variant) => ({
        sku: variant.sku,
        name: shadeName(variant, pageLanguage[country]),
        stock: offers.get(`${variant.id}:${country}`)?.stock ?? -1,
      }));
      shades[country] = list;
      return (
        list.every((shade) => shade.stock >= 0) &&
        list.filter((shade) => shade.stock > 0).length >= 2 &&
        list.some((shade) => shade.stock === 0)
      );
    });
    if (!ok) continue;
    const names = Object.fromEntries(
      catalogue.texts
        .filter((text) => text.product_id === row.id)
        .map((text) => [text.language, text.name]),
    ) as Record<Language, string>;
    return { slug: row.slug, names, shades };
  }
  throw new Error('the seed has no product for this journey');
}

const PRODUCT = pickProduct();
type Messages = typeof import('../../locales/en').default;
const locale = (language: string) => readLocale(language) as Messages;
const en = locale('en');
const MESSAGES = { en, th: locale('th'), zh: locale('zh') } as const;

const SITES: { name: string; country: Country; language: 'en' | 'th' | 'zh'; query: string }[] = [
  { name: 'Singapore (English)', country: 'sg', language: 'en', query: 'country_code=sg' },
  { name: 'Thailand (Thai)', country: 'th', language: 'th', query: 'country_code=th' },
  {
    name: 'Hong Kong (Chinese)',
    country: 'hk',
    language: 'zh',
    query: 'country_code=hk&language=zh',
  },
];

function productButton(page: Page) {
  return page.locator('.product-button button');
}

for (const site of SITES) {
  const m = MESSAGES[site.language];
  const shades = PRODUCT.shades[site.country];
  const inStock = shades.filter((shade) => shade.stock > 0);
  const outOfStock = shades.find((shade) => shade.stock === 0) as Shade;

  test(`product journey as a guest: ${site.name}`, async ({ page }) => {
    const response = await gotoHydrated(page, `/products/${PRODUCT.slug}?${site.query}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT.names[site.language]);
    await expect(page).toHaveTitle(
      new RegExp(`^${PRODUCT.names[site.language].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `),
    );
    const price = await page.getByTestId('product-price').textContent();
    expect(price).toMatch(site.country === 'th' ? /฿/ : /\$/);

    // Pick a shade: the URL says it (a reload keeps it), the legend and the stock follow.
    const second = inStock[1];
    await page.locator('.variant-option', { hasText: second.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`[?&]shade=${second.sku}(&|$)`));
    await expect(page.locator('.variant-picker legend')).toContainText(second.name);
    await page.reload();
    await expect(page.locator(`input[type=radio][value="${second.sku}"]`)).toBeChecked();
    await expect(page.getByTestId('product-price')).toHaveText(price ?? '');

    // Keyboard: the arrow keys move through the shades.
    const checked = page.locator('input[type=radio]:checked');
    await checked.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('input[type=radio]:checked')).not.toHaveValue(second.sku);
    await expect(page.locator('input[type=radio]:checked')).toBeFocused();

    // Wish list, as a guest: pressed, still pressed after a reload, listed on /account/wishlist.
    const heart = page.getByRole('button', {
      name: m.wishlist.toggle.replace('{{name}}', PRODUCT.names[site.language]),
    });
    await expect(heart).not.toHaveAttribute('aria-disabled', 'true');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('[data-announcer]')).toHaveText(
      m.wishlist.added.replace('{{name}}', PRODUCT.names[site.language]),
    );
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    // Waitlist: a shade out of stock offers it; joined, it says so, and a reload keeps it.
    await page.locator('.variant-option', { hasText: outOfStock.name }).first().click();
    await expect(page.getByTestId('availability')).toContainText(m.product.outOfStock);
    await expect(productButton(page)).toHaveText(m.product.button.waitlist_me);
    // Inert (aria-disabled) until the shopper's waitlist is known: a click before that is ignored.
    await expect(productButton(page)).not.toHaveAttribute('aria-disabled', 'true');
    await productButton(page).click();
    await expect(productButton(page)).toHaveText(m.product.button.waitlisted);
    await page.reload();
    await expect(productButton(page)).toHaveText(m.product.button.waitlisted);

    // Add to bag: a shade in stock; the confirmation is announced and the header counts it.
    await page.locator('.variant-option', { hasText: inStock[0].name }).first().click();
    await expect(productButton(page)).toHaveText(m.product.button.add_to_bag);
    await productButton(page).click();
    await expect(page.locator('.product-button-note')).toHaveText(
      m.product.status.added.replace('{{count}}', '1'),
    );
    await expect(page.getByTestId('bag-count')).toHaveText('1');
    await expect(page.locator('header .bag-link')).toHaveAttribute(
      'aria-label',
      m.bag.linkLabel.replace('{{count}}', '1'),
    );

    // The wish-list page lists it, for a guest too.
    await gotoHydrated(page, `/account/wishlist?${site.query}`);
    await expect(
      page.getByRole('heading', { level: 3, name: PRODUCT.names[site.language] }),
    ).toBeVisible();
    await expect(
      page.getByRole('button', {
        name: m.wishlist.toggle.replace('{{name}}', PRODUCT.names[site.language]),
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('bag-count')).toHaveText('1');

    // The bag page lists it.
    await gotoHydrated(page, `/cart?${site.query}`);
    await expect(
      page
        .locator('.bag-lines')
        .getByRole('heading', { level: 3, name: PRODUCT.names[site.language] }),
    ).toBeVisible();
  });
}

test('the wish list of a new guest is empty and says how to fill it', async ({ page }) => {
  await gotoHydrated(page, '/account/wishlist');
  await expect(page.getByText(en.wishlist.empty)).toBeVisible();
});

test('the bag page of a new guest says the bag is empty', async ({ page }) => {
  await gotoHydrated(page, '/cart');
  await expect(page.getByText(en.bag.empty)).toBeVisible();
});

test('an unknown product is a 404 page', async ({ page }) => {
  const response = await page.goto('/products/no-such-product');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('/products/no-such-product');
});

for (const { name, query } of [SITES[0], SITES[2]]) {
  test(`the product page has no serious or critical axe violations: ${name}`, async ({
    page,
  }, testInfo) => {
    await gotoHydrated(page, `/products/${PRODUCT.slug}?${query}`);
    await expect(page.locator('.wishlist-heart button')).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const results = await axeScan(page);
    const blocking = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    if (blocking.length)
      await testInfo.attach('axe-violations.json', {
        body: JSON.stringify(blocking, null, 2),
        contentType: 'application/json',
      });
    expect(
      blocking.map((violation) => ({
        rule: violation.id,
        nodes: violation.nodes.map((node) => node.target.join(' ')),
      })),
    ).toEqual([]);
  });
}
