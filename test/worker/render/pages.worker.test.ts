import { describe, expect, it } from 'vitest';
import { get, titleOf } from '../helpers';

/** Every route of the spec answers with its own page: path, status, English title (before the site title). */
const PAGES: [string, number, string][] = [
  ['/', 200, 'Beauty, delivered'],
  ['/about', 200, 'About us'],
  ['/cart', 200, 'Your bag'],
  ['/users/unlock', 200, 'Unlock your account'],
  ['/sign_in?return_to=%2Fcart', 200, 'Sign in'],
  ['/swagger', 200, 'API reference'],
  ['/store-locations', 200, 'Our stores'],
  ['/store-locations/sg-flagship', 200, 'Beauty Storefront Orchard'],
  ['/store-locations/no-such-store', 404, 'Page not found'],
  ['/store-locations/au-flagship', 404, 'Page not found'],
  // Activity 1 is Australia's: another site's activity is the 404 page (its own: below).
  ['/happening/services/1', 404, 'Page not found'],
  ['/happening/services/no-such-id', 404, 'Page not found'],
  ['/happening/services', 200, 'Services & events'],
  ['/happening/beauty-services', 200, 'Beauty services'],
  ['/happening/services/booxi/cancel', 200, 'Booking with our partner'],
  ['/happening/services/booxi/success', 200, 'Your booking with our partner'],
  ['/pages/sale', 200, 'The sale'],
  ['/pages/terms?section=legal-terms', 200, 'Terms and conditions'],
  ['/pages/no-such-page', 404, 'Landing Page not found'],
  ['/brands', 200, 'Brands A–Z'],
  ['/brands/solenne', 200, 'Solenne'],
  ['/brands/no-such-brand', 404, 'Page not found'],
  ['/categories/makeup', 200, 'Makeup'],
  ['/account/wishlist', 200, 'Wish list'],
  ['/preview/layout', 200, 'Layout preview'],
  ['/preview/pages/sale', 200, 'The sale'],
  ['/preview/homepage', 200, 'Beauty, delivered'],
  ['/sandbox', 200, 'Sandbox'],
  ['/sandbox/payments', 200, 'Sandbox bank app'],
  ['/sandbox/au/en/order/confirmation', 200, 'Sandbox: Order confirmation'],
  ['/no/such/route', 404, 'Page not found'],
];

describe('every route on the Singapore site', () => {
  it.each(PAGES)('%s answers %i titled "%s"', async (path, status, title) => {
    const response = await get(`http://shop.example.com.sg${path}`);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(titleOf(html)).toBe(`${title} | Beauty Storefront Singapore`);
    // A part that failed on the server would fall back to the browser: none may.
    expect(html).not.toContain('Switched to client rendering');
  });
});

