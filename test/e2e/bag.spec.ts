import { expectNoSeriousViolations, newEmail, PASSWORD } from './account-helpers';
import { addByApi, plainProducts, siteHeaders, withDevice, type SiteOf } from './bag-helpers';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

/**
 * The bag in Chromium: a guest adds from a listing, opens the mini-bag, goes past 6,
 * types a code in the wrong case, applies one from the wallet, reaches free shipping, picks
 * samples and gifts, is warned before losing a gift, removes a set item, moves a line to the
 * wish list; a staff member sees staff prices. In Singapore (English), Hong Kong (Chinese, on a
 * phone) and Thailand (Thai).
 */

/** The notices shown cover neither the header's account button nor its bag button. */
async function expectToastsClearOfHeader(page: Page) {
  const toast = await page.locator('.toasts').boundingBox();
  expect(toast, 'a notice is shown').not.toBeNull();
  for (const control of ['.account-menu > button', 'header .bag-link']) {
    const box = await page.locator(control).boundingBox();
    expect(box, control).not.toBeNull();
    if (!toast || !box) return;
    const overlaps =
      toast.x < box.x + box.width &&
      box.x < toast.x + toast.width &&
      toast.y < box.y + box.height &&
      box.y < toast.y + toast.height;
    expect(overlaps, `a notice covers ${control}`).toBe(false);
  }
}

const SG: SiteOf = { country: 'sg', language: 'en' };
const HK: SiteOf = { country: 'hk', language: 'zh' };
const TH: SiteOf = { country: 'th', language: 'th' };

test('SG: add from a listing, the mini-bag, past 6, the case hint, the wallet, free shipping', async ({
  page,
}, testInfo) => {
  await page.goto('/pages/sale');
  await withDevice(page);
  // From S$7 to S$30: one is short of the S$35 free-shipping threshold, six with 10% off pass it.
  const [product] = await plainProducts(page, SG, 1, {
    single: true,
    minPrice: 700,
    maxPrice: 3000,
  });
  // From a listing: search for it, open its card, add it on its page.
  await page.goto(`/search?q=${encodeURIComponent(product.name)}`);
  await page
    .locator('article', { hasText: product.name })
    .first()
    .getByRole('link', { name: product.name })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await page.getByRole('button', { name: 'Add to bag' }).click();
  const bagButton = page.locator('header').getByRole('button', { name: /Bag/ });
  await expect(bagButton).toHaveAccessibleName(/1/);

  // The mini-bag: a dialog with the line, and focus back on the button when it closes.
  await bagButton.click();
  const mini = page.getByRole('dialog', { name: 'Your bag' });
  await expect(mini).toBeVisible();
  await expect(mini).toContainText(product.name);
  await page.keyboard.press('Escape');
  await expect(mini).toBeHidden();
  await expect(bagButton).toBeFocused();
  await bagButton.click();
  await mini.getByRole('link', { name: 'View bag' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Items in your bag' })).toBeVisible();

  // Past 6: the API's own message, and the line stays as it was.
  const quantity = page.getByLabel(`Quantity of ${product.name}`);
  await quantity.fill('7');
  await quantity.press('Enter');
  await expect(
    page.getByText('Only a maximum quantity of 6 of the item could be added to your bag').first(),
  ).toBeVisible();
  await expect(quantity).toHaveValue('1');
  await expectToastsClearOfHeader(page);

  // A code in the wrong case: the hint, never the stored code.
  const code = page.getByLabel('Promo code', { exact: true });
  await code.fill('beauty10');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('Sorry, the promotion is invalid').first()).toBeVisible();
  await expect(
    page.getByText('Codes are case-sensitive: check the capital letters.').first(),
  ).toBeVisible();

  // From the wallet: BEAUTY10 applies, the summary shows it.
  await page.getByRole('button', { name: 'Apply BEAUTY10' }).click();
  await expect(page.getByText(/Promo code BEAUTY10 applied/).first()).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'bag page, SG');

  // Free shipping: more of the item until the progress says it is free.
  const progress = page.getByText(/more for free shipping|You have free shipping/).first();
  await expect(progress).toHaveText(/^Spend .+ more for free shipping/);
  for (
    let units = 1;
    units < 6 && !(await progress.innerText()).startsWith('You have');
    units += 1
  ) {
    await page.getByRole('button', { name: `One more ${product.name}` }).click();
    await expect(quantity).toHaveValue(String(units + 1));
  }
  await expect(progress).toHaveText(/You have free shipping/);
});

