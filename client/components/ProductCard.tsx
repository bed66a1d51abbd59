import type { ReactNode } from 'react';
import type { ProductCard as Card } from '../api/catalogue-contract';
import { useSite } from '../app/site-context';
import { cardImageLoading, IMAGE_HEIGHT, IMAGE_WIDTH } from '../lib/images';
import { formatMoney, formatNumber, formatRating } from '../lib/format';
import { Badges } from './Badges';
import { Link } from './Link';

/**
 * A product in a listing: image, brand, name, price (with the price it replaced), rating,
 * badges, and a slot for per-visitor controls (the wish-list heart) filled after hydration.
 * `position` is the card's place among the page's cards (from 0): the first ones load their
 * image at once (`cardImageLoading`).
 */
export function ProductCard({
  card,
  position,
  actions,
}: {
  card: Card;
  position?: number;
  actions?: ReactNode;
}) {
  const { t, locale } = useSite();
  const { loading, fetchPriority } = cardImageLoading(position);
  const price = formatMoney(card.price.amount, card.price.currency, locale);
  const badges = [
    card.flags.new && t('card.new'),
    card.flags.exclusive && t('card.exclusive'),
    card.flags.limited && t('card.limited'),
    card.flags.onSale && t('card.sale'),
    card.priority && t('card.priority'),
  ];
  return (
    <article className="product-card" aria-labelledby={`card-${card.id}`}>
      <Link href={`/products/${card.slug}`} className="card-link" tabIndex={-1} aria-hidden="true">
        <img
          src={card.image}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading={loading}
          fetchPriority={fetchPriority}
          decoding="async"
        />
      </Link>
      <Badges labels={badges} />
      <p className="card-brand">{card.brand.name}</p>
      <h3 id={`card-${card.id}`} className="card-name">
        <Link href={`/products/${card.slug}`}>{card.name}</Link>
      </h3>
      <p className="card-price">
        <span>{price}</span>
        {card.compareAt ? (
          <del>
            {t('card.was', {
              price: formatMoney(card.compareAt.amount, card.compareAt.currency, locale),
            })}
          </del>
        ) : null}
      </p>
      <p className="card-meta">
        {card.rating.count
          ? t('card.rating', {
              rating: formatRating(card.rating.average, locale),
              count: formatNumber(card.rating.count, locale),
            })
          : t('card.noReviews')}
        {card.shadeCount > 1
          ? ` · ${t('card.shades', { count: formatNumber(card.shadeCount, locale) })}`
          : null}
      </p>
      {card.flags.cncOnly ? <p className="card-note">{t('card.cncOnly')}</p> : null}
      {actions}
    </article>
  );
}
