import type { PromotionEvaluation, PromotionInput } from '../types';
import type { AppliedCode, CodeResult, EvaluateCode } from './code';

/**
 * The promo wallet: the code lane run once per visible promotion (docs/business-rules.md
 * "Promotions"). One code per order, so while one is applied every other that would apply
 * says so.
 */

/** A code's evaluation: `status` while no reason stands, else ineligible with its reasons. */
export function evaluationOf(
  promotion: PromotionInput,
  result: CodeResult,
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

/** The applied code as the bag reports it, or null when none is applied. */
export function appliedEvaluation(applied: AppliedCode | null): PromotionEvaluation | null {
  if (!applied) return null;
  return evaluationOf(applied.promotion, applied.result, applied.ok ? 'applied' : 'ineligible');
}

export function walletOf(
  promotions: readonly PromotionInput[],
  applied: AppliedCode | null,
  evaluate: EvaluateCode,
): PromotionEvaluation[] {
  return promotions.map((promotion) => {
    if (applied && promotion.id === applied.promotion.id)
      return evaluationOf(promotion, applied.result, 'applied');
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
}
