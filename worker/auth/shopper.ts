import type { Tier } from '../../client/lib/commerce-rules';
import { accountOwner, deviceOwner, type Owner } from '../db/owner';

/**
 * The one shopper of a request (issue 8), resolved once from its cookies by
 * ./shopper-middleware.ts for pages and the API alike: a guest, with the device the browser was
 * issued (none before its first GET user), or a member, from a valid access token.
 */
export type Shopper =
  | { kind: 'guest'; deviceId?: string }
  | {
      kind: 'member';
      accountId: number;
      tier: Tier;
      isEmployee: boolean;
      /** The sign-in (refresh-token family) the access token belongs to. */
      familyId: string;
      /** When the access token was issued (epoch seconds). */
      issuedAt: number;
      deviceId?: string;
    };

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
export function tierOf(shopper: Shopper): Tier | null {
  return shopper.kind === 'member' ? shopper.tier : null;
}
