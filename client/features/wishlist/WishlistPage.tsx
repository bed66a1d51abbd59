import { useState } from 'react';
import type { ProductCard as Card } from '../../api/catalogue-contract';
import { useT } from '../../app/site-context';
import { EmptyState } from '../../components/EmptyState';
import { Link } from '../../components/Link';
import { ProductCard } from '../../components/ProductCard';
import { WishlistHeart } from './WishlistHeart';
import { useWishlist } from './use-wishlist';

/**
 * The wish list (/account/wishlist), for guests too: it is kept per device until sign-in
 * adopts it. The list is per visitor, so it loads after hydration; the server sends the frame.
 * Products saved on another country site that are not sold here are counted, not shown.
 */
export function WishlistPage() {
  const t = useT();
  const list = useWishlist();
  // A product un-wished here stays on the page (its heart unpressed, to undo) until the next
  // visit: the card, its focus and its announcement do not vanish under the shopper.
  const [cards, setCards] = useState<Card[]>([]);
  const arrived = list.data?.items.filter((card) => !cards.some((kept) => kept.id === card.id));
  // Kept as state, updated during render when new cards arrive (React re-renders at once).
  if (arrived?.length) setCards([...cards, ...arrived]);
  if (!list.data) return <p className="loading">{t('common.loading')}</p>;
  const { items, productIds } = list.data;
  const notSoldHere = productIds.filter((id) => !items.some((item) => item.id === id)).length;
  return (
    <div className="wishlist">
      <p className="lead">{t('wishlist.deviceNote')}</p>
      {cards.length ? (
        <>
          <p>{t('wishlist.count', { count: items.length })}</p>
          <ul className="product-grid wishlist-grid">
            {cards.map((card, index) => (
              <li key={card.id}>
                <ProductCard
                  card={card}
                  position={index}
                  actions={<WishlistHeart productId={card.id} productName={card.name} />}
                />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <EmptyState message={t('wishlist.empty')}>
          <Link className="button" href="/brands">
            {t('wishlist.browse')}
          </Link>
        </EmptyState>
      )}
      {notSoldHere ? <p>{t('wishlist.notSoldHere', { count: notSoldHere })}</p> : null}
    </div>
  );
}
