import type { Activity } from '../../client/api/booking-contract';
import { tierRank, type Tier } from '../../client/lib/commerce-rules';

/**
 * Who may book what (docs/booking.md "Booking (the write side)"): a pure decision. The answers'
 * rule is the form's own, client/lib/booking-answers.ts.
 */

export type BookingRefusal =
  'app-only' | 'invitation-only' | 'provider' | 'not-offered' | 'no-slots';

/** Whether a member of `tier` may book `activity` at `storeId` here (null: they may). */
export function refusalFor(
  activity: Activity,
  storeId: number,
  tier: Tier | null,
): BookingRefusal | null {
  if (!activity.storeIds.includes(storeId)) return 'not-offered';
  if (activity.appOnly) return 'app-only';
  // Booked at the external provider, which returns to /happening/services/booxi/success.
  if (activity.provider !== 'store') return 'provider';
  if (activity.invitationOnly && tierRank(tier) < tierRank('gold')) return 'invitation-only';
  return null;
}
