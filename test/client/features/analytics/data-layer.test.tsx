import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../../../../client/api/contract';
import type { PageContextData } from '../../../../client/app/page-context';
import type { RouterState } from '../../../../client/app/router';
import { trackPageView } from '../../../../client/features/analytics/data-layer';

/** Page views carry the member's analytics user data, all null for a guest. */

const page = {
  buildId: 'b',
  country: 'sg',
  language: 'en',
  production: false,
  preview: false,
  segments: [],
  tagManagerId: 'GTM-TEST1',
  siteTitle: 'Shop',
  origin: 'https://shop.test',
  status: 200,
  googleClientId: null,
} satisfies PageContextData;
const state = { match: null } as unknown as RouterState;

const member: User = {
  signedIn: true,
  tier: 'gold',
  geoCountry: null,
  segments: [],
  analytics: {
    id: '7',
    is_employee: false,
    age: 31,
    card_number: null,
    email_sha256: 'a'.repeat(64),
    email_md5: 'b'.repeat(32),
    mobile_number_md5: null,
    loyalty_points: null,
    loyalty_tier: 'gold',
    tier_points_counter: null,
  },
};

const lastEvent = () => (window.dataLayer ?? []).at(-1) as { event: string; user: object };

afterEach(() => {
  window.dataLayer = [];
});

describe('trackPageView', () => {
  it('sends the member’s analytics user data', async () => {
    await trackPageView(page, state, () => Promise.resolve(member));
    expect(lastEvent()).toMatchObject({ event: 'page_viewed', user: member.analytics });
  });

  it('sends a guest’s, or a visitor whose GET user failed, with every user field null', async () => {
    const guest: User = { signedIn: false, tier: null, geoCountry: null, segments: [] };
    for (const visitor of [() => Promise.resolve(guest), () => Promise.reject(new Error('down'))]) {
      await trackPageView(page, state, visitor);
      const { user } = lastEvent();
      expect(Object.keys(user)).toEqual(Object.keys(member.analytics as object));
      expect(Object.values(user).every((value) => value === null)).toBe(true);
    }
  });

  it('asks for nobody when no page view is sent (preview)', async () => {
    let asked = 0;
    await trackPageView({ ...page, preview: true }, state, () => {
      asked += 1;
      return Promise.resolve(member);
    });
    expect(asked).toBe(0);
    expect(window.dataLayer ?? []).toEqual([]);
  });
});
