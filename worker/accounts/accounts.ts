import type { Tier } from '../../client/lib/commerce-rules';
import { ENTRY_TIER } from '../../client/lib/loyalty/tiers';
import type { Country, Language } from '../../client/lib/sites';
import type { StoredPassword } from '../auth/password-hash';

/**
 * Members' accounts (migration 0017). Reads by id or by e-mail (compared lower-cased, the
 * `email_key`); writes are single statements returned for the caller's batch, so an account
 * and what its creation causes (its first sign-in, its welcome mail, its adopted lists) are
 * written together or not at all.
 */
export interface AccountRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  birth_date: string;
  mobile: string | null;
  country: Country;
  language: Language;
  tier: Tier;
  is_employee: number;
  google_sub: string | null;
  marketing_consent: number;
  beauty_profile: string;
  beauty_profile_completed_at: string | null;
  password_hash: string | null;
  password_salt: string | null;
  password_scheme: number | null;
  previous_passwords: string;
  failed_sign_ins: number;
  failures_since: string | null;
  locked_until: string | null;
  lock_reference: string | null;
  tokens_not_before: number;
  created_at: string;
}

/** The key an e-mail is unique and found by: trimmed, lower-cased. */
export const emailKey = (email: string) => email.trim().toLowerCase();

/** The account's e-mail key (null: no such account). */
export async function accountEmailKey(db: D1Database, id: number): Promise<string | null> {
  const row = await db
    .prepare('SELECT email_key FROM accounts WHERE id = ?1')
    .bind(id)
    .first<{ email_key: string }>();
  return row?.email_key ?? null;
}

export function findAccountByEmail(db: D1Database, email: string): Promise<AccountRow | null> {
  return findAccountByEmailStatement(db, email).first<AccountRow>();
}

/** The read of an account by e-mail, for a batch that does more beside it. */
export function findAccountByEmailStatement(db: D1Database, email: string): D1PreparedStatement {
  return db.prepare('SELECT * FROM accounts WHERE email_key = ?1').bind(emailKey(email));
}

export function findAccount(db: D1Database, id: number): Promise<AccountRow | null> {
  return findAccountStatement(db, id).first<AccountRow>();
}

/** The read of an account by id, for a batch that reads more beside it. */
export function findAccountStatement(db: D1Database, id: number): D1PreparedStatement {
  return db.prepare('SELECT * FROM accounts WHERE id = ?1').bind(id);
}

/**
 * The account with its Beauty Pass points that can be redeemed now (the cached balance; null
 * without a pass row), in one primary-key read: GET user, on every page, asks for both.
 */
export function findAccountWithPoints(
  db: D1Database,
  id: number,
): Promise<(AccountRow & { points_available: number | null }) | null> {
  return db
    .prepare(
      `SELECT a.*, b.available AS points_available
       FROM accounts a LEFT JOIN beauty_pass b ON b.account_id = a.id WHERE a.id = ?1`,
    )
    .bind(id)
    .first();
}

/** The account's password as hashed, when it has one (a Google-only member may not). */
export function storedPassword(row: AccountRow): StoredPassword | null {
  return row.password_hash && row.password_salt && row.password_scheme
    ? { hash: row.password_hash, salt: row.password_salt, scheme: row.password_scheme }
    : null;
}

export interface NewAccount {
  email: string;
  password: StoredPassword | null;
  firstName: string;
  lastName: string;
  birthDate: string;
  mobile: string | null;
  country: Country;
  language: Language;
  marketing: boolean;
  tier?: Tier;
  isEmployee?: boolean;
  googleSub?: string | null;
}

/**
 * The INSERT of a new account; an e-mail already taken inserts nothing (the caller reads
 * `meta.changes`: the unique key decides, so two sign-ups racing for one address make one).
 */
export function insertAccountStatement(
  db: D1Database,
  account: NewAccount,
  now: string,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO accounts (email, email_key, password_hash, password_salt, password_scheme,
         first_name, last_name, birth_date, mobile, country, language, tier, is_employee,
         google_sub, consent_personal_at, consent_policy_at, marketing_consent,
         marketing_consent_at, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?15, ?16,
         CASE WHEN ?16 = 1 THEN ?15 END, ?15, ?15)
       ON CONFLICT (email_key) DO NOTHING`,
    )
    .bind(
      account.email.trim(),
      emailKey(account.email),
      account.password?.hash ?? null,
      account.password?.salt ?? null,
      account.password?.scheme ?? null,
      account.firstName,
      account.lastName,
      account.birthDate,
      account.mobile,
      account.country,
      account.language,
      // A new member starts on their site's entry tier (pink in AU and NZ, white elsewhere).
      account.tier ?? ENTRY_TIER[account.country],
      account.isEmployee ? 1 : 0,
      account.googleSub ?? null,
      now,
      account.marketing ? 1 : 0,
    );
}
