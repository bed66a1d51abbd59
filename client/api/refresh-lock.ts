import type { Fetcher } from './client';

/**
 * The browser's token refresh: on a 401 while the `jwt-data` cookie exists, one refresh
 * runs under a lock; other concurrent requests wait for it, then every one of them is sent again,
 * once. Other errors, and a 401 without the cookie, are passed on. The cookies are httpOnly, so
 * whether the cookie exists is `hasSession(response)`'s to say: in the app, the 401's own code
 * (`SESSION_EXPIRED` is the server's word that the request carried a session it could not
 * accept; a guest gets `SIGN_IN_REQUIRED`), see ./session-refresh.ts.
 *
 * One refresh, not one per 401, because the refresh token rotates: two refreshes sending the same
 * refresh token look like a stolen token replayed, and the server ends the sign-in.
 *
 * - In the tab: one shared promise. A request remembers how many refreshes had ended when it was
 *   sent; a 401 for a request sent before a refresh ended was answered to the old token, so it
 *   takes that refresh's outcome (sent again if it worked, its 401 if not) instead of starting
 *   another. Without this, a 401 that arrives just after the refresh settles would start a second.
 * - Across tabs: the refresh runs inside the Web Lock `storefront-token-refresh`, so two tabs
 *   never send the refresh token at once. A tab that gets the lock after another tab refreshed
 *   must not refresh again: a successful refresh writes a new mark in localStorage (under the
 *   lock), and a tab whose request left before the mark changed takes that as its refresh. With
 *   no localStorage (blocked storage) the mark never changes and the second tab refreshes again,
 *   which the lock makes safe (it sends the rotated token), only not free.
 *
 * A refresh that fails passes the original 401 on: the server cleared the session's cookies, so
 * the shopper sees that they were signed out (a change is not quietly made to a guest's bag).
 */
export const REFRESH_LOCK_NAME = 'storefront-token-refresh';
export const REFRESH_MARK_KEY = 'storefront-token-refreshed';

type MarkStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface RefreshOptions {
  /** Whether the 401 was answered to a request that held a session (page scripts cannot read the cookie). */
  hasSession: (response: Response) => boolean | Promise<boolean>;
  /** Renews the access token; true when it did. A rejection counts as false. */
  refresh: () => Promise<boolean>;
  /**
   * Asked under the lock, before refreshing: whether the session the browser holds now is good
   * (another tab may have just renewed it). The mark alone cannot say so: Chromium hands a
   * localStorage write to other tabs' processes asynchronously, so a tab can get the lock after
   * another tab's refresh and still read the old mark (seen on CI: two refreshes). The cookies
   * are shared at once, so asking the server is certain. A rejection counts as false.
   */
  sessionValid?: () => Promise<boolean>;
  /** Web Locks; omitted, `navigator.locks` where it exists. Undefined: this tab alone. */
  locks?: LockManager | undefined;
  /** Where tabs leave the refresh mark; omitted, `localStorage` where it can be used. */
  storage?: MarkStorage | undefined;
}

export function withRefresh(fetcher: Fetcher, options: RefreshOptions): Fetcher {
  const locks = 'locks' in options ? options.locks : globalThis.navigator?.locks;
  const storage = 'storage' in options ? options.storage : localStorageOrNone();
  let ended = 0;
  let lastWorked = false;
  let running: Promise<boolean> | undefined;

  const mark = () => {
    try {
      return storage?.getItem(REFRESH_MARK_KEY) ?? null;
    } catch {
      return null;
    }
  };

  /** The refresh itself, across tabs: skipped when another tab refreshed after `markSeen`. */
  const refreshOnce = async (markSeen: string | null) => {
    const attempt = async () => {
      if (mark() !== markSeen) return true;
      if (options.sessionValid && (await options.sessionValid().catch(() => false))) return true;
      const worked = await options.refresh().catch(() => false);
      if (worked) {
        try {
          storage?.setItem(REFRESH_MARK_KEY, `${Date.now()}-${Math.random()}`);
        } catch {
          // Storage full or blocked: other tabs may refresh once more (see above).
        }
      }
      return worked;
    };
    try {
      return await (locks ? locks.request(REFRESH_LOCK_NAME, attempt) : attempt());
    } catch {
      return false;
    }
  };

  /** Whether to send again a request that was sent when `endedBefore` refreshes had ended. */
  const refreshed = (endedBefore: number, markSeen: string | null): Promise<boolean> => {
    if (ended !== endedBefore) return Promise.resolve(lastWorked);
    running ??= refreshOnce(markSeen).then((worked) => {
      ended += 1;
      lastWorked = worked;
      running = undefined;
      return worked;
    });
    return running;
  };

  return async (request) => {
    // Cloned before it is sent: a sent body cannot be read again. (The cast is for the worker's
    // typecheck, which also reads client/: Workers types give clone() other type parameters.)
    const again = request.clone() as Request;
    const endedBefore = ended;
    const markSeen = mark();
    const response = await fetcher(request);
    if (response.status !== 401 || !(await options.hasSession(response))) return response;
    return (await refreshed(endedBefore, markSeen)) ? fetcher(again) : response;
  };
}

function localStorageOrNone(): MarkStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // Reading `localStorage` throws where the page may not use storage.
    return undefined;
  }
}
