import type { AnalyticsUser } from '../../client/api/contract';
import { ageOn } from '../../client/lib/sign-up-rules';
import type { AccountRow } from '../db/accounts';

async function hex(algorithm: 'SHA-256' | 'MD5', text: string): Promise<string> {
  // MD5 is not in the WebCrypto standard; Workers' crypto.subtle has it for uses like this one
  // (a match key the tag manager's partners expect), never for security.
  const digest = await crypto.subtle.digest(algorithm, new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A member's analytics user data (spec §4), as the tag manager's page views carry it. The
 * e-mail is hashed trimmed and lower-cased, the mobile as its digits only, so the same person
 * matches however they typed them. `today` is the site's date (the age, in its time zone).
 */
export async function analyticsUser(row: AccountRow, today: string): Promise<AnalyticsUser> {
  const email = row.email.trim().toLowerCase();
  const mobile = row.mobile?.replace(/\D/g, '') ?? '';
  const [emailSha256, emailMd5, mobileMd5] = await Promise.all([
    hex('SHA-256', email),
    hex('MD5', email),
    mobile ? hex('MD5', mobile) : Promise.resolve(null),
  ]);
  return {
    id: String(row.id),
    is_employee: row.is_employee === 1,
    age: ageOn(row.birth_date, today),
    card_number: null,
    email_sha256: emailSha256,
    email_md5: emailMd5,
    mobile_number_md5: mobileMd5,
    loyalty_points: null,
    loyalty_tier: row.tier,
    tier_points_counter: null,
  };
}
