import { MAX_LINE_QUANTITY } from '../commerce-rules';
import { rewardReasons, type RewardReason } from '../loyalty/reward-rules';
import { hasPerk } from '../loyalty/perks';
import { checkGiftOffer, checkPromotion, type DiscountableLine } from './eligibility';
import { includedTax, percentOf, spread } from './money';
import { pointsToEarn } from './points';
import { MAX_SAMPLES, STAFF_HOUSE_BRAND_PERCENT, STAFF_PERCENT } from './rules';
import type {
  BagLineInput,
  FreeShippingReason,
  GiftOfferEvaluation,
  LineProblem,
  PricedBag,
  PricedLine,
  PricingInput,
  PromotionEvaluation,
  PromotionInput,
} from './types';

/**
 * `priceBag`: the one function that prices a bag (COMMERCE.md "Pricing: one pure function, in
 * lanes"). The API, the pages, the promo wallet and the checkout all call it; nothing else
 * computes a price. It starts from scratch on every call, and each lane works on what the lanes
 * before it left:
 *
 * 1. base: shelf price × quantity (a bundle's price spread over its items), and each line's
 *    problems; a line with a blocking problem is shown but not counted until it is fixed;
 * 2. staff: 30% off, 45% off the house brand, on discountable lines of a staff account;
 * 3. code: the bag's one promo code, spread over the eligible lines (largest remainder);
 * 4. managed lines: gifts with purchase, free samples and a gift code's item, at zero price;
 * 5. shipping: the site's fee below its free-shipping threshold (on merchandise after
 *    discounts); free for click and collect, Gold members and free-shipping codes; express
 *    delivery is a flat fee none of those waive (it is an upgrade, not shipping's price);
 * 6. tenders: only as a condition here (a code that does not combine with credit); the
 *    checkout takes the credit off the total;
 * 7. tax extracted from each line's final amount and from shipping; points to earn from the
 *    paid merchandise.
 *
 * The wallet is the code lane run once per visible promotion, so the list of promos and the
 * price of the bag can never disagree.
 */
