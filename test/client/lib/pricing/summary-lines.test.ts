import { describe, expect, it } from 'vitest';
import { priceBag } from '../../../../client/lib/pricing/price-bag';
import { summaryLines, type SummaryLine } from '../../../../client/lib/pricing/summary-lines';
import { COUNTRIES, SITES } from '../../../../client/lib/sites';
import { line, pricingInput } from './bag-fixtures';

const kinds = (lines: SummaryLine[]) => lines.map((entry) => entry.kind);

/** A bag on a site below its free-shipping threshold (shipping charged), as the summary shows it. */
function pricedOn(country: (typeof COUNTRIES)[number]) {
  const unitPrice = Math.floor(SITES[country].freeShippingMinor / 3);
  const priced = priceBag(pricingInput(country, { bag: { lines: [line({ id: 1, unitPrice })] } }));
  return summaryLines({ ...priced.totals, pointsEarned: priced.pointsToEarn });
}

describe('summaryLines', () => {
  it.each(COUNTRIES.map((country) => [country]))(
    '%s: reads top to bottom as arithmetic, with nothing that says zero',
    (country) => {
      const lines = pricedOn(country);
      const value = (kind: string) => lines.find((entry) => entry.kind === kind)?.value ?? 0;
      // Subtotal, less discounts, plus shipping, is the total …
      expect(value('subtotal') + value('shipping')).toBe(value('total'));
      for (const entry of lines.slice(
        0,
        lines.findIndex((e) => e.kind === 'total'),
      ))
        if (entry.kind.endsWith('iscount')) expect(entry.value).toBeGreaterThan(0);
      if (SITES[country].taxPercent === 0) {
        // … and at 0% there is no tax to split it into (Hong Kong).
        expect(kinds(lines)).not.toContain('beforeTax');
        expect(kinds(lines)).not.toContain('tax');
      } else {
        // … split into the price before tax and the tax, listed after shipping (whose tax they
        // include) and just above the total they add up to.
        const total = kinds(lines).indexOf('total');
        expect(kinds(lines).slice(total - 2, total)).toEqual(['beforeTax', 'tax']);
        expect(kinds(lines).indexOf('shipping')).toBeLessThan(kinds(lines).indexOf('beforeTax'));
        expect(value('beforeTax') + value('tax')).toBe(value('total'));
      }
      expect(kinds(lines)).not.toContain('giftCard');
      expect(kinds(lines)).not.toContain('discount');
    },
  );

  it('Indonesia: the price before tax comes after the shipping it includes', () => {
    // Rp 210.000 of goods and Rp 25.000 shipping: Rp 235.000 with 11% tax in it.
    const lines = summaryLines({
      subtotal: 210_000,
      shipping: 25_000,
      beforeTax: 211_712,
      tax: 23_288,
      taxPercent: 11,
      total: 235_000,
      discount: 0,
      giftCard: 0,
      pointsEarned: 0,
    });
    expect(lines).toEqual([
      { kind: 'subtotal', value: 210_000 },
      { kind: 'shipping', value: 25_000 },
      { kind: 'beforeTax', value: 211_712 },
      { kind: 'tax', value: 23_288 },
      { kind: 'total', value: 235_000 },
    ]);
  });

  it('Hong Kong: no "tax included (0%) HK$0", nor a price before tax that repeats the total', () => {
    const lines = summaryLines({
      subtotal: 20_000,
      shipping: 4_000,
      beforeTax: 24_000,
      tax: 0,
      taxPercent: 0,
      total: 24_000,
    });
    expect(kinds(lines)).toEqual(['subtotal', 'shipping', 'total']);
  });

  it('shows discounts, a gift card and points only when there are some, each in its place', () => {
    const figures = {
      subtotal: 10_000,
      staffDiscount: 3_000,
      codeDiscount: 700,
      shipping: 0,
      beforeTax: 5_780,
      tax: 520,
      taxPercent: 9,
      giftCard: 1_000,
      total: 6_300,
      pointsEarned: 63,
      pointsRedeemed: 500,
    };
    expect(kinds(summaryLines(figures))).toEqual([
      'subtotal',
      'staffDiscount',
      'codeDiscount',
      'shipping',
      'beforeTax',
      'tax',
      'giftCard',
      'total',
      'pointsEarned',
      'pointsRedeemed',
    ]);
    expect(
      kinds(
        summaryLines({
          ...figures,
          staffDiscount: 0,
          codeDiscount: 0,
          discount: 0,
          giftCard: 0,
          pointsEarned: 0,
          pointsRedeemed: 0,
        }),
      ),
    ).toEqual(['subtotal', 'shipping', 'beforeTax', 'tax', 'total']);
  });
});
