import {
  brokenPasswordRules,
  PASSWORD_CODES,
  type PasswordInput,
  type PasswordRule,
} from '../../client/lib/password-rules';
import commonPasswords from './common-passwords.json';
import { verifyPassword, type StoredPassword } from './password-hash';

/**
 * The whole password policy on the server: the rules the form checks live
 * (client/lib/password-rules.ts) and the two only the server can: one of the passwords attackers
 * try first (ASVS V6.2.4: ./common-passwords.json, made by scripts/common-passwords.ts), and
 * one of the account's previous two (the spec's code AUTH_MS_PV_006).
 */
let common: Set<string> | undefined;
let veryCommon: Set<string> | undefined;
/** The head of the list whose words stay refused with decoration around them. */
const VERY_COMMON = 1_000;

/**
 * Whether a password is a common one (any of the list, lower-cased), or one of the very most
 * common with the decoration composition rules make people add ("Password1!" is "password",
 * "Qwerty123#" is "qwerty"). A rarer word with decoration ("Blossom#2026") is the shopper's
 * choice: refusing every dictionary word would refuse most passwords the rules lead people to.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(commonPasswords);
  veryCommon ??= new Set(commonPasswords.slice(0, VERY_COMMON));
  const lower = password.normalize('NFC').toLowerCase();
  const bare = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return common.has(lower) || veryCommon.has(bare);
}

/** How many passwords before the current one a new password may not repeat. */
export const PREVIOUS_PASSWORDS = 2;

/**
 * Every rule a new password breaks, with the passwords it may not repeat when the account has
 * any (the current one and the PREVIOUS_PASSWORDS before it: worker/api/password.ts).
 */
export async function passwordProblems(
  input: PasswordInput,
  forbidden: readonly StoredPassword[] = [],
): Promise<PasswordRule[]> {
  const broken = brokenPasswordRules(input);
  if (isCommonPassword(input.password)) broken.push('common');
  for (const stored of forbidden) {
    if (await verifyPassword(input.password, stored)) {
      broken.push('notPrevious');
      break;
    }
  }
  return broken;
}

/** The spec's codes for the broken rules, in the order of the codes. */
export function passwordCodes(rules: readonly PasswordRule[]): string[] {
  return rules.map((rule) => PASSWORD_CODES[rule]).sort();
}
