import { describe, expect, it } from 'vitest';
import { holidaysOf } from '../../../../client/lib/loyalty/holidays';
import { addDays, addWorkingDays, isWeekend } from '../../../../client/lib/loyalty/working-days';

describe('working days', () => {
  it('returns the date itself for 0, even on a weekend or holiday', () => {
    expect(addWorkingDays('2026-11-28', 0)).toBe('2026-11-28'); // Saturday
    expect(addWorkingDays('2026-12-25', 0, holidaysOf('sg'))).toBe('2026-12-25');
  });

  it('skips the weekend', () => {
    // 2026-11-27 is a Friday.
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-28', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-29', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-25', 3)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-23', 10)).toBe('2026-12-07');
  });

  it('skips the site’s public holidays', () => {
    // Singapore: Deepavali is Sunday 8 November 2026, observed Monday 9.
    expect(addWorkingDays('2026-11-06', 1)).toBe('2026-11-09');
    expect(addWorkingDays('2026-11-06', 1, holidaysOf('sg'))).toBe('2026-11-10');
    // Thailand: Songkran, Monday 13 to Wednesday 15 April 2026.
    expect(addWorkingDays('2026-04-10', 3, holidaysOf('th'))).toBe('2026-04-20');
    // Hong Kong: Lunar New Year, Tuesday 17 to Thursday 19 February 2026.
    expect(addWorkingDays('2026-02-16', 1, holidaysOf('hk'))).toBe('2026-02-20');
  });

  it('crosses the year end', () => {
    // Thursday 24 December 2026 in Australia: Christmas (Friday), the weekend, and Boxing
    // Day's additional Monday go by.
    expect(addWorkingDays('2026-12-24', 1, holidaysOf('au'))).toBe('2026-12-29');
    expect(addWorkingDays('2026-12-31', 1, holidaysOf('au'))).toBe('2027-01-04');
    // New Zealand 2027: 1 January (Friday), 2 January observed on Monday 4.
    expect(addWorkingDays('2026-12-31', 1, holidaysOf('nz'))).toBe('2027-01-05');
    expect(addWorkingDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('counts on bare dates: leap days and month ends', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(isWeekend('2026-11-28')).toBe(true);
    expect(isWeekend('2026-11-30')).toBe(false);
  });

  it('refuses a date that is not one, and a count that is not whole', () => {
    expect(() => addWorkingDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addWorkingDays('26-1-1', 1)).toThrow(RangeError);
    expect(() => addWorkingDays('2026-01-05', -1)).toThrow(RangeError);
    expect(() => addWorkingDays('2026-01-05', 1.5)).toThrow(RangeError);
  });
});
