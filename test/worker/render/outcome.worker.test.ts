import { describe, expect, it } from 'vitest';
import { get, titleOf } from '../helpers';

/**
 * A page's answer comes from its `load()` outcome and its route's declarations (access and
 * cache class in routes/index.ts), the same for the document and for `_payload.json`.
 */
const SG = 'http://shop.example.com.sg';
const SITE = ' | Beauty Storefront Singapore';

async function payloadOf(path: string) {
  const response = await get(`${SG}${path === '/' ? '' : path}/_payload.json?v=1`);
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe('a public page shared by every visitor (/about)', () => {
  it('answers 200, its own title and no-cache, as HTML and as payload', async () => {
    const html = await get(`${SG}/about`);
    expect(html.status).toBe(200);
    expect(html.headers.get('cache-control')).toBe('no-cache');
    expect(titleOf(await html.text())).toBe(`About us${SITE}`);
    const { response, body } = await payloadOf('/about');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(body).toMatchObject({ status: 200, title: `About us${SITE}` });
  });
});

describe('a public page of its own visitor (the wish list, guests too)', () => {
  it('answers 200 and is never stored, as HTML and as payload', async () => {
    const html = await get(`${SG}/account/wishlist`);
    expect(html.status).toBe(200);
    expect(html.headers.get('cache-control')).toBe('private, no-store');
    expect(titleOf(await html.text())).toBe(`Wish list${SITE}`);
    const { response, body } = await payloadOf('/account/wishlist');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(body).toMatchObject({ routeId: 'wishlist', title: `Wish list${SITE}` });
  });
});

describe('a page whose load() answers not found', () => {
  it.each([
    ['/brands/no-such-brand', 'Page not found'],
    ['/products/no-such-product', 'Page not found'],
    ['/categories/no-such-category', 'Page not found'],
    ['/pages/no-such-page', 'Landing Page not found'],
    ['/sandbox/au/en/no-such-page', 'Sandbox'],
  ])('%s answers 404 titled "%s", as HTML and as payload', async (path, title) => {
    const html = await get(`${SG}${path}`);
    expect(html.status).toBe(404);
    expect(html.headers.get('cache-control')).toBe('no-cache');
    expect(titleOf(await html.text())).toBe(`${title}${SITE}`);
    const { response, body } = await payloadOf(path);
    expect(response.status).toBe(404);
    expect(body).toMatchObject({ status: 404, title: `${title}${SITE}` });
  });
});

describe('a member page (/account/orders) and an owner page (a booking), for a guest', () => {
  it.each(['/account/orders', '/happening/services/reschedule/7'])(
    '%s redirects the document to sign in and back, never stored',
    async (path) => {
      const response = await get(`${SG}${path}`);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(
        `/sign_in?return_to=${encodeURIComponent(path)}`,
      );
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.text()).toBe('');
    },
  );

  it.each(['/account/orders', '/happening/services/reschedule/7'])(
    '%s/_payload.json answers 409 naming the sign-in page, for the client router',
    async (path) => {
      const { response, body } = await payloadOf(path);
      expect(response.status).toBe(409);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(body).toEqual({ redirect: `/sign_in?return_to=${encodeURIComponent(path)}` });
    },
  );

  it('keeps the query, the language included, in return_to', async () => {
    const response = await get('http://shop.example.hk/account/points?language=zh&x=1');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `/sign_in?return_to=${encodeURIComponent('/account/points?language=zh&x=1')}`,
    );
  });

  it('an unknown account section still asks sign-in first', async () => {
    expect((await get(`${SG}/account/no-such-section`)).status).toBe(302);
  });

  it('the sign-in page it points to answers 200 and keeps the way back (in its link to sign up)', async () => {
    const response = await get(`${SG}/sign_in?return_to=%2Faccount%2Forders`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(
      '/sign_in?mode=sign-up&amp;return_to=%2Faccount%2Forders',
    );
  });
});

describe("an order page of someone else's order (public: the API decides), for a guest", () => {
  it('answers the 404 page, as HTML and as payload, never a sign-in prompt', async () => {
    const html = await get(`${SG}/orders/SG123456789/confirmation`);
    expect(html.status).toBe(404);
    expect(html.headers.get('cache-control')).toBe('private, no-store');
    expect(titleOf(await html.text())).toBe(`Page not found${SITE}`);
    const { response, body } = await payloadOf('/orders/SG123456789/confirmation');
    expect(response.status).toBe(404);
    expect(body).toMatchObject({ routeId: 'order', status: 404, title: `Page not found${SITE}` });
  });
});

describe('an unmatched preview path', () => {
  it('is a 404 never stored', async () => {
    const response = await get(`${SG}/preview/no-such-thing`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});
