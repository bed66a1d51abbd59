import { describe, expect, it } from 'vitest';
import { addWorkingDays } from '../../../../client/lib/loyalty/working-days';
import { COLLECT_HOLD_DAYS, estimateDelivery } from '../../../../client/lib/orders/delivery';

describe('delivery estimates', () => {
  it('working days skip the weekend', () => {
    // 2026-11-27 is a Friday.
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-25', 3)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-28', 1)).toBe('2026-11-30');
  });

  it('counts from the site’s own day (Auckland is already on Thursday)', () => {
    // 2026-11-25T12:00Z is Wednesday in Singapore and Thursday 01:00 in Auckland.
    const now = new Date('2026-11-25T12:00:00Z');
    expect(estimateDelivery('sg', 'express', now)).toEqual({
      from: '2026-11-26',
      to: '2026-11-27',
    });
    expect(estimateDelivery('nz', 'express', now)).toEqual({
      from: '2026-11-27',
      to: '2026-11-30',
    });
  });

  it('standard takes longer outside the city states; click and collect is held 7 days', () => {
    const now = new Date('2026-11-23T02:00:00Z'); // Monday
    expect(estimateDelivery('sg', 'standard', now)).toEqual({
      from: '2026-11-25',
      to: '2026-11-27',
    });
    expect(estimateDelivery('th', 'standard', now)).toEqual({
      from: '2026-11-26',
      to: '2026-12-01',
    });
    const collect = estimateDelivery('hk', 'click_and_collect', now);
    expect(collect).toEqual({ from: '2026-11-24', to: '2026-11-24', heldUntil: '2026-12-01' });
    expect(COLLECT_HOLD_DAYS).toBe(7);
  });

  it('skips the site’s public holidays, and only that site’s', () => {
    // Friday 6 November 2026 in Singapore and Sydney; Monday 9 is Deepavali observed in SG only.
    const friday = new Date('2026-11-06T02:00:00Z');
    expect(estimateDelivery('sg', 'standard', friday)).toEqual({
      from: '2026-11-11',
      to: '2026-11-13',
    });
    expect(estimateDelivery('au', 'express', friday)).toEqual({
      from: '2026-11-09',
      to: '2026-11-10',
    });
    // Christmas Eve 2026 in Sydney: Christmas, the weekend and Boxing Day's Monday go by.
    expect(estimateDelivery('au', 'express', new Date('2026-12-23T22:00:00Z'))).toEqual({
      from: '2026-12-29',
      to: '2026-12-30',
    });
    // Monday 16 February 2026 in Hong Kong: ready after the three days of Lunar New Year, and
    // held 7 calendar days from then.
    expect(estimateDelivery('hk', 'click_and_collect', new Date('2026-02-16T02:00:00Z'))).toEqual({
      from: '2026-02-20',
      to: '2026-02-20',
      heldUntil: '2026-02-27',
    });
  });
});
