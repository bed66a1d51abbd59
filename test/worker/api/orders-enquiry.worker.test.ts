import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../worker/rate-limit/limits';
import { variantOn } from './cart/cart-helpers';
import { deviceCookie, errorOf } from './shopper-helpers';
import { accessCookie, guestWith, place, placed, placement } from '../orders/order-helpers';

/**
 * "Check payment status" (`orders/enquireKbankPayment`) is a call to the payment provider each
 * time: a few a minute per order (worker/rate-limit/limits.ts 'payment-enquiry'), then a
 * translated 429 with Retry-After that names nothing but the wait.
 */
describe('payment enquiries per order', () => {
  it('answers the first few and refuses a burst with 429 and Retry-After, in the page’s language', async () => {
    const variant = await variantOn('th', { offset: 2 });
    const shopper = await guestWith('th', variant.id);
    const response = await place(
      shopper,
      await placement(shopper, 'th', { paymentMethod: 'promptpay', card: undefined }),
    );
    const { order } = await placed(response);
    const cookie = `${await deviceCookie(shopper.device)}; ${accessCookie(response)}`;
    const enquire = () =>
      shopper.call('orders/enquireKbankPayment', {
        method: 'POST',
        body: { orderNumber: order.number },
        headers: { cookie },
        site: { country: 'th', language: 'th' },
      });
    const burst = await Promise.all(Array.from({ length: 10 }, enquire));
    const statuses = burst.map((answer) => answer.status).sort();
    const { max } = LIMITS['payment-enquiry'];
    expect(statuses).toEqual([...Array(max).fill(200), ...Array(10 - max).fill(429)]);
    const refused = burst.find((answer) => answer.status === 429)!;
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(LIMITS['payment-enquiry'].windowSeconds);
    const error = await errorOf(refused);
    expect(error.data.code).toBe('TOO_MANY_REQUESTS');
    expect(error.message).toContain('โปรดลองอีกครั้งใน');
    expect(error.message).not.toContain(order.number);
  });
});
