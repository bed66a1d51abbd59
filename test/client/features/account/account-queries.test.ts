import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../../client/api/query-keys';
import { rememberSignIn } from '../../../../client/features/account/account-queries';
import { ACCOUNT } from './account-fixtures';

/** A promise and the function that settles it: a fetch the test answers when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('rememberSignIn', () => {
  it('refetches GET user even when the guest answer is still in flight', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const guestAnswer = deferred<{ signedIn: boolean }>();
    const answers = [guestAnswer.promise, Promise.resolve({ signedIn: true })];
    let fetches = 0;
    // The header's observer: GET user, sent when the page hydrated, before the sign-in.
    const observer = new QueryObserver(queryClient, {
      queryKey: queryKeys.user(),
      queryFn: () => answers[fetches++],
    });
    const unsubscribe = observer.subscribe(() => {});
    expect(fetches).toBe(1);

    rememberSignIn(queryClient, { signedIn: true, account: ACCOUNT });
    // The guest answer arrives after the session changed: it must not be the last word.
    guestAnswer.resolve({ signedIn: false });

    await expect.poll(() => observer.getCurrentResult().data).toEqual({ signedIn: true });
    expect(fetches).toBe(2);
    expect(queryClient.getQueryData(queryKeys.account())).toEqual(ACCOUNT);
    unsubscribe();
  });
});
