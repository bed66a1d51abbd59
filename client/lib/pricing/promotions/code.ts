import { checkPromotion, type DiscountableLine, type PromotionCheck } from '../eligibility';
import { percentOf, spread } from '../money';
import type { BagLineInput, PricingInput, PromotionInput } from '../types';

/**
 * The bag's one promo code, lane 3 of the bag (docs/business-rules.md "Promotions"): its
 * eligibility is `checkPromotion` against the lines the staff lane left, its calculator
 * `codeDiscountOf`, its action the discount spread over the eligible lines. A free-shipping
 * code acts in the shipping lane, a gift code in its own (./gift-code.ts).
 */

export interface CodeResult {
  check: PromotionCheck;
  /** What the code would take off the bag as it is (0 when a reason stands). */
  discount: number;
}

export type EvaluateCode = (promotion: PromotionInput) => CodeResult;

/** The lines a code may discount: the discountable ones, at their amount after staff prices. */
export function codeLines(
  lines: readonly BagLineInput[],
  amounts: { bases: readonly number[]; staff: readonly number[] },
  discountable: readonly boolean[],
): DiscountableLine[] {
  const found: DiscountableLine[] = [];
  lines.forEach((line, i) => {
    if (discountable[i])
      found.push({ index: i, input: line, amount: amounts.bases[i] - amounts.staff[i] });
  });
  return found;
}

/** Calculator: what a code takes off the eligible amount (never more than it). */
export function codeDiscountOf(promotion: PromotionInput, eligibleAmount: number): number {
  if (promotion.kind === 'percent')
    return Math.min(eligibleAmount, percentOf(eligibleAmount, promotion.value));
  if (promotion.kind === 'amount') return Math.min(eligibleAmount, promotion.value);
  return 0;
}

/**
 * One check for any code against this bag: the applied code and every code of the wallet go
 * through it, so the list of promos and the price of the bag never disagree.
 */
export function codeEvaluator(
  input: PricingInput,
  lines: readonly DiscountableLine[],
): EvaluateCode {
  // A limited code's reason names its brands: the ones in the bag, and those the input names.
  const brandNames = new Map([
    ...Object.entries(input.brandNames ?? {}).map(([id, name]) => [Number(id), name] as const),
    ...input.bag.lines.map((line) => [line.brandId, line.brandName] as const),
  ]);
  return (promotion) => {
    const check = checkPromotion(promotion, {
      lines,
      shopper: input.shopper,
      now: input.now,
      credit: input.bag.credit,
      brandNames,
    });
    const discount =
      check.reasons.length === 0 ? codeDiscountOf(promotion, check.eligibleAmount) : 0;
    return { check, discount };
  };
}

/** The code applied to the bag, and whether it applies now. */
export interface AppliedCode {
  promotion: PromotionInput;
  result: CodeResult;
  ok: boolean;
}

export function appliedCode(input: PricingInput, evaluate: EvaluateCode): AppliedCode | null {
  const promotion = input.promotions.find((candidate) => candidate.id === input.bag.promotionId);
  if (!promotion) return null;
  const result = evaluate(promotion);
  return { promotion, result, ok: result.check.reasons.length === 0 };
}

/** The applied code's kind while it applies: what the shipping and gift lanes act on. */
export function appliedKind(applied: AppliedCode | null): PromotionInput['kind'] | null {
  return applied?.ok ? applied.promotion.kind : null;
}

/** Action: the code's discount on each line, spread over the eligible lines (largest remainder). */
export function codeDiscounts(applied: AppliedCode | null, lineCount: number): number[] {
  const discounts = Array.from({ length: lineCount }, () => 0);
  if (applied?.ok && applied.result.discount > 0) {
    const { eligible } = applied.result.check;
    const parts = spread(
      applied.result.discount,
      eligible.map((line) => line.amount),
    );
    eligible.forEach((line, k) => {
      discounts[line.index] = parts[k];
    });
  }
  return discounts;
}
