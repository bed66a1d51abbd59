import { describe, expect, it } from 'vitest';
import {
  appliedCode,
  codeEvaluator,
  codeLines,
} from '../../../../../client/lib/pricing/promotions/code';
import {
  appliedEvaluation,
  evaluationOf,
  walletOf,
} from '../../../../../client/lib/pricing/promotions/wallet';
import { line, pricingInput, promotion } from '../bag-fixtures';

const LINES = [line({ id: 1, unitPrice: 4000 })];
const PROMOTIONS = [
  promotion({ id: 1, value: 10 }),
  promotion({ id: 2, kind: 'amount', value: 500 }),
  promotion({ id: 3, minSpend: 9000 }),
];

function wallet(promotionId: number | null) {
  const input = pricingInput('sg', {
    promotions: PROMOTIONS,
    bag: { lines: LINES, promotionId },
  });
  const evaluate = codeEvaluator(input, codeLines(LINES, { bases: [4000], staff: [0] }, [true]));
  const applied = appliedCode(input, evaluate);
  return { applied, entries: walletOf(PROMOTIONS, applied, evaluate), evaluate };
}

describe('the promo wallet', () => {
  it('says what each code would take off while none is applied', () => {
    const { entries } = wallet(null);
    expect(entries.map(({ status, discount }) => ({ status, discount }))).toEqual([
      { status: 'applicable', discount: 400 },
      { status: 'applicable', discount: 500 },
      { status: 'ineligible', discount: 0 },
    ]);
    expect(entries[2].reasons).toEqual([
      { code: 'min_spend', required: 9000, current: 4000, missing: 5000 },
    ]);
  });

  it('marks the applied code and says one code per order of the others that would apply', () => {
    const { entries, applied } = wallet(2);
    expect(entries[0]).toMatchObject({
      status: 'ineligible',
      reasons: [{ code: 'one_per_order' }],
    });
    expect(entries[1]).toMatchObject({ status: 'applied', discount: 500, reasons: [] });
    expect(entries[2].reasons.map((reason) => reason.code)).toEqual(['min_spend']);
    expect(appliedEvaluation(applied)).toEqual(entries[1]);
    expect(appliedEvaluation(null)).toBeNull();
  });

  it('reports an applied code that no longer applies as ineligible, with nothing off', () => {
    const { applied } = wallet(3);
    expect(appliedEvaluation(applied)).toMatchObject({ status: 'ineligible', discount: 0 });
  });
});

describe('evaluationOf', () => {
  it('keeps the status only while no reason stands', () => {
    const { evaluate } = wallet(null);
    expect(evaluationOf(PROMOTIONS[0], evaluate(PROMOTIONS[0]), 'applied')).toMatchObject({
      promotionId: 1,
      code: 'CODE1',
      kind: 'percent',
      status: 'applied',
      discount: 400,
    });
    expect(evaluationOf(PROMOTIONS[2], evaluate(PROMOTIONS[2]), 'applied')).toMatchObject({
      status: 'ineligible',
      discount: 0,
    });
  });
});
