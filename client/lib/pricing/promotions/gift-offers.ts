import { checkGiftOffer } from '../eligibility';
import { managedLine } from '../managed-line';
import type { BagInput, GiftOfferEvaluation, GiftOfferInput, PricedLine } from '../types';
import type { LaneContext } from './lane-context';

/**
 * Gifts with purchase, automatic promotions of lane 4 (docs/business-rules.md "Promotions"):
 * an offer's eligibility is `checkGiftOffer` on the spend its trigger counts after discounts;
 * its action, the gifts the shopper chose, at zero price, within the offer's choices.
 */

/** The counted spend, after discounts, on the items that trigger the offer. */
export function triggerSpend(offer: GiftOfferInput, context: LaneContext): number {
  const { trigger } = offer;
  return context.input.bag.lines.reduce((sum, line, i) => {
    const inTrigger = trigger.kind === 'spend' || line.brandId === trigger.brandId;
    return context.counted[i] && inTrigger ? sum + context.lines[i].amount : sum;
  }, 0);
}

/** The shopper's choices of the offer's items, in their order, cut to its number of choices. */
export function chosenGifts(
  offer: GiftOfferInput,
  gifts: BagInput['gifts'],
): GiftOfferEvaluation['chosen'] {
  let room = offer.maxChoices;
  return gifts
    .filter(
      (gift) =>
        gift.offerId === offer.id && offer.items.some((item) => item.variantId === gift.variantId),
    )
    .map((gift) => {
      const quantity = Math.max(0, Math.min(gift.quantity, room));
      room -= quantity;
      return { variantId: gift.variantId, quantity };
    })
    .filter((gift) => gift.quantity > 0);
}

export function evaluateGiftOffer(
  offer: GiftOfferInput,
  context: LaneContext,
): GiftOfferEvaluation {
  const { shopper, now, bag } = context.input;
  const reasons = checkGiftOffer(offer, { spend: triggerSpend(offer, context), shopper, now });
  return {
    offerId: offer.id,
    active: reasons.length === 0,
    reasons,
    maxChoices: offer.maxChoices,
    chosen: chosenGifts(offer, bag.gifts),
  };
}

/** The chosen gifts of the active offers; one out of stock says so but does not block. */
export function giftOfferLines(
  evaluations: readonly GiftOfferEvaluation[],
  offers: readonly GiftOfferInput[],
): PricedLine[] {
  const lines: PricedLine[] = [];
  for (const offer of evaluations) {
    if (!offer.active) continue;
    const items = offers.find((candidate) => candidate.id === offer.offerId)!.items;
    for (const gift of offer.chosen) {
      const stock = items.find((item) => item.variantId === gift.variantId)?.stock ?? 0;
      lines.push(
        managedLine(
          'gift',
          `gift:${offer.offerId}:${gift.variantId}`,
          gift.variantId,
          gift.quantity,
          {
            offerId: offer.offerId,
            problems: stock < gift.quantity ? [{ code: 'gift_out_of_stock' }] : [],
          },
        ),
      );
    }
  }
  return lines;
}

/** Every offer evaluated; the gift lines only alongside merchandise that will be ordered. */
export function giftOfferLane(context: LaneContext): {
  giftOffers: GiftOfferEvaluation[];
  lines: PricedLine[];
} {
  const offers = context.input.giftOffers;
  const giftOffers = offers.map((offer) => evaluateGiftOffer(offer, context));
  return {
    giftOffers,
    lines: context.hasMerchandise ? giftOfferLines(giftOffers, offers) : [],
  };
}
