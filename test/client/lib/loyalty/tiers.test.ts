import { describe, expect, it } from 'vitest';
import { tierRank, TIERS } from '../../../../client/lib/commerce-rules';
import {
  ENTRY_TIER,
  nextTier,
  reviewedTier,
  siteTiers,
  thresholdOf,
  TIER_THRESHOLDS,
  tierBelow,
  tierForSpend,
  upgradedTier,
} from '../../../../client/lib/loyalty/tiers';
import { COUNTRIES, MINOR_DIGITS, SITES } from '../../../../client/lib/sites';

describe('Beauty Pass tiers', () => {
  it('starts members on Pink in AU and NZ and on White elsewhere', () => {
    expect(COUNTRIES.filter((country) => ENTRY_TIER[country] === 'pink')).toEqual(['au', 'nz']);
    expect(siteTiers('au')).toEqual(['pink', 'black', 'gold']);
    expect(siteTiers('sg')).toEqual(['white', 'black', 'gold']);
  });

  it('keeps the thresholds, in minor units of each currency', () => {
    // The thresholds in major units; minor digits from the site's currency.
    const major = {
      sg: [300, 1_500],
      my: [1_000, 5_000],
      hk: [1_800, 9_000],
      th: [8_000, 40_000],
      ph: [12_000, 60_000],
      id: [3_000_000, 15_000_000],
      au: [350, 1_750],
      nz: [380, 1_900],
    } as const;
    for (const country of COUNTRIES) {
      const scale = 10 ** MINOR_DIGITS[SITES[country].currency];
      const [black, gold] = major[country];
      expect(TIER_THRESHOLDS[country]).toEqual({ black: black * scale, gold: gold * scale });
    }
    expect(TIER_THRESHOLDS.id).toEqual({ black: 3_000_000, gold: 15_000_000 });
    expect(TIER_THRESHOLDS.sg).toEqual({ black: 30_000, gold: 150_000 });
  });

  it('puts either entry tier on rung 0, on every site', () => {
    for (const country of COUNTRIES) {
      expect(tierRank('pink')).toBe(0);
      expect(tierRank('white')).toBe(0);
      expect(tierRank('black')).toBe(1);
      expect(tierRank('gold')).toBe(2);
      expect(thresholdOf(country, 'pink')).toBe(0);
      expect(thresholdOf(country, 'white')).toBe(0);
    }
  });

  it('gives the highest tier whose threshold the spend reaches', () => {
    expect(tierForSpend('sg', 0)).toBe('white');
    expect(tierForSpend('sg', 29_999)).toBe('white');
    expect(tierForSpend('sg', 30_000)).toBe('black');
    expect(tierForSpend('sg', 149_999)).toBe('black');
    expect(tierForSpend('sg', 150_000)).toBe('gold');
    expect(tierForSpend('au', 34_999)).toBe('pink');
    expect(tierForSpend('au', 35_000)).toBe('black');
    expect(tierForSpend('id', 15_000_000)).toBe('gold');
    expect(tierForSpend('sg', Number.NaN)).toBe('white');
  });

  it('upgrades at once and never downgrades during the year', () => {
    expect(upgradedTier('sg', 'white', 30_000)).toBe('black');
    expect(upgradedTier('sg', 'white', 150_000)).toBe('gold'); // two rungs in one purchase
    expect(upgradedTier('sg', 'gold', 0)).toBe('gold');
    expect(upgradedTier('sg', 'black', 10)).toBe('black');
    // A Pink member on the SG site stays Pink until Black: entry tiers never swap.
    expect(upgradedTier('sg', 'pink', 29_999)).toBe('pink');
    expect(upgradedTier('sg', 'pink', 30_000)).toBe('black');
    expect(upgradedTier('au', 'white', 100)).toBe('white');
  });

  it('walks the ladder one rung at a time', () => {
    expect(nextTier('au', 'pink')).toBe('black');
    expect(nextTier('sg', 'pink')).toBe('black');
    expect(nextTier('sg', 'white')).toBe('black');
    expect(nextTier('sg', 'black')).toBe('gold');
    expect(nextTier('sg', 'gold')).toBeNull();
    expect(tierBelow('sg', 'gold')).toBe('black');
    expect(tierBelow('sg', 'black')).toBe('white');
    expect(tierBelow('nz', 'black')).toBe('pink');
    expect(tierBelow('sg', 'white')).toBe('white');
    expect(tierBelow('sg', 'pink')).toBe('pink');
  });

  it('reviews on 1 January: one tier down when last year fell short, never two', () => {
    expect(reviewedTier('sg', 'gold', 0)).toBe('black');
    expect(reviewedTier('sg', 'gold', 149_999)).toBe('black');
    expect(reviewedTier('sg', 'gold', 150_000)).toBe('gold');
    expect(reviewedTier('sg', 'black', 29_999)).toBe('white');
    expect(reviewedTier('sg', 'black', 30_000)).toBe('black');
    expect(reviewedTier('au', 'black', 0)).toBe('pink');
    expect(reviewedTier('sg', 'white', 0)).toBe('white');
    expect(reviewedTier('sg', 'pink', 0)).toBe('pink');
  });

  it("ranks every site's ladder 0, 1, 2, and every tier of the type on one of its rungs", () => {
    for (const country of COUNTRIES) expect(siteTiers(country).map(tierRank)).toEqual([0, 1, 2]);
    for (const tier of TIERS) expect([0, 1, 2]).toContain(tierRank(tier));
  });
});
