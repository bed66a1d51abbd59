import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import decodeQR from 'qr/decode.js';
import { expectNoSeriousViolations, newEmail, outboxLink, PASSWORD } from './account-helpers';
import { addByApi, plainProducts, withDevice, type SiteOf } from './bag-helpers';
import { expect, gotoHydrated, test } from './fixtures';
import { CARDS, placeOrder, sandboxAct, words } from './order-helpers';

/**
 * The order pages in Chromium: a Thai PromptPay QR paid in the sandbox bank app
 * (another tab) turns into the confirmation by itself; an Indonesian virtual account with its
 * copy buttons; a Malaysian DuitNow QR expired by the bank app says so in its focused heading
 * and puts the items back in the bag, to pay another way at checkout; a New
 * Zealand card declined, then paid again with another card; an order opened by another browser
 * is the 404 page; axe on the QR page and the confirmation, in English and in Thai.
 */

const TH: SiteOf = { country: 'th', language: 'th' };
const ID: SiteOf = { country: 'id', language: 'id' };
const MY: SiteOf = { country: 'my', language: 'en' };
const SG: SiteOf = { country: 'sg', language: 'en' };
const NZ: SiteOf = { country: 'nz', language: 'en' };

test('TH PromptPay: the QR page waits, the bank app in another tab pays, the page turns into the confirmation by itself', async ({
  page,
  context,
  loads,
}, testInfo) => {
  const th = words('th');
  const { order, payment } = await placeOrder(page, TH, 'promptpay');
  expect(order.view).toBe('payment_instruction');

  // The confirmation alias of an unpaid order answers with the page its state belongs on.
  const response = await gotoHydrated(page, `/orders/${order.number}/confirmation`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/orders/${order.number}/payment_instruction$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(th('order.views.instruction'));
  const qr = page.locator('.order-qr').getByRole('img');
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAccessibleName(new RegExp(order.number));
  await expect(page.getByRole('timer')).toContainText(/\d+:\d\d/);
  await expect(page.locator('.order-pay-amount')).toHaveText(/฿/);
  expect(payment.kind).toBe('qr');
  await expectNoSeriousViolations(page, testInfo, 'the QR page in Thai');
  const documents = loads.count;

  // The check button asks the provider now: still waiting.
  await page.getByRole('button', { name: th('order.pay.check') }).click();
  await expect(page.locator('.order-check-result')).toHaveText(th('order.pay.notYet'));

  // The bank app, in a second tab of the same browser.
  const bank = await context.newPage();
  await gotoHydrated(bank, '/sandbox/payments');
  const pay = bank.getByRole('button', {
    name: th('sandboxPayments.actionLabel', {
      action: th('sandboxPayments.actions.pay'),
      number: order.number,
    }).trim(),
  });
  await pay.click();
  await expect(bank.locator('.form-message')).toHaveText(
    th('sandboxPayments.done', { action: th('sandboxPayments.actions.pay'), number: order.number }),
  );
  await expect(bank.getByRole('heading', { name: order.number })).toHaveCount(0);

  // The QR page, polling, moves on to the confirmation without a page load of its own.
  await expect(page).toHaveURL(new RegExp(`/orders/${order.number}/confirmation$`), {
    timeout: 20_000,
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(th('order.views.confirmation'));
  await expect(page.getByText(th('order.states.paid'))).toBeVisible();
  expect(loads.count, 'a client navigation, no page load').toBe(documents);
  // The shipping address ends with its country, as a parcel's label does.
  await expect(page.locator('.order-address-line').last()).toHaveText(th('countries.th'));
  await expectNoSeriousViolations(page, testInfo, 'the confirmation in Thai');
});

test('ID virtual account: bank, account number, amount and deadline, with copy buttons and the bank steps', async ({
  page,
  context,
}, testInfo) => {
  const id = words('id');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { order, payment } = await placeOrder(page, ID, 'va_bca');
  const account = payment.virtualAccount!;
  expect(account.bank).toBe('bca');

  await gotoHydrated(page, `/orders/${order.number}/payment_instruction`);
  await expect(page.getByRole('heading', { level: 2, name: id('order.va.title') })).toBeVisible();
  const facts = page.locator('.order-pay-facts');
  await expect(facts).toContainText('BCA');
  await expect(facts.locator('.order-va-number')).toHaveText(account.number);
  await expect(facts).toContainText(/Rp/);

  await page.getByRole('button', { name: id('order.va.copyNumber') }).click();
  await expect(page.getByText(id('order.va.copied')).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(account.number);
  await page.getByRole('button', { name: id('order.va.copyAmount') }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(String(payment.amount));

  // The bank's steps open with the keyboard.
  const atm = page.getByText(id('order.va.atm'), { exact: true });
  await atm.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(id('order.steps.bca.atm').split('\n')[0])).toBeVisible();
  await expect(page.getByRole('button', { name: id('order.pay.check') })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'the virtual account page in Indonesian');
});

test.describe('paying a QR on the phone that shows it', () => {
  test.use({ viewport: { width: 375, height: 667 }, acceptDownloads: true });

  test('SG PayNow: "Save QR image" downloads order-<number>-qr.png carrying the same payload; no bank-app link (PayNow has none)', async ({
    page,
  }) => {
    const { order, payment } = await placeOrder(page, SG, 'paynow');
    await gotoHydrated(page, `/orders/${order.number}/payment_instruction`);
    await expect(page.locator('.order-qr').getByRole('img')).toBeVisible();
    const saving = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save QR image' }).click();
    const file = await saving;
    expect(file.suggestedFilename()).toBe(`order-${order.number}-qr.png`);
    const bytes = readFileSync(await file.path());
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');

    // Decoded as a bank app would read it: the payload the order was given.
    const pixels = await page.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.drawImage(image, 0, 0);
      const data = context.getImageData(0, 0, canvas.width, canvas.height);
      let binary = '';
      for (let at = 0; at < data.data.length; at += 0x8000)
        binary += String.fromCharCode(...data.data.subarray(at, at + 0x8000));
      return { width: data.width, height: data.height, data: btoa(binary) };
    }, bytes.toString('base64'));
    const payload = decodeQR({
      width: pixels.width,
      height: pixels.height,
      data: new Uint8Array(Buffer.from(pixels.data, 'base64')),
    });
    expect(payment.qr?.payload).toBeTruthy();
    expect(payload).toBe(payment.qr?.payload);
    await expect(page.getByRole('link', { name: 'Open your bank app' })).toHaveCount(0);
  });
});

test('MY DuitNow: the bank app expires the QR; the page says so in its heading, which takes focus, the items are back in the bag, and "Pay another way" leads to checkout with them', async ({
  page,
}, testInfo) => {
  const { order } = await placeOrder(page, MY, 'duitnow');
  const item = order.lines[0].product.name;
  await gotoHydrated(page, `/orders/${order.number}/payment_instruction`);
  await expect(page.locator('.order-qr').getByRole('img')).toBeVisible();
  await page.getByRole('button', { name: 'Check payment status' }).focus();

  await sandboxAct(page, order.number, 'expire');
  await expect(page.getByRole('heading', { level: 2, name: 'QR Code Expired' })).toBeVisible({
    timeout: 20_000,
  });
  const heading = page.getByRole('heading', { level: 1, name: 'Your payment time ran out' });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(page.getByText('We have put your items back in your bag.')).toBeVisible();
  await expect(page.locator('.order-qr')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to your bag' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.number}/payment_instruction$`));
  await expectNoSeriousViolations(page, testInfo, 'the expired QR page');

  await page.getByRole('link', { name: 'Pay another way' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(item).first()).toBeVisible();
});

/** The card form's controls as a shopper meets them: each one's kind, label and autofill token. */
function cardControls(page: Page): Promise<string[]> {
  return page
    .locator('.card-fields')
    .locator('input, select')
    .evaluateAll((controls) =>
      controls.map((control) =>
        [
          control.tagName.toLowerCase(),
          (control as HTMLInputElement).labels?.[0]?.textContent,
          control.getAttribute('autocomplete'),
        ].join(' '),
      ),
    );
}

test("NZ card declined: the decline, the pay-again form (checkout's card form), another card pays, the confirmation", async ({
  page,
}, testInfo) => {
  const { order } = await placeOrder(page, NZ, 'card', CARDS.decline);
  expect(order.state).toBe('payment_failed_with_inventory');
  await gotoHydrated(page, `/orders/${order.number}`);
  // The detail does not redirect; it links to the page the state belongs on.
  await page.getByRole('link', { name: 'Go to the payment page' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.number}/payment_failed$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your payment did not go through',
  );
  await expect(page.getByRole('heading', { name: 'Pay again' })).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'the payment failed page, pay again');
  const payAgainCard = await cardControls(page);

  // A wrong card is refused before sending, focus on the first wrong field.
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByLabel('Card number')).toBeFocused();
  await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Month', { exact: true }).selectOption({ label: '12' });
  await page.getByLabel('Year', { exact: true }).selectOption(String(new Date().getFullYear() + 3));
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Mei Tan');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.number}/confirmation$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();

  // Checkout asks for a card with the very same form: the same controls, labels and tokens.
  const [product] = await plainProducts(page, NZ, 1);
  await addByApi(page, NZ, product.variantId);
  await gotoHydrated(page, '/checkout');
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  await expect(page.locator('.card-fields')).toBeVisible();
  expect(await cardControls(page)).toEqual(payAgainCard);
  expect(payAgainCard).toEqual([
    'input Card number cc-number',
    'select Month cc-exp-month',
    'select Year cc-exp-year',
    'input Security code (CVC) cc-csc',
    'input Name on card cc-name',
  ]);
});

test('SG: the confirmation of a card order and the PayNow QR page have no serious axe violations; another browser gets the 404 page', async ({
  page,
  browser,
}, testInfo) => {
  const { order } = await placeOrder(page, SG, 'card', CARDS.approve);
  expect(order.state).toBe('paid');
  await gotoHydrated(page, `/orders/${order.number}/payment_instruction`);
  await expect(page).toHaveURL(new RegExp(`/orders/${order.number}/confirmation$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order');
  await expect(page.getByRole('heading', { name: 'Cost summary' })).toBeVisible();
  // No line that says zero: this order has no discount and no gift card. Shipping comes before
  // the price before tax that includes it, which comes before the total.
  const summary = page.getByRole('region', { name: 'Cost summary' });
  await expect(summary.locator('dt')).toHaveText([
    'Subtotal',
    'Shipping',
    'Price before tax',
    /^Tax \(9%\)$/,
    'Total',
  ]);
  await expect(page.locator('.order-address-line').last()).toHaveText('Singapore');
  await expectNoSeriousViolations(page, testInfo, 'the confirmation in English');

  const stranger = await browser.newContext({ locale: 'en-SG' });
  try {
    const other = await stranger.newPage();
    const response = await other.goto(`/orders/${order.number}?country_code=sg`);
    expect(response?.status()).toBe(404);
    await expect(other.getByRole('heading', { level: 1 })).toContainText('Page not found');
    await expect(other.locator('main')).not.toContainText('Thank you');
    const api = await other.request.get(`/api/web/v1/orders/${order.number}`, {
      headers: { 'x-site-country': 'sg' },
    });
    expect(api.status()).toBe(404);
  } finally {
    await stranger.close();
  }

  const qr = await placeOrder(page, SG, 'paynow');
  await gotoHydrated(page, `/orders/${qr.order.number}/payment_instruction`);
  await expect(page.locator('.order-qr').getByRole('img')).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'the QR page in English');
});

test('SG guest: the bag and checkout invite to join for the points; the confirmation\'s "Create an account" opens the sign-up with the order\'s e-mail, and the new account has the order and its points, pending', async ({
  page,
}) => {
  const en = words('en');
  const email = newEmail('claim');
  const figure = (points: number) => points.toLocaleString('en-SG');

  // A guest is asked to join for the bag's points, never told they will earn them.
  await gotoHydrated(page, '/?country_code=sg&language=en');
  await withDevice(page);
  const [product] = await plainProducts(page, SG, 1);
  const bag = await addByApi(page, SG, product.variantId);
  expect(bag.pointsToEarn).toBeGreaterThan(0);
  const guestPoints = en('bagPage.summary.pointsGuest', { points: figure(bag.pointsToEarn) });
  for (const path of ['/cart', '/checkout']) {
    await gotoHydrated(page, path);
    await expect(page.locator('.cost-points').first()).toHaveText(guestPoints);
    await expect(page.getByText(/You will earn/)).toHaveCount(0);
  }

  // Placed with a fresh e-mail and paid by card; the confirmation invites to claim it.
  const { order } = await placeOrder(page, SG, 'card', CARDS.approve, email);
  const points = order.summary.pointsOnJoining!;
  expect(points).toBeGreaterThan(0);
  await gotoHydrated(page, `/orders/${order.number}/confirmation`);
  await expect(
    page.getByText(en('order.join.lead', { email, points: figure(points) })),
  ).toBeVisible();
  await expect(page.getByText(/You will earn/)).toHaveCount(0);
  // Delivered while the shopper reads: claimed after delivery, its points are written at once.
  for (const step of ['ship', 'deliver']) {
    const moved = await page.request.post(`/api/web/v1/sandbox/orders/${order.number}/fulfilment`, {
      headers: { origin: new URL(page.url()).origin, 'x-site-country': 'sg' },
      data: { step },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  await page.getByRole('link', { name: en('order.join.action') }).click();
  await expect(page).toHaveURL(new RegExp(`/sign_in\\?mode=sign-up&claim=${order.number}&`));
  const form = page.locator('form.account-form');
  await expect(form.getByLabel(en('signUp.email'), { exact: true })).toHaveValue(email);
  await form.getByLabel(en('signUp.firstName'), { exact: true }).fill('Mei');
  await form.getByLabel(en('signUp.lastName'), { exact: true }).fill('Tan');
  await form.getByLabel(en('signUp.password'), { exact: true }).fill(PASSWORD);
  await form.getByLabel(en('signUp.confirmation'), { exact: true }).fill(PASSWORD);
  await form.getByLabel(en('signUp.day'), { exact: true }).fill('12');
  await form.getByLabel(en('signUp.month'), { exact: true }).selectOption('4');
  await form.getByLabel(en('signUp.year'), { exact: true }).fill('1990');
  await form.getByLabel(en('signUp.consentPersonal'), { exact: true }).check();
  await form.getByLabel(en('signUp.consentPolicy'), { exact: true }).check();
  const claimed = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/orders/${order.number}/claim`) &&
      response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: en('signUp.submit') }).click();
  await expect(page.getByRole('heading', { name: en('signUp.checkTitle') })).toBeFocused();
  // The mailed link, opened in this browser (which holds the order's access): the password
  // chosen makes the account, which takes the order.
  await gotoHydrated(
    page,
    await outboxLink(page, email, 'confirmSignUp', '/users/confirmation?token='),
  );
  await page.getByLabel(en('confirm.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en('confirm.submit') }).click();
  expect((await claimed).status()).toBe(200);
  // Back on the order (return_to), now the member's.
  await expect(page).toHaveURL(new RegExp(`/orders/${order.number}$`));

  await gotoHydrated(page, '/account/orders');
  await expect(
    page.getByRole('link', { name: en('order.title', { number: order.number }) }),
  ).toBeVisible();
  await gotoHydrated(page, '/account/points');
  const pending = page
    .locator('.points-figures > div')
    .filter({ has: page.locator('dt', { hasText: en('beautyPass.balance.pending') }) });
  await expect(pending.locator('dd')).toContainText(figure(points));
});
