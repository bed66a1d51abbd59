import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TokenAnswer } from '../../api/account-contract';
import { ApiRequestError, type ApiClient } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/**
 * The member's account (GET account), for the account pages only: loaded with them, never in
 * the first load of other pages. A 401 is final (the page asks to sign in): the query layer
 * retries only the statuses worth it (client/api/retry.ts).
 */
export const accountQuery = (api: ApiClient) =>
  queryOptions({ queryKey: queryKeys.account(), queryFn: () => api.call('account') });

/** Whether an error says the shopper is not (or no longer) signed in. */
export function isSignedOut(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

/**
 * After a sign-in, sign-up or password change: every answer the page holds may differ for the
 * member (GET user, the lists and bag the sign-in adopted), so all are refetched; the account
 * the API answered with is kept as the account query's data.
 *
 * Fetches still in flight are cancelled first: they were sent without the new session, and a
 * refetch of a query that has no data yet joins its fetch in flight instead of starting another
 * (TanStack Query cancels only queries that hold data). The sign-in page's first GET user,
 * answered "guest" after the member signed in, left the header saying "Account".
 */
export function rememberSignIn(queryClient: QueryClient, answer: TokenAnswer) {
  void queryClient.cancelQueries().then(() => queryClient.invalidateQueries());
  queryClient.setQueryData(queryKeys.account(), answer.account);
}

/** The member's addresses of the site's country (GET account/addresses). */
export const addressesQuery = (api: ApiClient, site: { country: string; language: string }) =>
  queryOptions({ queryKey: queryKeys.addresses(site), queryFn: () => api.call('addresses') });

/**
 * A page of the member's Beauty Pass points history (20 rows, newest first): the first, or the
 * rows before the row `before` (the previous page's `next`). Pages, each a query of its own, as
 * the account's orders: an infinite query's code would be a chunk shared with the listings.
 */
export const pointsHistoryQuery = (api: ApiClient, before?: number) =>
  queryOptions({
    queryKey: queryKeys.pointsHistory(before),
    queryFn: () =>
      api.call('pointsHistory', {
        query: { before: before === undefined ? undefined : String(before) },
      }),
  });