describe("the Singapore site's activity pages", () => {
  it("answers each activity at its kind's path titled with its name, and sends another path to it", async () => {
    const answer = await get(
      'http://shop.example.com.sg/api/web/v1/happening/services/activities/',
    );
    const { items } = (await answer.json()) as {
      items: { id: number; kind: string; name: string }[];
    };
    const segment = { service: 'services', class: 'classes', event: 'events' } as const;
    for (const kind of ['service', 'class', 'event'] as const) {
      const activity = items.find((item) => item.kind === kind)!;
      const path = `/happening/${segment[kind]}/${activity.id}`;
      const response = await get(`http://shop.example.com.sg${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(titleOf(html)).toBe(`${activity.name} | Beauty Storefront Singapore`);
      expect(html).not.toContain('Switched to client rendering');
      const other = kind === 'event' ? 'classes' : 'events';
      const moved = await get(`http://shop.example.com.sg/happening/${other}/${activity.id}?x=1`);
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe(`${path}?x=1`);
    }
  });
});

/**
 * The spec's routes for a signed-in member or an owner (route access `member`/`owner`): a
 * guest is sent to sign in and back.
 */
const SIGN_IN_FIRST: string[] = [
  '/happening/events/cancel/1',
  '/happening/classes/cancel/1',
  '/happening/services/cancel/1',
  '/happening/services/reschedule/1',
  '/account',
  '/account/orders',
];

describe('every sign-in route, for a guest, in two countries', () => {
  it.each(SIGN_IN_FIRST)('%s sends a guest to sign in and back', async (path) => {
    for (const host of ['shop.example.com.sg', 'shop.example.hk']) {
      const response = await get(`http://${host}${path}`);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(
        `/sign_in?return_to=${encodeURIComponent(path)}`,
      );
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });
});

/**
 * The order pages are public: the API decides who may see an order, and anyone it
 * refuses (a guest without the order's access cookie, here) gets the 404 page, never a sign-in
 * prompt that would say the order exists; never stored.
 */
const ORDER_PAGES: string[] = [
  '/orders/SG123456789',
  '/orders/SG123456789/confirmation',
  '/orders/SG123456789/payment_pending',
  '/orders/SG123456789/payment_failed',
  '/orders/SG123456789/payment_instruction',
  '/orders/not-a-number',
];

describe('every order page, for a visitor who may not see the order', () => {
  it.each(ORDER_PAGES)('%s is the 404 page, never stored', async (path) => {
    const response = await get(`http://shop.example.com.sg${path}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(titleOf(await response.text())).toBe('Page not found | Beauty Storefront Singapore');
  });
});

describe('every route on the Hong Kong site in Chinese', () => {
  it.each(PAGES)('%s answers %i with a translated title', async (path) => {
    const [english, chinese] = await Promise.all([
      get(`http://shop.example.com.sg${path}`).then((r) => r.text()),
      // A store page is its own site's: Hong Kong's flagship stands for Singapore's.
      get(
        `http://shop.example.hk${path.replace('/store-locations/sg-', '/store-locations/hk-')}${path.includes('?') ? '&' : '?'}language=zh`,
      ),
    ]);
    const html = await chinese.text();
    expect(chinese.status).toBe(PAGES.find(([p]) => p === path)?.[1]);
    expect(html).toContain('<html lang="zh-HK"');
    const title = titleOf(html) ?? '';
    // The site's name in Chinese too.
    expect(title.endsWith(' | Beauty Storefront 香港')).toBe(true);
    // The page's own title is translated (ids and brand names are the same in every language).
    const own = title.replace(' | Beauty Storefront 香港', '');
    if (!/^(Order SG123|Solenne)$/.test(own))
      expect(own).not.toBe(titleOf(english)?.replace(' | Beauty Storefront Singapore', ''));
  });
});

describe('the 404 page', () => {
  it('says which path was not found and links home', async () => {
    const response = await get('http://localhost/does-not-exist?x=1');
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(html).toContain('Page not found: /does-not-exist');
    expect(html).toMatch(/<a[^>]+href="\/"[^>]*>Back to home<\/a>/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('escapes the path it echoes', async () => {
    const html = await (await get('http://localhost/%3Cscript%3Ealert(1)%3C%2Fscript%3E')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('Page not found: /&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('document metadata', () => {
  it('has lang, canonical, hreflang alternates and site metadata', async () => {
    const html = await (await get('http://shop.example.hk/about?language=zh&utm_source=x')).text();
    expect(html).toContain('<html lang="zh-HK"');
    expect(html).toContain(
      '<link rel="canonical" href="http://shop.example.hk/about?language=zh">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="en-HK" href="http://shop.example.hk/about">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="zh-HK" href="http://shop.example.hk/about?language=zh">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="http://shop.example.hk/about">',
    );
    for (const meta of [
      'name="author"',
      'name="theme-color"',
      'property="og:image"',
      'property="og:site_name" content="Beauty Storefront 香港"',
    ]) {
      expect(html).toContain(meta);
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await SELFHead('http://localhost/about');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});

async function SELFHead(url: string) {
  const { SELF } = await import('cloudflare:test');
  return SELF.fetch(url, { method: 'HEAD' });
}

describe('the terms page', () => {
  it('marks the section its parameter names (legal terms from the footer)', async () => {
    const html = await (await get('http://localhost/pages/terms?section=legal-terms')).text();
    expect(html).toMatch(
      /<section id="legal-terms" class="text-block selected" tabindex="-1"><h2>Legal terms<\/h2>/,
    );
    expect(html).toMatch(/<section id="general" class="text-block">/);
  });
});

describe('the home page', () => {
  it('renders its streamed parts on the server: featured products and brands', async () => {
    const html = await (await get('http://localhost/', { 'user-agent': 'Googlebot/2.1' })).text();
    expect(html).toContain('id="home-featured"');
    expect((html.match(/class="product-card"/g) ?? []).length).toBe(8);
    expect(html).toContain('id="home-brands"');
    expect(html).not.toContain('Switched to client rendering');
  });
});
