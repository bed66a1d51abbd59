import type { TierProgress } from '../../api/beauty-pass-contract';
import { tierRank, type Tier } from '../commerce-rules';
import type { Country } from '../sites';
import { TIER_CHANGE_NOTICE_DAYS } from './points-rules';
import { nextTier, thresholdOf, tierBelow } from './tiers';

export interface TierProgressInput {
  country: Country;
  tier: Tier;
  /** This calendar year's spend, minor units (paid merchandise net of refunds). */
  spent: number;
  /** The member's last tier change (a site date, and the tier before it), or null. */
  lastChange: { on: string; from: Tier } | null;
  /** The site's today, `YYYY-MM-DD`. */
  today: string;
}

/** Whole days from `from` to `to`, both `YYYY-MM-DD` (in UTC: no time zone or DST shift). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Where the member stands, as the one message the account shows; first match wins:
 *
 * 1. `just_upgraded` / `just_downgraded`: the tier changed up or down within the last 30 days
 *    (the change day is day 0, day 30 still shows). An upgrade holds to 31 December of the year
 *    after it; a downgrade says what this year's spend still needs to regain the old tier.
 * 2. `downgrade_warning`: from 1 October, a member above entry who has not yet spent their
 *    tier's threshold this year: how much, by 31 December, and how many days are left.
 * 3. `max_tier`: Gold, kept (to 31 December next year) or still to keep.
 * 4. `tier_kept`: Black with this year's threshold reached, held to 31 December next year, and
 *    what Gold would take.
 * 5. `in_progress`: anyone else, towards the next tier (an entry member towards Black, a Black
 *    member who has not kept Black before October towards Gold).
 *
 * Every amount is clamped at 0: `remaining` never goes negative, and neither does `spent` when
 * refunds outrun purchases, since the wire contract carries both as non-negative amounts.
 */
export function tierProgress(input: TierProgressInput): TierProgress {
  const { country, tier, lastChange, today } = input;
  const spent = Math.max(0, input.spent);
  const year = Number(today.slice(0, 4));
  const rung = tierRank(tier);
  const next = nextTier(country, tier);
  const short = (target: number) => Math.max(0, target - spent);

  if (lastChange) {
    const since = daysBetween(lastChange.on, today);
    const previousRung = tierRank(lastChange.from);
    if (since >= 0 && since <= TIER_CHANGE_NOTICE_DAYS) {
      if (rung > previousRung)
        return {
          kind: 'just_upgraded',
          tier,
          previous: lastChange.from,
          until: `${Number(lastChange.on.slice(0, 4)) + 1}-12-31`,
          spent,
          target: next ? thresholdOf(country, next) : null,
        };
      if (rung < previousRung) {
        const target = thresholdOf(country, lastChange.from);
        return {
          kind: 'just_downgraded',
          tier,
          previous: lastChange.from,
          remaining: short(target),
          spent,
          target,
        };
      }
    }
  }

  const threshold = thresholdOf(country, tier);
  const kept = spent >= threshold;
  const yearEnd = `${year}-12-31`;

  if (rung > 0 && !kept && today >= `${year}-10-01`)
    return {
      kind: 'downgrade_warning',
      tier,
      downTo: tierBelow(country, tier),
      remaining: short(threshold),
      daysLeft: Math.max(0, daysBetween(today, yearEnd)),
      by: yearEnd,
      spent,
      target: threshold,
    };

  if (tier === 'gold')
    return {
      kind: 'max_tier',
      tier,
      remaining: short(threshold),
      until: kept ? `${year + 1}-12-31` : null,
      spent,
      target: threshold,
    };

  if (rung > 0 && kept)
    return {
      kind: 'tier_kept',
      tier,
      until: `${year + 1}-12-31`,
      next,
      remaining: next ? short(thresholdOf(country, next)) : null,
      spent,
      target: next ? thresholdOf(country, next) : null,
    };

  // Below Gold, `next` exists: entry → Black, Black → Gold.
  const target = thresholdOf(country, next ?? tier);
  return { kind: 'in_progress', tier, next: next ?? tier, remaining: short(target), spent, target };
}
