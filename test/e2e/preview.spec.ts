import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, gotoHydrated, test } from './fixtures';

/**
 * An editor's preview link in the browser, and the headers of the static files the platform
 * serves before the worker runs (client/public/_headers), against the built worker.
 */
const PREVIEW_TOKEN =
  /^PREVIEW_TOKEN=(.+)$/m.exec(
    readFileSync(resolve(import.meta.dirname, '../../.dev.vars'), 'utf8'),
  )?.[1] ?? '';

test('a preview link leaves an HttpOnly session cookie, not the token, and the URL without it', async ({
  page,
  context,
  baseURL,
}) => {
  expect(PREVIEW_TOKEN).not.toBe('');
  await gotoHydrated(
    page,
    `/preview/homepage?country=sg&token=${encodeURIComponent(PREVIEW_TOKEN)}`,
  );
  await expect(page).toHaveURL(`${baseURL}/preview/homepage?country=sg`);
  await expect(page.getByText('Drafts are shown')).toBeVisible();
  await expect(page.getByText('Coming soon: the holiday edit')).toBeVisible();
  const cookies = await context.cookies(baseURL);
  const session = cookies.find((cookie) => cookie.name === 'preview-session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(cookies.map((cookie) => cookie.value)).not.toContain(PREVIEW_TOKEN);
  expect(await page.evaluate(() => document.cookie)).toBe('');
});

test('static files are nosniff, hashed ones cached for a year', async ({ page, request }) => {
  await gotoHydrated(page, '/about');
  const entry = await page.locator('script[type="module"][src]').first().getAttribute('src');
  const hashed = await request.get(entry ?? '/missing');
  expect(hashed.status()).toBe(200);
  expect(hashed.headers()['x-content-type-options']).toBe('nosniff');
  expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const favicon = await request.get('/favicon.svg');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['x-content-type-options']).toBe('nosniff');
});
