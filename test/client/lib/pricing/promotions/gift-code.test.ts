import { describe, expect, it } from 'vitest';
import {
  appliedCode,
  codeEvaluator,
  codeLines,
} from '../../../../../client/lib/pricing/promotions/code';
import { giftCodeLines } from '../../../../../client/lib/pricing/promotions/gift-code';
import type { PromotionInput } from '../../../../../client/lib/pricing/types';
import { line, pricingInput, promotion } from '../bag-fixtures';
import { laneContext } from './lane-fixtures';

const LINES = [line({ id: 1, unitPrice: 3000 })];

function context(code: PromotionInput, counted = [true]) {
  const input = pricingInput('sg', {
    promotions: [code],
    bag: { lines: LINES, promotionId: code.id },
  });
  const evaluate = codeEvaluator(input, codeLines(LINES, { bases: [3000], staff: [0] }, counted));
  return laneContext(input, { counted, applied: appliedCode(input, evaluate) });
}

describe('giftCodeLines', () => {
  const gift = promotion({ id: 4, kind: 'gift', giftVariantId: 880, giftStock: 2 });

  it("is the applied gift code's item, one unit at zero price", () => {
    expect(giftCodeLines(context(gift))).toEqual([
      expect.objectContaining({
        id: 'code:4',
        kind: 'gift',
        variantId: 880,
        quantity: 1,
        amount: 0,
      }),
    ]);
  });

  it('is nothing for a gift code that does not apply, another kind, or no merchandise', () => {
    expect(giftCodeLines(context({ ...gift, giftStock: 0 }))).toEqual([]);
    expect(giftCodeLines(context(promotion({ id: 4 })))).toEqual([]);
    expect(giftCodeLines(context(gift, [false]))).toEqual([]);
  });
});
