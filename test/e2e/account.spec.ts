import { readLocale } from '../locales/read-locale';
import { generateCatalogue } from '../../worker/db/seed/catalogue';
import {
  accountButton,
  accountByApi,
  expectNoSeriousViolations,
  newEmail,
  outboxLink,
  PASSWORD,
} from './account-helpers';
import { expect, gotoHydrated, relativeUrl, test } from './fixtures';

/**
 * Accounts in the browser: sign up in Thai on the Thai site and reach the account,
 * sign out; sign in from a product page and come back to it; forgot, reset (the link read from
 * the development outbox) and sign in with the new password; keyboard-only sign-in; axe on the
 * sign-in, sign-up and account pages. Every run uses new e-mail addresses.
 */

type Messages = typeof import('../../locales/en').default;
const en = readLocale('en') as Messages;
const th = readLocale('th') as Messages;

const NEW_PASSWORD = 'Moonlight!2025';

/** A product reserved for higher tiers in Singapore, in stock: its page shows a sign-in link to guests. */
function priorityProduct(): string {
  const catalogue = generateCatalogue();
  const plan = catalogue.plans.find(
    (candidate) =>
      candidate.state === 'priority' &&
      !candidate.soldOut &&
      candidate.variants.every((variant) =>
        catalogue.offers.some(
          (offer) => offer.variant_id === variant.id && offer.country === 'sg' && offer.stock > 0,
        ),
      ),
  );
  if (!plan) throw new Error('the seed has no priority-access product in stock in Singapore');
  return plan.row.slug;
}

