import type { Page } from '@playwright/test';
import type { AccountDetail } from '../../client/api/beauty-pass-contract';
import type { Tier } from '../../client/lib/commerce-rules';
import type { Country } from '../../client/lib/sites';
import { newEmail, PASSWORD } from './account-helpers';
import { expect } from './fixtures';

/**
 * What the Beauty Pass journeys share: a member made by the sandbox in a tier, with this
 * year's spend and a points balance, signed in as the page's browser (`page.request` holds the
 * page's cookies), and their clock moved by the sandbox.
 */
export async function signedInMember(
  page: Page,
  options: { country: Country; language: string; tier?: Tier; spend?: number; points?: number },
): Promise<{ id: number; email: string }> {
  const origin = new URL(page.url()).origin;
  const email = newEmail(`pass-${options.country}`);
  const made = await page.request.post('/api/web/v1/sandbox/users/', {
    headers: { origin },
    data: {
      email,
      password: PASSWORD,
      country: options.country,
      language: options.language,
      tier: options.tier,
      spend: options.spend,
      points: options.points,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  const signIn = await page.request.post('/api/web/v1/auth/token', {
    headers: { origin, 'x-site-country': options.country },
    data: { grant_type: 'password', email, password: PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  return { id, email };
}

export async function moveClock(
  page: Page,
  id: number,
  body: { lastActivityDaysAgo?: number },
): Promise<AccountDetail> {
  const response = await page.request.post(`/api/web/v1/sandbox/users/${id}/clock`, {
    headers: { origin: new URL(page.url()).origin },
    data: body,
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as AccountDetail;
}
