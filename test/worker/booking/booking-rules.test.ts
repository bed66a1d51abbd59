import { describe, expect, it } from 'vitest';
import type { Activity } from '../../../client/api/booking-contract';
import { refusalFor } from '../../../worker/booking/booking-rules';

/** Who may book what (worker/booking/booking-rules.ts, docs/booking.md "Booking"). */

const SERVICE: Activity = {
  id: 1,
  kind: 'service',
  name: 'Makeup',
  description: '',
  durationMinutes: 60,
  price: 6000,
  currency: 'SGD',
  appOnly: false,
  invitationOnly: false,
  provider: 'store',
  groupId: 1,
  storeIds: [10, 11],
};

describe('refusalFor', () => {
  it('lets any member book a store service offered at the store', () => {
    expect(refusalFor(SERVICE, 10, 'pink')).toBeNull();
    expect(refusalFor(SERVICE, 11, null)).toBeNull();
  });

  it('refuses a store that does not offer it, an app-only one, and a provider’s', () => {
    expect(refusalFor(SERVICE, 12, 'gold')).toBe('not-offered');
    expect(refusalFor({ ...SERVICE, appOnly: true }, 10, 'gold')).toBe('app-only');
    expect(refusalFor({ ...SERVICE, provider: 'booxi' }, 10, 'gold')).toBe('provider');
  });

  it('keeps an invitation-only event for Gold members', () => {
    const event: Activity = { ...SERVICE, kind: 'event', price: null, invitationOnly: true };
    expect(refusalFor(event, 10, 'gold')).toBeNull();
    for (const tier of ['pink', 'white', 'black', null] as const)
      expect(refusalFor(event, 10, tier)).toBe('invitation-only');
  });
});
