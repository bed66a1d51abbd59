import { describe, expect, it } from 'vitest';
import { isBlocking, lineProblems } from '../../../../client/lib/pricing/line-problems';
import { line } from './bag-fixtures';

describe('lineProblems', () => {
  it('finds nothing wrong with a purchasable line in stock', () => {
    expect(lineProblems([line({ id: 1 })])).toEqual([[]]);
  });

  it('names the first quantity limit broken, widest first', () => {
    expect(lineProblems([line({ id: 1, quantity: 7 })])[0]).toEqual([
      { code: 'max_quantity', max: 6 },
    ]);
    expect(lineProblems([line({ id: 1, quantity: 4, maxPerOrder: 3, stock: 2 })])[0]).toEqual([
      { code: 'variant_limit', limit: 3 },
    ]);
    expect(lineProblems([line({ id: 1, quantity: 3, stock: 2 })])[0]).toEqual([
      { code: 'not_enough_stock', stock: 2 },
    ]);
  });

  it("counts a brand's limit over every line of the brand", () => {
    const lines = [
      line({ id: 1, quantity: 2, brandLimit: 3 }),
      line({ id: 2, quantity: 2, brandLimit: 3 }),
      line({ id: 3, quantity: 5, brandId: 2, brandName: 'Maru' }),
    ];
    const problems = lineProblems(lines);
    expect(problems[0]).toEqual([{ code: 'brand_limit', limit: 3, brand: 'Solenne' }]);
    expect(problems[1]).toEqual([{ code: 'brand_limit', limit: 3, brand: 'Solenne' }]);
    expect(problems[2]).toEqual([]);
  });

  it('puts a purchasability verdict first and the notes after it', () => {
    expect(
      lineProblems([
        line({
          id: 1,
          purchasability: 'sold_out',
          clickAndCollectOnly: true,
          nonDiscountable: true,
        }),
      ])[0],
    ).toEqual([
      { code: 'out_of_stock' },
      { code: 'click_and_collect_only' },
      { code: 'non_discountable' },
    ]);
  });
});

describe('isBlocking', () => {
  it('blocks checkout for a problem to fix, not for a note', () => {
    expect(isBlocking({ code: 'out_of_stock' })).toBe(true);
    expect(isBlocking({ code: 'reward_points_short', missing: 1 })).toBe(true);
    expect(isBlocking({ code: 'non_discountable' })).toBe(false);
    expect(isBlocking({ code: 'sample_fully_redeemed' })).toBe(false);
    expect(isBlocking({ code: 'gift_out_of_stock' })).toBe(false);
  });
});
