import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { readLocale } from '../locales/read-locale';
import { expect, gotoHydrated, relativeUrl, test, waitForHydration } from './fixtures';
import { E2E_GOOGLE_CLIENT_ID } from './google-client';
import { CARDS, placeOrder } from './order-helpers';
import { accountByApi } from './account-helpers';
import { axeScan } from './axe';

/**
 * Sign-in with Google in the browser, without internet: Google Identity Services is
 * replaced by a fake (fake-gis.js) whose button answers with an ID token signed here, and the
 * worker is told to trust this file's key through the development-only /_dev/google-keys (the
 * cache entry worker/auth/google.ts keeps Google's keys in). The tests of this file share one
 * key pair, so they run in one worker, in order (each puts the key again: a worker that
 * restarted after a failure makes a new pair).
 */
test.describe.configure({ mode: 'default' });

type Messages = typeof import('../../locales/en').default;
const en = readLocale('en') as Messages;

const GIS_URL = 'https://accounts.google.com/gsi/client';
const FAKE_GIS = resolve(import.meta.dirname, 'fake-gis.js');
const KEY_ID = 'e2e-google';
const PASSWORD = 'Sunrise#2024';

let privateKey: CryptoKey | undefined;

interface GoogleAccount {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
}

function newGoogleAccount(tag: string): GoogleAccount {
  const unique = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return {
    sub: `e2e-${tag}-${unique}`,
    email: `e2e-google-${tag}-${unique}@example.com`,
    givenName: 'Ana',
    familyName: 'Lim',
  };
}

/** An ID token as Google would sign it for this account, with this file's key. */
async function idToken(account: GoogleAccount): Promise<string> {
  if (!privateKey) throw new Error('no key: beforeEach puts it');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: account.email,
    email_verified: true,
    given_name: account.givenName,
    family_name: account.familyName,
  })
    .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
    .setIssuer('https://accounts.google.com')
    .setAudience(E2E_GOOGLE_CLIENT_ID)
    .setSubject(account.sub)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(privateKey);
}

/** The fake GIS in Google's place; its button signs in as `account` (whichever it is then). */
async function useFakeGoogle(page: Page, current: () => GoogleAccount) {
  await page.route(GIS_URL, (route) =>
    route.fulfill({ path: FAKE_GIS, contentType: 'text/javascript' }),
  );
  await page.exposeFunction('fakeGoogleCredential', () => idToken(current()));
}

test.beforeEach(async ({ request }) => {
  if (!privateKey) {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    const publicKey = { ...(await exportJWK(pair.publicKey)), kid: KEY_ID, alg: 'RS256' };
    const put = await request.put('/_dev/google-keys', { data: { keys: [publicKey] } });
    expect(put.status()).toBe(204);
  }
});

function accountButton(page: Page, name: string) {
  return page.locator('.account-menu').getByRole('button', { name, exact: true });
}

const googleButton = (page: Page, name: string) =>
  page.locator('.google-button').getByRole('button', { name });

test('an unknown Google account signs up prefilled and linked, then signs in with Google alone and comes back to return_to', async ({
  page,
}) => {
  const google = newGoogleAccount('new');
  await useFakeGoogle(page, () => google);
  await gotoHydrated(page, '/sign_in');

  // The button is GIS's, drawn in the box with our client id, in a group named in our words.
  const button = googleButton(page, 'Sign in with Google');
  await expect(button).toHaveAttribute('data-client-id', E2E_GOOGLE_CLIENT_ID);
  await expect(page.getByRole('group', { name: en.google.signIn })).toBeVisible();
  await button.click();

  // Not linked: the sign-up form, prefilled, under the spec's message (focused).
  await expect(page).toHaveURL(/\/sign_in\?mode=sign-up$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.signIn.signUpTitle);
  const notice = page.locator('.form-message', { hasText: en.auth.googleNotLinked });
  await expect(notice).toBeFocused();
  const form = page.locator('form.account-form');
  await expect(form.getByLabel(en.signUp.firstName, { exact: true })).toHaveValue('Ana');
  await expect(form.getByLabel(en.signUp.lastName, { exact: true })).toHaveValue('Lim');
  await expect(form.getByLabel(en.signUp.email, { exact: true })).toHaveValue(google.email);

  await form.getByLabel(en.signUp.password, { exact: true }).fill(PASSWORD);
  await form.getByLabel(en.signUp.confirmation, { exact: true }).fill(PASSWORD);
  await form.getByLabel(en.signUp.day, { exact: true }).fill('4');
  await form.getByLabel(en.signUp.month, { exact: true }).selectOption('3');
  await form.getByLabel(en.signUp.year, { exact: true }).fill('1992');
  await form.getByLabel(en.signUp.consentPersonal, { exact: true }).check();
  await form.getByLabel(en.signUp.consentPolicy, { exact: true }).check();
  const signedUp = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/web/v1/account') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: en.signUp.submit }).click();
  const answer = await signedUp;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).toHaveProperty('googleIdToken');
  expect((await answer.json()).account.googleLinked).toBe(true);
  await expect.poll(() => relativeUrl(page.url())).toBe('/');
  await expect(accountButton(page, en.nav.myAccount)).toBeVisible();

  // Sign out (a new document), then Google alone signs in, from the keyboard, to return_to.
  await gotoHydrated(page, '/account/sign-out');
  await page.getByRole('button', { name: en.account.signOutButton }).click();
  // The home page loads as a new document: wait for it before opening the next one.
  await page.waitForURL((url) => url.pathname === '/');
  await waitForHydration(page);
  await expect(accountButton(page, en.nav.account)).toBeVisible();
  const returnTo = '/brands/solenne';
  await gotoHydrated(page, `/sign_in?return_to=${encodeURIComponent(returnTo)}`);
  // Google's button is drawn once its script has loaded, after hydration: Tab cannot reach it
  // before it is there.
  await expect(button).toBeVisible();
  await page.getByRole('button', { name: en.signIn.submit, exact: true }).focus();
  // After the form's last link (to sign-up), Tab reaches Google's button.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  const social = page.waitForResponse((response) =>
    response.url().endsWith('/api/web/v1/auth/social'),
  );
  await page.keyboard.press('Enter');
  expect((await social).status()).toBe(200);
  await expect.poll(() => relativeUrl(page.url())).toBe(returnTo);
  await expect(accountButton(page, en.nav.myAccount)).toBeVisible();
});

