import type {
  BagLine,
  GiftOffer,
  MiniBag,
  Offers,
  PricedBag,
  PromoState,
  Samples,
} from '../../client/api/bag-contract';
import { MAX_LINE_QUANTITY } from '../../client/lib/commerce-rules';
import { isBlocking } from '../../client/lib/pricing/line-problems';
import { priceBag } from '../../client/lib/pricing/price-bag';
import type { PricedBag as Priced, PromotionEvaluation } from '../../client/lib/pricing/types';
import type { BagSnapshot, VariantDisplay } from './snapshot';
import type { Explainer } from './explain';

/**
 * The bag's answers, built from a snapshot (worker/bag/snapshot.ts) and its price
 * (`priceBag`): the API's shapes of client/api/bag-contract.ts, every reason in words. Pure.
 */

const UNKNOWN_VARIANT: Omit<VariantDisplay, 'variantId'> = {
  productSlug: '',
  name: '',
  brand: '',
  shade: null,
  shadeHex: null,
  size: '',
  image: '',
};

function productOf(snapshot: BagSnapshot, variantId: number): BagLine['product'] {
  const display = snapshot.variants.get(variantId) ?? { variantId, ...UNKNOWN_VARIANT };
  return {
    slug: display.productSlug,
    name: display.name,
    brand: display.brand,
    shade: display.shade,
    shadeHex: display.shadeHex,
    size: display.size,
    image: display.image,
  };
}

function promoState(
  snapshot: BagSnapshot,
  evaluation: PromotionEvaluation,
  explain: Explainer,
  appliedCode: string | undefined,
): PromoState {
  return {
    id: evaluation.promotionId,
    code: evaluation.code,
    title: snapshot.promotionTitles.get(evaluation.promotionId) ?? evaluation.code,
    kind: evaluation.kind,
    status: evaluation.status,
    reasons: evaluation.reasons.map((reason) => explain.reason(reason, { applied: appliedCode })),
    discount: evaluation.discount,
  };
}

/** The whole priced bag (GET cart/ and every change's answer). */
export function pricedBagView(
  snapshot: BagSnapshot,
  explain: Explainer,
  priced: Priced = priceBag(snapshot.pricing),
): PricedBag {
  const inputs = new Map(snapshot.pricing.bag.lines.map((line) => [String(line.id), line]));
  const lines: BagLine[] = priced.lines.map((line) => {
    const input = inputs.get(line.id);
    return {
      id: line.id,
      variantId: line.variantId,
      quantity: line.quantity,
      kind: line.kind,
      unitPrice: line.unitPrice,
      base: line.base,
      staffDiscount: line.staffDiscount,
      codeDiscount: line.codeDiscount,
      amount: line.amount,
      tax: line.tax,
      maxQuantity: input
        ? Math.max(line.quantity, Math.min(MAX_LINE_QUANTITY, input.maxPerOrder, input.stock))
        : line.quantity,
      product: productOf(snapshot, line.variantId),
      bundle:
        line.bundleId === null
          ? null
          : { id: line.bundleId, name: snapshot.bundleNames.get(line.bundleId) ?? '' },
      offerId: line.offerId,
      sampleId: line.sampleId,
      ...(line.kind === 'reward' ? { rewardId: line.rewardId ?? 0, points: line.points ?? 0 } : {}),
      clickAndCollectOnly: input?.clickAndCollectOnly ?? false,
      problems: line.problems.map((problem) => ({
        ...explain.problem(problem),
        blocking: isBlocking(problem),
      })),
    };
  });
  const appliedCode = priced.promotion?.code;
  return {
    lines,
    promo: priced.promotion ? promoState(snapshot, priced.promotion, explain, appliedCode) : null,
    totals: {
      subtotal: priced.totals.subtotal,
      discount: priced.totals.discount,
      staffDiscount: priced.totals.staffDiscount,
      codeDiscount: priced.totals.codeDiscount,
      shipping: priced.totals.shipping,
      tax: priced.totals.tax,
      taxPercent: priced.totals.taxPercent,
      beforeTax: priced.totals.beforeTax,
      total: priced.totals.total,
      currency: priced.totals.currency,
    },
    pointsToEarn: priced.pointsToEarn,
    rewards: priced.rewards,
    freeShipping: {
      threshold: priced.shipping.threshold,
      remaining: priced.shipping.remaining,
      reason: priced.shipping.free,
    },
    samples: priced.samples,
    gifts: priced.giftOffers.map((offer) => ({
      id: offer.offerId,
      title: snapshot.giftOfferTitles.get(offer.offerId) ?? '',
      active: offer.active,
      reasons: offer.reasons.map((reason) => explain.reason(reason)),
      maxChoices: offer.maxChoices,
      chosen: [...offer.chosen],
    })),
    count: priced.count,
    checkoutBlocked: priced.checkoutBlocked,
    staff: snapshot.pricing.shopper.isEmployee,
  };
}

