import type { AccountPatch } from '../../client/api/account-contract';
import { beautyProfileComplete, type BeautyProfile } from '../../client/lib/beauty-profile';
import { actionAwardStatement } from '../loyalty/actions';
import type { AccountRow } from './accounts';

/**
 * A member's change of their own profile (PATCH account) as ONE UPDATE, so it is whole or not
 * at all and every decision reads the row as it is at that moment (SQLite evaluates each SET
 * against the row before the statement):
 * - a field left out keeps its value; `mobile: null` removes the number;
 * - `marketing_consent_at` moves only when the consent changes (the date the consent on file
 *   was given or withdrawn, a record the marketing rules ask for);
 * - `beauty_profile_completed_at` is set compare-and-set, the first time every question is
 *   answered, and never again; in the same batch that completion earns its Beauty Pass points,
 *   once (the ledger's key).
 * Answers the row after the change, or null when the account is gone.
 */
export async function updateProfile(
  db: D1Database,
  accountId: number,
  patch: AccountPatch & { beautyProfile?: BeautyProfile },
  now: string,
): Promise<AccountRow | null> {
  const profile = patch.beautyProfile;
  const update = db
    .prepare(
      `UPDATE accounts SET
         first_name = COALESCE(?2, first_name),
         last_name = COALESCE(?3, last_name),
         mobile = CASE WHEN ?4 = 1 THEN ?5 ELSE mobile END,
         marketing_consent = COALESCE(?6, marketing_consent),
         marketing_consent_at = CASE WHEN ?6 IS NOT NULL AND ?6 <> marketing_consent THEN ?9
           ELSE marketing_consent_at END,
         beauty_profile = COALESCE(?7, beauty_profile),
         beauty_profile_completed_at = CASE
           WHEN beauty_profile_completed_at IS NULL AND ?8 = 1 THEN ?9
           ELSE beauty_profile_completed_at END,
         updated_at = ?9
       WHERE id = ?1
       RETURNING *`,
    )
    .bind(
      accountId,
      patch.firstName ?? null,
      patch.lastName ?? null,
      patch.mobile === undefined ? 0 : 1,
      patch.mobile ?? null,
      patch.marketingConsent === undefined ? null : patch.marketingConsent ? 1 : 0,
      profile ? JSON.stringify(profile) : null,
      profile && beautyProfileComplete(profile) ? 1 : 0,
      now,
    );
  const [updated] = await db.batch([
    update,
    actionAwardStatement(
      db,
      accountId,
      'completed_beauty_profile',
      now,
      'beauty_profile_completed_at IS NOT NULL',
    ),
  ]);
  return (updated.results[0] as AccountRow | undefined) ?? null;
}

/** The stored beauty profile; anything unreadable is an empty one (the column holds JSON). */
export function storedBeautyProfile(text: string): BeautyProfile {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as BeautyProfile)
      : {};
  } catch {
    return {};
  }
}
