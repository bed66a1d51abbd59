import { ApiRequestError } from '../../api/client';
import { useAnnounce } from '../../app/announcer';
import { useT } from '../../app/site-context';
import { useSetWished, useWishlist } from './use-wishlist';

/**
 * The wish-list heart of a product: a toggle button (aria-pressed) with a translated label
 * naming the product. The list is per visitor, so the server renders the heart unpressed and
 * inert; once hydrated and the list is known, it shows and changes the shopper's choice.
 * Changes are optimistic and rolled back on failure; each outcome is announced politely, in the
 * page's one live region (a listing has dozens of hearts; a region each made them compete).
 */
export function WishlistHeart({
  productId,
  productName,
}: {
  productId: number;
  productName: string;
}) {
  const t = useT();
  const list = useWishlist();
  const announce = useAnnounce();
  const mutation = useSetWished({
    onSuccess: (wished) =>
      announce(t(wished ? 'wishlist.added' : 'wishlist.removed', { name: productName })),
    onError: (error) =>
      announce(
        error instanceof ApiRequestError && error.body?.message
          ? error.body.message
          : t('wishlist.failed'),
      ),
  });
  const wished = list.data?.productIds.includes(productId) ?? false;
  const ready = list.data !== undefined;
  return (
    <span className="wishlist-heart">
      <button
        type="button"
        className="heart-button"
        aria-pressed={wished}
        aria-disabled={ready ? undefined : true}
        aria-label={t('wishlist.toggle', { name: productName })}
        onClick={() => {
          if (!ready) return;
          mutation.mutate({ productId, wished: !wished });
        }}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6h2c.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.9 4.2 7.3C19.5 16.4 12 21 12 21z" />
        </svg>
      </button>
    </span>
  );
}
