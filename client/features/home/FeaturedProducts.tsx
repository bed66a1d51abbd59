import { lazy } from 'react';
import { queries } from '../../api/queries';
import { useSite } from '../../app/site-context';
import { useStreamedQuery } from '../../app/streamed-data';
import { ProductCard } from '../../components/ProductCard';

/** Products in home's featured section (the fallback reserves room for exactly this many). */
export const FEATURED_COUNT = 8;

/** The hearts sit below the fold: their code loads after the first paint, not with it. */
const WishlistHeart = lazy(() =>
  import('../wishlist/WishlistHeart').then((module) => ({ default: module.WishlistHeart })),
);

/**
 * Featured products on home: streamed in with their data after the shell. They are the first
 * product images of the page, so the first of them load eagerly (the phone's largest paint).
 */
export function FeaturedProducts() {
  const site = useSite();
  const { data, script } = useStreamedQuery(queries.featured(site.api, site, FEATURED_COUNT));
  if (data.items.length === 0) return script;
  return (
    <section className="featured" aria-labelledby="home-featured">
      <h2 id="home-featured">{site.t('home.featuredHeading')}</h2>
      <ul className="product-grid">
        {data.items.map((card, index) => (
          <li key={card.id}>
            <ProductCard
              card={card}
              position={index}
              actions={<WishlistHeart productId={card.id} productName={card.name} />}
            />
          </li>
        ))}
      </ul>
      {script}
    </section>
  );
}

/**
 * What stands in for the featured section until it arrives: the same heading and grid, with a
 * placeholder of a card's fixed box per product (styles.css, `.featured`), so the section does
 * not change size when it replaces this and nothing below it moves.
 */
export function FeaturedProductsFallback() {
  const { t } = useSite();
  return (
    <section className="featured" aria-busy="true">
      <h2>{t('home.featuredHeading')}</h2>
      <ul className="product-grid" aria-hidden="true">
        {Array.from({ length: FEATURED_COUNT }, (_, index) => (
          <li key={index}>
            <div className="card-placeholder" />
          </li>
        ))}
      </ul>
    </section>
  );
}
