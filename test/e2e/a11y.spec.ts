import { expect, gotoHydrated, test } from './fixtures';
import { axeScan } from './axe';

/** Keyboard use of the shell, and automated accessibility checks of the main page kinds. */

test.describe('keyboard', () => {
  test('Tab from the top reaches the skip link first; Enter moves focus to the main content', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    await expect(page).toHaveURL(/#main$/);
  });

  test('the account menu opens with Enter and closes with Escape', async ({ page }) => {
    await gotoHydrated(page, '/');
    const button = page.getByRole('button', { name: 'Account' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(menu).toBeHidden();

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(
      menu.getByRole('link', { name: 'Sign in' }),
      'the menu follows its button in tab order',
    ).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(
      button,
      'Escape from inside the menu returns focus to its button, not to <body>',
    ).toBeFocused();
  });
});

test.describe('axe', () => {
  const pages = [
    { name: 'home', path: '/', status: 200 },
    { name: 'brands', path: '/brands', status: 200 },
    { name: 'sign in', path: '/sign_in', status: 200 },
    { name: 'sign up', path: '/sign_in?mode=sign-up', status: 200 },
    { name: 'forgot password', path: '/users/password/new', status: 200 },
    { name: 'reset password without its link', path: '/users/password/edit', status: 200 },
    { name: 'unlock with a link', path: '/users/unlock?token=abc', status: 200 },
    { name: 'sign in in Thai', path: '/sign_in?country_code=th', status: 200 },
    { name: 'the 404 page', path: '/that-path', status: 404 },
    { name: 'home in Chinese (Hong Kong)', path: '/?country_code=hk&language=zh', status: 200 },
  ];
  for (const { name, path, status } of pages) {
    test(`${name} (${path}) has no serious or critical violations`, async ({ page }, testInfo) => {
      const response = await gotoHydrated(page, path);
      expect(response?.status()).toBe(status);
      const results = await axeScan(page);
      const blocking = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      if (blocking.length)
        await testInfo.attach('axe-violations.json', {
          body: JSON.stringify(blocking, null, 2),
          contentType: 'application/json',
        });
      const summary = blocking.map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map(
          (node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
        ),
      }));
      expect(summary, 'serious or critical axe violations').toEqual([]);
      expect(results.passes.length, 'axe ran its rules').toBeGreaterThan(10);
    });
  }
});