test('SG: from the mini-bag, "Secure checkout", "View bag" and a product link focus the new page\'s h1', async ({
  page,
}) => {
  await page.goto('/');
  await withDevice(page);
  const [product] = await plainProducts(page, SG, 1);
  await addByApi(page, SG, product.variantId, 1);
  await page.goto('/');
  const bagButton = page.locator('header').getByRole('button', { name: /Bag/ });
  const mini = page.getByRole('dialog', { name: 'Your bag' });
  const h1 = page.getByRole('heading', { level: 1 });

  // Each way out of the dialog is a navigation: focus goes where any navigation puts it, the
  // new page's h1, never back to the header's bag button the dialog was opened from.
  await bagButton.click();
  await mini.getByRole('button', { name: 'Secure checkout' }).click();
  await expect(page).toHaveURL(/\/checkout/);
  await expect(h1).toBeFocused();

  await page.goto('/');
  await bagButton.click();
  await mini.getByRole('link', { name: 'View bag' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(h1).toBeFocused();

  await bagButton.click();
  await mini.getByRole('link', { name: product.name }).first().click();
  await expect(h1).toHaveText(product.name);
  await expect(h1).toBeFocused();
  await expect(bagButton).not.toBeFocused();
});

test('SG: a code applied from the wallet leaves focus on its remove button, not on <body>', async ({
  page,
}) => {
  await page.goto('/');
  await withDevice(page);
  const [product] = await plainProducts(page, SG, 1);
  await addByApi(page, SG, product.variantId, 1);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Apply BEAUTY10' }).click();
  await expect(page.getByText(/Promo code BEAUTY10 applied/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove code BEAUTY10' })).toBeFocused();
});

test('SG: a second sample ticked while the first is saved is sent after it, not dropped', async ({
  page,
}) => {
  await page.goto('/');
  await withDevice(page);
  const [product] = await plainProducts(page, SG, 1);
  await addByApi(page, SG, product.variantId, 1);
  await page.goto('/cart');
  const boxes = page
    .getByRole('group', { name: /Choose up to 2 free samples/ })
    .getByRole('checkbox');
  await expect(boxes.first()).toBeEnabled();

  // The first choice is held at the network until the second box is ticked.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let posts = 0;
  await page.route('**/api/web/v1/cart/samples*', async (route) => {
    if (route.request().method() === 'POST' && (posts += 1) === 1) await held;
    await route.continue();
  });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(boxes.nth(1)).toBeChecked();
  release();
  await expect(page.getByText('Samples chosen: 2 of 2.').first()).toBeAttached();
  await expect(boxes.nth(0)).toBeChecked();
  await expect(boxes.nth(1)).toBeChecked();
  const bag = (await (
    await page.request.get('/api/web/v1/cart/', { headers: siteHeaders(page, SG) })
  ).json()) as { lines: { kind: string }[] };
  expect(bag.lines.filter((line) => line.kind === 'sample')).toHaveLength(2);
});

test('SG: samples and gifts, the warning before losing a gift, a set kept whole, the wish list', async ({
  page,
}) => {
  await page.goto('/');
  await withDevice(page);
  const products = await plainProducts(page, SG, 3);
  // Over twice the free-shipping threshold (the spend gift's), with a line that alone drops it.
  let bag = await addByApi(page, SG, products[0].variantId, 1);
  for (let units = 1; bag.totals.total - bag.totals.shipping < 7000 && units <= 6; units += 1)
    bag = await addByApi(page, SG, products[1].variantId, 1);
  expect(bag.totals.total - bag.totals.shipping).toBeGreaterThanOrEqual(7000);
  await page.goto('/cart');

  // Samples: two, then the third is not offered until one is unticked.
  const samples = page.getByRole('group', { name: /Choose up to 2 free samples/ });
  const boxes = samples.getByRole('checkbox');
  await boxes.nth(0).check();
  await expect(page.getByText('Samples chosen: 1 of 2.').first()).toBeAttached();
  await boxes.nth(1).check();
  await expect(boxes.nth(2)).toBeDisabled();
  await expect(page.getByText('Free sample', { exact: true })).toHaveCount(2);

  // Gifts: the spend offer's dialog, a counter up to 2.
  await page.getByRole('button', { name: 'Choose gifts' }).first().click();
  const dialog = page.getByRole('dialog', { name: /Choose your free gifts/ });
  await expect(dialog).toContainText('Chosen: 0 of 2');
  const more = dialog.getByRole('button', { name: /^One more / });
  await more.first().click();
  await more.first().click();
  await expect(dialog).toContainText('Chosen: 2 of 2');
  await dialog.getByRole('button', { name: 'Save my gifts' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Free gift', { exact: true }).first()).toBeVisible();

  // Removing the big line would drop the gift: asked first.
  const bigLine = page.locator('li', { hasText: products[1].name }).first();
  await bigLine.getByRole('button', { name: 'Remove' }).click();
  const warning = page.getByRole('dialog', { name: 'You would lose part of your offer' });
  await expect(warning).toContainText('your free gift');
  await warning.getByRole('button', { name: 'Remove' }).click();
  await expect(warning).toBeHidden();
  await expect(
    page.locator('li', { hasText: products[1].name }).getByRole('button', { name: 'Remove' }),
  ).toHaveCount(0);
  await expect(page.getByText('Free gift', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Not available for your bag yet').first()).toBeVisible();

  // A set: added whole, and removing one item asks to remove the set.
  await page.getByRole('button', { name: 'Add set to bag' }).first().click();
  const setGroup = page.getByText(/^Set: /).first();
  await expect(setGroup).toBeVisible();
  const setName = (await setGroup.innerText()).replace(/^Set: /, '');
  await page
    .locator('li', { has: page.getByRole('heading', { name: /^Set: / }) })
    .first()
    .getByRole('button', { name: 'Remove' })
    .first()
    .click();
  const setDialog = page.getByRole('dialog', { name: 'Remove the whole set?' });
  await expect(setDialog).toContainText(setName);
  await setDialog.getByRole('button', { name: 'Remove the set' }).click();
  await expect(page.getByText(`Set: ${setName}`)).toHaveCount(0);
  // Said as what went: the set, not the one item whose button was pressed.
  await expect(page.locator('[data-announcer]')).toHaveText(
    `The set ${setName} was removed from your bag.`,
  );

  // Move the remaining line to the wish list.
  await page
    .locator('li', { hasText: products[0].name })
    .first()
    .getByRole('button', { name: 'Move to wish list' })
    .click();
  const move = page.getByRole('dialog', { name: 'Move to your wish list?' });
  await move.getByRole('button', { name: 'Move to wish list' }).click();
  await expect(
    page.getByText(`${products[0].name} was moved to your wish list.`).first(),
  ).toBeAttached();
  await page.goto('/account/wishlist');
  await expect(page.getByText(products[0].name).first()).toBeVisible();
});

test('SG: a staff member sees staff prices, and a code is refused with the reason', async ({
  page,
  baseURL,
}) => {
  await page.goto('/');
  const email = newEmail('staff');
  const made = await page.request.post('/api/web/v1/sandbox/users/', {
    headers: { origin: baseURL! },
    data: { email, password: PASSWORD, country: 'sg', isEmployee: true },
  });
  expect(made.status()).toBe(201);
  const signIn = await page.request.post('/api/web/v1/auth/token', {
    headers: siteHeaders(page, SG),
    data: { grant_type: 'password', email, password: PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const [product] = await plainProducts(page, SG, 1);
  await addByApi(page, SG, product.variantId, 2);
  await page.goto('/cart');
  await expect(page.getByText(/You are seeing staff prices/).first()).toBeVisible();
  await expect(page.getByText(/^Staff price: .+ off$/).first()).toBeVisible();
  await page.getByLabel('Promo code', { exact: true }).fill('BEAUTY10');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(
    page.getByText('Staff prices do not combine with promo codes.').first(),
  ).toBeVisible();
});

test.describe('HK on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('HK (Chinese): the mini-bag, past 6 and the case hint in Chinese', async ({
    page,
  }, testInfo) => {
    await page.goto('/?country_code=hk&language=zh');
    await withDevice(page);
    const [product] = await plainProducts(page, HK, 1);
    await addByApi(page, HK, product.variantId, 1);
    await page.goto('/cart?language=zh');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('您的購物袋');
    const quantity = page.locator('.stepper input').first();
    await quantity.fill('7');
    await quantity.press('Enter');
    await expect(page.getByText('每件貨品最多只可加入6件到購物袋').first()).toBeVisible();
    await expectToastsClearOfHeader(page);
    // On a phone the codes are folded under their heading: open it first.
    await page.getByRole('button', { name: '優惠碼及獎賞' }).click();
    const code = page.getByRole('textbox', { name: '優惠碼', exact: true });
    await code.fill('beauty10');
    await code.press('Enter');
    await expect(page.getByText('優惠碼區分大小寫：請檢查大寫字母。').first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expectNoSeriousViolations(page, testInfo, 'bag page, HK Chinese, 375 px');
  });
});

test.describe('a 375 × 667 phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('SG: two items, the total and "Secure checkout" in a bar on the first screen, the optional parts folded under their headings', async ({
    page,
  }) => {
    await page.goto('/');
    await withDevice(page);
    const products = await plainProducts(page, SG, 2);
    for (const product of products) await addByApi(page, SG, product.variantId, 1);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Items in your bag' })).toBeVisible();

    // Gifts (when offered), samples, codes and rewards, sets: each heading is its button, folded.
    for (const title of ['Free samples', 'Promo codes and rewards', 'Sets'])
      await expect(page.getByRole('button', { name: title, exact: true })).toBeVisible();
    for (const fold of await page.locator('.folding-toggle').all())
      await expect(fold).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('group', { name: /Choose up to 2 free samples/ })).toBeHidden();

    // The bar: in view without scrolling, and the one way to the checkout.
    const checkout = page.getByRole('button', { name: 'Secure checkout' });
    await expect(checkout).toHaveCount(1);
    await expect(checkout).toBeInViewport();
    const box = await checkout.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(667);
    await expect(page.locator('.checkout-bar')).toContainText('Total');

    // A heading opens its part, and says so.
    const samples = page.getByRole('button', { name: 'Free samples' });
    await samples.click();
    await expect(samples).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('group', { name: /Choose up to 2 free samples/ })).toBeVisible();
    await checkout.click();
    await expect(page).toHaveURL(/\/checkout$/);
  });
});

test('TH (Thai): the wallet explains in Thai, and applies a code from it', async ({ page }) => {
  await page.goto('/?country_code=th');
  await withDevice(page);
  const [product] = await plainProducts(page, TH, 1);
  await addByApi(page, TH, product.variantId, 1);
  // Hydrated before the wallet's button is pressed: a press before it would go nowhere.
  await gotoHydrated(page, '/cart?language=th');
  await expect(page.locator('html')).toHaveAttribute('lang', /^th/);
  await expect(page.getByText(/โค้ดนี้หมดอายุเมื่อ/).first()).toBeVisible();
  await page.getByRole('button', { name: /BEAUTY10/ }).click();
  // The wallet's button names the code before the click too: wait for the bag to have it.
  await expect
    .poll(async () => {
      const bag = (await (
        await page.request.get('/api/web/v1/cart/', { headers: siteHeaders(page, TH) })
      ).json()) as { promo: { code: string; status: string } | null };
      return bag.promo;
    })
    .toMatchObject({ code: 'BEAUTY10', status: 'applied' });
});
