import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PricedBag } from '../../api/bag-contract';
import type { BagCall } from '../../api/bag-queries';
import { ApiRequestError } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { newIdempotencyKey, retryShopperMutation } from '../../api/shopper-queries';
import { useSite } from '../../app/site-context';
import { announceBagChange } from './bag-sync';
import { bagRewardsKey } from './rewards';
import { useToast } from './Toasts';

/** One change of the bag, as a component asks for it. */
export interface BagChangeRequest {
  call: BagCall;
  /** The bag as the shopper should see it at once (from the bag before the change). */
  optimistic?: (bag: PricedBag) => PricedBag;
  /** Say a refusal in a notification (the default); false when the caller shows it itself. */
  toast?: boolean;
}

export type BagChangeResult = { ok: true; bag: PricedBag } | { ok: false; error: unknown };

interface Variables extends BagChangeRequest {
  key: string;
}

/** The API's words for a refusal (already in the page's language), else the fallback. */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.body?.message ? error.body.message : fallback;
}

/**
 * Makes bag changes feel instant and stay right. Each change:
 * - gets one idempotency key when the shopper acts, kept across the query layer's retries;
 * - shows its optimistic bag at once, and rolls back to the bag before it on a refusal, with a
 *   notification saying why;
 * - runs after the changes made before it (one scope), so answers arrive in the order made;
 * - then sets the cart from the answer (unless a later change is still on its way: its answer
 *   holds this one too), sets the header count, refreshes what depends on the bag (mini-bag,
 *   promo wallet, samples, gift offers, Beauty Pass rewards) and tells the other tabs.
 */
export function useBagChange() {
  const site = useSite();
  const client = useQueryClient();
  const toast = useToast();
  const { t, api, country, language } = site;
  const cartKey = queryKeys.cart({ country, language });
  const mutation = useMutation({
    mutationKey: queryKeys.bagChange(),
    scope: { id: 'bag' },
    mutationFn: (variables: Variables, context) =>
      variables.call({ api, client: context.client }, variables.key),
    retry: retryShopperMutation,
    onMutate: async (variables) => {
      await client.cancelQueries({ queryKey: cartKey });
      const before = client.getQueryData<PricedBag>(cartKey);
      if (before && variables.optimistic)
        client.setQueryData(cartKey, variables.optimistic(before));
      return { before };
    },
    onError: (error, variables, context) => {
      if (variables.optimistic && context?.before) client.setQueryData(cartKey, context.before);
      if (variables.toast !== false) toast(refusalMessage(error, t('bagPage.changeFailed')));
      // The bag as it really is now: another change may have landed since the one rolled back.
      void client.invalidateQueries({ queryKey: cartKey });
    },
    onSuccess: (bag) => {
      if (client.isMutating({ mutationKey: queryKeys.bagChange() }) <= 1)
        client.setQueryData(cartKey, bag);
      client.setQueryData(queryKeys.bagCount(site), { count: bag.count });
      for (const queryKey of [
        queryKeys.miniBag(site),
        queryKeys.cartOffers(site),
        queryKeys.cartSamples(site),
        queryKeys.giftOffers(site),
        bagRewardsKey(site),
      ])
        void client.invalidateQueries({ queryKey });
      announceBagChange();
    },
  });
  const { mutateAsync } = mutation;
  const change = useCallback(
    (request: BagChangeRequest): Promise<BagChangeResult> =>
      mutateAsync({ ...request, key: newIdempotencyKey() }).then(
        (bag) => ({ ok: true as const, bag }),
        (error: unknown) => ({ ok: false as const, error }),
      ),
    [mutateAsync],
  );
  return change;
}

/** Whether a bag change is on its way (the totals are then not final). */
export function useBagChanging(): boolean {
  return useIsMutating({ mutationKey: queryKeys.bagChange() }) > 0;
}
