import { describe, expect, it } from 'vitest';
import {
  appliedCode,
  appliedKind,
  codeDiscountOf,
  codeDiscounts,
  codeEvaluator,
  codeLines,
} from '../../../../../client/lib/pricing/promotions/code';
import { GUEST, line, pricingInput, promotion } from '../bag-fixtures';

const LINES = [
  line({ id: 1, unitPrice: 3000 }),
  line({ id: 2, unitPrice: 1000, brandId: 2, brandName: 'Maru' }),
  line({ id: 3, unitPrice: 2000, nonDiscountable: true }),
];

describe('codeLines', () => {
  it('are the discountable lines at their amount after staff prices', () => {
    const found = codeLines(LINES, { bases: [3000, 1000, 2000], staff: [900, 0, 0] }, [
      true,
      true,
      false,
    ]);
    expect(found.map(({ index, amount }) => ({ index, amount }))).toEqual([
      { index: 0, amount: 2100 },
      { index: 1, amount: 1000 },
    ]);
  });
});

describe('codeDiscountOf', () => {
  it('takes a percent or an amount, never more than the eligible amount', () => {
    expect(codeDiscountOf(promotion({ id: 1, value: 15 }), 2010)).toBe(302); // 301.5
    expect(codeDiscountOf(promotion({ id: 1, kind: 'amount', value: 500 }), 2000)).toBe(500);
    expect(codeDiscountOf(promotion({ id: 1, kind: 'amount', value: 5000 }), 2000)).toBe(2000);
    expect(codeDiscountOf(promotion({ id: 1, kind: 'free_shipping' }), 2000)).toBe(0);
    expect(codeDiscountOf(promotion({ id: 1, kind: 'gift' }), 2000)).toBe(0);
  });
});

describe('the applied code', () => {
  const input = (promotionId: number | null, shopper = GUEST) =>
    pricingInput('sg', {
      shopper,
      promotions: [promotion({ id: 1, value: 10 }), promotion({ id: 2, brandIds: [9] })],
      bag: { lines: LINES, promotionId },
    });
  const evaluatorOf = (source: ReturnType<typeof input>) =>
    codeEvaluator(
      source,
      codeLines(LINES, { bases: [3000, 1000, 2000], staff: [0, 0, 0] }, [true, true, false]),
    );

  it('is none when the bag has no code, or one no longer visible', () => {
    expect(appliedCode(input(null), evaluatorOf(input(null)))).toBeNull();
    expect(appliedCode(input(5), evaluatorOf(input(5)))).toBeNull();
    expect(appliedKind(null)).toBeNull();
  });

  it('is spread over the eligible lines when it applies', () => {
    const source = input(1);
    const applied = appliedCode(source, evaluatorOf(source));
    expect(applied).toMatchObject({ ok: true, result: { discount: 400 } });
    expect(appliedKind(applied)).toBe('percent');
    expect(codeDiscounts(applied, 3)).toEqual([300, 100, 0]);
  });

  it("keeps its reasons, names the brands it asks for, and takes nothing when it doesn't apply", () => {
    const source = pricingInput('sg', {
      promotions: [promotion({ id: 2, brandIds: [9] })],
      brandNames: { 9: 'Noor' },
      bag: { lines: LINES, promotionId: 2 },
    });
    const applied = appliedCode(source, evaluatorOf(source));
    expect(applied?.ok).toBe(false);
    expect(applied?.result.check.reasons).toEqual([
      { code: 'no_eligible_items', brands: ['Noor'] },
    ]);
    expect(appliedKind(applied)).toBeNull();
    expect(codeDiscounts(applied, 3)).toEqual([0, 0, 0]);
  });
});
