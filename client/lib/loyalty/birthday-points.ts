/**
 * Purchases in the member's birthday month earn double points (docs/business-rules.md
 * "Points"). Its own small module so the product page can double its figure without importing
 * the pricing rules, and the bag's `pointsToEarn` doubles by the same rule.
 */
export const BIRTHDAY_POINTS_MULTIPLIER = 2;

/** The points a purchase earns, doubled in the birthday month. */
export function birthdayPoints(points: number, birthday: boolean): number {
  return birthday ? points * BIRTHDAY_POINTS_MULTIPLIER : points;
}
