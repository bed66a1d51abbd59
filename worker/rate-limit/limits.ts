/**
 * Every rate limit of the store, in one table, and the pure decision over a counter (README
 * "Rate limits"). A limit is a fixed window: at most `max` hits per `windowSeconds`, counted per
 * purpose and subject by one atomic upsert (./counter.ts). A fixed window ends on its own, so
 * nobody can keep a subject refused past the window they are hitting.
 */
export interface Limit {
  max: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const LIMITS = {
  /**
   * Wrong passwords for one address from one client: the fifth locks that pair for
   * SIGN_IN_LOCK_SECONDS. A stranger locks themselves out, never the owner on their own device.
   */
  'sign-in-pair': { max: 5, windowSeconds: 15 * MINUTE },
  /**
   * Wrong passwords for one address from every client (at most 100 an hour:
   * docs/accounts.md#locks-a-stranger-cannot-renew-for-ever): a spray from many clients locks the
   * address until the hour ends, or until the owner follows the unlock link mailed at that moment.
   */
  'sign-in-address': { max: 100, windowSeconds: HOUR },
  /** Wrong passwords from one client, for any addresses: the slow spray across accounts. */
  'sign-in-client': { max: 20, windowSeconds: 15 * MINUTE },
  /** Reset mails to one address: more are not sent (the answer does not change). */
  'reset-mail': { max: 3, windowSeconds: HOUR },
  /**
   * Sign-up mails to one address, whichever it gets: the link that makes the account, or
   * "someone tried to sign up with your address" when it has one (worker/api/sign-up-mail.ts).
   */
  'sign-up-mail': { max: 3, windowSeconds: HOUR },
  /** Unlock mails to one address (one per lock, and locks are limited too). */
  'unlock-mail': { max: 3, windowSeconds: HOUR },
  /** Forgot-password requests from one client, whatever the addresses: then 429. */
  'forgot-client': { max: 10, windowSeconds: 15 * MINUTE },
  /** Sign-ups from one client, taken addresses or not: then 429. */
  'sign-up-client': { max: 10, windowSeconds: 15 * MINUTE },
  /**
   * "Check payment status" for one order: each is a call to the
   * payment provider. The page's own polling reads the order and never asks the provider.
   */
  'payment-enquiry': { max: 3, windowSeconds: MINUTE },
  /**
   * Devices of one client that count toward one phrase of popular searches (README "Search",
   * worker/api/search-log.ts). It refuses nothing: past it the search is answered as ever and
   * only not logged. GET user gives a device to every request without one, so devices are free
   * and a script collects thirty; limiting how many it is issued would not help (a household
   * has five devices, POPULAR_MIN_DEVICES, and a mobile carrier's NAT puts thousands of
   * shoppers behind one address, whose bags would then break). The window is the popular
   * searches' own (POPULAR_WINDOW_DAYS, 90 days), so within it one client counts at most
   * twice (once each side of a window's end), below the five a phrase needs.
   */
  'popular-search-client': { max: 1, windowSeconds: 90 * DAY },
} as const satisfies Record<string, Limit>;

export type LimitPurpose = keyof typeof LIMITS;

/** How long a lock from the 'sign-in-pair' limit lasts. */
export const SIGN_IN_LOCK_SECONDS = 30 * MINUTE;

/** The start of the window `nowSeconds` falls in. */
export const windowStart = (limit: Limit, nowSeconds: number) =>
  nowSeconds - (nowSeconds % limit.windowSeconds);

export interface Decision {
  /** This hit is within the limit. */
  allowed: boolean;
  /** This hit is the one that reached the limit (the moment to lock, or to mail once). */
  reached: boolean;
  /** Hits left in the window after this one. */
  remaining: number;
  /** Seconds until the window ends (the Retry-After of a refusal). */
  retryAfter: number;
}

/** The decision for a hit that made the window's count `hits`. */
export function decide(limit: Limit, hits: number, nowSeconds: number): Decision {
  return {
    allowed: hits <= limit.max,
    reached: hits === limit.max,
    remaining: Math.max(0, limit.max - hits),
    retryAfter: windowStart(limit, nowSeconds) + limit.windowSeconds - nowSeconds,
  };
}
