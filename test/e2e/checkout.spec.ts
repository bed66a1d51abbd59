import type { Page } from '@playwright/test';
import { accountByApi, expectNoSeriousViolations, newEmail } from './account-helpers';
import { addByApi, plainProducts, withDevice, type SiteOf } from './bag-helpers';
import { expect, gotoHydrated, test } from './fixtures';
import { words } from './order-helpers';

/**
 * The checkout in Chromium: a Singapore guest adds a product, goes from the bag to
 * the checkout, fills the contact, the address and a test card, finds the form again after a
 * reload (all but the card), double-clicks "Place order" and gets one order, on its
 * confirmation page. Axe finds nothing serious in English and in Thai, and a 375 px phone
 * scrolls nowhere sideways. "Place order" pressed in two tabs at once (two keys) makes one
 * order, and both tabs go to it. A Hong Kong member, in Chinese, collects at a store: the form
 * comes filled with the account's details, and the confirmation names the store.
 */

const SG: SiteOf = { country: 'sg', language: 'en' };
const TH: SiteOf = { country: 'th', language: 'th' };
const PLACE = /^Place order and pay/;

/** A year the test card is still good in. */
const CARD_YEAR = String(new Date().getFullYear() + 3);

async function fillCard(page: Page) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Month', { exact: true }).selectOption({ label: '12' });
  await page.getByLabel('Year', { exact: true }).selectOption(CARD_YEAR);
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Ada Tan');
}

