import { expectNoSeriousViolations } from './account-helpers';
import { moveClock, signedInMember } from './beauty-pass-helpers';
import { expect, gotoHydrated, test } from './fixtures';
import { words } from './order-helpers';

/**
 * Beauty Pass in the browser: a Black member close to Gold reads how much more to
 * spend; a Thai member whose points expire next month reads the amount and the date in Thai;
 * both pages pass axe. (The bag's rewards journeys are in beauty-pass-rewards.spec.ts.)
 */

test('SG: a Black member near Gold sees "spend S$120 more to reach Gold" and the header summary', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  // Gold in Singapore is S$1,500 of spend this year: S$1,380 spent.
  await signedInMember(page, {
    country: 'sg',
    language: 'en',
    tier: 'black',
    spend: 138_000,
    points: 1_250,
  });
  await gotoHydrated(page, '/account/points');
  const main = page.locator('main');
  await expect(main.getByText(/Spend \S*120 more to reach Gold\./)).toBeVisible();
  const bar = main.getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuenow', '138000');
  await expect(bar).toHaveAttribute('aria-valuemax', '150000');
  await expect(main.getByText('1,250').first()).toBeVisible();
  // The header's points summary: the tier and the points, in the account menu.
  await page.locator('.account-menu > button').click();
  await expect(page.locator('.account-menu')).toContainText(/Black/);
  await expect(page.locator('.account-menu')).toContainText(/1,250/);
  await page.keyboard.press('Escape');
  // The welcome voucher given at joining is among the insider gifts, with its code.
  await expect(main.getByText('Welcome voucher')).toBeVisible();
  await expect(main.getByText(/WELCOME-[A-Z0-9]{8}/)).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, 'points, SG');
});

test('TH (Thai): points that expire next month show their amount and date in Thai', async ({
  page,
}, testInfo) => {
  const th = words('th');
  await page.goto('/?country_code=th');
  const { id } = await signedInMember(page, { country: 'th', language: 'th', points: 2_400 });
  // The last purchase 520 days ago: the balance expires in about a month.
  const { beautyPass } = await moveClock(page, id, { lastActivityDaysAgo: 520 });
  expect(beautyPass.points).toMatchObject({ available: 2_400, expiring: 2_400 });
  const expiresOn = beautyPass.points.expiresOn!;
  await gotoHydrated(page, '/account/points?language=th');
  await expect(page.locator('html')).toHaveAttribute('lang', /^th/);
  await expect(page.locator('main')).toContainText(th('beautyPass.balance.title'));
  const notice = page.locator('.points-expiring');
  await expect(notice).toContainText('2,400');
  await expect(notice).toContainText('คะแนนจะหมดอายุ');
  // The date as Thai shoppers read it: in the Buddhist era.
  await expect(notice).toContainText(String(Number(expiresOn.slice(0, 4)) + 543));
  await expectNoSeriousViolations(page, testInfo, 'points, TH Thai');
});
