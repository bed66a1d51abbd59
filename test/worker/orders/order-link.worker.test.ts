import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { SANDBOX_ORDER_TOKEN, SANDBOX_ORDERS } from '../../../client/lib/orders/sandbox-orders';
import { ROUTES } from '../../../routes';

/** The confirmation e-mail's link: the token becomes the cookie, and leaves the address. */
describe('an order link', () => {
  it('with the order’s token: sets the order-access cookie (httpOnly) and redirects without the token', async () => {
    const response = await SELF.fetch(
      `http://localhost/orders/SG900000001?access=${SANDBOX_ORDER_TOKEN}&utm_source=mail`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/orders/SG900000001?utm_source=mail');
    const cookie = response.headers
      .getSetCookie()
      .find((value) => value.startsWith('order-access='));
    expect(cookie).toContain(`SG900000001.${SANDBOX_ORDER_TOKEN}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
  });

  it('with another order’s token, or a malformed one: no cookie, and the token still leaves the address', async () => {
    for (const token of [SANDBOX_ORDER_TOKEN.replace('0000', '1111'), '<script>', '']) {
      const response = await SELF.fetch(
        `http://localhost/orders/AU900000001?access=${encodeURIComponent(token)}`,
        { redirect: 'manual' },
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/orders/AU900000001');
      expect(
        response.headers.getSetCookie().some((value) => value.startsWith('order-access=')),
      ).toBe(false);
    }
  });
});

/**
 * A fresh browser following `url`: the cookies each answer sets go with the next request, and
 * redirects are followed, as a browser does. Answers the last response and the path it is on.
 */
async function follow(url: string): Promise<{ response: Response; path: string; hops: string[] }> {
  const jar = new Map<string, string>();
  const hops: string[] = [];
  let next = new URL(url, 'http://localhost');
  for (let hop = 0; hop < 6; hop += 1) {
    hops.push(`${next.pathname}${next.search}`);
    const response = await SELF.fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location)
      return { response, path: next.pathname, hops };
    await response.body?.cancel();
    next = new URL(location, next);
  }
  throw new Error(`too many redirects: ${hops.join(' → ')}`);
}

const orderPaths = ROUTES.find((route) => route.id === 'order')!.paths;

describe('every order page alias with the access link', () => {
  it('the route table has the order page and its aliases', () => {
    expect(orderPaths.length).toBeGreaterThan(1);
  });

  it.each(
    SANDBOX_ORDERS.flatMap((order) =>
      orderPaths.map((pattern) => [pattern.replace(':id', order.number), order] as const),
    ),
  )('%s?access=…&country_code=… opens the order', async (path, order) => {
    const { response, hops } = await follow(
      `${path}?access=${SANDBOX_ORDER_TOKEN}&country_code=${order.country}`,
    );
    expect(response.status, hops.join(' → ')).toBe(200);
    const html = await response.text();
    expect(html).toContain(order.number);
    // The token left the address at the first hop.
    expect(hops.slice(1).some((hop) => hop.includes('access='))).toBe(false);
  });
});

/** The links of an HTML page, decoded (`&amp;` in attributes). */
const linksOf = (html: string) =>
  [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].map((match) =>
    match[1].replaceAll('&amp;', '&'),
  );

describe('the sandbox', () => {
  it('every order link it shows opens its order', async () => {
    const index = await SELF.fetch('http://localhost/sandbox');
    expect(index.status).toBe(200);
    const pages = linksOf(await index.text()).filter((href) => href.startsWith('/sandbox/'));
    const targets: string[] = [];
    for (const page of pages) {
      const response = await SELF.fetch(`http://localhost${page}`);
      expect(response.status, page).toBe(200);
      targets.push(...linksOf(await response.text()).filter((href) => href.includes('access=')));
    }
    // Every seeded order has its page (nine of them).
    expect(targets).toHaveLength(SANDBOX_ORDERS.length);
    for (const target of targets) {
      const { response, hops } = await follow(target);
      expect(response.status, hops.join(' → ')).toBe(200);
      const number = /\/orders\/([A-Z]{2}[0-9]{9})/.exec(target)![1];
      expect(await response.text()).toContain(number);
    }
  });
});