export function priceBag(input: PricingInput): PricedBag {
  const { bag, shopper, site, now } = input;

  // Lane 1: base amounts and problems.
  const bundlePrices = new Map(bag.bundles.map((bundle) => [bundle.id, bundle.price]));
  const bases = baseAmounts(bag.lines, bundlePrices);
  const problems = lineProblems(bag.lines);
  const blockedBundles = new Set(
    bag.lines
      .filter((line, i) => line.bundleId !== null && problems[i].some(isBlocking))
      .map((line) => line.bundleId),
  );
  const counted = bag.lines.map(
    (line, i) =>
      !problems[i].some(isBlocking) &&
      !(line.bundleId !== null && blockedBundles.has(line.bundleId)),
  );

  // Lane 2: staff prices, on discountable product lines (bundles are already a set price).
  const discountable = (line: BagLineInput, i: number) =>
    counted[i] && line.bundleId === null && !line.nonDiscountable;
  const staff = bag.lines.map((line, i) =>
    shopper.isEmployee && discountable(line, i)
      ? percentOf(bases[i], line.houseBrand ? STAFF_HOUSE_BRAND_PERCENT : STAFF_PERCENT)
      : 0,
  );

  // Lane 3: the code, and the wallet (the same check for every visible promotion).
  const codeLines: DiscountableLine[] = [];
  bag.lines.forEach((line, i) => {
    if (discountable(line, i))
      codeLines.push({ index: i, input: line, amount: bases[i] - staff[i] });
  });
  const brandNames = new Map([
    ...Object.entries(input.brandNames ?? {}).map(([id, name]) => [Number(id), name] as const),
    ...bag.lines.map((line) => [line.brandId, line.brandName] as const),
  ]);
  const evaluate = (promotion: PromotionInput) => {
    const check = checkPromotion(promotion, {
      lines: codeLines,
      shopper,
      now,
      credit: bag.credit,
      brandNames,
    });
    const discount =
      check.reasons.length === 0 ? codeDiscountOf(promotion, check.eligibleAmount) : 0;
    return { check, discount };
  };
  const applied = input.promotions.find((promotion) => promotion.id === bag.promotionId) ?? null;
  const appliedResult = applied ? evaluate(applied) : null;
  const appliedOk =
    applied !== null && appliedResult !== null && appliedResult.check.reasons.length === 0;
  const appliedKind = appliedOk ? applied.kind : null;
  const code = bag.lines.map(() => 0);
  if (appliedOk && appliedResult.discount > 0) {
    const parts = spread(
      appliedResult.discount,
      appliedResult.check.eligible.map((line) => line.amount),
    );
    appliedResult.check.eligible.forEach((line, k) => {
      code[line.index] = parts[k];
    });
  }
  const wallet: PromotionEvaluation[] = input.promotions.map((promotion) => {
    if (promotion.id === applied?.id && appliedResult)
      return evaluation(promotion, appliedResult, 'applied');
    const result = evaluate(promotion);
    const reasons = [...result.check.reasons];
    if (reasons.length === 0 && applied) reasons.push({ code: 'one_per_order' });
    return {
      promotionId: promotion.id,
      code: promotion.code,
      kind: promotion.kind,
      status: reasons.length === 0 ? 'applicable' : 'ineligible',
      reasons,
      discount: reasons.length === 0 ? result.discount : 0,
    };
  });

  const lines: PricedLine[] = bag.lines.map((line, i) => {
    const amount = bases[i] - staff[i] - code[i];
    return {
      id: String(line.id),
      kind: line.bundleId === null ? 'product' : 'bundle',
      variantId: line.variantId,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      base: bases[i],
      staffDiscount: staff[i],
      codeDiscount: code[i],
      amount,
      tax: counted[i] ? includedTax(amount, site.taxPercent) : 0,
      bundleId: line.bundleId,
      offerId: null,
      sampleId: null,
      problems: problems[i],
    };
  });
  const countedLines = lines.filter((_, i) => counted[i]);
  const merchandise = countedLines.reduce((sum, line) => sum + line.amount, 0);
  const hasMerchandise = countedLines.length > 0;

  // Lane 4: managed lines at zero price (only alongside merchandise that will be ordered).
  const spendOn = (offer: (typeof input.giftOffers)[number]) =>
    bag.lines.reduce((sum, line, i) => {
      const trigger = offer.trigger;
      const inTrigger = trigger.kind === 'spend' || line.brandId === trigger.brandId;
      return counted[i] && inTrigger ? sum + lines[i].amount : sum;
    }, 0);
  const giftOffers = input.giftOffers.map((offer): GiftOfferEvaluation => {
    const spend = spendOn(offer);
    const reasons = checkGiftOffer(offer, { spend, shopper, now });
    let room = offer.maxChoices;
    const chosen = bag.gifts
      .filter(
        (gift) =>
          gift.offerId === offer.id &&
          offer.items.some((item) => item.variantId === gift.variantId),
      )
      .map((gift) => {
        const quantity = Math.max(0, Math.min(gift.quantity, room));
        room -= quantity;
        return { variantId: gift.variantId, quantity };
      })
      .filter((gift) => gift.quantity > 0);
    return {
      offerId: offer.id,
      active: reasons.length === 0,
      reasons,
      maxChoices: offer.maxChoices,
      chosen,
    };
  });
  if (hasMerchandise) {
    for (const offer of giftOffers) {
      if (!offer.active) continue;
      const items = input.giftOffers.find((candidate) => candidate.id === offer.offerId)!.items;
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
    if (appliedOk && appliedKind === 'gift' && applied?.giftVariantId)
      lines.push(managedLine('gift', `code:${applied.id}`, applied.giftVariantId, 1, {}));
  }
  let samplesChosen = 0;
  for (const choice of bag.samples) {
    const sample = input.samples.find((candidate) => candidate.id === choice.sampleId);
    if (!sample) continue;
    const quantity = Math.min(choice.quantity, sample.maxCount, MAX_SAMPLES - samplesChosen);
    if (quantity <= 0) continue;
    samplesChosen += quantity;
    if (hasMerchandise)
      lines.push(
        managedLine('sample', `sample:${sample.id}`, sample.variantId, quantity, {
          sampleId: sample.id,
          problems: sample.stock < quantity ? [{ code: 'sample_fully_redeemed' }] : [],
        }),
      );
  }

  // Beauty Pass rewards (issue 11): zero-price lines for their points, members only, with an
  // order to ride on. Every reason a reward cannot be had is a blocking problem of its line:
  // a redemption is never clamped to the balance, the shopper removes a reward instead. A
  // reward chosen before any product is shown at once, with its points, and the problem that
  // it needs a product to ride on (a redemption that vanished would look lost).
  const available = shopper.kind === 'member' ? (shopper.points ?? 0) : 0;
  let rewardPoints = 0;
  for (const choice of bag.rewards ?? []) {
    const reward = (input.rewards ?? []).find((candidate) => candidate.id === choice.rewardId);
    if (!reward) continue;
    rewardPoints += reward.points;
    const found: LineProblem[] = [];
    if (!hasMerchandise) found.push({ code: 'reward_needs_products' });
    const reasons = rewardReasons(reward, {
      member: shopper.kind === 'member',
      tier: shopper.tier,
      available,
      inBagPoints: rewardPoints - reward.points,
    });
    found.push(...reasons.map(rewardProblem));
    lines.push({
      ...managedLine('reward', `reward:${reward.id}`, reward.variantId, 1, { problems: found }),
      rewardId: reward.id,
      points: reward.points,
    });
  }

  // Lane 5: shipping.
  const free: FreeShippingReason | null = !hasMerchandise
    ? 'empty'
    : bag.fulfilment === 'collect'
      ? 'collect'
      : shopper.kind === 'member' && hasPerk(shopper.tier, 'free_shipping')
        ? 'gold'
        : appliedKind === 'free_shipping'
          ? 'code'
          : merchandise >= site.freeShippingThreshold
            ? 'threshold'
            : null;
  const shipping =
    hasMerchandise && bag.fulfilment === 'express'
      ? site.expressFee
      : free === null
        ? site.shippingFee
        : 0;

  // Lane 7: tax extracted, points from the paid merchandise.
  const tax =
    countedLines.reduce((sum, line) => sum + line.tax, 0) + includedTax(shipping, site.taxPercent);
  const total = merchandise + shipping;
  const subtotal = countedLines.reduce((sum, line) => sum + line.base, 0);
  const staffDiscount = countedLines.reduce((sum, line) => sum + line.staffDiscount, 0);
  const codeDiscount = countedLines.reduce((sum, line) => sum + line.codeDiscount, 0);

  return {
    lines,
    promotion:
      applied && appliedResult
        ? evaluation(applied, appliedResult, appliedOk ? 'applied' : 'ineligible')
        : null,
    wallet,
    giftOffers,
    samples: { max: MAX_SAMPLES, chosen: samplesChosen },
    shipping: {
      fee: shipping,
      free,
      threshold: site.freeShippingThreshold,
      // Free for another reason (Gold, a code, click and collect): nothing left to spend for it.
      remaining:
        free === null || free === 'threshold' || free === 'empty'
          ? Math.max(0, site.freeShippingThreshold - merchandise)
          : 0,
    },
    totals: {
      subtotal,
      staffDiscount,
      codeDiscount,
      discount: staffDiscount + codeDiscount,
      merchandise,
      shipping,
      tax,
      taxPercent: site.taxPercent,
      beforeTax: total - tax,
      total,
      currency: site.currency,
    },
    pointsToEarn: pointsToEarn(merchandise, site.currency, { birthday: shopper.birthdayMonth }),
    rewards: { points: rewardPoints, available },
    count: bag.lines.reduce((sum, line) => sum + line.quantity, 0),
    // Any line's blocking problem, whatever its kind (a sample's or gift's never blocks).
    checkoutBlocked: lines.some((line) => line.problems.some(isBlocking)),
  };
}

/** A reward's reason as its line's problem. */
function rewardProblem(reason: RewardReason): LineProblem {
  switch (reason.code) {
    case 'members_only':
      return { code: 'reward_members_only' };
    case 'tier_locked':
      return { code: 'reward_tier', tier: reason.tier };
    case 'fully_redeemed':
      return { code: 'reward_fully_redeemed' };
    case 'not_enough_points':
      return { code: 'reward_points_short', missing: reason.missing };
  }
}

/** What a code takes off the eligible amount (never more than it). */
function codeDiscountOf(promotion: PromotionInput, eligibleAmount: number): number {
  if (promotion.kind === 'percent')
    return Math.min(eligibleAmount, percentOf(eligibleAmount, promotion.value));
  if (promotion.kind === 'amount') return Math.min(eligibleAmount, promotion.value);
  return 0;
}

function evaluation(
  promotion: PromotionInput,
  result: { check: { reasons: PromotionEvaluation['reasons'] }; discount: number },
  status: PromotionEvaluation['status'],
): PromotionEvaluation {
  const ok = result.check.reasons.length === 0;
  return {
    promotionId: promotion.id,
    code: promotion.code,
    kind: promotion.kind,
    status: ok ? status : 'ineligible',
    reasons: result.check.reasons,
    discount: ok ? result.discount : 0,
  };
}

/** Lane 1: each line's shelf amount; a bundle's price is spread over its items by shelf price. */
function baseAmounts(
  lines: readonly BagLineInput[],
  bundlePrices: ReadonlyMap<number, number>,
): number[] {
  const bases = lines.map((line) => line.unitPrice * line.quantity);
  const groups = new Map<number, number[]>();
  lines.forEach((line, i) => {
    if (line.bundleId !== null)
      groups.set(line.bundleId, [...(groups.get(line.bundleId) ?? []), i]);
  });
  for (const [bundleId, indexes] of groups) {
    const price = bundlePrices.get(bundleId);
    if (price === undefined) continue;
    // Every line of a bundle has the bundle's quantity.
    const quantity = lines[indexes[0]].quantity;
    const parts = spread(
      price * quantity,
      indexes.map((i) => lines[i].unitPrice),
    );
    indexes.forEach((i, k) => {
      bases[i] = parts[k];
    });
  }
  return bases;
}

/** Lane 1: what is wrong with each line now, the blocking ones first. */
function lineProblems(lines: readonly BagLineInput[]): LineProblem[][] {
  const brandUnits = new Map<number, number>();
  for (const line of lines)
    brandUnits.set(line.brandId, (brandUnits.get(line.brandId) ?? 0) + line.quantity);
  return lines.map((line) => {
    const found: LineProblem[] = [];
    switch (line.purchasability) {
      case 'not_sold_here':
        found.push({ code: 'not_available_in_country' });
        break;
      case 'not_launched':
        found.push({ code: 'not_launched' });
        break;
      case 'priority_access':
        found.push({ code: 'priority_access' });
        break;
      case 'sold_out':
        found.push({ code: 'out_of_stock' });
        break;
      default:
        if (line.quantity > MAX_LINE_QUANTITY)
          found.push({ code: 'max_quantity', max: MAX_LINE_QUANTITY });
        else if (line.quantity > line.maxPerOrder)
          found.push({ code: 'variant_limit', limit: line.maxPerOrder });
        else if (line.quantity > line.stock)
          found.push({ code: 'not_enough_stock', stock: line.stock });
        if (line.brandLimit !== null && (brandUnits.get(line.brandId) ?? 0) > line.brandLimit)
          found.push({ code: 'brand_limit', limit: line.brandLimit, brand: line.brandName });
    }
    if (line.clickAndCollectOnly) found.push({ code: 'click_and_collect_only' });
    if (line.nonDiscountable) found.push({ code: 'non_discountable' });
    return found;
  });
}

const NOT_BLOCKING = new Set<LineProblem['code']>([
  'click_and_collect_only',
  'non_discountable',
  'sample_fully_redeemed',
  'gift_out_of_stock',
]);

/** Whether a problem keeps secure checkout closed until the shopper fixes the line. */
export function isBlocking(problem: LineProblem): boolean {
  return !NOT_BLOCKING.has(problem.code);
}

function managedLine(
  kind: 'gift' | 'sample' | 'reward',
  id: string,
  variantId: number,
  quantity: number,
  extra: { offerId?: number; sampleId?: number; problems?: LineProblem[] },
): PricedLine {
  return {
    id,
    kind,
    variantId,
    quantity,
    unitPrice: 0,
    base: 0,
    staffDiscount: 0,
    codeDiscount: 0,
    amount: 0,
    tax: 0,
    bundleId: null,
    offerId: extra.offerId ?? null,
    sampleId: extra.sampleId ?? null,
    problems: extra.problems ?? [],
  };
}
