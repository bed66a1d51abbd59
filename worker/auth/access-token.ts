import { sign, verify } from 'hono/jwt';
import { TIERS, type Tier } from '../../client/lib/commerce-rules';

/**
 * The access token (README "Accounts and sessions"): a JWT signed HS256 with `JWT_SECRET`, living
 * 15 minutes, carried in two httpOnly cookies (`jwt-data` = header and claims, `jwt-signature` =
 * signature), so neither half alone is a token. It names the account, its refresh family (the
 * sign-in it belongs to), the tier and the staff flag (the spec's claims): catalogue pages trust it
 * for its 15 minutes without a database read; every answer that is the member's own (the bag,
 * lists, orders, rewards, the account) also checks the family is still live and reads the tier and
 * staff flag from the account (worker/api/live-shopper.ts), so a sign-out ends them at once and a
 * staff flag removed prices the next bag without the discount.
 */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = 'storefront';
const AUDIENCE = 'storefront-web';
const ALG = 'HS256';

export interface AccessClaims {
  accountId: number;
  familyId: string;
  tier: Tier;
  isEmployee: boolean;
  /** Issued at, epoch seconds (compared with the account's tokens_not_before). */
  issuedAt: number;
}

export async function issueAccessToken(
  secret: string,
  claims: Omit<AccessClaims, 'issuedAt'>,
  nowSeconds: number,
): Promise<string> {
  return sign(
    {
      iss: ISSUER,
      aud: AUDIENCE,
      sub: String(claims.accountId),
      fam: claims.familyId,
      tier: claims.tier,
      emp: claims.isEmployee ? 1 : 0,
      iat: nowSeconds,
      nbf: nowSeconds,
      exp: nowSeconds + ACCESS_TOKEN_SECONDS,
    },
    secret,
    ALG,
  );
}

export type AccessTokenReading =
  | { state: 'valid'; claims: AccessClaims }
  /** Well signed but past its time: the refresh token may renew it. */
  | { state: 'expired'; accountId: number }
  | { state: 'invalid' };

/**
 * Reads a token: only HS256 with our secret, issuer and audience (no `none`, no other
 * algorithm, whatever the header says), with claims of the right shape. Its time is checked
 * here, after the signature: hono's `verify` checks `exp` first, so an expired forgery would
 * otherwise pass for an expired genuine token.
 */
export async function readAccessToken(
  secret: string,
  token: string,
  nowSeconds: number,
): Promise<AccessTokenReading> {
  let payload: Awaited<ReturnType<typeof verify>>;
  try {
    // Times are checked below against the request's instant (docs/architecture.md "One clock"),
    // not the library's reading of the system clock.
    payload = await verify(token, secret, {
      alg: ALG,
      iss: ISSUER,
      aud: AUDIENCE,
      exp: false,
      nbf: false,
      iat: false,
    });
  } catch {
    return { state: 'invalid' };
  }
  const accountId = Number(payload.sub);
  const tier = payload.tier as Tier;
  if (
    !Number.isSafeInteger(accountId) ||
    accountId <= 0 ||
    typeof payload.fam !== 'string' ||
    !/^[0-9a-f]{32}$/.test(payload.fam) ||
    !TIERS.includes(tier) ||
    (payload.emp !== 0 && payload.emp !== 1) ||
    typeof payload.iat !== 'number' ||
    typeof payload.exp !== 'number' ||
    // Not yet valid, or issued later than now: not a token this server issued at this instant.
    (typeof payload.nbf === 'number' && payload.nbf > nowSeconds) ||
    payload.iat > nowSeconds
  )
    return { state: 'invalid' };
  if (payload.exp <= nowSeconds) return { state: 'expired', accountId };
  return {
    state: 'valid',
    claims: {
      accountId,
      familyId: payload.fam,
      tier,
      isEmployee: payload.emp === 1,
      issuedAt: payload.iat,
    },
  };
}

/** The token as its two cookies: `jwt-data` (header.claims) and `jwt-signature`. */
export function splitAccessToken(token: string): { data: string; signature: string } {
  const cut = token.lastIndexOf('.');
  return { data: token.slice(0, cut), signature: token.slice(cut + 1) };
}

/** The token from its two cookies, or undefined when either is missing or malformed. */
export function joinAccessToken(
  data: string | undefined,
  signature: string | undefined,
): string | undefined {
  if (!data || !signature) return undefined;
  if (!/^[\w-]+\.[\w-]+$/.test(data) || !/^[\w-]+$/.test(signature)) return undefined;
  return `${data}.${signature}`;
}
