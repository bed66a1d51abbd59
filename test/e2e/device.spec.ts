import { expect, gotoHydrated, test } from './fixtures';

/**
 * Device ids (README "Shopper lists"): a new visitor taps five hearts before the browser has its
 * device (the `user` answer, which issues it, is held back until all five taps are out). Every wish
 * must be kept, under one device: all five hearts are still pressed after a reload.
 */
test('five hearts tapped before the browser has a device are all kept, under one device', async ({
  page,
  context,
}) => {
  let release!: () => void;
  const held = new Promise<void>((done) => {
    release = done;
  });
  await page.route('**/api/web/v1/user', async (route) => {
    await held;
    await route.continue();
  });
  await gotoHydrated(page, '/brands/solenne');
  const hearts = page.locator('.wishlist-heart button');
  await expect(hearts.nth(4)).not.toHaveAttribute('aria-disabled', 'true');
  expect((await context.cookies()).filter((cookie) => cookie.name === 'device-id')).toEqual([]);

  const puts: Promise<unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/web/v1/wishlist'))
      puts.push(request.response());
  });
  // Five taps in one task: the five changes go out together, as parallel first changes do.
  await hearts.evaluateAll((buttons) =>
    buttons.slice(0, 5).forEach((button) => (button as HTMLButtonElement).click()),
  );
  for (let index = 0; index < 5; index += 1)
    await expect(hearts.nth(index)).toHaveAttribute('aria-pressed', 'true');
  release();
  await expect.poll(() => puts.length).toBe(5);
  await Promise.all(puts);

  const devices = (await context.cookies()).filter((cookie) => cookie.name === 'device-id');
  expect(devices).toHaveLength(1);
  await page.unroute('**/api/web/v1/user');
  await gotoHydrated(page, '/brands/solenne');
  for (let index = 0; index < 5; index += 1)
    await expect(hearts.nth(index)).toHaveAttribute('aria-pressed', 'true');
});
