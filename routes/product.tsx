import { useQuery } from '@tanstack/react-query';
import type { ProductDetail, Variant } from '../client/api/catalogue-contract';
import { queries } from '../client/api/queries';
import { useRoute, useRouter } from '../client/app/router';
import { useSite } from '../client/app/site-context';
import { Badges } from '../client/components/Badges';
import { Link } from '../client/components/Link';
import { NotFoundPage } from '../client/components/NotFoundPage';
import { Gallery } from '../client/features/product/Gallery';
import { ProductButton } from '../client/features/product/ProductButton';
import { ProductPoints } from '../client/features/product/ProductPoints';
import { Reviews } from '../client/features/product/Reviews';
import { ShadePicker } from '../client/features/product/ShadePicker';
import { WishlistHeart } from '../client/features/wishlist/WishlistHeart';
import {
  inStock,
  MAX_LINE_QUANTITY,
  purchasability,
  type Purchasability,
} from '../client/lib/commerce-rules';
import { formatMoney, formatNumber, formatRating, formatSize } from '../client/lib/format';
import { serializeForScript } from '../client/lib/serialize';
import { MINOR_DIGITS } from '../client/lib/sites';
import { Breadcrumbs } from './shared/listing-page';
import { notFound } from './outcome';
import type { PageModule } from './types';

/** The shade (variant SKU) the URL asks for: `?shade={sku}`, so a choice survives reload and sharing. */
export const SHADE_PARAM = 'shade';

/** The variant shown: the one the URL names, else the product's default (first in stock). */
export function selectedVariant(product: ProductDetail, search: string): Variant | undefined {
  const sku = new URLSearchParams(search).get(SHADE_PARAM);
  return (
    product.variants.find((variant) => variant.sku === sku) ??
    product.variants.find((variant) => variant.id === product.variantId) ??
    product.variants[0]
  );
}

/** A minor-unit amount as schema.org wants a price: major units, as many decimals as the currency has. */
function majorUnits(minor: number, currency: string): string {
  const digits = MINOR_DIGITS[currency] ?? 2;
  return (minor / 10 ** digits).toFixed(digits);
}

/**
 * The schema.org availability of an offer, from what a guest (a crawler) meets now: the
 * purchasability verdict of client/lib/commerce-rules.ts, as the product button and the bag
 * decide it. Held for members until a date is a pre-sale; a limited edition that sold out is
 * gone (SoldOut), anything else sold out may come back (OutOfStock).
 */
function offerAvailability(verdict: Purchasability, limited: boolean): string {
  switch (verdict) {
    case 'not_launched':
      return 'PreOrder';
    case 'priority_access':
      return 'PreSale';
    case 'sold_out':
    case 'not_sold_here':
      return limited ? 'SoldOut' : 'OutOfStock';
    case 'purchasable':
      return 'InStock';
  }
}

