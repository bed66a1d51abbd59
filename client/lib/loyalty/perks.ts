import type { Tier } from '../commerce-rules';

/**
 * Tier perks (docs/business-rules.md#beauty-pass): Black has early access to the member sale and
 * a birthday gift; Gold has everything Black has, plus free shipping, event invitations and a
 * welcome gift. The entry tiers' perks are not shown: none here. ONE home: the
 * pricing function's Gold free-shipping lane, the account's tier card and the booking issue's
 * event invitations all ask this.
 */
export const PERKS = [
  'free_shipping',
  'early_sale_access',
  'event_invitations',
  'welcome_gift',
  'birthday_gift',
] as const;
export type Perk = (typeof PERKS)[number];

const BY_TIER: Readonly<Record<Tier, readonly Perk[]>> = {
  pink: [],
  white: [],
  black: ['early_sale_access', 'birthday_gift'],
  gold: [
    'free_shipping',
    'early_sale_access',
    'event_invitations',
    'welcome_gift',
    'birthday_gift',
  ],
};

export function tierPerks(tier: Tier | null): readonly Perk[] {
  return tier === null ? [] : BY_TIER[tier];
}

export function hasPerk(tier: Tier | null, perk: Perk): boolean {
  return tierPerks(tier).includes(perk);
}
