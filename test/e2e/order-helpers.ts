import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Checkout, OrderAnswer, PlaceOrder } from '../../client/api/order-contract';
import { ADDRESS_RULES, type AddressValues } from '../../client/lib/address-fields';
import type { PaymentMethod } from '../../client/lib/orders/payment-methods';
import { addByApi, plainProducts, siteHeaders, withDevice, type SiteOf } from './bag-helpers';
import { readLocale } from '../locales/read-locale';
import { expect, gotoHydrated } from './fixtures';

/**
 * What the order journeys share: an order placed through the API as the page's own browser
 * (`page.request` holds its cookies, so the order-access cookie the placement sets is the
 * browser's), as the checkout page would place it, and the sandbox bank app's button.
 */

/** A complete address of the site's form: every required field, the postcode its example. */
function addressOf(site: SiteOf): AddressValues {
  const values: AddressValues = {};
  for (const rule of ADDRESS_RULES[site.country])
    if (rule.required)
      values[rule.field] = rule.choices?.[0].value ?? rule.example ?? `Test ${rule.field}`;
  values.phone = '+66 81 234 5678';
  return values;
}

export const CARDS = {
  approve: {
    number: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
    name: 'Mei Tan',
  },
  decline: {
    number: '4000 0000 0000 0002',
    expMonth: 12,
    expYear: 2030,
    cvc: '123',
    name: 'Mei Tan',
  },
};

/**
 * Opens the site in its language (`/?country_code=…&language=…`, which set its cookies), puts a product in the bag and
 * places the bag as an order paid with `method`, as the browser's own request, with `email` as
 * its contact's (a fresh one for an order a new account is to claim).
 */
export async function placeOrder(
  page: Page,
  site: SiteOf,
  method: PaymentMethod,
  card?: PlaceOrder['card'],
  email = 'mei.tan@example.com',
): Promise<OrderAnswer> {
  await gotoHydrated(page, `/?country_code=${site.country}&language=${site.language}`);
  await withDevice(page);
  const [product] = await plainProducts(page, site, 1);
  await addByApi(page, site, product.variantId);
  const headers = siteHeaders(page, site);
  const checkout = (await (
    await page.request.get('/api/web/v1/checkout/', { headers })
  ).json()) as Checkout;
  const response = await page.request.post('/api/web/v1/orders/', {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: {
      paymentMethod: method,
      ...(card ? { card } : {}),
      delivery: { kind: 'standard', address: addressOf(site) },
      contact: {
        email,
        firstName: 'Mei',
        lastName: 'Tan',
        mobile: '+65 8123 4567',
      },
      expectedTotal: checkout.bag.totals.total,
    } satisfies PlaceOrder,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as OrderAnswer;
}

/** The sandbox bank app's button, pressed through the API (the journey is about the order page). */
export async function sandboxAct(page: Page, number: string, outcome: 'pay' | 'fail' | 'expire') {
  const response = await page.request.post(`/api/web/v1/sandbox/payments/${number}`, {
    headers: { origin: new URL(page.url()).origin },
    data: { outcome },
  });
  expect(response.status(), await response.text()).toBe(200);
}

type Tree = { [key: string]: unknown };
/** A message of a language, by its dotted key (the locale files as they are on disk). */
export function words(language: string) {
  const tree = readLocale(language);
  return (key: string, params: Record<string, string> = {}) => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree);
    if (typeof text !== 'string') throw new Error(`no message ${key} in ${language}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
  };
}
