import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { SANDBOX_ORDER_TOKEN } from '../../../client/lib/orders/sandbox-orders';

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
