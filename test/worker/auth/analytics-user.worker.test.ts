import { describe, expect, it } from 'vitest';
import { AnalyticsUserSchema } from '../../../client/api/contract';
import { analyticsUser } from '../../../worker/auth/analytics-user';
import type { AccountRow } from '../../../worker/accounts/accounts';

/**
 * A member's analytics user data, in workerd (its crypto.subtle has the MD5 the tag manager's
 * partners match on; Node's has not). Expected hashes computed outside (Python's hashlib).
 */
const row = {
  id: 42,
  email: '  Mei.Tan@Example.com ',
  mobile: '+65 9123 4567',
  birth_date: '1990-05-17',
  tier: 'black',
  is_employee: 1,
} as AccountRow;

describe('analyticsUser', () => {
  it('hashes the trimmed lower-case e-mail, never the mobile, and counts the age on the site’s day', async () => {
    const user = await analyticsUser(row, '2026-05-16');
    expect(AnalyticsUserSchema.parse(user)).toEqual({
      id: '42',
      is_employee: true,
      age: 35,
      card_number: null,
      email_sha256: '5eb4b6c553f5ccf7a5053c776e691b445e9affb730b65866b36cd0771fdc0874',
      email_md5: '983076186177a93053c853ae416adc8a',
      mobile_number_md5: null,
      loyalty_points: null,
      loyalty_tier: 'black',
      tier_points_counter: null,
    });
    expect((await analyticsUser(row, '2026-05-17')).age).toBe(36);
  });
});
