import type { Tier } from '../../client/lib/commerce-rules';
import { accountOwner, deviceOwner, type Owner } from '../db/owner';

/**
 * The one shopper of a request, resolved once from its cookies by
 * ./shopper-middleware.ts for pages and the API alike: a guest, with the device the browser was
 * issued (none before its first GET user), or a member, from a valid access token.
 */
export type Shopper = Guest | Member;

export interface Guest {
  kind: 'guest';
  deviceId?: string;
}

/**
 * A member as the access token names them: who, and which sign-in. Nothing that changes money:
 * the token lives 15 minutes after a sign-out or a staff flag removed, so the tier and the staff
 * flag come from the account, with the live check (`LiveMember`).
 */
export interface Member {
  kind: 'member';
  accountId: number;
  /** The sign-in (refresh-token family) the access token belongs to. */
  familyId: string;
  /** When the access token was issued (epoch seconds). */
  issuedAt: number;
  deviceId?: string;
}

/**
 * A member whose sign-in was found live, with the account's tier and staff flag as they are
 * now (one primary-key read, ../api/live-shopper.ts): what pricing, priority access and rewards read.
 */
export interface LiveMember extends Member {
  tier: Tier;
  isEmployee: boolean;
}

/** The shopper after the live check: a guest, or a member whose sign-in is live. */
export type LiveShopper = Guest | LiveMember;

export const GUEST: Shopper = { kind: 'guest' };

/**
 * Whose lists and bag a request reads and changes: a member's account, else the guest's
 * device; nobody's for a guest without a device yet (reads are empty, changes are refused).
 */
export function ownerOf(shopper: Shopper): Owner | undefined {
  if (shopper.kind === 'member') return accountOwner(shopper.accountId);
  return shopper.deviceId ? deviceOwner(shopper.deviceId) : undefined;
}

/** The tier priority access and pricing read: none for a guest. */
export function tierOf(shopper: LiveShopper): Tier | null {
  return shopper.kind === 'member' ? shopper.tier : null;
}
