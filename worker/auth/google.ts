import {
  createLocalJWKSet,
  decodeProtectedHeader,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
} from 'jose';

/**
 * Sign-in with Google: the browser gets an ID token from Google Identity Services and
 * the worker checks it here. Only RS256 (Google signs with RSA; fixing the algorithm is what
 * stops an HS256 token "signed" with a public key, or `alg: none`), Google's two issuer
 * spellings, our client id as audience, the token's time, and a verified e-mail: the account is
 * found by that address, so an unverified one would let anyone claim it.
 *
 * Google's keys are cached in AUTH_KV for as long as Google's Cache-Control says (bounded), so
 * most sign-ins make no subrequest. A token naming a key we do not hold fetches the set again
 * (Google rotated), at most once a minute, so forged `kid`s cannot make us hammer Google.
 */
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const GOOGLE_JWKS_KV_KEY = 'google:jwks';
const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const CLOCK_TOLERANCE_SECONDS = 60;
/** Bounds on the cache lifetime: Google says about 6 hours; a missing or odd header gets 5 min. */
const MIN_CACHE_SECONDS = 5 * 60;
const MAX_CACHE_SECONDS = 24 * 60 * 60;
const REFETCH_GAP_MS = 60_000;
const FETCH_TIMEOUT_MS = 5_000;

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: true;
  givenName?: string;
  familyName?: string;
}

export type GoogleRefusalCode =
  | 'invalid'
  | 'expired'
  | 'wrong_audience'
  | 'wrong_issuer'
  | 'email_unverified'
  /** Google's keys could not be fetched and none are cached: a passing failure, not the token's. */
  | 'keys_unavailable';

export interface GoogleRefusal {
  refused: GoogleRefusalCode;
}

export interface GoogleDeps {
  clientId: string;
  kv: KVNamespace;
  fetch?: typeof fetch;
  /** Epoch milliseconds. */
  now?: () => number;
}

/** What AUTH_KV holds: the key set and when it was fetched (for the refetch gap). */
export interface CachedKeys {
  jwks: JSONWebKeySet;
  fetchedAt: number;
}

const refuse = (refused: GoogleRefusalCode): GoogleRefusal => ({ refused });

export async function verifyGoogleIdToken(
  idToken: string,
  deps: GoogleDeps,
): Promise<GoogleIdentity | GoogleRefusal> {
  // jose skips the audience check for an empty audience: without a client id no token is ours.
  if (deps.clientId === '') return refuse('wrong_audience');
  // What is not even an RS256 JWT is refused before Google's keys are looked up or fetched.
  if (!isRs256Jwt(idToken)) return refuse('invalid');
  const now = deps.now ?? Date.now;
  let keys = await deps.kv.get<CachedKeys>(GOOGLE_JWKS_KV_KEY, 'json');
  keys ??= await fetchKeys(deps, now());
  if (!keys) return refuse('keys_unavailable');

  let outcome = await check(idToken, keys.jwks, deps.clientId, now());
  if (outcome === 'unknown_key' && now() - keys.fetchedAt >= REFETCH_GAP_MS) {
    const fresh = await fetchKeys(deps, now());
    if (!fresh) return refuse('keys_unavailable');
    outcome = await check(idToken, fresh.jwks, deps.clientId, now());
  }
  return outcome === 'unknown_key' ? refuse('invalid') : outcome;
}

async function check(
  idToken: string,
  jwks: JSONWebKeySet,
  clientId: string,
  nowMs: number,
): Promise<GoogleIdentity | GoogleRefusal | 'unknown_key'> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, createLocalJWKSet(jwks), {
      algorithms: ['RS256'],
      issuer: ISSUERS,
      audience: clientId,
      requiredClaims: ['sub', 'iat', 'exp'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      currentDate: new Date(nowMs),
    }));
  } catch (error) {
    return refusalOf(error);
  }
  // jose checks `iat` only against a maxTokenAge; a token issued in the future is not yet valid.
  if ((payload.iat as number) > nowMs / 1000 + CLOCK_TOLERANCE_SECONDS) return refuse('invalid');
  const { sub, email, email_verified, given_name, family_name } = payload as Record<
    string,
    unknown
  >;
  if (typeof sub !== 'string' || sub === '' || typeof email !== 'string' || email === '') {
    return refuse('invalid');
  }
  if (email_verified !== true) return refuse('email_unverified');
  return {
    sub,
    email,
    emailVerified: true,
    ...(typeof given_name === 'string' && { givenName: given_name }),
    ...(typeof family_name === 'string' && { familyName: family_name }),
  };
}

function refusalOf(error: unknown): GoogleRefusal | 'unknown_key' {
  if (error instanceof errors.JWKSNoMatchingKey) return 'unknown_key';
  if (error instanceof errors.JWTExpired) return refuse('expired');
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return refuse('wrong_audience');
    if (error.claim === 'iss') return refuse('wrong_issuer');
  }
  // A bad signature, another algorithm, a malformed token, a missing claim, `nbf` ahead.
  return refuse('invalid');
}

/** Fetches Google's key set and caches it; null when it cannot be had. */
async function fetchKeys(deps: GoogleDeps, nowMs: number): Promise<CachedKeys | null> {
  const doFetch = deps.fetch ?? fetch;
  let jwks: unknown;
  let cacheControl: string | null;
  try {
    const response = await doFetch(GOOGLE_JWKS_URL, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    cacheControl = response.headers.get('cache-control');
    jwks = await response.json();
  } catch {
    return null;
  }
  if (!isKeySet(jwks)) return null;
  const keys = { jwks, fetchedAt: nowMs };
  try {
    await deps.kv.put(GOOGLE_JWKS_KV_KEY, JSON.stringify(keys), {
      expirationTtl: cacheSeconds(cacheControl),
    });
  } catch {
    // The keys are good for this sign-in either way; KV refuses writes of one key more often
    // than once a second, which parallel sign-ins on a cold cache can reach.
  }
  return keys;
}

export function isKeySet(value: unknown): value is JSONWebKeySet {
  const keys = (value as { keys?: unknown } | null)?.keys;
  return Array.isArray(keys) && keys.every((key) => typeof key === 'object' && key !== null);
}

/** The response's max-age, within bounds. */
export function cacheSeconds(cacheControl: string | null): number {
  const maxAge = Number(/(?:^|[,\s])max-age=(\d+)/i.exec(cacheControl ?? '')?.[1]);
  if (!Number.isFinite(maxAge)) return MIN_CACHE_SECONDS;
  return Math.min(MAX_CACHE_SECONDS, Math.max(MIN_CACHE_SECONDS, maxAge));
}

function isRs256Jwt(token: string): boolean {
  if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) return false;
  try {
    return decodeProtectedHeader(token).alg === 'RS256';
  } catch {
    return false;
  }
}
