import { priceBag } from '../../../client/lib/pricing/price-bag';
import type { Decision, Deciding } from '../change-types';

/** The gifts chosen for an offer: replaced whole. */

export function decideGifts({
  change,
  snapshot,
  col,
  who,
  country,
  sql,
}: Deciding<'gifts'>): Decision {
  const priced = priceBag(snapshot.pricing);
  const offer = snapshot.pricing.giftOffers.find((candidate) => candidate.id === change.offerId);
  const evaluation = priced.giftOffers.find((candidate) => candidate.offerId === change.offerId);
  if (!offer || !evaluation) return { refusal: { code: 'offer_not_found' } };
  const total = change.gifts.reduce((sum, gift) => sum + gift.quantity, 0);
  if (total > 0 && !evaluation.active)
    return { refusal: { code: 'offer_inactive', reasons: evaluation.reasons } };
  if (total > offer.maxChoices)
    return { refusal: { code: 'too_many_gifts', max: offer.maxChoices } };
  for (const gift of change.gifts) {
    const item = offer.items.find((candidate) => candidate.variantId === gift.variantId);
    if (!item) return { refusal: { code: 'offer_not_found' } };
    if (item.stock < gift.quantity) return { refusal: { code: 'gift_unavailable' } };
  }
  return {
    writes: [
      sql(
        `DELETE FROM bag_gift_choices WHERE ${col} = ?1 AND country = ?2 AND offer_id = ?3`,
        who,
        country,
        offer.id,
      ),
      ...change.gifts
        .filter((gift) => gift.quantity > 0)
        .map((gift) =>
          sql(
            `INSERT INTO bag_gift_choices (${col}, country, offer_id, variant_id, quantity)
                 VALUES (?1, ?2, ?3, ?4, (SELECT CASE WHEN stock >= ?5 THEN ?5 ELSE 0 END FROM gift_offer_items WHERE offer_id = ?3 AND variant_id = ?4))`,
            who,
            country,
            offer.id,
            gift.variantId,
            gift.quantity,
          ),
        ),
    ],
    keepKey: true,
  };
}
