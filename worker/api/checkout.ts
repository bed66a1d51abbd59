import { DELIVERY_KINDS, estimateDelivery, FULFILMENT_OF } from '../../client/lib/orders/delivery';
import { SITE_PAYMENT_METHODS } from '../../client/lib/orders/payment-methods';
import { priceBag } from '../../client/lib/pricing/price-bag';
import { readBagSnapshot } from '../bag/snapshot';
import { readAccountNames } from '../accounts/order-contact';
import { pricedBagView } from '../bag/bag-view';
import { bagRequest, explainerOf } from './bag-request';
import { personal, type PersonalEnv } from './personal';
import { apiApp, routeOf } from './route-kit';
import { firstAddressFields } from '../accounts/addresses';

/**
 * GET checkout/: what the checkout page needs in one answer: the bag priced for the
 * chosen delivery (the same `priceBag` placement runs), each delivery option with its fee and
 * estimated dates, the site's payment methods, and a member's details and default address to
 * fill the form with. Private, never cached.
 */
export const checkoutRoute = routeOf('checkout', '/checkout', { middleware: [personal] });

export const checkout = apiApp<PersonalEnv>().openapi(checkoutRoute, async (c) => {
  const request = bagRequest(c);
  const site = c.get('site');
  const asked = c.req.valid('query').delivery;
  const first = await readBagSnapshot(c.env.DB, { ...request, fulfilment: 'delivery' });
  const collectOnly = first.pricing.bag.lines.some((line) => line.clickAndCollectOnly);
  const kind = collectOnly ? 'click_and_collect' : (asked ?? 'standard');
  const snapshot =
    kind === 'standard'
      ? first
      : {
          ...first,
          pricing: {
            ...first.pricing,
            bag: { ...first.pricing.bag, fulfilment: FULFILMENT_OF[kind] },
          },
        };
  const options = DELIVERY_KINDS.map((option) => {
    const estimate = estimateDelivery(site.country, option, request.now);
    const priced = priceBag({
      ...first.pricing,
      bag: { ...first.pricing.bag, fulfilment: FULFILMENT_OF[option] },
    });
    return {
      kind: option,
      fee: priced.totals.shipping,
      estimatedFrom: estimate.from,
      estimatedTo: estimate.to,
      heldUntil: estimate.heldUntil ?? null,
      available: !collectOnly || option === 'click_and_collect',
    };
  });
  const member = request.shopper.kind === 'member';
  const names = member ? await readAccountNames(c.env.DB, request.shopper.accountId) : null;
  const address = member
    ? await firstAddressFields(c.env.DB, request.shopper.accountId ?? -1, site.country)
    : null;
  return c.json(
    {
      bag: pricedBagView(snapshot, explainerOf(c)),
      delivery: { kind, collectOnly, options },
      paymentMethods: [...SITE_PAYMENT_METHODS[site.country]],
      contact: names
        ? {
            email: names.email,
            firstName: names.firstName,
            lastName: names.lastName,
            mobile: names.mobile ?? '',
          }
        : null,
      address: address ? (JSON.parse(address.fields) as Record<string, string>) : null,
      member,
    },
    200,
  );
});
