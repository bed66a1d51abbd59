import { describe, expect, it } from 'vitest';
import { hasPerk, tierPerks } from '../../../../client/lib/loyalty/perks';

describe('tier perks', () => {
  it('gives Black early sale access and a birthday gift, Gold all of those and more', () => {
    expect(tierPerks('pink')).toEqual([]);
    expect(tierPerks('white')).toEqual([]);
    expect(tierPerks(null)).toEqual([]);
    expect(tierPerks('black')).toEqual(['early_sale_access', 'birthday_gift']);
    for (const perk of tierPerks('black')) expect(hasPerk('gold', perk)).toBe(true);
    expect(hasPerk('gold', 'free_shipping')).toBe(true);
    expect(hasPerk('gold', 'event_invitations')).toBe(true);
    expect(hasPerk('black', 'free_shipping')).toBe(false);
    expect(hasPerk('black', 'event_invitations')).toBe(false);
  });
});
