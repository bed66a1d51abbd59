import {
  checkAddress,
  type AddressProblem,
  type AddressValues,
} from '../../client/lib/address-fields';
import type { DeliveryKind } from '../../client/lib/orders/delivery';
import { SITE_PAYMENT_METHODS, type PaymentMethod } from '../../client/lib/orders/payment-methods';
import { isBlocking } from '../../client/lib/pricing/line-problems';
import type { PricedBag, PricingInput, Reason } from '../../client/lib/pricing/types';
import type { Country } from '../../client/lib/sites';

/**
 * What placement checks before it writes anything (pure): the request against the site (its
 * payment methods, its address form, a store that offers click and collect) and the bag as it is
 * priced now against what the shopper saw. Every refusal names what is wrong, with the figures
 * the message needs; the bag is never changed silently to make an order go through.
 */

export type PlacementRefusal =
  | { code: 'method_unavailable'; field: 'paymentMethod' }
  | { code: 'card_required'; field: 'card' }
  | { code: 'card_not_allowed'; field: 'card' }
  | { code: 'card_expired'; field: 'card.expYear' }
  | { code: 'address_required'; field: 'delivery.address' }
  | { code: 'address_invalid'; problems: readonly AddressProblem[] }
  | { code: 'store_required'; field: 'delivery.storeId' }
  | { code: 'store_unavailable'; field: 'delivery.storeId' }
  | { code: 'collect_only'; field: 'delivery.kind' }
  | { code: 'bag_empty' }
  | { code: 'bag_problems'; lineIds: readonly string[]; total: number }
  | { code: 'promotion_invalid'; reasons: readonly Reason[]; total: number }
  | { code: 'total_changed'; total: number; expected: number }
  | { code: 'key_reused' }
  | { code: 'in_flight' }
  | { code: 'bag_changed' };

export interface RequestFacts {
  country: Country;
  method: PaymentMethod;
  card?: { expMonth: number; expYear: number };
  kind: DeliveryKind;
  address?: AddressValues;
  storeId?: number;
  /** The store named, if it is this site's and offers click and collect. */
  storeOk: boolean;
  now: Date;
}

/** The request against the site; the delivery address as it will be stored. */
export function checkRequest(
  facts: RequestFacts,
): { refusal: PlacementRefusal } | { address: AddressValues | null } {
  if (!SITE_PAYMENT_METHODS[facts.country].includes(facts.method))
    return { refusal: { code: 'method_unavailable', field: 'paymentMethod' } };
  if (facts.method === 'card' && !facts.card)
    return { refusal: { code: 'card_required', field: 'card' } };
  if (facts.method !== 'card' && facts.card)
    return { refusal: { code: 'card_not_allowed', field: 'card' } };
  if (facts.card && cardExpired(facts.card, facts.now))
    return { refusal: { code: 'card_expired', field: 'card.expYear' } };
  if (facts.kind === 'click_and_collect') {
    if (facts.storeId === undefined)
      return { refusal: { code: 'store_required', field: 'delivery.storeId' } };
    if (!facts.storeOk)
      return { refusal: { code: 'store_unavailable', field: 'delivery.storeId' } };
    return { address: null };
  }
  if (!facts.address) return { refusal: { code: 'address_required', field: 'delivery.address' } };
  const { values, problems } = checkAddress(facts.country, facts.address);
  if (problems.length) return { refusal: { code: 'address_invalid', problems } };
  return { address: values };
}

/** A card is good through the last day of its expiry month (UTC: the card network's). */
export function cardExpired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return card.expYear < year || (card.expYear === year && card.expMonth < month);
}

/** The bag as priced now against what the shopper saw (Spree's drift guard). */
export function checkBag(
  priced: PricedBag,
  input: PricingInput,
  kind: DeliveryKind,
  expectedTotal: number,
): PlacementRefusal | null {
  const total = priced.totals.total;
  if (input.bag.lines.length === 0) return { code: 'bag_empty' };
  if (kind !== 'click_and_collect' && input.bag.lines.some((line) => line.clickAndCollectOnly))
    return { code: 'collect_only', field: 'delivery.kind' };
  if (priced.checkoutBlocked)
    return {
      code: 'bag_problems',
      lineIds: priced.lines.filter((line) => line.problems.some(isBlocking)).map((line) => line.id),
      total,
    };
  if (priced.promotion && priced.promotion.status !== 'applied')
    return { code: 'promotion_invalid', reasons: priced.promotion.reasons, total };
  if (total !== expectedTotal) return { code: 'total_changed', total, expected: expectedTotal };
  return null;
}
