import { tierRank, type Tier } from '../commerce-rules';
import type { Country } from '../sites';

/**
 * The Beauty Pass tier ladder (docs/business-rules.md#tiers), as pure rules on data.
 *
 * - Each site has three rungs: its entry tier (Pink in AU and NZ, White on the other six),
 *   Black, then Gold. A member who holds the other entry tier (a Pink member on the SG site,
 *   say, after moving country) stands on the entry rung too: Pink and White are never above
 *   or below each other, so nobody is promoted or demoted between them.
 * - A tier is earned by this calendar year's spend (paid merchandise net of refunds, in minor
 *   units of the site's currency) reaching its threshold, and the upgrade happens at once
 *   (`upgradedTier`); it then holds to 31 December of the next year.
 * - On 1 January each member is reviewed against last year's spend (`reviewedTier`): under
 *   their tier's threshold they go down exactly one rung, never more, however little they
 *   spent; at or over it they keep the tier. Spend never carries over into the next year.
 */

/** The tier a member starts at on each site. */
export const ENTRY_TIER: Readonly<Record<Country, Tier>> = {
  au: 'pink',
  hk: 'white',
  id: 'white',
  my: 'white',
  nz: 'pink',
  ph: 'white',
  sg: 'white',
  th: 'white',
};

/**
 * The year's spend that reaches Black and Gold, in minor units of the site's currency (IDR has
 * no minor digits, the others two: see MINOR_DIGITS). Data, not derived from
 * an exchange rate: each market sets its own round figures.
 */
export const TIER_THRESHOLDS: Readonly<Record<Country, { black: number; gold: number }>> = {
  au: { black: 35_000, gold: 175_000 }, // A$350 / A$1,750
  hk: { black: 180_000, gold: 900_000 }, // HK$1,800 / HK$9,000
  id: { black: 3_000_000, gold: 15_000_000 }, // Rp3.000.000 / Rp15.000.000
  my: { black: 100_000, gold: 500_000 }, // RM1,000 / RM5,000
  nz: { black: 38_000, gold: 190_000 }, // NZ$380 / NZ$1,900
  ph: { black: 1_200_000, gold: 6_000_000 }, // ₱12,000 / ₱60,000
  sg: { black: 30_000, gold: 150_000 }, // S$300 / S$1,500
  th: { black: 800_000, gold: 4_000_000 }, // ฿8,000 / ฿40,000
};

/** The site's ladder, lowest first: [entry, 'black', 'gold']. */
export function siteTiers(country: Country): readonly Tier[] {
  return [ENTRY_TIER[country], 'black', 'gold'];
}

/** The year's spend that reaches a tier (0 for either entry tier: everyone has it). */
export function thresholdOf(country: Country, tier: Tier): number {
  if (tier === 'gold') return TIER_THRESHOLDS[country].gold;
  if (tier === 'black') return TIER_THRESHOLDS[country].black;
  return 0;
}

/** The highest tier whose threshold the spend reaches; the site's entry tier below Black. */
export function tierForSpend(country: Country, spend: number): Tier {
  const { black, gold } = TIER_THRESHOLDS[country];
  // A NaN spend fails both comparisons: an unreadable figure earns nothing.
  if (spend >= gold) return 'gold';
  if (spend >= black) return 'black';
  return ENTRY_TIER[country];
}

/**
 * The tier after this year's spend reaches `spend`: the upgrade is immediate, and spend never
 * takes a tier away during the year (only the 1 January review does), so never below `current`.
 * A member on the other entry tier keeps it until they reach Black.
 */
export function upgradedTier(country: Country, current: Tier, spend: number): Tier {
  const earned = tierForSpend(country, spend);
  return tierRank(earned) > tierRank(current) ? earned : current;
}

/** The next tier up the site's ladder, or null at Gold. */
export function nextTier(country: Country, tier: Tier): Tier | null {
  const rung = tierRank(tier);
  return rung === 2 ? null : siteTiers(country)[rung + 1];
}

/**
 * One rung down: Gold → Black, Black → the site's entry tier. An entry tier stays as it is
 * (there is nothing below it, and Pink and White are the same rung).
 */
export function tierBelow(country: Country, tier: Tier): Tier {
  const rung = tierRank(tier);
  return rung === 0 ? tier : siteTiers(country)[rung - 1];
}

/**
 * The 1 January review: a member above entry whose spend last year stayed under their tier's
 * threshold goes down exactly one tier; anyone else keeps theirs. A member who reached their
 * tier during last year had that year's spend at or over its threshold, so keeps it: that is how
 * "held to the end of the next year" comes out of one rule.
 */
export function reviewedTier(country: Country, current: Tier, lastYearSpend: number): Tier {
  if (tierRank(current) === 0) return current;
  return lastYearSpend >= thresholdOf(country, current) ? current : tierBelow(country, current);
}
