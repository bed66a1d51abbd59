import type { Preview } from '../../client/api/bag-contract';
import { priceBag } from '../../client/lib/pricing/price-bag';
import type { BagSnapshot } from '../bag/snapshot';

/**
 * What a quantity change or a removal would lose, before it is made (the gift-removal warning is a
 * dry run of `priceBag`: docs/business-rules.md#gifts-with-purchase). The bag is priced as it is
 * and as it would be; whatever applies now and would not then is reported. Null when the line is
 * not in the bag. Pure.
 */
export function previewChange(
  snapshot: BagSnapshot,
  lineId: number,
  quantity: number,
): Preview | null {
  const { pricing } = snapshot;
  const line = pricing.bag.lines.find((candidate) => candidate.id === lineId);
  if (!line) return null;
  // A bundle changes as one group: every line of it takes the new quantity, or all go.
  const inGroup = (candidate: (typeof pricing.bag.lines)[number]) =>
    line.bundleId === null ? candidate.id === lineId : candidate.bundleId === line.bundleId;
  const lines = pricing.bag.lines
    .map((candidate) => (inGroup(candidate) ? { ...candidate, quantity } : candidate))
    .filter((candidate) => candidate.quantity > 0);
  const before = priceBag(pricing);
  const after = priceBag({ ...pricing, bag: { ...pricing.bag, lines } });
  const activeAfter = new Set(
    after.giftOffers.filter((offer) => offer.active).map((offer) => offer.offerId),
  );
  const groupSize = line.bundleId === null ? 1 : pricing.bag.lines.filter(inGroup).length;
  return {
    gifts: before.giftOffers
      .filter((offer) => offer.active && offer.chosen.length > 0 && !activeAfter.has(offer.offerId))
      .map((offer) => ({
        id: offer.offerId,
        title: snapshot.giftOfferTitles.get(offer.offerId) ?? '',
      })),
    promo:
      before.promotion?.status === 'applied' && after.promotion?.status !== 'applied'
        ? { code: before.promotion.code }
        : null,
    freeShipping:
      before.shipping.free !== null &&
      before.shipping.free !== 'empty' &&
      after.shipping.free === null,
    samples:
      before.samples.chosen > 0 &&
      !after.lines.some((candidate) => candidate.kind !== 'sample' && candidate.kind !== 'gift'),
    bundle:
      line.bundleId !== null && quantity === 0 && groupSize > 1
        ? { name: snapshot.bundleNames.get(line.bundleId) ?? '', items: groupSize }
        : null,
  };
}
