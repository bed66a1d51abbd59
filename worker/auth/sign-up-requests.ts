import type { Country, Language } from '../../client/lib/sites';
import { emailKey, type NewAccount } from '../accounts/accounts';
import type { StoredPassword } from './password-hash';
import { newSecretToken, tokenHash } from './secret-tokens';

/**
 * Sign-ups waiting for their e-mail to be confirmed (migration 0032, docs/accounts.md). An
 * e-mail sign-up is answered "check your e-mail" whoever owns the address; for an address without
 * an account the details wait here, the password already hashed, until the mailed link and the
 * same password make the account. The link's token is 256 random bits, stored as its SHA-256.
 *
 * Each try with the link spends one of its ATTEMPTS (a compare-and-set), so a leaked link gives
 * no more than five guesses at the password; a right one makes the account and ends every
 * request of the address at once.
 */
export const SIGN_UP_REQUEST_SECONDS = 24 * 60 * 60;
export const SIGN_UP_REQUEST_ATTEMPTS = 5;

/** What a sign-up asked for, kept until it is confirmed: the account, and where it was going. */
export interface SignUpRequest extends Omit<
  NewAccount,
  'password' | 'tier' | 'isEmployee' | 'googleSub'
> {
  password: StoredPassword;
  returnTo: string | null;
  claim: string | null;
}

interface SignUpRequestRow {
  email: string;
  password_hash: string;
  password_salt: string;
  password_scheme: number;
  first_name: string;
  last_name: string;
  birth_date: string;
  mobile: string | null;
  country: Country;
  language: Language;
  marketing: number;
  return_to: string | null;
  claim: string | null;
}

/** A new request's token and the INSERT that stores it (for the batch that queues its mail). */
export async function createSignUpRequest(
  db: D1Database,
  request: SignUpRequest,
  nowSeconds: number,
): Promise<{ token: string; statement: D1PreparedStatement }> {
  const token = newSecretToken();
  const statement = db
    .prepare(
      `INSERT INTO sign_up_requests (token_hash, email, email_key, password_hash, password_salt,
         password_scheme, first_name, last_name, birth_date, mobile, country, language, marketing,
         return_to, claim, created_at, expires_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)`,
    )
    .bind(
      await tokenHash(token),
      request.email.trim(),
      emailKey(request.email),
      request.password.hash,
      request.password.salt,
      request.password.scheme,
      request.firstName,
      request.lastName,
      request.birthDate,
      request.mobile,
      request.country,
      request.language,
      request.marketing ? 1 : 0,
      request.returnTo,
      request.claim,
      nowSeconds,
      nowSeconds + SIGN_UP_REQUEST_SECONDS,
    );
  return { token, statement };
}

/**
 * Spends one try of the request the token names: the request, or null when it is unknown,
 * expired or out of tries (one answer: "this link has expired, sign up again").
 */
export async function spendTry(
  db: D1Database,
  token: string,
  nowSeconds: number,
): Promise<SignUpRequest | null> {
  const row = await db
    .prepare(
      `UPDATE sign_up_requests SET attempts = attempts + 1
       WHERE token_hash = ?1 AND expires_at > ?2 AND attempts < ?3
       RETURNING *`,
    )
    .bind(await tokenHash(token), nowSeconds, SIGN_UP_REQUEST_ATTEMPTS)
    .first<SignUpRequestRow>();
  if (!row) return null;
  return {
    email: row.email,
    password: { hash: row.password_hash, salt: row.password_salt, scheme: row.password_scheme },
    firstName: row.first_name,
    lastName: row.last_name,
    birthDate: row.birth_date,
    mobile: row.mobile,
    country: row.country,
    language: row.language,
    marketing: row.marketing === 1,
    returnTo: row.return_to,
    claim: row.claim,
  };
}

/** The account a confirmed request makes. */
export function accountOf(request: SignUpRequest): NewAccount {
  const { returnTo: _returnTo, claim: _claim, ...account } = request;
  return account;
}

/** Ends every request of the address (its account exists now): other links stop working. */
export function endRequestsStatement(db: D1Database, email: string): D1PreparedStatement {
  return db.prepare('DELETE FROM sign_up_requests WHERE email_key = ?1').bind(emailKey(email));
}
