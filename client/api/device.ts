import type { QueryClient } from '@tanstack/react-query';
import { ApiRequestError, type ApiClient } from './client';
import { queries } from './queries';

/**
 * The browser's device (the httpOnly `device-id` cookie, which page scripts cannot read) is
 * issued by GET user only. Changes that are kept under it go through `withDevice`.
 *
 * Why both a wait and a retry: waiting for the `user` query (the one the page runs after
 * hydration, shared through the query cache) means parallel first changes wait for the same
 * answer and all go out with the one cookie it set; normally it is long answered and the wait
 * costs nothing. The API's 428 DEVICE_REQUIRED covers what a wait cannot know: a cookie
 * cleared (or expired) while the page was open. `user` is then fetched again, once, and the
 * change sent again. The API never mints a device for a change, so no ordering of requests
 * can split a shopper's changes across devices.
 */

/** What a change needs: the API client and the page's query client. */
export interface Shopper {
  api: ApiClient;
  client: QueryClient;
}

/** The API's answer to a change sent without a device. */
export function isDeviceRequired(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.status === 428 &&
    error.body?.data.code === 'DEVICE_REQUIRED'
  );
}

/** Sends a change once the browser has its device (see the file comment). */
export async function withDevice<T>(shopper: Shopper, send: () => Promise<T>): Promise<T> {
  const user = queries.user(shopper.api);
  await shopper.client.ensureQueryData(user);
  try {
    return await send();
  } catch (error) {
    if (!isDeviceRequired(error)) throw error;
    // In-flight fetches of the same query are shared: many refused changes, one request.
    await shopper.client.fetchQuery({ ...user, staleTime: 0 });
    return send();
  }
}
