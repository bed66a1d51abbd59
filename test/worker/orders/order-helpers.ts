import { expect } from 'vitest';
import type { OrderAnswer, PlaceOrder } from '../../../client/api/order-contract';
import { ADDRESS_RULES, type AddressValues } from '../../../client/lib/address-fields';
import type { Country } from '../../../client/lib/sites';
import { guest, type Shopper } from '../api/cart/cart-helpers';
import { call, json, type CallOptions } from '../api/shopper-helpers';

/**
 * Helpers of the order tests: a shopper with a bag, placing it through the real worker as the
 * checkout does, and the order read back with the cookies the placement set.
 */

let keys = 0;
/** A fresh idempotency key. */
export const newKey = () => {
  keys += 1;
  return `order-key-${Date.now().toString(36)}-${keys}`;
};

/** A complete address of the country's form: every required field, a valid postcode. */
export function addressFor(country: Country): AddressValues {
  const values: AddressValues = {};
  for (const rule of ADDRESS_RULES[country]) {
    if (!rule.required) continue;
    values[rule.field] = rule.choices
      ? rule.choices[0].value
      : rule.digits
        ? (rule.example ?? '1'.repeat(rule.digits))
        : rule.field === 'phone'
          ? '+65 8123 4567'
          : `Test ${rule.field}`;
  }
  return values;
}

export const CONTACT = {
  email: 'mei.tan@example.com',
  firstName: 'Mei',
  lastName: 'Tan',
  mobile: '+65 8123 4567',
};

export const CARDS = {
  approve: {
    number: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
    name: 'Mei Tan',
  },
  decline: { number: '4000000000000002', expMonth: 12, expYear: 2030, cvc: '123', name: 'Mei Tan' },
  funds: { number: '4000000000009995', expMonth: 12, expYear: 2030, cvc: '123', name: 'Mei Tan' },
  review: { number: '4000000000000259', expMonth: 12, expYear: 2030, cvc: '123', name: 'Mei Tan' },
};

/** A placement body for the shopper's bag as it is priced now. */
export async function placement(
  shopper: Shopper,
  country: Country,
  overrides: Partial<PlaceOrder> = {},
): Promise<PlaceOrder> {
  const bag = await shopper.bag();
  return {
    paymentMethod: 'card',
    card: CARDS.approve,
    delivery: { kind: 'standard', address: addressFor(country) },
    contact: CONTACT,
    expectedTotal: bag.totals.total,
    ...overrides,
  } as PlaceOrder;
}

export function place(shopper: Shopper, body: unknown, key = newKey(), options: CallOptions = {}) {
  return shopper.call('orders/', {
    method: 'POST',
    body,
    ...options,
    headers: { 'idempotency-key': key, ...options.headers },
  });
}

/** The order-access cookie a placement set, as a Cookie header fragment. */
export function accessCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('order-access='));
  if (!cookie) throw new Error('no order-access cookie was set');
  return cookie.split(';')[0];
}

export async function placed(response: Response): Promise<OrderAnswer> {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return json<OrderAnswer>(response);
}

/** A guest on `country` with `variantId` × `quantity` in the bag. */
export async function guestWith(country: Country, variantId: number, quantity = 1) {
  const shopper = guest(country);
  await shopper.add(variantId, quantity);
  return shopper;
}

/** The sandbox bank app's button for an order's open payment. */
export function sandboxPay(number: string, outcome: string) {
  return call(`sandbox/payments/${number}`, { method: 'POST', body: { outcome } });
}
