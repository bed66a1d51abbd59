import type { Page } from '@playwright/test';
import { readLocale } from '../locales/read-locale';
import { expectNoSeriousViolations, PASSWORD } from './account-helpers';
import { expect, gotoHydrated, test } from './fixtures';

/**
 * A member looks after their own account on the Thai site, in Thai, on a phone's width:
 * edits the profile, fills the beauty profile, adds two addresses, makes the second
 * the default and deletes the first; a full reload shows what was saved. axe finds nothing
 * serious or critical on the three pages.
 */

type Messages = typeof import('../../locales/en').default;
const th = readLocale('th') as Messages;

test.use({ locale: 'th-TH', viewport: { width: 375, height: 812 } });

/** Nothing wider than the phone: no sideways scrolling at 375 px. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
}

/** A Thai member made through the sandbox API, signed in in this browser. */
async function signedInMember(page: Page, baseURL: string) {
  const email = `e2e-profile-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const headers = { origin: baseURL, 'x-site-country': 'th', 'accept-language': 'th-TH' };
  const made = await page.request.post('/api/web/v1/sandbox/users/', {
    headers,
    data: { email, password: PASSWORD, country: 'th', language: 'th', firstName: 'สมศรี' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const signedIn = await page.request.post('/api/web/v1/auth/token', {
    headers,
    data: { grant_type: 'password', email, password: PASSWORD },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
}

test('a member edits the profile, fills the beauty profile and keeps two addresses, in Thai at 375 px', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  await signedInMember(page, baseURL!);
  const announcer = page.locator('[data-announcer]');

  // The profile.
  await gotoHydrated(page, '/account/profile?country_code=th');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(th.account.profile);
  const profile = page.locator('form.account-form');
  await profile.getByLabel(th.signUp.firstName, { exact: true }).fill('มาลี');
  await profile.getByLabel(th.signUp.mobile, { exact: true }).fill('+66 81 234 5678');
  await profile.getByLabel(th.profileForm.marketing, { exact: true }).check();
  await profile.getByRole('button', { name: th.profileForm.submit }).click();
  await expect(announcer).toHaveText(th.profileForm.saved);
  await expectNoSeriousViolations(page, testInfo, 'profile');
  await expectNoSidewaysScroll(page);

  // The beauty profile, reached through the account's menu (a client navigation).
  await page
    .locator('.account-nav')
    .getByRole('link', { name: th.nav.beautyProfile, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(th.nav.beautyProfile);
  const group = (name: string) => page.getByRole('group', { name, exact: true });
  await group(th.beauty.questions.skinType).getByLabel(th.beauty.skinTypes.combination).check();
  await group(th.beauty.questions.skinTone).getByLabel(th.beauty.skinTones.medium).check();
  await group(th.beauty.questions.skinConcerns).getByLabel(th.beauty.skinConcerns.pores).check();
  await group(th.beauty.questions.hairType).getByLabel(th.beauty.hairTypes.wavy).check();
  await group(th.beauty.questions.hairConcerns).getByLabel(th.beauty.hairConcerns.frizz).check();
  await page.getByRole('button', { name: th.beauty.submit }).click();
  await expect(announcer).toHaveText(th.beauty.complete);
  await expectNoSeriousViolations(page, testInfo, 'beauty profile');
  await expectNoSidewaysScroll(page);

  // Two addresses.
  await page
    .locator('.account-nav')
    .getByRole('link', { name: th.addresses.title, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(th.addresses.title);
  await expect(page.getByText(th.addresses.empty)).toBeVisible();
  const addAddress = async (name: string, line1: string, postcode: string) => {
    await page.getByRole('button', { name: th.addresses.add, exact: true }).click();
    const form = page.locator('form.address-form');
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await field(th.addressFields.recipient).fill(name);
    await field(th.addressFields.phone).fill('+66 81 234 5678');
    await field(th.addressFields.line1).fill(line1);
    await field(th.addressFields.amphoe).fill('ปทุมวัน');
    await field(th.addressFields.province).fill('กรุงเทพมหานคร');
    await field(th.addressFields.postcode).fill(postcode);
    await form.getByRole('button', { name: th.addresses.save }).click();
    await expect(announcer).toHaveText(th.addresses.added);
    await expect(form).toHaveCount(0);
  };

  // A wrong postcode is refused by its field before anything is sent.
  await page.getByRole('button', { name: th.addresses.add, exact: true }).click();
  const form = page.locator('form.address-form');
  await form.getByLabel(th.addressFields.postcode, { exact: true }).fill('1033');
  await form.getByRole('button', { name: th.addresses.save }).click();
  await expect(form.getByLabel(th.addressFields.recipient, { exact: true })).toBeFocused();
  await expect(form.getByLabel(th.addressFields.postcode, { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoSeriousViolations(page, testInfo, 'address form with errors');
  await form.getByRole('button', { name: th.addresses.cancel }).click();

  await addAddress('มาลี บ้าน', '99 ถนนพระรามที่ 1', '10330');
  await addAddress('มาลี ที่ทำงาน', '1 ถนนสีลม', '10500');
  const cards = page.locator('.address-card');
  await expect(cards).toHaveCount(2);
  // The first address became the default by itself.
  await expect(cards.first()).toContainText('มาลี บ้าน');
  await expect(cards.first()).toContainText(th.addresses.default);

  // The second becomes the default.
  const office = cards.filter({ hasText: 'มาลี ที่ทำงาน' });
  await office.getByRole('button', { name: th.addresses.makeDefault }).click();
  await expect(announcer).toHaveText(th.addresses.defaultSet);
  await expect(cards.first()).toContainText('มาลี ที่ทำงาน');
  await expect(cards.first()).toContainText(th.addresses.default);
  await expect(page.getByText(th.addresses.default, { exact: true })).toHaveCount(1);
  await expectNoSeriousViolations(page, testInfo, 'addresses');
  await expectNoSidewaysScroll(page);

  // The first is deleted, after the confirmation.
  const home = cards.filter({ hasText: 'มาลี บ้าน' });
  await home.getByRole('button', { name: th.addresses.delete, exact: true }).click();
  await expect(home.getByRole('button', { name: th.addresses.confirmNo })).toBeFocused();
  await home.getByRole('button', { name: th.addresses.confirmYes }).click();
  await expect(announcer).toHaveText(th.addresses.deleted);
  await expect(cards).toHaveCount(1);

  // A new document shows what was saved.
  await gotoHydrated(page, '/account/addresses');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('มาลี ที่ทำงาน');
  await expect(cards.first()).toContainText(th.addresses.default);
  await gotoHydrated(page, '/account/profile');
  await expect(page.getByLabel(th.signUp.firstName, { exact: true })).toHaveValue('มาลี');
  await expect(page.getByLabel(th.profileForm.marketing, { exact: true })).toBeChecked();
});
