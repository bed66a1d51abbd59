import { describe, expect, it } from 'vitest';
import {
  BIRTHDAY_POINTS_MULTIPLIER,
  birthdayPoints,
} from '../../../../client/lib/loyalty/birthday-points';
import { pointsToEarn } from '../../../../client/lib/pricing/points';

describe('birthdayPoints', () => {
  it('doubles the points in the birthday month and leaves them alone otherwise', () => {
    expect(BIRTHDAY_POINTS_MULTIPLIER).toBe(2);
    expect(birthdayPoints(1234, true)).toBe(2468);
    expect(birthdayPoints(1234, false)).toBe(1234);
    expect(birthdayPoints(0, true)).toBe(0);
  });

  it('is the rule the bag earns by: the whole points first, then doubled', () => {
    // S$35.99 earns 35 points, doubled to 70 (not 71.98 rounded).
    expect(pointsToEarn(3599, 'SGD', { birthday: true })).toBe(
      birthdayPoints(pointsToEarn(3599, 'SGD'), true),
    );
    expect(pointsToEarn(3599, 'SGD', { birthday: true })).toBe(70);
  });
});