/** schema.org Product with its Offer and AggregateRating, for search engines. */
function productJsonLd(product: ProductDetail, variant: Variant | undefined, origin: string) {
  const verdict = purchasability({
    stock: variant?.available ? variant.stock : null,
    launchAt: product.launchAt,
    priority: product.priority,
    shopperTier: null,
    now: Date.now(),
  });
  const availability = offerAvailability(verdict, product.flags.limited);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: variant?.sku,
    image: new URL(variant?.image ?? product.image, origin).href,
    brand: { '@type': 'Brand', name: product.brand.name },
    ...(variant?.available
      ? {
          offers: {
            '@type': 'Offer',
            price: majorUnits(variant.price.amount, variant.price.currency),
            priceCurrency: variant.price.currency,
            availability: `https://schema.org/${availability}`,
            url: new URL(
              `/products/${product.slug}?${SHADE_PARAM}=${encodeURIComponent(variant.sku)}`,
              origin,
            ).href,
          },
        }
      : {}),
    ...(product.rating.count
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

function Availability({ product, variant }: { product: ProductDetail; variant: Variant }) {
  const { t, locale } = useSite();
  if (!variant.available)
    return <p className="availability is-unavailable">{t('product.unavailable')}</p>;
  const stock = !inStock(variant.stock)
    ? t('product.outOfStock')
    : variant.stock <= 5
      ? t('product.lowStock', { count: formatNumber(variant.stock, locale) })
      : t('product.inStock');
  return (
    <ul className="availability">
      <li>{stock}</li>
      {variant.maxPerOrder < MAX_LINE_QUANTITY ? (
        <li>{t('product.variantLimit', { limit: variant.maxPerOrder })}</li>
      ) : null}
      {product.brandLimit !== null ? (
        <li>{t('product.brandLimit', { limit: product.brandLimit, brand: product.brand.name })}</li>
      ) : null}
    </ul>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const site = useSite();
  const { t, locale } = site;
  const { path, search } = useRoute();
  const router = useRouter();
  const variant = selectedVariant(product, search);
  if (!variant) return <NotFoundPage />;

  const pick = (next: Variant) => {
    const query = new URLSearchParams(search);
    query.set(SHADE_PARAM, next.sku);
    // The page already has every variant: change the URL only (no data to fetch, no scroll).
    router.navigate(`${path}?${query.toString()}`, { shallow: true });
  };
  const alt = (v: Variant) =>
    v.shadeName ? t('product.imageAlt', { name: product.name, shade: v.shadeName }) : product.name;
  const images = [variant, ...product.variants.filter((v) => v.image !== variant.image)]
    .filter((v, index, all) => all.findIndex((other) => other.image === v.image) === index)
    .map((v) => ({ src: v.image, alt: alt(v) }));
  const badges = [
    product.flags.new && t('product.badges.new'),
    product.flags.exclusive && t('product.badges.exclusive'),
    product.flags.limited && t('product.badges.limited'),
    variant.compareAt && t('product.badges.onSale'),
    product.flags.cncOnly && t('product.badges.cncOnly'),
  ];
  const showPoints =
    variant.available && variant.price.amount === product.price.amount && product.pointsToEarn > 0;

  return (
    <article className="page product-page" aria-labelledby="product-title">
      <Breadcrumbs
        crumbs={[...product.breadcrumbs, { name: product.name, href: `/products/${product.slug}` }]}
      />
      <div className="product-layout">
        <Gallery images={images} />
        <div className="product-info">
          <p className="product-brand">
            <Link href={`/brands/${product.brand.slug}`}>{product.brand.name}</Link>
          </p>
          <h1 id="product-title">{product.name}</h1>
          <Badges labels={badges} />
          <p className="product-rating">
            {product.rating.count ? (
              <a href="#reviews">
                {t('product.rating', {
                  rating: formatRating(product.rating.average, locale),
                  count: formatNumber(product.rating.count, locale),
                })}
              </a>
            ) : (
              t('product.noReviews')
            )}
          </p>
          {variant.available ? (
            <p className="product-price">
              <span className="visually-hidden">{t('product.priceLabel')}</span>
              <span className="price" data-testid="product-price">
                {formatMoney(variant.price.amount, variant.price.currency, locale)}
              </span>
              {variant.compareAt ? (
                <del>
                  {t('product.compareAt', {
                    price: formatMoney(
                      variant.compareAt.amount,
                      variant.compareAt.currency,
                      locale,
                    ),
                  })}
                </del>
              ) : null}
            </p>
          ) : null}
          {showPoints ? <ProductPoints points={product.pointsToEarn} /> : null}
          <ShadePicker variants={product.variants} selectedId={variant.id} onSelect={pick} />
          {variant.shadeName || product.variants.length < 2 ? (
            <p className="product-size">
              {t('product.sizeSelected', { size: formatSize(variant.size, locale) })}
            </p>
          ) : null}
          <div data-testid="availability">
            <Availability product={product} variant={variant} />
          </div>
          <div className="product-actions">
            <ProductButton
              key={variant.id}
              productId={product.id}
              variantId={variant.id}
              available={variant.available}
              stock={variant.stock}
              limited={product.flags.limited}
              launchAt={product.launchAt}
              priority={product.priority}
            />
            <WishlistHeart productId={product.id} productName={product.name} />
          </div>
          <section className="product-description" aria-labelledby="product-description">
            <h2 id="product-description">{t('product.description')}</h2>
            <p>{product.description}</p>
          </section>
        </div>
      </div>
      <Reviews product={product} />
      <script
        type="application/ld+json"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{
          __html: serializeForScript(productJsonLd(product, variant, site.origin)),
        }}
      />
    </article>
  );
}

/** /products/{slug}: the product page, rendered on the server from the prefetched product. */
function ProductPage() {
  const site = useSite();
  const { params } = useRoute();
  const slug = params.slug ?? '';
  const query = useQuery(queries.product(site.api, site, slug));
  if (query.data) return <ProductView product={query.data} />;
  // The first render of an unknown product is a 404 from the server; a later one finds out here.
  if (query.isError || site.status === 404) return <NotFoundPage />;
  return <p className="loading">{site.t('common.loading')}</p>;
}

const product: PageModule = {
  load: async (ctx) => {
    if (!ctx.params.slug) notFound();
    // A product that fails to load is the 404 page, as an unknown one is.
    const found = await ctx.queryClient
      .fetchQuery(queries.product(ctx.api, ctx, ctx.params.slug))
      .catch(() => undefined);
    if (!found) notFound();
    return { title: found.name };
  },
  Page: ProductPage,
};
export default product;