/** The mini-bag's summary (GET cart/bag/). */
export function miniBagView(bag: PricedBag): MiniBag {
  return {
    lines: bag.lines.map(({ id, kind, quantity, amount, points, product, bundle }) => ({
      id,
      kind,
      quantity,
      amount,
      ...(points === undefined ? {} : { points }),
      product,
      bundle,
    })),
    count: bag.count,
    subtotal: bag.totals.subtotal - bag.totals.discount,
    total: bag.totals.total,
    currency: bag.totals.currency,
    checkoutBlocked: bag.checkoutBlocked,
  };
}

/** The promo wallet (GET cart/offers): listed codes, the applied one first. */
export function offersView(
  snapshot: BagSnapshot,
  explain: Explainer,
  priced: Priced = priceBag(snapshot.pricing),
): Offers {
  const listed = new Set(snapshot.listedPromotionIds);
  const appliedCode = priced.promotion?.code;
  const offers = priced.wallet
    .filter(
      (entry) =>
        listed.has(entry.promotionId) || entry.promotionId === priced.promotion?.promotionId,
    )
    .map((entry) => promoState(snapshot, entry, explain, appliedCode));
  const rank = { applied: 0, applicable: 1, ineligible: 2 } as const;
  return { offers: offers.sort((a, b) => rank[a.status] - rank[b.status]) };
}

/** The site's samples and the shopper's choice (GET cart/samples). */
export function samplesView(
  snapshot: BagSnapshot,
  priced: Priced = priceBag(snapshot.pricing),
): Samples {
  const chosen = new Map(
    snapshot.pricing.bag.samples.map((choice) => [choice.sampleId, choice.quantity]),
  );
  return {
    max: priced.samples.max,
    chosen: priced.samples.chosen,
    samples: snapshot.pricing.samples.map((sample) => ({
      id: sample.id,
      variantId: sample.variantId,
      product: productOf(snapshot, sample.variantId),
      maxCount: sample.maxCount,
      chosen: chosen.get(sample.id) ?? 0,
      fullyRedeemed: sample.stock <= 0,
    })),
  };
}

/** One gift-with-purchase offer (GET multiple-gwps/{id}), or null when the site has no such offer. */
export function giftOfferView(
  snapshot: BagSnapshot,
  offerId: number,
  explain: Explainer,
  priced: Priced = priceBag(snapshot.pricing),
): GiftOffer | null {
  const offer = snapshot.pricing.giftOffers.find((candidate) => candidate.id === offerId);
  const evaluation = priced.giftOffers.find((candidate) => candidate.offerId === offerId);
  if (!offer || !evaluation) return null;
  return {
    id: offer.id,
    title: snapshot.giftOfferTitles.get(offer.id) ?? '',
    active: evaluation.active,
    reasons: evaluation.reasons.map((reason) => explain.reason(reason)),
    maxChoices: offer.maxChoices,
    chosen: [...evaluation.chosen],
    gifts: offer.items.map((item) => ({
      variantId: item.variantId,
      product: productOf(snapshot, item.variantId),
      available: item.stock > 0,
    })),
  };
}
