import { managedLine } from '../managed-line';
import type { PricedLine } from '../types';
import { appliedKind } from './code';
import type { LaneContext } from './lane-context';

/**
 * A gift code's free item, lane 4 (docs/business-rules.md "Promotions"): the code's
 * eligibility is the code lane's (its gift's stock among the reasons); the action is one unit
 * of its item at zero price, alongside merchandise that will be ordered.
 */
export function giftCodeLines(context: LaneContext): PricedLine[] {
  const { applied } = context;
  if (!context.hasMerchandise || appliedKind(applied) !== 'gift') return [];
  const { id, giftVariantId } = applied!.promotion;
  return giftVariantId ? [managedLine('gift', `code:${id}`, giftVariantId, 1, {})] : [];
}
