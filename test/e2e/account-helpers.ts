import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { issueAccessToken, splitAccessToken } from '../../worker/auth/access-token';
import type { Tier } from '../../client/lib/commerce-rules';
import { expect } from './fixtures';
import { axeScan } from './axe';

/** What the account journeys share: new members, the account button, axe, an expired token. */

export const PASSWORD = 'Sunrise#2024';

let counter = 0;
/** An address no earlier run has used. */
export function newEmail(tag: string): string {
  counter += 1;
  return `e2e-${tag}-${Date.now()}-${counter}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * An account made through the API as a shopper makes it (the form is the Thai sign-up journey's
 * to test): the sign-up (202 "check your e-mail"), then the mailed link from the development
 * outbox with the same password (201, signed in); then signed out unless `stay` (the browser
 * keeps the session cookies the answer set). Signing out clears every cookie, the device's too:
 * make the account before a guest's journey starts.
 */
export async function accountByApi(
  page: Page,
  baseURL: string,
  email: string,
  options: {
    country?: 'sg' | 'th' | 'hk';
    language?: string;
    firstName?: string;
    stay?: boolean;
  } = {},
) {
  const headers = {
    origin: baseURL,
    'x-site-country': options.country ?? 'sg',
    'accept-language': options.language ?? 'en-SG',
  };
  const asked = await page.request.post('/api/web/v1/account', {
    headers,
    data: {
      email,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      firstName: options.firstName ?? 'Mei',
      lastName: 'Tan',
      birthDate: '1990-04-12',
      consents: { personalInformation: true, policy: true, marketing: false },
    },
  });
  expect(asked.status(), await asked.text()).toBe(202);
  const token = await mailedToken(page, email, 'confirmSignUp');
  const confirmed = await page.request.post('/api/web/v1/account/confirm', {
    headers,
    data: { token, password: PASSWORD },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(201);
  if (!options.stay) await page.context().clearCookies();
}

/**
 * The token of the newest link of `kind` mailed to `email`, read from the development outbox
 * without leaving the page (the mail is queued after the answer: polled).
 */
export async function mailedToken(page: Page, email: string, kind: string): Promise<string> {
  let token: string | undefined;
  await expect(async () => {
    const html = await (await page.request.get('/_dev/outbox')).text();
    const mail = html
      .split('<article')
      .find((part) => part.includes(`<dd>${email}</dd>`) && part.includes(`<dd>${kind}</dd>`));
    token = /[?&](?:amp;)?token=([\w-]{43})/.exec(mail ?? '')?.[1];
    expect(token, `a ${kind} link to ${email}`).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return token as string;
}

export async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, name: string) {
  const results = await axeScan(page);
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  await testInfo.attach(`axe ${name}`, {
    body: JSON.stringify(serious, null, 2),
    contentType: 'application/json',
  });
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`),
    name,
  ).toEqual([]);
}

/** The header's account button by the name it is said with (its label shows the same words). */
export function accountButton(page: Page, name: string) {
  return page.locator('.account-menu').getByRole('button', { name, exact: true });
}

/** The link of the newest mail of `kind` to `email` in the development outbox. */
export async function outboxLink(page: Page, email: string, kind: string, href: string) {
  const link = page
    .locator('article')
    .filter({ has: page.locator('dd', { hasText: email }) })
    .filter({ has: page.locator('dd', { hasText: kind }) })
    .first()
    .locator(`a[href*="${href}"]`);
  // Mail an address's owner alone gets is queued after the answer: the page may need a reload.
  await expect(async () => {
    await page.goto('/_dev/outbox');
    await expect(link).toBeAttached({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
  return (await link.getAttribute('href')) as string;
}

/** The local server's JWT secret: .dev.vars, written before the e2e server starts. */
function devJwtSecret(): string {
  const vars = readFileSync(resolve(import.meta.dirname, '../../.dev.vars'), 'utf8');
  const secret = /^JWT_SECRET=(.+)$/m.exec(vars)?.[1];
  if (!secret) throw new Error('.dev.vars has no JWT_SECRET');
  return secret;
}

/**
 * Puts in the browser's access-token cookies the same token as now, but issued 16 minutes ago:
 * well signed and expired, as it is on a page left open past its 15 minutes. The refresh
 * cookie is left as it is.
 */
export async function expireAccessToken(context: BrowserContext): Promise<void> {
  const cookies = await context.cookies();
  const data = cookies.find((cookie) => cookie.name === 'jwt-data');
  if (!data) throw new Error('the browser holds no session');
  const payload = data.value.split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    sub: string;
    fam: string;
    tier: Tier;
    emp: number;
  };
  const token = await issueAccessToken(
    devJwtSecret(),
    {
      accountId: Number(claims.sub),
      familyId: claims.fam,
      tier: claims.tier,
      isEmployee: claims.emp === 1,
    },
    Math.floor(Date.now() / 1000) - 16 * 60,
  );
  const halves = splitAccessToken(token);
  await context.addCookies(
    (['jwt-data', 'jwt-signature'] as const).map((name) => ({
      ...(cookies.find((cookie) => cookie.name === name) ?? data),
      name,
      value: name === 'jwt-data' ? halves.data : halves.signature,
    })),
  );
}
