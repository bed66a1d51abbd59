import { hasPerk } from '../loyalty/perks';
import type {
  Fulfilment,
  FreeShippingReason,
  PricedBag,
  PricingShopper,
  PricingSite,
  PromotionKind,
} from './types';

/** What the shipping lane reads of the bag once the lines are priced. */
export interface ShippingFacts {
  hasMerchandise: boolean;
  fulfilment: Fulfilment;
  shopper: PricingShopper;
  /** The kind of the applied code when it applies, else null. */
  codeKind: PromotionKind | null;
  /** Counted merchandise after discounts. */
  merchandise: number;
}

/**
 * Why shipping is free, the first reason in this order, or null when it is charged: an empty
 * bag, click and collect, a Gold member's perk, a free-shipping code, then the threshold (on
 * merchandise after discounts).
 */
export function freeShippingReason(
  facts: ShippingFacts,
  threshold: number,
): FreeShippingReason | null {
  if (!facts.hasMerchandise) return 'empty';
  if (facts.fulfilment === 'collect') return 'collect';
  if (facts.shopper.kind === 'member' && hasPerk(facts.shopper.tier, 'free_shipping'))
    return 'gold';
  if (facts.codeKind === 'free_shipping') return 'code';
  if (facts.merchandise >= threshold) return 'threshold';
  return null;
}

/**
 * Lane 5 of the bag (docs/business-rules.md "Promotions"). Express delivery is a flat fee none
 * of the free reasons waive: it is an upgrade, not shipping's price.
 */
export function shippingOf(facts: ShippingFacts, site: PricingSite): PricedBag['shipping'] {
  const free = freeShippingReason(facts, site.freeShippingThreshold);
  const fee =
    facts.hasMerchandise && facts.fulfilment === 'express'
      ? site.expressFee
      : free === null
        ? site.shippingFee
        : 0;
  return {
    fee,
    free,
    threshold: site.freeShippingThreshold,
    // Free for another reason (Gold, a code, click and collect): nothing left to spend for it.
    remaining:
      free === null || free === 'threshold' || free === 'empty'
        ? Math.max(0, site.freeShippingThreshold - facts.merchandise)
        : 0,
  };
}
