import type { ProductDetail } from '../../api/catalogue-contract';
import { useSite } from '../../app/site-context';
import { formatNumber, formatRating } from '../../lib/format';
import { siteDate } from './dates';

function Stars({ rating }: { rating: number }) {
  const whole = Math.round(rating);
  return (
    <span className="stars" aria-hidden="true">
      {'★'.repeat(whole)}
      {'☆'.repeat(Math.max(0, 5 - whole))}
    </span>
  );
}

/**
 * The product's rating and its newest reviews (any language: each review's title and text are
 * marked with their own language, so they are read out in it).
 */
export function Reviews({ product }: { product: Pick<ProductDetail, 'rating' | 'reviews'> }) {
  const site = useSite();
  const { t, locale } = site;
  const { rating, reviews } = product;
  return (
    <section id="reviews" className="reviews" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">{t('product.reviews.heading')}</h2>
      {rating.count ? (
        <p className="reviews-summary">
          <Stars rating={rating.average} />
          {t('product.reviews.summary', {
            rating: formatRating(rating.average, locale),
            count: formatNumber(rating.count, locale),
          })}
        </p>
      ) : null}
      {reviews.length ? (
        <ol className="review-list">
          {reviews.map((review) => (
            <li key={review.id}>
              <article aria-labelledby={`review-${review.id}`}>
                <h3 id={`review-${review.id}`} lang={review.language}>
                  {review.title}
                </h3>
                <p className="review-rating">
                  <Stars rating={review.rating} />
                  <span className="visually-hidden">
                    {t('product.reviews.stars', { rating: formatNumber(review.rating, locale) })}
                  </span>
                </p>
                <p lang={review.language}>{review.body}</p>
                <p className="review-meta">
                  {t('product.reviews.by', {
                    author: review.author,
                    date: siteDate(review.createdAt, site),
                  })}
                </p>
              </article>
            </li>
          ))}
        </ol>
      ) : (
        <p>{t('product.reviews.none')}</p>
      )}
    </section>
  );
}
