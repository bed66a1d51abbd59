import type { AnalyticsUser } from '../../client/api/contract';
import { ageOn } from '../../client/lib/sign-up-rules';
import type { AccountRow } from '../accounts/accounts';

async function hex(algorithm: 'SHA-256' | 'MD5', text: string): Promise<string> {
  // MD5 is not in the WebCrypto standard; Workers' crypto.subtle has it for uses like this one
  // (a match key the tag manager's partners expect), never for security.
  const digest = await crypto.subtle.digest(algorithm, new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A member's analytics user data, as the tag manager's page views carry it. The
 * e-mail is hashed trimmed and lower-cased, so the same person matches however they typed it.
 * `today` is the site's date (the age, in its time zone).
 *
 * Two fields of the spec are always null, by decision (ASVS V14.2.3:
 * nothing sensitive to trackers): the mobile's MD5, since the few billion phone numbers of a
 * country are hashed back in minutes, and the Beauty Pass card number, which is a credential
 * at the till; `tier_points_counter` too, because tiers count spend, not points
 * (docs/business-rules.md#tiers).
 * The e-mail's hashes stay: they are the match keys the ad partners ask for, and
 * an address is not guessable from its space the way a phone number is.
 */
export async function analyticsUser(
  row: AccountRow,
  today: string,
  points: number | null = null,
): Promise<AnalyticsUser> {
  const email = row.email.trim().toLowerCase();
  const [emailSha256, emailMd5] = await Promise.all([hex('SHA-256', email), hex('MD5', email)]);
  return {
    id: String(row.id),
    is_employee: row.is_employee === 1,
    age: ageOn(row.birth_date, today),
    card_number: null,
    email_sha256: emailSha256,
    email_md5: emailMd5,
    mobile_number_md5: null,
    loyalty_points: points,
    loyalty_tier: row.tier,
    tier_points_counter: null,
  };
}