test.describe('in Thai on the Thai site', () => {
  test.use({ locale: 'th-TH' });

  test('signs up with the live password rules and a Buddhist-era birth year; the header then shows the member', async ({
    page,
  }, testInfo) => {
    const email = newEmail('th');
    await gotoHydrated(page, '/?country_code=th');
    await expect(page.locator('html')).toHaveAttribute('lang', /^th/);

    // The account menu's sign-up link, a client navigation.
    await page.getByRole('button', { name: th.nav.account, exact: true }).click();
    await page.getByRole('link', { name: th.nav.signUp }).click();
    await expect(page).toHaveURL(/\/sign_in\?mode=sign-up$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(th.signIn.signUpTitle);
    await expectNoSeriousViolations(page, testInfo, 'sign-up page');

    const form = page.locator('form.account-form');
    await form.getByLabel(th.signUp.firstName, { exact: true }).fill('สมศรี');
    await form.getByLabel(th.signUp.lastName, { exact: true }).fill('ใจดี');
    await form.getByLabel(th.signUp.email, { exact: true }).fill(email);

    // The rules follow what is typed: a short password meets some, the full one meets all.
    const password = form.getByLabel(th.signUp.password, { exact: true });
    const checklist = page.locator('.password-checklist');
    await password.fill('Ab1!');
    const rule = (text: string) => checklist.locator('li', { hasText: text });
    await expect(rule(th.auth.rules.digit)).toHaveClass(/rule-met/);
    await expect(rule(th.auth.rules.length)).toHaveClass(/rule-notMet/);
    // Said once typing pauses, in the page's one live region.
    await expect(page.locator('[data-announcer]')).toContainText(th.auth.rules.digit);
    await password.fill(PASSWORD);
    await form.getByLabel(th.signUp.confirmation, { exact: true }).fill(PASSWORD);
    await expect(checklist.locator('li.rule-notMet')).toHaveCount(0);

    // Date of birth with a Buddhist-era year (2533 is 1990).
    await form.getByLabel(th.signUp.day, { exact: true }).fill('12');
    await form.getByLabel(th.signUp.month, { exact: true }).selectOption('4');
    await form.getByLabel(th.signUp.year, { exact: true }).fill('2533');
    await form.getByLabel(th.signUp.consentPersonal, { exact: true }).check();
    await form.getByLabel(th.signUp.consentPolicy, { exact: true }).check();

    const signedUp = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/web/v1/account') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: th.signUp.submit }).click();
    const answer = await signedUp;
    expect(answer.status()).toBe(202);
    expect(answer.request().postDataJSON()).toMatchObject({ birthDate: '1990-04-12' });
    // The same answer for every address: "check your e-mail", focused, naming it.
    await expect(page.getByRole('heading', { name: th.signUp.checkTitle })).toBeFocused();
    await expect(page.getByText(th.signUp.checkBody.replace('{{email}}', email))).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'check your e-mail');

    // The mailed link, in Thai: the password chosen makes the account.
    const href = await outboxLink(page, email, 'confirmSignUp', '/users/confirmation?token=');
    await gotoHydrated(page, href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(th.confirm.title);
    await expectNoSeriousViolations(page, testInfo, 'the confirmation page');
    // A wrong password makes nothing, and says so by the field.
    await page.getByLabel(th.confirm.password, { exact: true }).fill('Wrong#Pass99');
    await page.getByRole('button', { name: th.confirm.submit }).click();
    await expect(page.getByLabel(th.confirm.password, { exact: true })).toBeFocused();
    await expect(
      page.getByText(th.auth.confirmWrongPassword.replace('{{tries}}', '5')).first(),
    ).toBeVisible();
    await page.getByLabel(th.confirm.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: th.confirm.submit }).click();
    // Back where the shopper came from (no return_to: home), the header signed in.
    await expect(page).toHaveURL(/\/$/);
    await expect(accountButton(page, th.nav.myAccount)).toBeVisible();
    // And welcomed, in the page's one live region, after the home page's title.
    await expect(page.locator('[data-announcer]')).toContainText(
      th.signUp.welcome.replace('{{name}}', 'สมศรี'),
    );
  });

  // Needs the server to render member routes for a signed-in shopper (worker/render, done
  // apart from this branch): until then it sends every shopper to sign in.
  test('a member opens the account page from the menu, greeted by name with their tier, and signs out', async ({
    page,
    baseURL,
  }, testInfo) => {
    await accountByApi(page, baseURL as string, newEmail('th-account'), {
      country: 'th',
      language: 'th-TH',
      firstName: 'สมศรี',
      stay: true,
    });
    // The first paint, while GET user is held back: the header shows neither the guest's
    // "Account" nor its sign-in links to this member, and no width changes when it is known.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/web/v1/user*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/?country_code=th');
    const button = page.locator('.account-menu > button');
    await expect(button).toHaveAttribute('aria-label', th.nav.account);
    expect((await button.innerText()).trim()).toBe('');
    const width = (await button.boundingBox())?.width;
    await button.click();
    await expect(page.getByRole('link', { name: th.nav.signIn })).toHaveCount(0);
    await button.click();
    release();
    await expect(accountButton(page, th.nav.myAccount)).toBeVisible();
    expect((await button.boundingBox())?.width).toBe(width);
    await page.unroute('**/api/web/v1/user*');

    await gotoHydrated(page, '/?country_code=th');
    await accountButton(page, th.nav.myAccount).click();
    await page.locator('.account-menu').getByRole('link', { name: th.nav.myAccount }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.locator('.greeting')).toHaveText(
      th.account.greeting.replace('{{firstName}}', 'สมศรี'),
    );
    await expect(page.locator('.account-overview')).toContainText(th.product.tiers.white);
    await expectNoSeriousViolations(page, testInfo, 'account page');

    // Sign out: the home page loads as a new document, the header says guest again.
    await page.locator('.account-nav').getByRole('link', { name: th.nav.signOut }).click();
    await expect(page).toHaveURL(/\/account\/sign-out$/);
    await page.getByRole('button', { name: th.account.signOutButton }).click();
    // Said and shown (focused) before the home page loads.
    await expect(page.locator('[data-announcer]')).toHaveText(th.account.signedOut);
    await expect(page.locator('#sign-out-message')).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountButton(page, th.nav.account)).toBeVisible();
    const session = (await page.context().cookies()).filter((cookie) =>
      cookie.name.startsWith('jwt-'),
    );
    expect(session).toEqual([]);
  });
});

