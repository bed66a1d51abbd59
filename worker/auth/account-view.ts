import type { Account } from '../../client/api/account-contract';
import type { AccountRow } from '../accounts/accounts';
import { storedBeautyProfile } from '../accounts/profile';

/** The member as the API answers it: no password, no counters, no tokens. */
export function accountView(row: AccountRow): Account {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    birthDate: row.birth_date,
    mobile: row.mobile,
    country: row.country,
    language: row.language,
    tier: row.tier,
    isEmployee: row.is_employee === 1,
    marketingConsent: row.marketing_consent === 1,
    beautyProfile: storedBeautyProfile(row.beauty_profile),
    beautyProfileCompletedAt: row.beauty_profile_completed_at,
    hasPassword: row.password_hash !== null,
    googleLinked: row.google_sub !== null,
    createdAt: row.created_at,
  };
}
