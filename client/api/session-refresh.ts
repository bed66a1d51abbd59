import { createApiClient, type ApiContext, type Fetcher } from './client';
import { withRefresh } from './refresh-lock';

/**
 * Whether a 401 was answered to a request that carried a session (what starts the browser's one
 * refresh: a 401 while a jwt-data cookie exists). The cookie is httpOnly, so the page asks the
 * answer: the API says `SESSION_EXPIRED` exactly when the request held a session cookie whose
 * access token it could not accept (expired, tampered, or its sign-in ended), and
 * `SIGN_IN_REQUIRED` to a guest.
 */
export async function heldSession(response: Response): Promise<boolean> {
  try {
    const body: unknown = await response.clone().json();
    return (
      typeof body === 'object' &&
      body !== null &&
      'data' in body &&
      typeof body.data === 'object' &&
      body.data !== null &&
      'code' in body.data &&
      body.data.code === 'SESSION_EXPIRED'
    );
  } catch {
    return false;
  }
}

/**
 * The browser's fetcher: every API call goes through the refresh lock, so an access token that
 * expired while the page was open (15 minutes) is renewed once, from the refresh cookie, and the
 * call sent again, without the shopper noticing. The refresh itself goes around the lock's
 * fetcher (a refresh answered 401 must not ask for a refresh). Under the lock, POST
 * auth/token/verify/ first asks whether another tab has already renewed the session.
 */
export function browserFetcher(ctx: ApiContext, origin: string, send: Fetcher): Fetcher {
  const plain = createApiClient(ctx, origin, send);
  return withRefresh(send, {
    hasSession: heldSession,
    sessionValid: () =>
      plain.call('verifyToken', { body: {} }).then(
        () => true,
        () => false,
      ),
    refresh: () =>
      plain.call('token', { body: { grant_type: 'refresh_token', flow: 'client' } }).then(
        () => true,
        () => false,
      ),
  });
}