test('signs in from the sign-in link of a product page and comes back to that product', async ({
  page,
  baseURL,
}) => {
  const email = newEmail('product');
  await accountByApi(page, baseURL as string, email);
  const path = `/products/${priorityProduct()}`;
  await gotoHydrated(page, path);

  await page.locator('.product-button').getByRole('link', { name: en.nav.signIn }).click();
  await expect(page).toHaveURL(`/sign_in?return_to=${encodeURIComponent(path)}`);
  const form = page.locator('form.account-form');
  await form.getByLabel(en.signIn.email, { exact: true }).fill(email);
  await form.getByLabel(en.signIn.password, { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: en.signIn.submit }).click();

  await expect.poll(() => relativeUrl(page.url())).toBe(path);
  await expect(accountButton(page, en.nav.myAccount)).toBeVisible();
});

test('signs in with the keyboard alone', async ({ page, baseURL }) => {
  const email = newEmail('keyboard');
  await accountByApi(page, baseURL as string, email);
  await gotoHydrated(page, '/sign_in');

  // The skip link, then the form's fields in order.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: en.nav.skipToContent })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(en.signIn.email, { exact: true })).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  const password = page.getByLabel(en.signIn.password, { exact: true });
  await expect(password).toBeFocused();
  await page.keyboard.type(PASSWORD);
  // The show-password toggle, then the forgotten-password link, then the button.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: en.signIn.showPassword })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: en.signIn.forgot })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: en.signIn.submit })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect.poll(() => relativeUrl(page.url())).toBe('/');
  await expect(accountButton(page, en.nav.myAccount)).toBeVisible();
});

test('forgot password: the reset link from the outbox sets a new password, the old one is refused, the new one signs in', async ({
  page,
  baseURL,
}) => {
  const email = newEmail('reset');
  await accountByApi(page, baseURL as string, email);
  await gotoHydrated(page, '/sign_in');
  await page.getByRole('link', { name: en.signIn.forgot }).click();
  await expect(page).toHaveURL('/users/password/new');
  await page.getByLabel(en.signIn.email, { exact: true }).fill(email);
  await page.getByRole('button', { name: en.forgot.submit }).click();
  const answer = page.locator('#forgot-answer');
  await expect(answer).toContainText(en.auth.resetSent);
  await expect(answer).toBeFocused();

  // The development outbox lists the mail (newest first) with its link.
  const href = await outboxLink(page, email, 'passwordReset', '/users/password/edit?token=');
  expect(new URL(href).origin).toBe(baseURL);

  await gotoHydrated(page, relativeUrl(href));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.reset.title);
  await page.getByLabel(en.reset.password, { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(en.reset.confirmation, { exact: true }).fill(NEW_PASSWORD);
  await expect(page.locator('.password-checklist li.rule-notMet')).toHaveCount(0);
  await page.getByRole('button', { name: en.reset.submit }).click();
  await expect(page.locator('.form-message.is-done')).toContainText(en.auth.passwordChanged);

  await page.getByRole('link', { name: en.reset.signIn }).click();
  await expect(page).toHaveURL('/sign_in');
  const form = page.locator('form.account-form');
  const emailField = form.getByLabel(en.signIn.email, { exact: true });
  const passwordField = form.getByLabel(en.signIn.password, { exact: true });

  // The old password: refused, said on the form and tied to both fields.
  await emailField.fill(email);
  await passwordField.fill(PASSWORD);
  await form.getByRole('button', { name: en.signIn.submit }).click();
  const message = page.locator('#sign-in-message');
  await expect(message).toHaveText(
    en.auth.failedTriesLeft
      .replace('{{remaining}}', '4')
      .replace('{{max}}', '5')
      .replace('{{minutes}}', '30'),
  );
  await expect(message).toBeFocused();
  await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
  await expect(passwordField).toHaveAttribute('aria-describedby', /sign-in-message/);

  await passwordField.fill(NEW_PASSWORD);
  await form.getByRole('button', { name: en.signIn.submit }).click();
  await expect.poll(() => relativeUrl(page.url())).toBe('/');
  await expect(accountButton(page, en.nav.myAccount)).toBeVisible();
});

test('the sign-in page has no serious or critical axe violations, nor with an error shown', async ({
  page,
}, testInfo) => {
  await gotoHydrated(page, '/sign_in');
  await expectNoSeriousViolations(page, testInfo, 'sign-in page');
  await page.getByRole('button', { name: en.signIn.submit }).click();
  await expect(page.getByLabel(en.signIn.email, { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoSeriousViolations(page, testInfo, 'sign-in page with errors');
});
