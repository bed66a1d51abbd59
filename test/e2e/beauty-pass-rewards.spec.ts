import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { AccountDetail, Rewards } from '../../client/api/beauty-pass-contract';
import type { OrderAnswer } from '../../client/api/order-contract';
import { expectNoSeriousViolations } from './account-helpers';
import { addByApi, plainProducts, siteHeaders, type SiteOf } from './bag-helpers';
import { signedInMember } from './beauty-pass-helpers';
import { expect, gotoHydrated, test } from './fixtures';
import { sandboxAct, words } from './order-helpers';

/**
 * Rewards redeemed in the bag, in the browser: a Singapore member redeems a reward
 * from the bag's Beauty Pass tab with the keyboard, pays by card at the checkout and finds the
 * points spent in the account; a Thai member, in Thai, redeems one, places a PromptPay order
 * (the points held as reserved while it waits) and sees them spent once the bank app pays.
 */

const SG: SiteOf = { country: 'sg', language: 'en' };
const TH: SiteOf = { country: 'th', language: 'th' };
const CARD_YEAR = String(new Date().getFullYear() + 3);

async function accountOf(page: Page, site: SiteOf): Promise<AccountDetail> {
  const response = await page.request.get('/api/web/v1/account', {
    headers: siteHeaders(page, site),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as AccountDetail;
}

async function rewardOf(page: Page, site: SiteOf, points: number) {
  const list = (await (
    await page.request.get('/api/web/v1/cart/beauty-pass-offers/', {
      headers: siteHeaders(page, site),
    })
  ).json()) as Rewards;
  return list.rewards.find((reward) => reward.points === points)!;
}

test('SG: a member redeems a reward in the bag with the keyboard and pays; the points are spent', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await signedInMember(page, { country: 'sg', language: 'en', points: 1_000 });
  const [product] = await plainProducts(page, SG, 1);
  await addByApi(page, SG, product.variantId, 1);
  const reward = await rewardOf(page, SG, 450);

  await gotoHydrated(page, '/cart');
  // The tabs by keyboard: focus the promo tab, arrow to Beauty Pass rewards.
  await page.getByRole('tab', { name: 'Promo codes' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Beauty Pass rewards' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const panel = page.getByRole('tabpanel', { name: 'Beauty Pass rewards' });
  await expect(panel).toContainText('You have 1,000 points');
  await expect(panel.getByRole('heading', { name: 'Up to 499 points' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: '500 points and more' })).toBeVisible();
  // Greyed with its reason: the fully redeemed one.
  await expect(panel.getByRole('button', { name: /Fully redeemed/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  const redeem = panel.getByRole('button', { name: `Redeem ${reward.product.name}` });
  await redeem.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: `Remove ${reward.product.name}` })).toBeFocused();
  await expect(panel).toContainText('You have 1,000 points · 450 in your bag');
  // The reward is a line of the bag, for its points.
  await expect(page.locator('main')).toContainText('Beauty Pass reward · 450 points');
  await expectNoSeriousViolations(page, testInfo, 'bag, rewards tab');

  await page.getByRole('button', { name: 'Secure checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel('Mobile number').fill('+65 9123 4567');
  await page.getByLabel('Address', { exact: true }).fill('1 Orchard Road');
  await page.getByLabel('Postcode').fill('238859');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Month', { exact: true }).selectOption({ label: '12' });
  await page.getByLabel('Year', { exact: true }).selectOption(CARD_YEAR);
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill('Mei Tan');
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/orders\/SG[0-9]{9}\/confirmation/);
  await expect(page.locator('main')).toContainText('Beauty Pass points redeemed');

  // The account: 450 of the 1,000 points spent, in the history as spent.
  await gotoHydrated(page, '/account/points');
  const balance = page.locator('.points-available dd');
  await expect(balance).toHaveText('550');
  await expect(page.locator('main')).toContainText('Points redeemed');
  await expect(page.locator('main')).toContainText('Spent');
});

test('TH (Thai): a reward redeemed in the bag holds its points while PromptPay waits, then spends them', async ({
  page,
}, testInfo) => {
  const th = words('th');
  await page.goto('/?country_code=th');
  await signedInMember(page, { country: 'th', language: 'th', points: 600 });
  const [product] = await plainProducts(page, TH, 1);
  await addByApi(page, TH, product.variantId, 1);
  const reward = await rewardOf(page, TH, 200);

  await gotoHydrated(page, '/cart?language=th');
  await page.getByRole('tab', { name: th('bagPage.tabs.rewards') }).click();
  const panel = page.getByRole('tabpanel', { name: th('bagPage.tabs.rewards') });
  await panel.getByRole('button', { name: new RegExp(reward.product.name) }).click();
  await expect(panel.getByText(th('bagPage.rewards.inBag'))).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'bag, rewards tab, Thai');

  // The order as the checkout places it, paid by PromptPay: it waits for the bank app.
  const headers = siteHeaders(page, TH);
  const checkout = (await (
    await page.request.get('/api/web/v1/checkout/', { headers })
  ).json()) as {
    bag: { totals: { total: number } };
  };
  const placed = await page.request.post('/api/web/v1/orders/', {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: {
      paymentMethod: 'promptpay',
      delivery: { kind: 'click_and_collect', storeId: await firstStore(page) },
      contact: {
        email: 'mei@example.com',
        firstName: 'Mei',
        lastName: 'Tan',
        mobile: '+66 81 234 5678',
      },
      expectedTotal: checkout.bag.totals.total,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { order } = (await placed.json()) as OrderAnswer;
  expect((await accountOf(page, TH)).beautyPass.points).toMatchObject({
    available: 400,
    reserved: 200,
  });
  await gotoHydrated(page, '/account/points?language=th');
  await expect(page.locator('main')).toContainText(th('beautyPass.balance.reserved'));

  await sandboxAct(page, order.number, 'pay');
  expect((await accountOf(page, TH)).beautyPass.points).toMatchObject({
    available: 400,
    reserved: 0,
  });
  await gotoHydrated(page, '/account/points?language=th');
  await expect(page.locator('.points-available dd')).toHaveText('400');
  await expect(page.locator('main')).toContainText(th('beautyPass.statuses.spent'));
});

async function firstStore(page: Page): Promise<number> {
  const stores = (await (
    await page.request.get('/api/web/v1/store-locations?clickAndCollect=true', {
      headers: siteHeaders(page, TH),
    })
  ).json()) as { items: { id: number }[] };
  return stores.items[0].id;
}
