import { lazy, Suspense } from 'react';
import { queries } from '../client/api/queries';
import { useRoute } from '../client/app/router';
import { useSite } from '../client/app/site-context';
import { useStreamedQuery } from '../client/app/streamed-data';
import { ContentBlocks } from '../client/components/ContentBlocks';
import { Link } from '../client/components/Link';
import { ProductCard } from '../client/components/ProductCard';
import { useSuspenseQuery } from '@tanstack/react-query';
import { cachedPage } from './shared/content-page';
import type { PageModule } from './types';

const FEATURED_COUNT = 8;

/** The hearts sit below the fold: their code loads after the first paint, not with it. */
const WishlistHeart = lazy(() => import('../client/features/wishlist/WishlistHeart').then((module) => ({ default: module.WishlistHeart })));

/** Home is a content page (spec §2): slug `home`, or a homepage variant in preview. */
function slugOf(params: Record<string, string | undefined>) {
  return params.slug ?? 'home';
}

function FeaturedBrands() {
  const site = useSite();
  const { data, script } = useStreamedQuery(queries.brands(site.api, site));
  return (
    <section className="brand-strip" aria-labelledby="home-brands">
      <h2 id="home-brands">{site.t('home.brandsHeading')}</h2>
      <ul>
        {data.items.slice(0, 24).map((brand) => (
          <li key={brand.id}>
            <Link href={`/brands/${brand.slug}`}>
              {brand.name}
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link href="/brands">{site.t('home.allBrands', { count: data.total })}</Link>
      </p>
      {script}
    </section>
  );
}

/** Featured products, below the fold: streamed in with their data. */
function FeaturedProducts() {
  const site = useSite();
  const { data, script } = useStreamedQuery(queries.featured(site.api, site, FEATURED_COUNT));
  if (data.items.length === 0) return script;
  return (
    <section className="featured" aria-labelledby="home-featured">
      <h2 id="home-featured">{site.t('home.featuredHeading')}</h2>
      <ul className="product-grid">
        {data.items.map((card) => (
          <li key={card.id}>
            <ProductCard card={card} actions={<WishlistHeart productId={card.id} productName={card.name} />} />
          </li>
        ))}
      </ul>
      {script}
    </section>
  );
}

function Home() {
  const site = useSite();
  const { params } = useRoute();
  const { data: page } = useSuspenseQuery(queries.page(site.api, site, slugOf(params)));
  const [first, ...rest] = page.blocks;
  return (
    <div className="page home">
      <h1 className="visually-hidden">{page.title}</h1>
      {first ? <ContentBlocks blocks={[first]} /> : null}
      <Suspense fallback={<p className="loading">{site.t('common.loading')}</p>}>
        <FeaturedProducts />
      </Suspense>
      <Suspense fallback={<p className="loading">{site.t('common.loading')}</p>}>
        <FeaturedBrands />
      </Suspense>
      <ContentBlocks blocks={rest} />
    </div>
  );
}

const home: PageModule = {
  title: (t, location, queryClient) => {
    return cachedPage(queryClient, slugOf(location.params))?.title ?? t('home.title');
  },
  load: async (ctx) => {
    // The brand strip sits below the fold: start it, do not wait for it; it streams in.
    void ctx.queryClient.prefetchQuery(queries.brands(ctx.api, ctx));
    void ctx.queryClient.prefetchQuery(queries.featured(ctx.api, ctx, FEATURED_COUNT));
    await ctx.queryClient.prefetchQuery(queries.page(ctx.api, ctx, slugOf(ctx.params)));
  },
  Page: Home,
};
export default home;
