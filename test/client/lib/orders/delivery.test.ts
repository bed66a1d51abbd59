import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  COLLECT_HOLD_DAYS,
  estimateDelivery,
} from '../../../../client/lib/orders/delivery';

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
});