/**
 * A guest's SG order placed with the Google account's e-mail, taken into the account that Google
 * then creates from the confirmation's "Create an account": with Google's button on the sign-up
 * form, or (`viaSignIn`) on the sign-in form the shopper went to first.
 */
async function claimWithGoogle(page: Page, viaSignIn: boolean) {
  const google = newGoogleAccount('claim');
  await useFakeGoogle(page, () => google);
  const { order } = await placeOrder(
    page,
    { country: 'sg', language: 'en' },
    'card',
    CARDS.approve,
    google.email,
  );
  await gotoHydrated(page, `/orders/${order.number}/confirmation`);
  await page.getByRole('link', { name: en.order.join.action }).click();
  const claimed = new RegExp(`/sign_in\\?mode=sign-up&claim=${order.number}&return_to=`);
  await expect(page).toHaveURL(claimed);
  if (viaSignIn) {
    await page
      .locator('form.account-form')
      .getByRole('link', { name: en.signIn.toSignIn, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/sign_in\\?claim=${order.number}&return_to=`));
    await googleButton(page, 'Sign in with Google').click();
  } else await googleButton(page, 'Sign up with Google').click();

  // Not linked: the sign-up form with Google's e-mail, the order still named.
  await expect(page.locator('.form-message', { hasText: en.auth.googleNotLinked })).toBeFocused();
  await expect(page).toHaveURL(claimed);
  const form = page.locator('form.account-form');
  await expect(form.getByLabel(en.signUp.email, { exact: true })).toHaveValue(google.email);
  await form.getByLabel(en.signUp.password, { exact: true }).fill(PASSWORD);
  await form.getByLabel(en.signUp.confirmation, { exact: true }).fill(PASSWORD);
  await form.getByLabel(en.signUp.day, { exact: true }).fill('4');
  await form.getByLabel(en.signUp.month, { exact: true }).selectOption('3');
  await form.getByLabel(en.signUp.year, { exact: true }).fill('1992');
  await form.getByLabel(en.signUp.consentPersonal, { exact: true }).check();
  await form.getByLabel(en.signUp.consentPolicy, { exact: true }).check();
  const claim = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/orders/${order.number}/claim`) &&
      response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: en.signUp.submit }).click();
  expect((await claim).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/orders/${order.number}$`));
  await gotoHydrated(page, '/account/orders');
  await expect(
    page.getByRole('link', { name: en.order.title.replace('{{number}}', order.number) }),
  ).toBeVisible();
}

test('a guest order is claimed by the account a new Google account creates from its confirmation', async ({
  page,
}) => {
  await claimWithGoogle(page, false);
});

test('the order to claim stays with the shopper who goes to sign in first and whose Google account is new', async ({
  page,
}) => {
  await claimWithGoogle(page, true);
});

test('a member links Google from the profile, and it shows as linked', async ({
  page,
  baseURL,
}) => {
  const google = newGoogleAccount('link');
  await useFakeGoogle(page, () => google);
  await accountByApi(page, baseURL as string, google.email, { stay: true });

  await gotoHydrated(page, '/account/profile');
  const row = page.locator('.google-link');
  await expect(row).toContainText(en.google.notLinked);
  await googleButton(page, 'Continue with Google').click();
  await expect(page.locator('.form-message', { hasText: en.google.linkedNow })).toBeFocused();
  await expect(row).toContainText(en.google.linked);
  await expect(page.locator('.google-button')).toHaveCount(0);

  // A new document says the same: the link is the account's, not this page's memory.
  await gotoHydrated(page, '/account/profile');
  await expect(row).toContainText(en.google.linked);

  // Signed out, that Google account now signs in to this member.
  await page.context().clearCookies();
  await gotoHydrated(page, '/sign_in');
  await googleButton(page, 'Sign in with Google').click();
  await expect.poll(() => relativeUrl(page.url())).toBe('/');
  await expect(accountButton(page, en.nav.myAccount)).toBeVisible();
});

test('the sign-in page with Google’s button has no serious or critical axe violations', async ({
  page,
}, testInfo) => {
  await useFakeGoogle(page, () => newGoogleAccount('axe'));
  await gotoHydrated(page, '/sign_in');
  await expect(googleButton(page, 'Sign in with Google')).toBeVisible();
  const results = await axeScan(page);
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  await testInfo.attach('axe sign-in with Google', {
    body: JSON.stringify(serious, null, 2),
    contentType: 'application/json',
  });
  expect(serious.map((violation) => violation.id)).toEqual([]);
});

test('without internet for Google, the sign-in page shows no Google button at all', async ({
  page,
}) => {
  // The fixtures abort every request to Google: the script fails, and no dead button stays.
  let asked = 0;
  page.on('request', (request) => {
    if (request.url() === GIS_URL) asked += 1;
  });
  await gotoHydrated(page, '/sign_in');
  await expect.poll(() => asked).toBe(1);
  await expect(page.locator('.google-button')).toBeEmpty();
  await expect(page.getByRole('group', { name: en.google.signIn })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /google/i })).toHaveCount(0);
});
