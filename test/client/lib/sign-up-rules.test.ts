import { describe, expect, it } from 'vitest';
import {
  ageOn,
  isCalendarDate,
  MIN_SIGN_UP_AGE,
  oldEnoughToSignUp,
} from '../../../client/lib/sign-up-rules';

describe('sign-up age (over 14)', () => {
  it('is 14', () => expect(MIN_SIGN_UP_AGE).toBe(14));

  it('lets a shopper sign up on their 14th birthday, not the day before', () => {
    expect(oldEnoughToSignUp('2012-11-23', '2026-11-23')).toBe(true);
    expect(oldEnoughToSignUp('2012-11-24', '2026-11-23')).toBe(false);
    expect(oldEnoughToSignUp('1980-01-01', '2026-11-23')).toBe(true);
  });

  it('counts a 29 February birthday a year older on 1 March of a common year', () => {
    expect(ageOn('2012-02-29', '2026-02-28')).toBe(13);
    expect(ageOn('2012-02-29', '2026-03-01')).toBe(14);
    expect(ageOn('2012-02-29', '2028-02-29')).toBe(16);
  });

  it('refuses dates that do not exist, are malformed, before 1900 or in the future', () => {
    for (const date of ['2010-02-30', '2010-13-01', '2010-4-01', '10-04-2010', '', '1899-12-31'])
      expect(isCalendarDate(date), date).toBe(false);
    expect(isCalendarDate('2012-02-29')).toBe(true);
    expect(isCalendarDate('2013-02-29')).toBe(false);
    expect(oldEnoughToSignUp('2027-01-01', '2026-11-23')).toBe(false);
    expect(oldEnoughToSignUp('2010-02-30', '2026-11-23')).toBe(false);
  });
});