test('SG guest: from the bag to a card order on its confirmation page', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await withDevice(page);
  const [product] = await plainProducts(page, SG, 1, { single: true });
  await gotoHydrated(page, `/products/${product.slug}`);
  await page.getByRole('button', { name: 'Add to bag' }).click();
  await expect(page.locator('header').getByRole('button', { name: /Bag/ })).toHaveAccessibleName(
    /1/,
  );

  // The bag's "Secure checkout" leads a guest to the checkout, not to sign in.
  await gotoHydrated(page, '/cart');
  await page.getByRole('button', { name: 'Secure checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  await expect(page.getByRole('link', { name: 'Sign in to check out faster' })).toHaveAttribute(
    'href',
    '/sign_in?return_to=%2Fcheckout',
  );
  const review = page.getByRole('region', { name: 'Review your order' });
  await expect(review).toContainText(product.name);

  // Contact, a Singapore address, standard delivery (chosen first) and the approving test card.
  const email = newEmail('checkout');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Tan');
  await page.getByLabel('Mobile number').fill('+65 9123 4567');
  await expect(page.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
  // The name and mobile are asked once: the delivery is the contact's unless unticked.
  const same = page.getByLabel('Deliver to the contact above (same name and phone)');
  await expect(same).toBeChecked();
  await expect(page.getByLabel('Full name')).toHaveCount(0);
  await same.uncheck();
  await expect(page.getByLabel('Full name')).toBeVisible();
  await expect(page.getByLabel('Phone number')).toBeVisible();
  await same.check();
  await expect(page.getByLabel('Full name')).toHaveCount(0);
  await page.getByLabel('Address', { exact: true }).fill('1 Orchard Road');
  await page.getByLabel('Postcode').fill('238859');
  await expect(page.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
  await fillCard(page);

  // A reload finds the form as it was, but for the card (never kept).
  await page.reload();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Postcode')).toHaveValue('238859');
  await expect(page.getByLabel('Card number')).toHaveValue('');
  await fillCard(page);
  await expectNoSeriousViolations(page, testInfo, 'checkout, SG English');

  // Express re-prices the bag: the review's shipping and total follow, and so does the button.
  const total = await page.getByRole('button', { name: PLACE }).innerText();
  await page.getByRole('radio', { name: /Express delivery/ }).check();
  await expect(page.getByRole('button', { name: PLACE })).not.toHaveText(total);

  // A double click places one order, with one key, and leads to the order's confirmation.
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/web/v1/orders/'))
      posts.push(request.headers()['idempotency-key'] ?? '');
  });
  const placed = page.waitForResponse(
    (answer) =>
      answer.request().method() === 'POST' && answer.url().endsWith('/api/web/v1/orders/'),
  );
  await page.getByRole('button', { name: PLACE }).dblclick();
  const placement = await placed;
  // The delivery goes to the contact's name and mobile, typed once.
  expect(placement.request().postDataJSON()).toMatchObject({
    contact: { firstName: 'Ada', lastName: 'Tan', mobile: '+65 9123 4567' },
    delivery: { address: { recipient: 'Ada Tan', phone: '+65 9123 4567' } },
  });
  const { order } = (await placement.json()) as { order: { number: string; view: string } };
  expect(order.number).toMatch(/^SG[0-9]{9}$/);
  expect(order.view).toBe('confirmation');
  await expect(page).toHaveURL(new RegExp(`/orders/${order.number}/confirmation$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    words('en')('order.views.confirmation'),
  );
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatch(/^[0-9a-f-]{36}$/);
  const response = await page.reload();
  expect(response?.status()).toBe(200);

  // The bag is now the order: the checkout says there is nothing left to check out.
  await gotoHydrated(page, '/checkout');
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
});

/** The SG checkout's contact, address and approving card, the same in every tab. */
async function fillCheckout(page: Page, email: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Tan');
  await page.getByLabel('Mobile number').fill('+65 9123 4567');
  // Delivered to the contact: "same as contact" is ticked by default.
  await page.getByLabel('Address', { exact: true }).fill('1 Orchard Road');
  await page.getByLabel('Postcode').fill('238859');
  await fillCard(page);
}

test('SG guest: "Place order" pressed in two tabs at once (two keys) makes one order, and both tabs go to it', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await withDevice(page);
  const [product] = await plainProducts(page, SG, 1, { single: true });
  await addByApi(page, SG, product.variantId);
  const other = await context.newPage();
  const email = newEmail('two-tabs');
  for (const tab of [page, other]) {
    await gotoHydrated(tab, '/checkout');
    await expect(tab.getByRole('region', { name: 'Review your order' })).toContainText(
      product.name,
    );
    await fillCheckout(tab, email);
  }
  const keys = new Set<string>();
  for (const tab of [page, other])
    tab.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/web/v1/orders/'))
        keys.add(request.headers()['idempotency-key'] ?? '');
    });
  // Two tabs, one in front: the one behind paints no frames unless a trace's screencast makes
  // it, so a click's wait for the button to stop moving can last until the timeout there. Both
  // buttons are checked ready first, then pressed together without that wait.
  for (const tab of [page, other]) {
    await expect(tab.getByRole('button', { name: PLACE })).toBeVisible();
    await expect(tab.getByRole('button', { name: PLACE })).toBeEnabled();
  }
  await Promise.all(
    [page, other].map((tab) => tab.getByRole('button', { name: PLACE }).click({ force: true })),
  );
  // Each tab lands on the one order's confirmation, none says the bag is empty.
  const confirmation = /\/orders\/(SG[0-9]{9})\/confirmation$/;
  await expect(page).toHaveURL(confirmation);
  await expect(other).toHaveURL(confirmation);
  expect(confirmation.exec(page.url())![1]).toBe(confirmation.exec(other.url())![1]);
  expect(keys.size).toBe(2);
  for (const tab of [page, other])
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(
      words('en')('order.views.confirmation'),
    );
});

test('HK member, in Chinese: click and collect at a store, paid by card, the store on the confirmation', async ({
  page,
  baseURL,
}, testInfo) => {
  const zh = words('zh');
  const HK: SiteOf = { country: 'hk', language: 'zh' };
  await page.goto('/?country_code=hk&language=zh');
  const email = newEmail('collect');
  await accountByApi(page, baseURL!, email, { stay: true, firstName: 'Wing' });
  const [product] = await plainProducts(page, HK, 1);
  await addByApi(page, HK, product.variantId, 1);
  await gotoHydrated(page, '/checkout?language=zh');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh('checkoutPage.title'));
  // A member's details are filled in; there is no offer to sign in.
  await expect(page.getByLabel(zh('checkoutPage.contact.email'))).toHaveValue(email);
  await expect(page.getByLabel(zh('checkoutPage.contact.firstName'))).toHaveValue('Wing');
  await expect(page.getByRole('link', { name: zh('checkoutPage.contact.signIn') })).toHaveCount(0);
  await page.getByLabel(zh('checkoutPage.contact.mobile')).fill('+852 9123 4567');
  // A delivery estimate in the style of one Chinese date (2026年12月1日至3日), never the
  // numeric, day-first range CLDR gives Hong Kong (1/12/2026 至 3/12/2026).
  await expect(page.locator('main')).toContainText(
    /\d{4}年\d{1,2}月\d{1,2}日至(\d{4}年)?(\d{1,2}月)?\d{1,2}日/,
  );
  await expect(page.locator('main')).not.toContainText(/\d{1,2}\/\d{1,2}\/\d{4}/);

  await page
    .getByRole('radio', { name: new RegExp(zh('checkoutPage.delivery.kinds.click_and_collect')) })
    .check();
  const stores = page.getByRole('group', { name: zh('checkoutPage.store.title') });
  const store = stores.getByRole('radio').first();
  const storeName = (await stores.locator('.radio-title').first().innerText()).trim();
  await store.check();
  // Collection is free: the review's total is the items' alone.
  await page.getByLabel(zh('checkoutPage.card.number')).fill('4242 4242 4242 4242');
  await page
    .getByLabel(zh('checkoutPage.card.month'), { exact: true })
    .selectOption({ label: '12' });
  await page.getByLabel(zh('checkoutPage.card.year'), { exact: true }).selectOption(CARD_YEAR);
  await page.getByLabel(zh('checkoutPage.card.cvc')).fill('123');
  await page.getByLabel(zh('checkoutPage.card.name')).fill('Wing Tan');
  await expectNoSeriousViolations(page, testInfo, 'checkout, HK Chinese, click and collect');
  await page.getByRole('button', { name: /^落單並支付/ }).click();
  await expect(page).toHaveURL(/\/orders\/HK[0-9]{9}\/confirmation/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zh('order.views.confirmation'));
  await expect(page.locator('main')).toContainText(storeName);
  // The store's address in Chinese only (no English line under it), and no tax lines: Hong
  // Kong's rate is 0%.
  for (const line of await page.locator('.order-address-line').allInnerTexts())
    expect(line).not.toMatch(/[A-Za-z]/);
  const summary = page.getByRole('region', { name: zh('order.summary.title') });
  await expect(summary).toBeVisible();
  await expect(summary).not.toContainText(zh('order.summary.beforeTax'));
  await expect(summary).not.toContainText(zh('order.summary.tax', { percent: '0' }));
  await expect(summary).not.toContainText(zh('order.summary.giftCard'));
  // The member finds it in the account's orders.
  await gotoHydrated(page, '/account/orders?language=zh');
  await expect(page.locator('main')).toContainText(/HK[0-9]{9}/);
});

test('TH (Thai): the checkout in Thai, with nothing serious for axe', async ({
  page,
}, testInfo) => {
  await page.goto('/?country_code=th');
  await withDevice(page);
  const [product] = await plainProducts(page, TH, 1);
  await addByApi(page, TH, product.variantId, 1);
  await gotoHydrated(page, '/checkout?language=th');
  await expect(page.locator('html')).toHaveAttribute('lang', /^th/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ชำระเงิน');
  await expect(page.getByRole('radio', { name: /พร้อมเพย์/ })).toBeVisible();
  await page.getByRole('radio', { name: /พร้อมเพย์/ }).check();
  await expect(page.getByText(/สแกนคิวอาร์โค้ด/)).toBeVisible();
  // Click and collect lists the stores with their hours.
  await page.getByRole('radio', { name: /รับที่ร้าน/ }).check();
  await expect(page.getByRole('group', { name: 'ร้านที่จะไปรับสินค้า' })).toBeVisible();
  await expect(page.locator('.store-hours').first()).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'checkout, TH Thai');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('SG at 375 px: every step fits the width, click and collect and the card form too', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await withDevice(page);
    const [product] = await plainProducts(page, SG, 1);
    await addByApi(page, SG, product.variantId, 1);
    await gotoHydrated(page, '/checkout');
    await expect(page.getByRole('button', { name: PLACE })).toBeVisible();
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(375);
    await page.getByRole('radio', { name: /Click and collect/ }).check();
    await expect(page.locator('.store-hours').first()).toBeVisible();
    expect(await width()).toBeLessThanOrEqual(375);
    await expectNoSeriousViolations(page, testInfo, 'checkout, SG English, 375 px');
  });
});
