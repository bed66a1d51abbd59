import { describe, expect, it } from 'vitest';
import { bookingDays, localDate } from '../../../client/lib/booking-days';

describe('localDate', () => {
  it("is the store's own date, not UTC's", () => {
    // 23:30 UTC on 30 Nov is already 1 Dec in Auckland and still 30 Nov in Perth.
    expect(localDate('2026-11-30T23:30:00Z', 'Pacific/Auckland')).toBe('2026-12-01');
    expect(localDate('2026-11-30T23:30:00Z', 'Australia/Perth')).toBe('2026-12-01');
    expect(localDate('2026-11-30T15:59:00Z', 'Australia/Perth')).toBe('2026-11-30');
    expect(localDate('2026-12-01T09:00:00+07:00', 'Asia/Bangkok')).toBe('2026-12-01');
  });
});

describe('bookingDays', () => {
  it("lists 14 days from the store's today", () => {
    const days = bookingDays(new Date('2026-11-30T20:00:00Z'), 'Asia/Singapore');
    expect(days).toHaveLength(14);
    expect(days[0]).toBe('2026-12-01');
    expect(days[13]).toBe('2026-12-14');
  });

  it('crosses a month and a year end, and a summer-time change, day by day', () => {
    const days = bookingDays(new Date('2026-12-25T00:00:00Z'), 'Australia/Sydney', 10);
    expect(days).toEqual([
      '2026-12-25',
      '2026-12-26',
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    // Sydney's clocks go back on 5 April 2026: still one date a day.
    const april = bookingDays(new Date('2026-04-03T12:00:00Z'), 'Australia/Sydney', 4);
    expect(april).toEqual(['2026-04-03', '2026-04-04', '2026-04-05', '2026-04-06']);
  });
});
