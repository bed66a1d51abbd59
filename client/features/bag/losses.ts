import type { BagLine, PricedBag, Preview } from '../../api/bag-contract';

/**
 * What a quantity decrease or a removal could cost the shopper beyond the line itself (the
 * gift-removal warning, docs/business-rules.md#gifts-with-purchase): a gift with purchase, the
 * applied code, free shipping, the samples, the rest of a bundle. Pure.
 */

/**
 * Whether the bag holds anything a smaller bag could lose. When it holds nothing, the API is not
 * asked (its answer could only be "nothing"), so the change is made at once.
 */
export function couldLoseSomething(bag: PricedBag, line: BagLine): boolean {
  return (
    line.bundle !== null ||
    bag.promo?.status === 'applied' ||
    bag.gifts.some((offer) => offer.active && offer.chosen.length > 0) ||
    bag.samples.chosen > 0 ||
    (bag.freeShipping.reason !== null && bag.freeShipping.reason !== 'empty')
  );
}

/** Whether the API's dry run says the change would lose anything. */
export function losesSomething(preview: Preview): boolean {
  return (
    preview.gifts.length > 0 ||
    preview.promo !== null ||
    preview.freeShipping ||
    preview.samples ||
    preview.bundle !== null
  );
}
