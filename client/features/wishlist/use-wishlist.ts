import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { retryShopperMutation, shopperCalls, shopperQueries } from '../../api/shopper-queries';
import type { Wishlist } from '../../api/shopper-contract';
import { useSite } from '../../app/site-context';
import { useHydrated } from '../bag/use-bag';

/** The visitor's wish list on this site, fetched after hydration (per visitor, never in the server HTML). */
export function useWishlist() {
  const site = useSite();
  const hydrated = useHydrated();
  return useQuery({
    ...shopperQueries.wishlist(site.api, site),
    enabled: hydrated && !site.preview,
  });
}

/**
 * Wishes a product or not, optimistically: the heart changes at once; a failure puts the list
 * back as it was; the answer (the list as the server has it) replaces the guess.
 */
export function useSetWished(
  options: {
    onError?: (error: unknown, wished: boolean) => void;
    onSuccess?: (wished: boolean) => void;
  } = {},
) {
  const site = useSite();
  const queryClient = useQueryClient();
  const key = shopperQueries.wishlist(site.api, site).queryKey;
  return useMutation({
    mutationFn: (input: { productId: number; wished: boolean }, { client }) =>
      shopperCalls.setWished({ api: site.api, client }, input),
    retry: retryShopperMutation,
    onMutate: async ({ productId, wished }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Wishlist>(key);
      const ids = previous?.productIds ?? [];
      queryClient.setQueryData<Wishlist>(key, {
        productIds: wished
          ? [productId, ...ids.filter((id) => id !== productId)]
          : ids.filter((id) => id !== productId),
        items: wished
          ? (previous?.items ?? [])
          : (previous?.items ?? []).filter((item) => item.id !== productId),
      });
      return { previous };
    },
    onError: (error, input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      else queryClient.removeQueries({ queryKey: key, exact: true });
      options.onError?.(error, input.wished);
    },
    onSuccess: (list, input) => {
      queryClient.setQueryData(key, list);
      options.onSuccess?.(input.wished);
    },
  });
}
