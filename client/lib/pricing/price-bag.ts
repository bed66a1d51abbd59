import { baseAmounts, countedLines, isDiscountable } from './base-amounts';
import { isBlocking, lineProblems } from './line-problems';
import { pointsToEarn } from './points';
import { pricedProductLines } from './product-lines';
import {
  appliedCode,
  appliedKind,
  codeDiscounts,
  codeEvaluator,
  codeLines,
} from './promotions/code';
import { giftCodeLines } from './promotions/gift-code';
import { giftOfferLane } from './promotions/gift-offers';
import type { LaneContext } from './promotions/lane-context';
import { rewardLane } from './promotions/rewards';
import { sampleLane } from './promotions/samples';
import { staffDiscounts } from './promotions/staff';
import { appliedEvaluation, walletOf } from './promotions/wallet';
import { shippingOf } from './shipping';
import { bagTotals } from './totals';
import type { PricedBag, PricingInput } from './types';

/**
 * `priceBag`: the one function that prices a bag. The API, the pages, the promo wallet and the
 * checkout all call it; nothing else computes a price. It starts from scratch on every call and
 * runs the lanes in order, each on what the lanes before it left (docs/business-rules.md
 * "Promotions"): a promotion kind is a file of ./promotions/ with its eligibility, calculator
 * and action, and this function only puts the lanes in their order.
 *
 * 1. base: shelf amounts and each line's problems (./base-amounts.ts, ./line-problems.ts);
 * 2. staff prices; 3. the code, and the wallet (the same check for every visible code);
 * 4. zero-price lines: gifts with purchase, a gift code's item, samples, rewards;
 * 5. shipping; 6. tenders: only as a code's condition here, the checkout takes the credit;
 * 7. totals with the tax extracted, and the points the paid merchandise earns.
 */
export function priceBag(input: PricingInput): PricedBag {
  const { bag, shopper, site } = input;

  // Lane 1: base amounts and problems; a line with a blocking problem is shown, not counted.
  const bases = baseAmounts(bag.lines, bag.bundles);
  const problems = lineProblems(bag.lines);
  const counted = countedLines(bag.lines, problems);
  const discountable = bag.lines.map((line, i) => isDiscountable(line, counted[i]));

  // Lanes 2 and 3: the discounts, the code on what the staff price left.
  const staff = staffDiscounts(bag.lines, shopper, bases, discountable);
  const evaluate = codeEvaluator(input, codeLines(bag.lines, { bases, staff }, discountable));
  const applied = appliedCode(input, evaluate);
  const code = codeDiscounts(applied, bag.lines.length);
  const products = pricedProductLines(
    bag.lines,
    { bases, staff, code, counted, problems },
    site.taxPercent,
  );
  const countedProducts = products.filter((_, i) => counted[i]);
  const merchandise = countedProducts.reduce((sum, line) => sum + line.amount, 0);
  const hasMerchandise = countedProducts.length > 0;

  // Lane 4: the lines at zero price, each kind its own lane, in the order they are listed.
  const context: LaneContext = { input, lines: products, counted, hasMerchandise, applied };
  const gifts = giftOfferLane(context);
  const samples = sampleLane(context);
  const rewards = rewardLane(context);
  const lines = [
    ...products,
    ...gifts.lines,
    ...giftCodeLines(context),
    ...samples.lines,
    ...rewards.lines,
  ];

  // Lanes 5 and 7: shipping, then the totals and points.
  const shipping = shippingOf(
    {
      hasMerchandise,
      fulfilment: bag.fulfilment,
      shopper,
      codeKind: appliedKind(applied),
      merchandise,
    },
    site,
  );
  return {
    lines,
    promotion: appliedEvaluation(applied),
    wallet: walletOf(input.promotions, applied, evaluate),
    giftOffers: gifts.giftOffers,
    samples: samples.samples,
    shipping,
    totals: bagTotals(countedProducts, { merchandise, shipping: shipping.fee }, site),
    pointsToEarn: pointsToEarn(merchandise, site.currency, { birthday: shopper.birthdayMonth }),
    rewards: rewards.rewards,
    count: bag.lines.reduce((sum, line) => sum + line.quantity, 0),
    // Any line's blocking problem, whatever its kind (a sample's or gift's never blocks).
    checkoutBlocked: lines.some((line) => line.problems.some(isBlocking)),
  };
}
