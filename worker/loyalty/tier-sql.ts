import { COUNTRIES } from '../../client/lib/sites';
import { ENTRY_TIER, TIER_THRESHOLDS } from '../../client/lib/loyalty/tiers';

/**
 * The tier rules of client/lib/loyalty/tiers.ts as SQL, generated from the same constants (one
 * home: the thresholds are never written twice), for the statements that must decide a tier in
 * the same batch as the spend that changes it. Expressions are built from constants and the
 * caller's column names only, never from request text.
 */

/** The tier a year's spend reaches on the member's site. */
export function tierForSpendSql(countryExpr: string, spendExpr: string): string {
  const cases = COUNTRIES.map((country) => {
    const { black, gold } = TIER_THRESHOLDS[country];
    return `WHEN '${country}' THEN CASE WHEN ${spendExpr} >= ${gold} THEN 'gold' WHEN ${spendExpr} >= ${black} THEN 'black' ELSE '${ENTRY_TIER[country]}' END`;
  });
  return `(CASE ${countryExpr} ${cases.join(' ')} END)`;
}
